// Quick View on a product card (SPEC section 2): the product page's block
// in a modal dialog with working widgets, the census call (a 404 is the same
// nothing), and a clear message when the page cannot be loaded.
import t from 'tap';
import { act } from 'react';
import { $, $$, attr, click, mount, page, settle, text, type } from './helpers.js';
import { apron, cart, productPageHtml } from './fixtures.js';

const productPage = `<!doctype html><html><body><main>
<article class="product-detail" id="item-item-1" data-item-id="item-1">
  <nav class="breadcrumb"><a href="/shop">Shop</a></nav>
  <h1 class="product-detail__title">Linen Apron</h1>
  ${productPageHtml(apron()).replace(/<\/?article[^>]*>/g, '')}
  <label for="qty-item-1">Quantity</label><input id="qty-item-1">
  <div class="product-detail__body">Long story</div>
</article></main></body></html>`;

const card = `<ul class="product-grid"><li><article class="product-card" data-item-id="item-1">
  <div data-widget="quick-view" data-props="${attr({ itemId: 'item-1', url: '/shop/linen-apron', title: 'Linen Apron' })}"><a href="/shop/linen-apron">Quick View</a></div>
</article></li></ul>`;

interface Call {
  method: string;
  url: string;
}

function site(answer: (c: Call) => Response): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const c = { method: init?.method ?? 'GET', url: String(input) };
    calls.push(c);
    return answer(c);
  }) as typeof fetch;
  return calls;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

t.test('opens the product in a dialog with its widgets and records the view', async (t) => {
  const calls = site((c) => {
    if (c.url === '/shop/linen-apron') return new Response(productPage, { status: 200, headers: { 'Content-Type': 'text/html' } });
    if (c.url.startsWith('/api/census/')) return json({ error: 'not found' }, 404);
    if (c.url.startsWith('/api/commerce/shopping-cart/entries')) return json({ shoppingCart: cart([{ id: 'e1', itemId: 'item-1', quantity: 1, cents: 3800, sku: 'SKU-SLATE' }]) });
    return json({});
  });
  await page(card);
  await mount();
  t.equal(text('.product-card__quick-view'), 'Quick View', 'the island is a button');
  t.equal($('.product-card__quick-view')?.tagName, 'BUTTON');
  $('.product-card__quick-view')!.focus();
  await click($('.product-card__quick-view'));
  await settle();
  const dialog = $('[role="dialog"]');
  t.ok(dialog, 'a modal dialog');
  t.equal(text('.vitrine-dialog__title'), 'Linen Apron');
  t.ok(calls.some((c) => c.method === 'POST' && c.url === '/api/census/RecordQuickView/item-1'), 'the census call');
  t.equal(dialog?.querySelector('h1'), null, 'the page title is the dialog title, not a second h1');
  t.equal(dialog?.querySelector('.product-detail__body, .breadcrumb'), null, 'the full page parts stay on the page');
  const ids = $$('[role="dialog"] [id]').map((e) => e.id);
  t.notOk(ids.includes('item-item-1') || ids.includes('qty-item-1'), 'no page ids repeated');
  t.equal($$('[role="dialog"] select[data-variant-option-name="Color"]').length, 1, 'the variant select is mounted');

  await type($('[role="dialog"] select[data-variant-option-name="Color"]'), 'Slate');
  t.equal(location.search, '', 'Quick View leaves the URL alone');
  await click($('[role="dialog"] .sqs-add-to-cart-button'));
  t.ok(calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/commerce/shopping-cart/entries')), 'adds from the dialog');
  t.equal(text('.vitrine-added-popover__title'), 'Added to cart');

  await act(async () => {
    dialog!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  await settle();
  t.equal($('[role="dialog"]'), null, 'Escape closes it');
  t.ok(document.activeElement === $('.product-card__quick-view'), 'focus back on the Quick View button');
});

t.test('a page that does not load says so', async (t) => {
  site((c) => (c.url.startsWith('/api/census/') ? json({}) : new Response('gone', { status: 500 })));
  await page(card);
  await mount();
  await click($('.product-card__quick-view'));
  await settle();
  t.equal(text('.quick-view__status'), 'Unable to load. Try again.');
  t.equal(text('.quick-view__details'), 'View full details', 'the link to the page stays');
});

t.test('the product image in Quick View is a plain image, not a lightbox link', async (t) => {
  const { quickViewMarkup } = await import('../../client/widgets/quick-view.js');
  const html = `<article class="product-detail" data-item-id="item-1"><div class="product-detail__media"><a class="product-detail__zoom" href="/a.jpg?format=2500w" data-lightbox="product"><img class="product-detail__image" src="/a.jpg" alt="Apron"></a></div></article>`;
  const el = quickViewMarkup(html, 'item-1')!;
  t.equal(el.querySelector('a[data-lightbox]'), null, 'no lightbox link over the dialog');
  t.ok(el.querySelector('.product-detail__media > img.product-detail__image'), 'the image kept');
});
