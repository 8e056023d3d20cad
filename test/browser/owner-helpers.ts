/**
 * The demo store listening on a free port with a site owner's email
 * (SITE_OWNER), on a fresh SQLite file: the editor and dashboard journeys
 * in Chromium. Stopped and its folder removed when the test ends.
 */
import type { Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app.js';
import { defaultConfig, type ServerConfig } from '../../server/config.js';
import { WAIT_MS } from './cart-helpers.js';

export const SITE_OWNER = { email: 'owner@hearthandclay.com', password: 'kiln-opening-42' };

export async function startOwnerSite(t: Test, name: string, overrides: (config: ServerConfig) => Partial<ServerConfig> = () => ({})): Promise<{ app: Awaited<ReturnType<typeof buildServer>>; base: string }> {
  const dir = mkdtempSync(join(tmpdir(), `vitrine-${name}-`));
  const config = defaultConfig();
  const app = await buildServer({
    ...config,
    logLevel: 'silent',
    renderWorkers: 1,
    siteOwnerEmails: [SITE_OWNER.email],
    commerce: { ...config.commerce!, rateLimitMax: 100_000 },
    database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
    ...overrides(config),
  });
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A fresh browser context on the site at the editor's width, closed with the test; page errors are collected. */
export async function editorPage(t: Test, browser: Browser, base: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 900 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Creates a page from the editor's Pages panel and waits for its page editor. */
export async function createPage(page: Page, title: string): Promise<void> {
  await page.getByLabel('Page title').fill(title);
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.getByRole('button', { name: 'Add block' }).waitFor({ timeout: WAIT_MS });
}

/** Adds a block of the kind picked in the page editor's Block list. */
export async function addBlock(page: Page, kind: string): Promise<void> {
  await page.getByLabel('Block').selectOption(kind);
  await page.getByRole('button', { name: 'Add block' }).click();
}
