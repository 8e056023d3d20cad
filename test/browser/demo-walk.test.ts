// A walk over every page of the demo store in Chromium: each answers 200 (or
// its page type's status), logs no console error, and has no broken link or
// image.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';

/** Pages whose status is not 200 by design. */
const EXPECTED_STATUS: Record<string, number> = {
  '/members': 403,
  '/fr/members': 403,
  '/private-sale': 403,
  '/fr/private-sale': 403,
  // The gated videos and lessons (members only, or paid for).
  ...Object.fromEntries(['/videos/trimming', '/fr/videos/trimming', '/lessons/throwing', '/lessons/trimming', '/lessons/glazing', '/fr/lecons/throwing', '/fr/lecons/trimming', '/fr/lecons/glazing'].map((p) => [p, 403])),
};
/** The walk stops after this many pages (the demo store has fewer). */
const MAX_PAGES = 200;

const config = defaultConfig();
// One browser walks every page in a minute: far more than a visitor, so the per-client limits are lifted here.
const app = await buildServer({
  ...config,
  logLevel: 'silent',
  renderWorkers: 1,
  pageRateLimit: { ...config.pageRateLimit, max: 100_000 },
  commerce: { ...config.commerce!, rateLimitMax: 100_000 },
  telemetry: config.telemetry && { ...config.telemetry, rateLimitMax: 100_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(async () => {
  await browser.close();
  await app.close();
});

t.setTimeout(300_000);
t.test('every page of the demo store', { timeout: 280_000 }, async (t) => {
  const queue = ['/'];
  const seen = new Set(queue);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // A page answered with its page type's status (403) is reported by the browser as a failed load: expected.
    if (m.type() === 'error' && !(m.text().includes('status of 403') && EXPECTED_STATUS[current] === 403)) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  let visited = 0;
  let current = '/';
  while (queue.length && visited < MAX_PAGES) {
    const path = queue.shift()!;
    current = path;
    visited++;
    errors.length = 0;
    const res = await page.goto(base + path, { waitUntil: 'load' });
    t.equal(res?.status(), EXPECTED_STATUS[path] ?? 200, `${path} status`);
    const broken = await page.$$eval('img', (imgs) => imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.currentSrc || i.src));
    t.same(broken, [], `${path} has no broken image`);
    t.same(errors, [], `${path} logs no console error`);
    const links = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== base) continue;
      const next = url.pathname + url.search;
      if (!seen.has(next) && !/^\/(assets|scripts)\//.test(url.pathname)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  t.ok(visited > 40, `walked ${visited} pages`);
  // Every internal link answers (the walk visited them all), assets included.
  for (const href of [...seen].filter((p) => p.startsWith('/assets/'))) {
    const res = await page.request.get(base + href);
    t.equal(res.status(), 200, `${href} answers`);
  }
});
