/**
 * Which Intl services each storefront page of the web-vitals bench builds
 * on its main thread while it loads (issue 41: a page's first currency
 * format loads ICU's data there, a long task on a phone): every
 * Intl.NumberFormat, DateTimeFormat, PluralRules, DisplayNames,
 * RelativeTimeFormat, ListFormat, Collator and Segmenter built, and every
 * toLocaleString, toLocaleDateString, toLocaleTimeString and
 * localeCompare call, with its time, arguments and the script frames that
 * made it. One load per page, the phone profile, LOAD_MS after the load event.
 *
 *   node --import tsx scripts/bench/page-intl.ts [ROOT]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser.js';
import { addMug, PHONE, startServer, VITALS_PAGES } from './web-vitals.js';

/** How long after the load event calls are still recorded (the islands mount in tasks of their own, tracking at idle). */
const LOAD_MS = 4_000;
/** Script frames kept per call. */
const FRAMES = 12;

/** Runs in the page before its scripts: wraps the Intl services and the locale methods to record each use. */
const RECORDER = `(() => {
  Error.stackTraceLimit = 30;
  const calls = (window.__intlCalls = []);
  const record = (what, args) => {
    const frames = new Error().stack.split('\\n').slice(3, 3 + ${FRAMES}).map((l) => l.trim().replace(location.origin, ''));
    calls.push({ at: Math.round(performance.now()), what, args: JSON.stringify(args).slice(0, 160), frames });
  };
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'DisplayNames', 'RelativeTimeFormat', 'ListFormat', 'Collator', 'Segmenter']) {
    const Original = Intl[name];
    if (Original) Intl[name] = new Proxy(Original, { construct(target, args) { record(name, args); return Reflect.construct(target, args); } });
  }
  for (const [proto, method] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [String.prototype, 'localeCompare']]) {
    const original = proto[method];
    proto[method] = function (...args) { record(method, args); return original.apply(this, args); };
  }
})();`;

interface IntlCall {
  at: number;
  what: string;
  args: string;
  frames: string[];
}

const root = process.argv[2];
const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-intl-'));
const server = await startServer(dir, root);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const p of VITALS_PAGES) {
    const context = await browser.newContext({ ...PHONE, baseURL: server.base });
    try {
      if (p.cart) await addMug(context);
      await context.addInitScript({ content: RECORDER });
      const page = await context.newPage();
      await page.goto(p.path, { waitUntil: 'load' });
      await new Promise((r) => setTimeout(r, LOAD_MS));
      const calls = await page.evaluate(() => (window as unknown as { __intlCalls: IntlCall[] }).__intlCalls);
      console.log(`${p.name} (${p.path}): ${calls.length ? `${calls.length} call(s)` : 'none'}`);
      for (const c of calls) console.log(`  ${c.at} ms ${c.what} ${c.args}\n    ${c.frames.join('\n    ')}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
