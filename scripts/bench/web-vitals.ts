/**
 * Largest Contentful Paint and Total Blocking Time of the storefront's home,
 * product, cart and checkout pages and of a content page with only the cart
 * pill, in Chromium with a phone's profile (390 × 844 at 3x, touch, CPU
 * throttled 4x through the DevTools protocol), and the
 * script each page loads (bytes on the wire, as served). The build in dist/
 * serves the demo store on a new database; each load is a new context (no
 * cache), the median of VITALS_LOADS.
 *
 * LCP comes from web-vitals (its IIFE build, put into the page before its
 * own scripts through the protocol, which the page's CSP does not govern);
 * TBT is the lab metric, summed from the long tasks (over 50 ms) that
 * start after the first contentful paint, until the page has been quiet
 * for QUIET_MS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser.js';
import { freePort } from '../free-port.js';
import { fromRoot } from '../../site/project-root.js';

/** Loads per page (VITALS_LOADS in the environment for a quicker look on a busy machine). */
export const VITALS_LOADS = Number(process.env.VITALS_LOADS) || 5;
/** The page counts as loaded once no long task has started for this long after its load event. */
const QUIET_MS = 2_000;
export const CPU_SLOWDOWN = 4;
/** Only these pages, by name (VITALS_ONLY=cart,product in the environment: a quicker look at one change); all by default. */
const ONLY = process.env.VITALS_ONLY?.split(',').map((n) => n.trim());
/** Generous: at load average 45 on 2 cores the server took 70 s to be ready. */
const START_LIMIT_MS = 180_000;
/** The targets of issue 41. */
export const LCP_TARGET_MS = 1_500;
export const TBT_TARGET_MS = 100;
/** The phone profile (a current mid-range phone's screen). */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** A demo store product with stock, put in the cart for the cart and checkout pages. */
const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010' };

export const VITALS_PAGES = [
  { name: 'home', path: '/', cart: false },
  { name: 'product', path: '/shop/stoneware-mug', cart: false },
  { name: 'cart', path: '/cart', cart: true },
  { name: 'checkout', path: '/checkout', cart: true },
  // A page whose only widget is the cart pill: its script is held to 30 KB gzip.
  { name: 'content (only the cart pill)', path: '/faq', cart: false },
] as const;

export interface PageVitals {
  name: string;
  path: string;
  lcpMs: number;
  tbtMs: number;
  /** Script bytes as served, gzip-compressed (what a compressing proxy sends), and how many scripts. */
  scriptBytes: number;
  scriptGzipBytes: number;
  scripts: number;
}

