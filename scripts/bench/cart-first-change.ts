/**
 * The cart page's first quantity change on a phone (the web-vitals
 * profile: 390 × 844 at 3x, CPU throttled 4x): the main thread's long
 * tasks from the change until the subtotal shows the new amount. Its first
 * render shows the server's amounts (issue 41), so this change makes the
 * page's first Intl currency format: a long task of ICU's data loading
 * unless a worker loaded it first (client/intl-warm.ts).
 *
 * `node --import tsx scripts/bench/cart-first-change.ts [ROOT ...]`: the
 * builds in each ROOT's dist/ alternately (this checkout's by default),
 * VITALS_LOADS loads each; prints each build's sums of long-task ms.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser.js';
import { fromRoot } from '../../site/project-root.js';
import { addMug, CPU_SLOWDOWN, PHONE, startServer, stopBench, VITALS_LOADS } from './web-vitals.js';

/** After load, the page is left this long before the change (its islands mounted, the worker done). */
const SETTLE_MS = 3_000;
const LONG_TASKS = 'window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function cartFirstChange(roots: readonly string[] = [fromRoot()]): Promise<number[][]> {
  const dirs = roots.map(() => mkdtempSync(join(tmpdir(), 'vitrine-bench-cart-change-')));
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out = roots.map(() => [] as number[]);
  try {
    for (const [i, root] of roots.entries()) servers.push(await startServer(dirs[i]!, root));
    for (let n = 0; n < VITALS_LOADS; n++) {
      for (const [k, { base }] of servers.entries()) {
        const context = await browser.newContext({ ...PHONE, baseURL: base });
        try {
          await addMug(context);
          await context.addInitScript({ content: LONG_TASKS });
          const page = await context.newPage();
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto('/cart', { waitUntil: 'load' });
          const quantity = page.locator('[data-widget="cart-page"] .vitrine-cart-entry__quantity').first();
          await quantity.waitFor();
          await sleep(SETTLE_MS);
          const start = await page.evaluate(() => performance.now());
          await quantity.fill('2');
          await quantity.press('Enter');
          // One mug is $24.00: two make $48.00.
          await page.waitForFunction(() => /48/.test(document.querySelector('.vitrine-cart-subtotal__amount')?.textContent ?? ''));
          await sleep(500);
          out[k]!.push(Math.round(await page.evaluate((s) => (window as unknown as { __lt: [number, number][] }).__lt.filter(([t]) => t >= s).reduce((sum, [, d]) => sum + d, 0), start)));
        } finally {
          await context.close();
        }
      }
    }
    return out;
  } finally {
    await stopBench(browser, servers, dirs);
  }
}

if (process.argv[1]?.endsWith('cart-first-change.ts')) {
  const roots = process.argv.slice(2);
  console.log(JSON.stringify(await cartFirstChange(roots.length ? roots : undefined)));
}
