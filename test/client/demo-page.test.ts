// The built bundle on the demo store's own pages: the islands the theme
// renders mount from their real props in a jsdom window running the script.
import t from 'tap';
import { JSDOM } from 'jsdom';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { buildClientScript } from '../../client-build/build-client.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

/** How long the islands may take to render on a loaded machine. */
const MOUNT_WAIT_MS = 60_000;

/** Polls `ok` until it holds or MOUNT_WAIT_MS pass (a condition, not a fixed time). */
async function until(ok: () => boolean): Promise<void> {
  const end = Date.now() + MOUNT_WAIT_MS;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
}

async function run(html: string, url: string, ready: string) {
  // The page's entry and its widgets' modules as one classic script: jsdom runs no ES modules.
  const code = await buildClientScript();
  const dom = new JSDOM(html, { url, runScripts: 'outside-only', pretendToBeVisual: true });
  const calls: string[] = [];
  dom.window.fetch = (async (input: string) => {
    calls.push(String(input));
    return new dom.window.Response('{}', { status: 500 });
  }) as unknown as typeof fetch;
  const errors: unknown[] = [];
  dom.window.addEventListener('error', (e) => errors.push(e.error));
  dom.window.eval(code);
  // Waits for the islands' first render (a condition, not a fixed time).
  const end = Date.now() + MOUNT_WAIT_MS;
  // Each widget's module arrives on its own: the cart pill (every page has one) is waited for too, so no island mounts after the test closes the window.
  const mounted = () => dom.window.document.querySelector(ready) !== null && dom.window.document.querySelector('a.cart-pill .cart-pill__spoken') !== null;
  while (!mounted() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return { doc: dom.window.document, calls, errors, dom };
}

t.test('a product page: variant select, quantity, add to cart, pill', async (t) => {
  const site = await loadSite(root('templates'), root('fixtures/demo-store'));
  const page = site.renderer.render('/shop/linen-apron');
  t.equal(page.status, 200);
  const { doc, errors, dom } = await run(page.html, 'https://shop.example/shop/linen-apron', '[data-widget="add-to-cart"] .sqs-add-to-cart-button[data-state]');
  t.same(errors, []);
  t.ok(doc.querySelector('[data-widget="add-to-cart"] .sqs-add-to-cart-button[data-state="idle"]'), 'the add button is an island');
  t.equal(doc.querySelector('.sqs-add-to-cart-button-inner')?.textContent, 'Add To Cart');
  t.same([...doc.querySelectorAll('select[data-variant-option-name="Color"] option')].map((o) => o.textContent), ['Select Color', 'Sand', 'Slate', 'Rust (sold out)'], 'the sold-out colour is marked');
  t.equal((doc.querySelector('.product-quantity-input input') as HTMLInputElement | null)?.value, '1');
  t.equal((doc.querySelector('a.cart-pill') as HTMLAnchorElement | null)?.hidden, true, 'an empty cart hides the pill');
  (doc.querySelector('.sqs-add-to-cart-button') as HTMLElement).click();
  await until(() => doc.querySelector('.vitrine-alert__message') !== null);
  t.equal(doc.querySelector('.vitrine-alert__message')?.textContent, 'Please select the Color option.');
  dom.window.close();
});

t.test('the listing and the cart page', async (t) => {
  const site = await loadSite(root('templates'), root('fixtures/demo-store'));
  const shop = await run(site.renderer.render('/shop').html, 'https://shop.example/shop', '.product-card .sqs-add-to-cart-button[data-state]');
  t.same(shop.errors, []);
  const buttons = shop.doc.querySelectorAll('.product-card [data-widget="add-to-cart"] .sqs-add-to-cart-button[data-state]');
  t.ok(buttons.length > 0, `${buttons.length} listing buttons mounted`);
  const labels = [...shop.doc.querySelectorAll('.product-card .sqs-add-to-cart-button-inner')].map((e) => e.textContent);
  t.ok(labels.includes('Add to Basket'), 'the custom label of the beeswax candles');
  shop.dom.window.close();

  const cart = await run(site.renderer.render('/cart').html, 'https://shop.example/cart', '[data-widget="cart-page"][data-island-mounted] .vitrine-cart-empty');
  t.same(cart.errors, []);
  t.equal(cart.doc.querySelector('.vitrine-cart-empty')?.textContent, 'You have nothing in your shopping cart.');
  t.ok(cart.doc.querySelector('[data-widget="cart-page"][data-island-mounted]'));
  cart.dom.window.close();
});
