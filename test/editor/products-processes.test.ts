// Products across service processes (SQLite and PostgreSQL): a product an
// owner adds through one process goes in a cart through another at once
// (its catalogue follows the content store), a stock change made through
// one is what the other sells, and a process started afterwards sells it
// from its first request.
import t, { type Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig, type ServerConfig } from '../../server/config.js';
import { freshDatabase, DB_KINDS, STOCK_TEXT } from '../commerce/helpers.js';
import { OWNER_EMAIL } from '../session/helpers.js';
import { body, owner, visitor } from './helpers.js';

t.setTimeout(240_000);

async function server(t: Test, database: ServerConfig['database']): Promise<FastifyInstance> {
  const config = defaultConfig();
  const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, siteOwnerEmails: [OWNER_EMAIL], commerce: { ...config.commerce!, rateLimitMax: 100_000 }, database });
  t.teardown(() => app.close());
  await app.ready();
  return app;
}

const vase = (quantity: number) => ({ title: 'Bud Vase', variants: [{ sku: 'BUD-1', priceCents: 1800, stock: { unlimited: false, quantity } }] });

for (const kind of DB_KINDS) {
  t.test(kind, async (t) => {
    const database = await freshDatabase(t, kind);
    if (!database) return;
    const a = await server(t, database);
    const b = await server(t, database);
    const admin = await owner(a);
    const product = body(await admin.request('POST', '/api/editor/stores/shop/products', vase(2))).product;
    t.ok(product?.id, 'made through the first process');

    const shopper = await visitor(b);
    const added = await shopper.request('POST', '/api/commerce/shopping-cart/entries', { itemId: product.id, sku: 'BUD-1', quantity: 2 });
    t.equal(added.statusCode, 200, `the second process sells it at once: ${added.body}`);
    t.equal(body(added).shoppingCart.subtotalCents, 3600);
    const more = await (await visitor(b)).request('POST', '/api/commerce/shopping-cart/entries', { itemId: product.id, sku: 'BUD-1', quantity: 1 });
    t.equal(body(more).message, STOCK_TEXT, 'both units are in the first cart');

    const restocked = await admin.request('PUT', `/api/editor/stores/shop/products/${product.id}`, vase(4));
    t.equal(restocked.statusCode, 200, restocked.body);
    const after = await (await visitor(b)).request('POST', '/api/commerce/shopping-cart/entries', { itemId: product.id, sku: 'BUD-1', quantity: 4 });
    t.equal(after.statusCode, 200, "the owner's new stock count is what the other process sells");

    const c = await server(t, database);
    const late = await (await visitor(c)).request('POST', '/api/commerce/shopping-cart/entries', { itemId: product.id, sku: 'BUD-1', quantity: 1 });
    t.equal(body(late).message, STOCK_TEXT, 'a process started later knows the product (and its stock) from the start');
    t.ok(c.vitrine.commerce!.carts.catalogue.get(product.id), 'in its catalogue');
    t.equal((await (await visitor(c)).request('GET', `/shop/${product.urlId}`)).statusCode, 200, 'and serves its page');
  });
}
