/**
 * What blocks the main thread on each storefront page of the web-vitals
 * bench: a Chromium trace of one load (the same phone profile, CPU 4x
 * slower), and for each long task (over 50 ms) its wall and CPU time and
 * the trace events that took most of it (module evaluation, a script's
 * function call, layout, paint). A second load is traced, the first only
 * warms the server. The CPU time is the renderer thread's own: the wall
 * time less what a busy machine took.
 *
 *   node --import tsx scripts/bench/main-thread.ts [path ...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser.js';
import { addMug, CPU_SLOWDOWN, PHONE, startServer, VITALS_PAGES } from './web-vitals.js';

const LONG_TASK_US = 50_000;
const QUIET_MS = 3_000;
/** Trace events named after the script they run. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall']);

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string } };
}

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

function longTasks(events: TraceEvent[], base: string): string[] {
  const parses = events.filter((e) => e.name === 'ParseHTML');
  const main = parses.at(-1);
  if (!main) return ['(no page parsed)'];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.dur !== undefined);
  return onMain
    .filter((e) => e.name === 'RunTask' && e.dur! > LONG_TASK_US)
    .map((task) => {
      const by = new Map<string, number>();
      for (const e of onMain) {
        if (e === task || e.name === 'RunTask' || e.ts < task.ts || e.ts >= task.ts + task.dur!) continue;
        const label = SCRIPT_EVENTS.has(e.name) ? `${e.name} ${(e.args?.data?.url ?? '').replace(base, '')}`.trim() : e.name;
        by.set(label, (by.get(label) ?? 0) + e.dur! / 1000);
      }
      const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`);
      return `${(task.dur! / 1000).toFixed(0)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms): ${top.join(', ')}`;
    });
}

const paths = process.argv.slice(2);
const pages = paths.length ? paths.map((path) => ({ name: path, path, cart: false })) : VITALS_PAGES;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-main-thread-'));
const { child, base } = await startServer(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const p of pages) {
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext({ ...PHONE, baseURL: base });
      try {
        if (p.cart) await addMug(context);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const events = await trace(cdp, async () => {
          await page.goto(p.path, { waitUntil: 'load' });
          await new Promise((r) => setTimeout(r, QUIET_MS));
        });
        if (i === 1) console.log(`${p.name} (${p.path}):\n  ${longTasks(events, base).join('\n  ') || 'no long task'}`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
