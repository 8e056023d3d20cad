/**
 * Set-up of the forms journeys in Chromium: the demo store (or a changed
 * copy of its content) on port 0 with a fresh SQLite store, a browser, pages
 * at desktop or phone size with or without JavaScript, and an axe-core
 * check. Conditions are awaited (cart-helpers' until), never slept on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'tap';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig, type ServerConfig } from '../../server/config.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { OWNER_TOKEN } from '../forms/helpers.js';
import { axeViolations as allViolations, runAxe } from './axe.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export interface FormsSite {
  app: FastifyInstance;
  base: string;
  newPage(t: Test, opts?: { viewport?: { width: number; height: number }; javaScript?: boolean }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

export async function startFormsSite(t: Test, content?: string, forms: Partial<ServerConfig['forms']> = {}): Promise<FormsSite> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-forms-browser-'));
  const config = defaultConfig();
  const app = await buildServer({
    ...config,
    logLevel: 'silent',
    renderWorkers: 1,
    pageCacheMs: 0,
    site: { ...config.site!, ...(content ? { content } : {}) },
    database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
    forms: { ...config.forms, ownerToken: OWNER_TOKEN, ...forms },
  });
  let browser: Browser | undefined;
  t.teardown(async () => {
    await browser?.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const b = browser;
  return {
    app,
    base,
    async newPage(t, opts = {}) {
      const context = await b.newContext({ baseURL: base, viewport: opts.viewport ?? DESKTOP, javaScriptEnabled: opts.javaScript ?? true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      t.teardown(() => context.close());
      return { context, page, errors };
    },
  };
}

/** The axe-core violations (WCAG 2 A and AA) inside `selector`, as "rule: target" lines. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const violations = await runAxe(page, { include: selector, wcagOnly: true });
  return violations.flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`));
}

/** Focuses elements with Tab until `selector` has focus (at most `max` presses); true when it got there. */
export async function tabTo(page: Page, selector: string, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

/**
 * axe-core (every violation, "rule (impact): targets") on a page as a
 * browser without JavaScript shows it. axe cannot run where scripts are
 * off (its timers never fire), so the page's DOM is served again to a
 * scripted page without its scripts, its <noscript> content as plain
 * markup, and the site's `(scripting: none)` rules on.
 */
export async function violationsWithoutScripts(t: Test, site: FormsSite, shown: Page): Promise<string[]> {
  const html = (await shown.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
  const { page } = await site.newPage(t, { viewport: shown.viewportSize() ?? DESKTOP });
  const url = new URL(shown.url());
  await page.route((u) => u.pathname === url.pathname, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.route('**/site.css*', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace(/\(scripting:\s*none\)/g, 'all') });
  });
  await page.goto(url.href);
  t.equal(await page.$('[data-island-mounted]'), null, 'no island mounted');
  return (await allViolations(page)).map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}
