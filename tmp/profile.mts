import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.js';
const path = process.argv[2] ?? '/shop/stoneware-mug';
const dir = mkdtempSync(join(tmpdir(), 'prof-'));
const port = 4790 + Math.floor(Math.random() * 100);
const child = spawn(process.execPath, ['dist/server/main.js'], { env: { PATH: process.env.PATH!, PORT: String(port), HOST: '127.0.0.1', VITRINE_DATABASE_FILE: join(dir, 's.sqlite'), VITRINE_LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 100));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < 2; run++) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, baseURL: base });
  if (process.argv[3] === 'cart') {
    await ctx.request.get('/api/commerce/shopping-cart');
    const crumb = (await ctx.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
    await ctx.request.post('/api/commerce/shopping-cart/entries', { data: { itemId: '6561f0c202f4300000000003', sku: 'SQ1010', quantity: 1 }, headers: { 'x-csrf-token': crumb } });
  }
  await ctx.addInitScript({ content: `window.__lt=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__lt.push([Math.round(e.startTime),Math.round(e.duration),JSON.stringify(e.attribution?.map(a=>a.containerSrc||a.name))])}).observe({type:'longtask',buffered:true});` });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(path, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 4000));
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  console.log('long tasks', await page.evaluate(() => (window as any).__lt));
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const dt = new Map<number, number>();
  profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const n of profile.nodes) {
    const t = (dt.get(n.id) ?? 0) / 1000;
    const u = n.callFrame.url.replace(base, '') || '(native)';
    const k = `${n.callFrame.functionName || '(anon)'} ${u}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    self.set(k, (self.get(k) ?? 0) + t);
    byUrl.set(u, (byUrl.get(u) ?? 0) + t);
  }
  if (run === 1) {
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1)} ms ${k}`).join('\n'));
  console.log('--');
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)} ms ${k}`).join('\n'));
  }
  await ctx.close();
  }
} finally {
  await browser.close();
  child.kill();
}
