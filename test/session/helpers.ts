/**
 * Set-up of the site-user tests: the demo store on a fresh temporary
 * SQLite file, and a Browser that keeps its cookies (dropping cleared
 * ones), sends the crumb on changes and, once signed in, the xsrfToken.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig, type ServerConfig } from '../../server/config.js';
import type { SessionServices } from '../../server/session/index.js';

export const OWNER_EMAIL = 'owner@hearthandclay.com';

export async function siteApp(t: Test, overrides: Partial<ServerConfig> = {}): Promise<{ app: FastifyInstance; session: SessionServices }> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-session-'));
  const config = defaultConfig();
  const app = await buildServer({
    ...config,
    logLevel: 'silent',
    renderWorkers: 1,
    pageCacheMs: 0,
    siteOwnerEmails: [OWNER_EMAIL],
    commerce: { ...config.commerce!, rateLimitMax: 100_000 },
    database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
    ...overrides,
  });
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await app.ready();
  if (!app.vitrine.session) throw new Error('site users are not registered');
  return { app, session: app.vitrine.session };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let browsers = 0;
/** Each browser comes from an address of its own, as on the web (the limits count per address). */
const nextIp = () => `10.1.${Math.floor(++browsers / 250)}.${(browsers % 250) + 1}`;

export class Browser {
  readonly cookies: Record<string, string> = {};
  xsrfToken: string | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly ip = nextIp(),
  ) {}

  /** A page load: the crumb cookie comes with it. */
  async start(): Promise<this> {
    await this.request('GET', '/api/commerce/shopping-cart');
    return this;
  }

  async request(method: Method, url: string, payload?: unknown, opts: { crumb?: string | null; xsrf?: string | null } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    const crumb = opts.crumb === undefined ? this.cookies.crumb : opts.crumb;
    if (method !== 'GET' && crumb) headers['x-csrf-token'] = crumb;
    const xsrf = opts.xsrf === undefined ? this.xsrfToken : opts.xsrf;
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    const res = await this.app.inject({
      method,
      url,
      headers,
      cookies: this.cookies,
      remoteAddress: this.ip,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    this.keep(res);
    const data = res.headers['content-type']?.toString().includes('json') ? (res.json() as Record<string, unknown>) : undefined;
    if (data && typeof data.xsrfToken === 'string') this.xsrfToken = data.xsrfToken;
    return res;
  }

  /** Keeps the cookies an answer sets, dropping cleared ones. */
  private keep(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const gone = c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (gone) delete this.cookies[c.name];
      else this.cookies[c.name] = c.value;
    }
  }

  /** A plain form post (no JavaScript): url-encoded fields, the crumb only if a field carries it. */
  async form(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: this.cookies,
      remoteAddress: this.ip,
      payload: new URLSearchParams(fields).toString(),
    });
    this.keep(res);
    return res;
  }

  signUp(email: string, password: string, extra: Record<string, unknown> = {}) {
    return this.request('POST', '/api/site-users/account', { email, password, ...extra });
  }

  signIn(email: string, password: string, rememberMe = false, extra: Record<string, unknown> = {}) {
    return this.request('POST', '/api/site-users/account/session', { email, password, rememberMe, ...extra });
  }

  signOut(cloneCart = false) {
    return this.request('DELETE', `/api/site-users/account/session?cloneCart=${cloneCart}`);
  }

  add(itemId: string, sku: string, quantity: number) {
    return this.request('POST', '/api/commerce/shopping-cart/entries', { itemId, sku, quantity });
  }

  cart() {
    return this.request('GET', '/api/commerce/shopping-cart');
  }
}

export function body<T = Record<string, any>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export const PRODUCTS = {
  mug: { id: '6561f0c202f4300000000003', sku: 'SQ1010' },
  candleHolder: { id: '6561f0c202f420000000000b', sku: 'SQ1050' },
  spoon: { id: '6561f0c202f4170000000017', sku: 'SQ1110' },
} as const;
