// client/islands/money-warm.ts (issue 41): a page whose widgets format
// money after the shopper acts (an add, a variant, Quick View) starts the
// worker that loads ICU's currency data off the main thread once the page
// is idle or at the shopper's first press, once, with the page's locale
// and currency; a page with only the cart pill starts none.
import t from 'tap';
import { attr, mount, page } from './helpers.js';
import { productPageHtml, product } from './fixtures.js';
import { INTL_WARM_WORKER_PATH } from '../../editor/money-texts.js';
import { FakeWorker } from './fake-worker.js';

t.test('only where a widget formats money later; once per page', async (t) => {
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  t.teardown(() => void delete (globalThis as { Worker?: unknown }).Worker);
  const pill = `<a class="cart-pill" href="/cart" data-widget="cart-pill" data-props="${attr({ totalQuantity: 0, subtotalCents: 0, currency: 'EUR' })}"></a>`;
  await page(pill, { config: { locale: 'fr-FR', currency: 'EUR' } });
  await mount();
  t.equal(FakeWorker.made.length, 0, 'the cart pill alone: no worker');

  await page(pill + productPageHtml(product()) + productPageHtml(product({ itemId: 'item-2' })), { config: { locale: 'fr-FR', currency: 'EUR' } });
  await mount();
  t.equal(FakeWorker.made.length, 0, 'not while the page mounts its islands');
  // The shopper's first press starts it at once (before the click it starts), if the page was not idle yet.
  window.dispatchEvent(new Event('pointerdown'));
  t.equal(FakeWorker.made.length, 1, 'one worker for the add buttons');
  t.equal(FakeWorker.made[0]!.url, INTL_WARM_WORKER_PATH);
  t.same(FakeWorker.made[0]!.posted, [{ locale: 'fr-FR', currency: 'EUR' }], "the page's locale and currency");
});

