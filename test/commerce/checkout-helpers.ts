/**
 * Set-up of the checkout tests: the demo store (every product type, the
 * shipping options, tax rules and coupons of its store settings) on a fresh
 * database, and a CheckoutShopper that posts the checkout form as a
 * browser without JavaScript does (form-encoded, crumb in the query) and
 * follows the 303s.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_SITE_CONTENT } from '../../server/config.js';
import { commerceApp, Shopper, type CommerceApp } from './helpers.js';
import type { ServerConfig } from '../../server/config.js';

export const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010', cents: 2400 };
/** On sale: $112.00. */
export const THROW = { itemId: '6561f0c202f4700000000007', sku: 'SQ1030', cents: 11200 };
export const RECIPES = { itemId: '6561f0c202f4210000000021', sku: 'SQ1160', cents: 900 };
export const LESSON = { itemId: '6561f0c202f4250000000025', sku: 'SQ1180', cents: 9000 };
export const FLOWERS = { itemId: '6561f0c202f424000000002d', sku: 'SQ1220', cents: 4200 };
export const GIFT = { itemId: '6561f0c202f4350000000035', sku50: 'SQ1261', sku25: 'SQ1260' };

export const CARDS = { ok: '4242 4242 4242 4242', pending: '4000000000000077', declined: '4000000000000002', failure: '4000000000000119' };

export const NY_ADDRESS = {
  email: 'ada@example.com',
  shippingFirstName: 'Ada',
  shippingLastName: 'Lovelace',
  shippingLine1: '14 Kiln Lane',
  shippingCity: 'Hudson',
  shippingRegion: 'NY',
  shippingPostalCode: '12534',
  shippingCountry: 'US',
  billingSameSent: '1',
  billingSame: 'on',
};

export const BILLING_ONLY = {
  email: 'ada@example.com',
  billingSameSent: '1',
  billingFirstName: 'Ada',
  billingLastName: 'Lovelace',
  billingLine1: '14 Kiln Lane',
  billingCity: 'Hudson',
  billingRegion: 'NY',
  billingPostalCode: '12534',
  billingCountry: 'US',
};

export const CARD = (number: string = CARDS.ok) => ({ cardNumber: number, cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' });

/** A copy of the demo content with its site.json changed by `edit`. */
export function demoWith(t: Test, edit: (site: Record<string, any>, dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as Record<string, any>;
  edit(site, dir);
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  return dir;
}

export async function demoApp(t: Test, db: ServerConfig['database'], content: string = DEFAULT_SITE_CONTENT): Promise<CommerceApp> {
  return commerceApp(t, db, { content });
}

export class CheckoutShopper extends Shopper {
  /** Posts the checkout form (form-encoded, crumb in the query, as the page's form does). */
  async post(fields: Record<string, string>, opts: { crumb?: string | null } = {}): Promise<LightMyRequestResponse> {
    const crumb = opts.crumb === undefined ? this.cookies.crumb : opts.crumb;
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/commerce/checkout${crumb ? `?crumb=${encodeURIComponent(crumb)}` : ''}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: this.cookies,
      remoteAddress: this.ip,
      payload: new URLSearchParams(fields).toString(),
    });
    for (const c of res.cookies as { name: string; value: string }[]) this.cookies[c.name] = c.value;
    return res;
  }

  /** A page as the browser gets it, following redirects. */
  async page(url: string): Promise<LightMyRequestResponse & { finalUrl: string }> {
    let res = await this.request('GET', url);
    let at = url;
    for (let i = 0; i < 5 && res.statusCode >= 300 && res.statusCode < 400; i++) {
      at = String(res.headers.location);
      res = await this.request('GET', at);
    }
    return Object.assign(res, { finalUrl: at });
  }

  place(fields: Record<string, string>, returnTo = '/checkout') {
    return this.post({ action: 'place', returnTo, ...fields });
  }
}

/** The text of an element's first match by class in a page, tags removed. */
export function textOf(html: string, cls: string): string {
  const m = new RegExp(`class="[^"]*\\b${cls}\\b[^"]*"[^>]*>([\\s\\S]*?)</`).exec(html);
  return m ? m[1]!.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&minus;/g, '−').trim() : '';
}

export function orderIdOf(location: string): string {
  return new URL(location, 'http://x').searchParams.get('order') ?? '';
}
