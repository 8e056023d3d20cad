// axe-core over the demo store's page types that the journeys do not
// already check, in English and French, at 1280x800 and 390x844: every
// violation of any impact on the whole page (header and footer too), with
// a cart in the pill.
import t from 'tap';
import { axeViolations } from './axe.js';
import { islandsReady, startCartSite } from './cart-helpers.js';
import { addByApi, DESKTOP, openPage, PHONE } from './checkout-helpers.js';

t.setTimeout(600_000);
const site = await startCartSite(t);
const CANDLES = { itemId: '6561f0c202f460000000000f', sku: 'SQ1070' };

const PAGES = [
  '/gallery',
  '/journal/spring-glazes',
  '/events/winter-market',
  '/contact',
  '/search?q=mug',
  '/shop?category=Kitchen',
  '/shop/weekend-workshop',
  '/shop/gift-card',
  '/checkout',
  '/fr',
  '/fr/boutique/linen-apron',
  '/fr/carnet',
  '/fr/search?q=lin',
  '/fr/checkout',
];

for (const viewport of [DESKTOP, PHONE]) {
  t.test(`every page type at ${viewport.width}x${viewport.height}`, async (t) => {
    const { context, page, errors } = await openPage(t, site, viewport);
    await addByApi(context, CANDLES.itemId, CANDLES.sku);
    for (const path of PAGES) {
      const res = await page.goto(path);
      t.equal(res?.status(), 200, `${path} answers`);
      await islandsReady(page);
      t.same(await axeViolations(page), [], `axe: nothing on ${path}`);
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path}: no sideways scroll`);
    }
    t.same(errors, []);
  });
}
