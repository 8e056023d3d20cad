/**
 * Set-up of the forms tests: the demo store (or a changed copy of its
 * content) served on a fresh temporary SQLite store, with a small helper to
 * post JSON like the islands do.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.js';
import { DEFAULT_SITE_CONTENT, defaultConfig, type ServerConfig } from '../../server/config.js';

export const OWNER_TOKEN = 'owner-token-for-the-forms-tests-0123456789';
export const SOLD_OUT = { productId: '6561f0c202f4900000000009', variantId: 'ceramic-vase-v1' };
export const IN_STOCK = { productId: '6561f0c202f4130000000013', variantId: 'monogram-napkins-v1' };
export const NAPKINS = '6561f0c202f4130000000013';

type Json = Record<string, unknown>;

/** A copy of the demo content, changed by `edit(site, shop)` (site.json and collections/shop.json). */
export function demoContent(t: Test, edit: (site: Json, shop: Json) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-forms-content-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
  const sitePath = join(dir, 'site.json');
  const shopPath = join(dir, 'collections', 'shop.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as Json;
  const shop = JSON.parse(readFileSync(shopPath, 'utf8')) as Json;
  edit(site, shop);
  writeFileSync(sitePath, JSON.stringify(site));
  writeFileSync(shopPath, JSON.stringify(shop));
  return dir;
}

/** The demo content with a captcha site key. */
export const withCaptcha = (t: Test) => demoContent(t, (site) => {
  (site.website as Json).captchaSettings = { siteKey: 'test-site-key' };
});

export interface FormsServerOptions {
  content?: string;
  forms?: Partial<ServerConfig['forms']>;
}

export async function formsServer(t: Test, options: FormsServerOptions = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-forms-'));
  const config = defaultConfig();
  const app = await buildServer({
    ...config,
    logLevel: 'silent',
    renderWorkers: 1,
    pageCacheMs: 0,
    site: { ...config.site!, ...(options.content ? { content: options.content } : {}) },
    database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
    forms: { ...config.forms, ownerToken: OWNER_TOKEN, ...options.forms },
  });
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return app;
}

export async function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, payload: body as Json, headers: { 'content-type': 'application/json', ...headers } });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Json) : {}, headers: res.headers };
}

export async function newKey(app: FastifyInstance): Promise<string> {
  const res = await postJson(app, '/api/form/FormSubmissionKey', {});
  return res.body.key as string;
}

export const owner = { authorization: `Bearer ${OWNER_TOKEN}` };

export async function countRows(app: FastifyInstance, table: 'form_submissions' | 'restock_signups' | 'mail_outbox' | 'form_keys'): Promise<number> {
  const rows = await app.vitrine.commerce!.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(rows?.n ?? 0);
}

/** A good contact-form answer set (the demo's form-contact). */
export const CONTACT_ANSWERS = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', topic: 'Wholesale', message: 'Hello there' };