// The package exports only its modules; its IIFE build sits beside the package's main module.
const WEB_VITALS = readFileSync(join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** Runs in the page before its scripts: records LCP (web-vitals) and the long tasks. */
const RECORDER = `${WEB_VITALS}
window.__vitals = { lcp: 0, fcp: 0, longTasks: [] };
webVitals.onLCP((m) => { window.__vitals.lcp = m.value; }, { reportAllChanges: true });
webVitals.onFCP((m) => { window.__vitals.fcp = m.value; });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the build in `root`'s dist/ (this checkout's by default) on a new database in `dir`. */
export async function startServer(dir: string, root = fromRoot()): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', VITRINE_DATABASE_FILE: join(dir, 'store.sqlite'), VITRINE_LOG_LEVEL: 'warn', VITRINE_PAGE_RATE_LIMIT_MAX: '1000000000', VITRINE_CART_RATE_LIMIT_MAX: '1000000000' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || performance.now() - started > START_LIMIT_MS) {
      child.kill('SIGTERM');
      throw new Error('the server for the web vitals did not start');
    }
    await sleep(20);
  }
  return { child, base };
}

/** Ends a bench's run: its browser, its servers (each awaited to exit) and their data folders. */
export async function stopBench(browser: { close(): Promise<void> }, servers: readonly { child: ChildProcess }[], dirs: readonly string[]): Promise<void> {
  await browser.close();
  for (const { child } of servers) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

export async function addMug(context: BrowserContext): Promise<void> {
  await context.request.get('/api/commerce/shopping-cart');
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
  const res = await context.request.post('/api/commerce/shopping-cart/entries', { data: { ...MUG, quantity: 1 }, headers: { 'x-csrf-token': crumb } });
  if (!res.ok()) throw new Error(`add to cart failed: ${res.status()}`);
}

interface LoadVitals {
  lcp: number;
  tbt: number;
  bytes: number;
  gzipBytes: number;
  scripts: number;
}

/** One load of `p` in a new context of `browser` on the server at `base`: its LCP, TBT and script. */
async function measureLoad(browser: Browser, base: string, p: (typeof VITALS_PAGES)[number]): Promise<LoadVitals> {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  try {
    if (p.cart) await addMug(context);
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    let gzipBytes = 0;
    let scripts = 0;
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      scripts++;
      void r.body().then(
        (b) => {
          bytes += b.length;
          gzipBytes += gzipSync(b).length;
        },
        () => undefined,
      );
    });
    await page.goto(p.path, { waitUntil: 'load' });
    // Quiet: no long task started in the last QUIET_MS.
    for (;;) {
      await sleep(QUIET_MS / 4);
      const lastTaskEnd = await page.evaluate(() => {
        const v = (window as unknown as { __vitals: { longTasks: [number, number][] } }).__vitals;
        const last = v.longTasks.at(-1);
        return { now: performance.now(), end: last ? last[0] + last[1] : 0 };
      });
      if (lastTaskEnd.now - Math.max(lastTaskEnd.end, 0) >= QUIET_MS) break;
    }
    const v = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; fcp: number; longTasks: [number, number][] } }).__vitals);
    const tbt = v.longTasks.filter(([start]) => start >= v.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { lcp: v.lcp, tbt, bytes, gzipBytes, scripts };
  } finally {
    await context.close();
  }
}

/**
 * Each storefront page's median LCP, TBT and script weight over VITALS_LOADS
 * fresh loads, for the build of each of `roots` (this checkout's by
 * default): the builds' loads alternate, so a busy machine weighs on each
 * alike (an A/B of two builds in one run).
 */
export async function webVitalsBench(roots: readonly string[] = [fromRoot()]): Promise<PageVitals[][]> {
  const dirs = roots.map(() => mkdtempSync(join(tmpdir(), 'vitrine-bench-vitals-')));
  const servers: { child: ChildProcess; base: string }[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [i, root] of roots.entries()) servers.push(await startServer(dirs[i]!, root));
    const results: PageVitals[][] = roots.map(() => []);
    for (const p of VITALS_PAGES.filter((x) => !ONLY || ONLY.includes(x.name))) {
      const loads: LoadVitals[][] = roots.map(() => []);
      for (let i = 0; i < VITALS_LOADS; i++) {
        for (const [r, server] of servers.entries()) loads[r]!.push(await measureLoad(browser, server.base, p));
      }
      for (const [r, l] of loads.entries()) {
        const last = l.at(-1)!;
        results[r]!.push({ name: p.name, path: p.path, lcpMs: median(l.map((x) => x.lcp)), tbtMs: median(l.map((x) => x.tbt)), scriptBytes: last.bytes, scriptGzipBytes: last.gzipBytes, scripts: last.scripts });
      }
    }
    return results;
  } finally {
    await stopBench(browser, servers, dirs);
  }
}

// `web-vitals.ts [ROOT ...]`: the builds in each ROOT's dist/ (another checkout, a copy of an earlier build), alternately; this checkout's by default.
if (process.argv[1]?.endsWith('web-vitals.ts')) {
  const roots = process.argv.slice(2);
  console.log(JSON.stringify(await webVitalsBench(roots.length ? roots : undefined), null, 1));
}
