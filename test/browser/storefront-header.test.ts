// The header with a full cart in Chromium, in English and French, at
// 1280x800 and 390x844: nothing in it runs past the window, the pill shows
// '100+' and the subtotal; on a phone the pill sits on the first row by the
// menu button and the search keeps a usable width; axe-core finds nothing.
import t from 'tap';
import { axeViolations } from './axe.js';
import { islandsReady, startCartSite, textOnceIncludes } from './cart-helpers.js';
import { addByApi, DESKTOP, openPage, PHONE } from './checkout-helpers.js';

t.setTimeout(300_000);
const site = await startCartSite(t);
/** A digital item (never sold out), enough of it for a capped count and a four-digit subtotal. */
const RECIPES = { itemId: '6561f0c202f4210000000021', sku: 'SQ1160', quantity: 150 };
/** The narrowest the phone search may get and still show its placeholder. */
const MIN_SEARCH_PX = 120;

const PAGES = [
  { lang: 'English', path: '/shop', subtotal: /^\$1,350\.00$/ },
  // French groups with a (narrow) no-break space.
  { lang: 'French', path: '/fr/boutique', subtotal: /^1\s350,00\s\$US$/ },
] as const;

for (const viewport of [DESKTOP, PHONE]) {
  for (const p of PAGES) {
    t.test(`${p.lang} header with 150 items at ${viewport.width}x${viewport.height}`, async (t) => {
      const { context, page, errors } = await openPage(t, site, viewport);
      await addByApi(context, RECIPES.itemId, RECIPES.sku, RECIPES.quantity);
      await page.goto(p.path);
      await islandsReady(page);
      const pill = page.locator('.site-header .cart-pill');
      t.equal(await textOnceIncludes(page, '.site-header .cart-pill__count', '100+'), '100+', 'the capped count');
      t.match(await pill.locator('.cart-pill__subtotal').textContent(), p.subtotal, 'the subtotal');
      t.ok(await pill.isVisible(), 'the pill shows');

      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.site-header *')]
          .filter((el) => el.getClientRects().length > 0)
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < -0.5 || r.right > window.innerWidth + 0.5;
          })
          .map((el) => el.className || el.tagName),
      );
      t.same(overflow, [], 'nothing in the header runs past the window');
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');

      if (viewport === PHONE) {
        const middle = async (selector: string) => {
          const box = (await page.locator(selector).boundingBox())!;
          return box.y + box.height / 2;
        };
        const row = await middle('.site-title');
        t.ok(Math.abs((await middle('.site-header .cart-pill')) - row) < 12, 'the pill is on the first row');
        t.ok(Math.abs((await middle('.nav-toggle-label')) - row) < 12, 'so is the menu button');
        const search = (await page.locator('#header-search-q').boundingBox())!;
        t.ok(search.width >= MIN_SEARCH_PX, `the search is ${Math.round(search.width)} px wide`);
      }
      t.same(await axeViolations(page), [], 'axe: no violation');
      t.same(errors, []);
    });
  }
}
