// Partial product updates (issue 38, guards): a save changes only what it
// changes. The product form sends every field; saving a demo product with
// only its stock changed keeps its short description (excerpt), which
// differs from its body, and its product type; a changed description
// rewrites both.
import t from 'tap';
import { body, editorApp, owner } from './helpers.js';

t.setTimeout(120_000);

t.test('a stock change leaves the short description and the type as they were', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const shop = body(await admin.request('GET', '/api/editor/stores')).stores.find((s: { urlId: string }) => s.urlId === 'shop');
  const home = body(await admin.request('GET', '/api/editor/pages')).pages.find((p: { urlId: string }) => p.urlId === 'home');
  /** The stored item, as the content holds it (the preview kit carries the content). */
  const stored = async (id: string) =>
    (body(await admin.request('GET', `/api/editor/pages/${home.id}/preview-kit`)).content.collections as { urlId: string; items?: { id: string; excerpt: string; body: string; structuredContent: { productType: number } }[] }[])
      .find((c) => c.urlId === 'shop')!.items!.find((i) => i.id === id)!;
  const products = body(await admin.request('GET', `/api/editor/stores/${shop.id}/products`)).products as { id: string; title: string; description: string; productType: number; tags: string[]; categories: string[]; options: string[]; variants: { sku: string; priceCents: number; salePriceCents: number; onSale: boolean; stock: { unlimited: boolean; quantity: number }; attributes: Record<string, string> }[] }[];
  let product = products[0]!;
  for (const p of products) {
    const item = await stored(p.id);
    if (item.excerpt !== item.body && p.productType === 1) {
      product = p;
      break;
    }
  }
  const before = await stored(product.id);
  t.not(before.excerpt, before.body, `${product.title}: its short description is not its body`);

  const { id, ...sent } = product;
  const variants = sent.variants.map((v, i) => (i === 0 ? { ...v, stock: { unlimited: false, quantity: v.stock.quantity + 3 } } : v));
  const saved = await admin.request('PUT', `/api/editor/stores/${shop.id}/products/${id}`, { ...sent, variants });
  t.equal(saved.statusCode, 200, saved.body);
  const after = await stored(product.id);
  t.equal(after.excerpt, before.excerpt, 'the short description stays');
  t.equal(after.body, before.body, 'the body stays');
  t.equal(body(saved).product.variants[0].stock.quantity, product.variants[0]!.stock.quantity + 3, 'the stock changed');

  // Without a description or a type at all: both kept.
  const { description: _d, productType: _p, ...bare } = sent;
  t.equal((await admin.request('PUT', `/api/editor/stores/${shop.id}/products/${id}`, { ...bare, variants })).statusCode, 200);
  const bareAfter = await stored(product.id);
  t.equal(bareAfter.excerpt, before.excerpt, 'no description sent: kept');
  t.equal(bareAfter.structuredContent.productType, before.structuredContent.productType, 'no type sent: kept');

  // A new description rewrites both.
  t.equal((await admin.request('PUT', `/api/editor/stores/${shop.id}/products/${id}`, { ...sent, variants, description: 'Thrown on the wheel.' })).statusCode, 200);
  const changed = await stored(product.id);
  t.equal(changed.excerpt, '<p>Thrown on the wheel.</p>', 'a changed description is the new excerpt');
  t.equal(changed.body, '<p>Thrown on the wheel.</p>');
});
