/**
 * Screenshots for the README and docs (docs/*.png), each at 1280x800 and
 * at 390x844 (`-mobile`): starts the service on a free port with a
 * temporary SQLite store, opens each shot (scripts/screenshot-shots.ts) in
 * headless Chromium and writes the pictures. The demo store also gets the
 * storefront's states (`storefront-*`).
 *   npx tsx scripts/screenshots.ts [--site THEME CONTENT --out PREFIX] [--home-only]
 */
import type { Browser } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app.js';
import { defaultConfig } from '../server/config.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';
import { PAGE_SHOTS, STOREFRONT_SHOTS, type Shot } from './screenshot-shots.js';

/** The widths the docs show: a laptop and a phone. */
export const VIEWPORTS = [
  { suffix: '', width: 1280, height: 800 },
  { suffix: '-mobile', width: 390, height: 844, isMobile: true, hasTouch: true },
] as const;

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ownSite = args[0] === '--site';
const site = ownSite ? { themeDir: args[1]!, content: args[2]! } : defaultConfig().site;
const prefix = option('--out') ?? 'demo';
const pages = args.includes('--home-only') ? PAGE_SHOTS.slice(0, 1) : PAGE_SHOTS;
const sets: [string, Shot[]][] = [[prefix, pages], ...(ownSite ? [] : ([['storefront', STOREFRONT_SHOTS]] as [string, Shot[]][]))];

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-screenshots-'));
const config = defaultConfig();
const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, pageCacheMs: 0, site, database: { ...config.database, url: null, file: join(dataDir, 'store.sqlite') } });
let browser: Browser | undefined;
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const [name, shots] of sets) {
    for (const shot of shots) {
      for (const { suffix, ...viewport } of VIEWPORTS) {
        // A context per picture: its own cookies, so each cart starts empty.
        const context = await browser.newContext({ baseURL: base, viewport: { width: viewport.width, height: viewport.height }, isMobile: 'isMobile' in viewport, hasTouch: 'hasTouch' in viewport, javaScriptEnabled: !shot.noScript });
        try {
          const page = await context.newPage();
          await shot.take(page);
          const file = `${name}-${shot.name}${suffix}.png`;
          await page.screenshot({ path: fileURLToPath(new URL(`../docs/${file}`, import.meta.url)) });
          const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          console.log(`docs/${file}${wide ? '  (wider than the window!)' : ''}`);
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser?.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
