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
  /** Other server settings (Redis, for one). */
  server?: Partial<ServerConfig>;
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
    ...options.server,
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

/** One field of every kind (SPEC section 3), for the additional-fields form of the napkins. */
export const ALL_KINDS_FORM = {
  id: 'form-monogram',
  name: 'Monogram details',
  submitButtonText: 'Save',
  fields: [
    { id: 'intro', type: 'section', title: 'Your monogram', description: 'Stitched by hand.', underline: true },
    { id: 'initials', type: 'text', title: 'Initials', required: true, placeholder: 'ABC' },
    { id: 'note', type: 'textarea', title: 'Note', maxLength: 40 },
    { id: 'email', type: 'email', title: 'Email' },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
    { id: 'count', type: 'number', title: 'Count' },
    { id: 'site', type: 'website', title: 'Website' },
    { id: 'secret', type: 'password', title: 'Code word' },
    { id: 'handle', type: 'twitter', title: 'Handle' },
    { id: 'date', type: 'date', title: 'Delivery date' },
    { id: 'time', type: 'time', title: 'Delivery time' },
    { id: 'name', type: 'name', title: 'Recipient' },
    { id: 'address', type: 'address', title: 'Address' },
    { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
    { id: 'extras', type: 'checkbox', title: 'Extras', options: ['Gift wrap', 'Card'] },
    { id: 'rating', type: 'likert', title: 'How do you feel', options: ['Linen is lovely'] },
    { id: 'size', type: 'radio', title: 'Size', options: ['Small', 'Large'] },
    { id: 'thread', type: 'select', title: 'Thread colour', required: true, options: ['Navy', 'Rust'] },
    { id: 'ref', type: 'hidden', key: 'ref', value: 'napkins-page' },
  ],
};

/**
 * The browser journeys' content: the napkins' form with every kind, two
 * more forms on the contact page (a success URL; post-submit HTML), and
 * optionally a captcha key and a merchant restock success text.
 */
export const journeyContent = (t: Test, opts: { captcha?: boolean } = {}) => demoContent(t, (site, shop) => {
  if (opts.captcha) (site.website as Json).captchaSettings = { siteKey: 'test-site-key' };
  const items = shop.items as Json[];
  const napkins = items.find((i) => i.id === NAPKINS)!;
  (napkins.structuredContent as Json).additionalFieldsForm = ALL_KINDS_FORM;
  const vase = items.find((i) => i.id === SOLD_OUT.productId)!;
  ((((vase.productMerchandisingContext as Json)[SOLD_OUT.productId] as Json).restockNotificationMessages) as Json).successText = 'Thanks, we will write when it is back.';
  const rows = ((site.blockFields as Json).contactBlocks as { rows: Json[] }).rows;
  const small = (formId: string, extra: Json) => ({ id: formId, type: 'form', formId, formName: formId, submitButtonText: 'Go', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }], ...extra });
  rows.push({ columns: [
    { span: 6, blocks: [small('form-redirect', { successUrl: '/shop' })] },
    { span: 6, blocks: [small('form-html', { postSubmitHtml: '<p class="post-submit">Welcome aboard</p><script>document.body.dataset.postSubmit = "ran"</script>' })] },
  ] });
});
