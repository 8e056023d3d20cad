/**
 * Set-up of the owner commerce API tests: the demo store with site users
 * on a fresh database of either kind, the owner (ADMIN by the owner
 * email), a website manager, and shoppers who buy through the checkout
 * form as a browser does.
 */
import { randomUUID } from 'node:crypto';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../server/config.js';
import { siteApp } from '../session/helpers.js';
import { manager, owner, shopper, type Browser } from '../editor/helpers.js';
import { BILLING_ONLY, CARD, CARDS, CheckoutShopper, NY_ADDRESS, orderIdOf } from './checkout-helpers.js';

export const OWNER_API = '/api/commerce/owner';

export interface OwnerStore {
  app: FastifyInstance;
  owner: Browser;
}

export async function ownerStore(t: Test, database: ServerConfig['database'], overrides: Partial<ServerConfig> = {}): Promise<OwnerStore> {
  const { app } = await siteApp(t, { database, ...overrides });
  return { app, owner: await owner(app) };
}

export { manager, shopper };

let buyers = 0;

export interface Purchase {
  itemId: string;
  sku: string;
  quantity: number;
}

/** A shopper who buys `items` with standard shipping to New York (`billingOnly`: nothing ships, a billing address only); the order's id. */
export async function buy(app: FastifyInstance, items: Purchase[], options: { email?: string; card?: string; billingOnly?: boolean } = {}): Promise<string> {
  const s = await new CheckoutShopper(app, `10.77.${Math.floor(++buyers / 250)}.${(buyers % 250) + 1}`).start();
  for (const i of items) {
    const added = await s.add(i.itemId, i.sku, i.quantity);
    if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  }
  const where = options.billingOnly ? { ...BILLING_ONLY, email: options.email ?? BILLING_ONLY.email } : { ...NY_ADDRESS, email: options.email ?? NY_ADDRESS.email, shippingOptionId: 'standard' };
  const res = await s.place({ ...where, ...CARD(options.card ?? CARDS.ok) });
  const id = orderIdOf(String(res.headers.location ?? ''));
  if (!id) throw new Error(`checkout failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return id;
}

export const key = () => randomUUID();

export async function stockOf(app: FastifyInstance, itemId: string, sku: string): Promise<number> {
  const r = await app.vitrine.commerce!.store.db.selectFrom('stock').select('quantity').where('item_id', '=', itemId).where('sku', '=', sku).executeTakeFirstOrThrow();
  return Number(r.quantity);
}

export async function outbox(app: FastifyInstance, to: string, kind?: string) {
  const rows = await app.vitrine.commerce!.store.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute();
  return rows.filter((r) => kind === undefined || r.kind === kind).map((r) => ({ kind: r.kind, subject: r.subject, text: r.text_body, html: r.html_body }));
}
