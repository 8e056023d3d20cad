/**
 * Screenshots of the demo store for the README (docs/*.png): starts the
 * service on a free port, opens each page in headless Chromium at desktop
 * and mobile widths, and writes the pictures. The store runs on a
 * temporary SQLite file; the cart page is taken with one entry in the cart.
 *   npx tsx scripts/screenshots.ts [--site THEME CONTENT --out PREFIX]
 */
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app.js';
import { defaultConfig } from '../server/config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

/** What goes in the cart before the cart page is taken: one demo product, two of it. */
const CART_ENTRY = { path: '/shop/beeswax-candles', quantity: 2 };

const PAGES: [string, string][] = [
  ['home', '/'],
  ['listing', '/shop'],
  ['product', '/shop/linen-apron'],
  ['blog-post', '/journal'],
  ['gallery', '/gallery'],
  ['events', '/events'],
  ['cart', '/cart'],
];

const args = process.argv.slice(2);
const site = args[0] === '--site' ? { themeDir: args[1]!, content: args[2]! } : defaultConfig().site;
const prefix = args.includes('--out') ? args[args.indexOf('--out') + 1]! : 'demo';
const pages = args.includes('--home-only') ? PAGES.slice(0, 1) : PAGES;

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-screenshots-'));
const config = defaultConfig();
const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, site, database: { ...config.database, url: null, file: join(dataDir, 'store.sqlite') } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [name, path] of pages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    if (name === 'cart') await addOne(page);
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: fileURLToPath(new URL(`../docs/${prefix}-${name}.png`, import.meta.url)) });
    await page.close();
  }
  const mobile = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await mobile.goto(base + pages[0]![1], { waitUntil: 'networkidle' });
  await mobile.screenshot({ path: fileURLToPath(new URL(`../docs/${prefix}-home-mobile.png`, import.meta.url)) });
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Adds CART_ENTRY the way a shopper does: its page, the quantity, the button (when the site has that product). */
async function addOne(page: import('playwright-core').Page): Promise<void> {
  const res = await page.goto(base + CART_ENTRY.path, { waitUntil: 'networkidle' });
  const button = page.locator('.product-detail__add .sqs-add-to-cart-button');
  if (!res?.ok() || (await button.count()) === 0) return;
  const quantity = page.locator('.product-detail__quantity input');
  if (await quantity.count()) await quantity.fill(String(CART_ENTRY.quantity));
  await button.click();
  await page.locator('.cart-pill:not([hidden])').waitFor({ timeout: 10_000 });
}
