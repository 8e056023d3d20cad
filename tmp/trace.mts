import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.js';
const path = process.argv[2] ?? '/';
const dir = mkdtempSync(join(tmpdir(), 'tr-'));
const port = 4690 + Math.floor(Math.random() * 100);
const child = spawn(process.execPath, ['dist/server/main.js'], { env: { PATH: process.env.PATH!, PORT: String(port), HOST: '127.0.0.1', VITRINE_DATABASE_FILE: join(dir, 's.sqlite'), VITRINE_LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 100));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < 3; run++) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, baseURL: base });
    if (process.argv[3] === 'cart') {
      await ctx.request.get('/api/commerce/shopping-cart');
      const crumb = (await ctx.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
      await ctx.request.post('/api/commerce/shopping-cart/entries', { data: { itemId: '6561f0c202f4300000000003', sku: 'SQ1010', quantity: 1 }, headers: { 'x-csrf-token': crumb } });
    }
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: any[] = [];
    cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
    await page.goto(path, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 3500));
    await cdp.send('Tracing.end');
    await done;
    if (run === 0) { await ctx.close(); continue; }
    // The renderer main thread: the one with ParseHTML.
    const parses = events.filter((e) => e.name === 'ParseHTML');
    const main = parses[parses.length - 1];
    const all = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask');
    console.log('tasks', all.length, 'max', Math.max(...all.map((e) => e.dur ?? 0)) / 1000, 'parses', parses.length, new Set(parses.map((e) => e.pid + ':' + e.tid)).size);
    const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
    for (const task of tasks) {
      const kids = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task && e.dur && e.name !== 'RunTask');
      const by = new Map<string, number>();
      for (const k of kids) {
        const label = k.name === 'EvaluateScript' || k.name === 'v8.compileModule' || k.name === 'v8.evaluateModule' || k.name === 'FunctionCall' ? `${k.name} ${(k.args?.data?.url ?? k.args?.fileName ?? k.args?.data?.functionName ?? '').replace(base, '')}` : k.name;
        by.set(label, Math.max(by.get(label) ?? 0, 0) + k.dur / 1000);
      }
      console.log(`task ${(task.dur / 1000).toFixed(0)} ms cpu ${((task.tdur ?? 0) / 1000).toFixed(0)} ms:`, [...by].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
    }
    console.log('---');
    await ctx.close();
  }
} finally {
  await browser.close();
  child.kill();
}
