/**
 * Set-up of the cart tests in Chromium: the demo store on port 0 with a
 * fresh temporary SQLite file (stock starts from the fixture), the file's browser,
 * and small polling helpers (conditions are awaited, never slept on).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'tap';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig, type ServerConfig } from '../../server/config.js';
import { fileBrowser } from '../helpers/browser.js';

export interface CartSite {
  app: FastifyInstance;
  base: string;
  browser: Browser;
  /** A new browser context (its own cookies) and page, closed with the test; `errors` collects the page's uncaught errors. */
  newPage(t: Test): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/**
 * How long a condition is awaited before the test fails: generous, since
 * waits end as soon as their condition holds, and a step that takes a
 * second on a quiet machine took over 10 s at load average 38 (as
 * scripts/browser.ts BROWSER_WAIT_MS, playwright's default limit here).
 */
export const WAIT_MS = 120_000;

export async function startCartSite(t: Test, commerce: Partial<NonNullable<ServerConfig['commerce']>> = {}, overrides: Partial<ServerConfig> = {}): Promise<CartSite> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cart-browser-'));
  const config = defaultConfig();
  const app = await buildServer({
    ...config,
    logLevel: 'silent',
    renderWorkers: 1,
    commerce: { ...config.commerce!, ...commerce },
    database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await fileBrowser();
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    app,
    base,
    browser,
    async newPage(t) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      t.teardown(() => context.close());
      return { context, page, errors };
    },
  };
}

/**
 * Polls `read` until `ok` holds of its value, and returns that value; fails
 * (throws, naming the last value read) when it has not held after
 * `timeoutMs`. A wait that ran out used to return the last value, and a
 * caller that did not assert it went on after two silent minutes (a hidden
 * element matched first, a condition that never held): every wait is now
 * also an assertion.
 */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = WAIT_MS): Promise<T> {
  const end = Date.now() + timeoutMs;
  let v = await read();
  while (!ok(v)) {
    if (Date.now() >= end) throw new Error(`the condition did not hold after ${timeoutMs} ms; the last value read: ${describe(v)}`);
    await new Promise((r) => setTimeout(r, 50));
    v = await read();
  }
  return v;
}

function describe(v: unknown): string {
  try {
    return JSON.stringify(v)?.slice(0, 200) ?? String(v);
  } catch {
    return String(v);
  }
}

/** The text of the first element matching `selector` once it holds `expected`; fails when it does not after `timeoutMs` (until). */
export async function textOnceIncludes(page: Page, selector: string, expected: string, timeoutMs = WAIT_MS): Promise<string> {
  return until(
    () => page.locator(selector).first().textContent({ timeout: 1000 }).catch(() => ''),
    (v) => (v ?? '').includes(expected),
    timeoutMs,
  ).then((v) => v ?? '');
}

/** Waits until the page's islands are mounted and the cart load has finished (the add buttons are visible). */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForSelector('[data-widget][data-island-mounted]', { state: 'attached', timeout: WAIT_MS });
}

/** Scrolls a product card into view and waits until its add button's widget has drawn it (a card's islands mount when they near the viewport: client/islands/when-near.ts). */
export async function cardReady(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded({ timeout: WAIT_MS });
  await card.locator('[data-widget="add-to-cart"][data-island-mounted]').waitFor({ state: 'attached', timeout: WAIT_MS });
}
