/**
 * What scripts/screenshots.ts takes: the demo pages (`demo-*`) and the
 * storefront's states (`storefront-*`: the instalment dialog, Quick View,
 * the 'added to cart' popover, the cart with and without JavaScript, the
 * 404 page). Each shot brings a fresh page to its state; the caller sets
 * the viewport and writes the picture. Waits are for conditions, never
 * for a time.
 */
import type { Page } from 'playwright-core';

export interface Shot {
  /** The file name after the prefix: `demo-<name>.png`, `-mobile` at phone width. */
  name: string;
  /** Without JavaScript, as a browser with scripts off shows it. */
  noScript?: boolean;
  /** Opens the page and brings it to the state to show. */
  take(page: Page): Promise<void>;
}

/** How long a state is awaited before the script gives up. */
export const STATE_TIMEOUT_MS = 15_000;

const APRON = '/shop/linen-apron';
const CANDLES = '/shop/beeswax-candles';
const ADD_BUTTON = '.product-detail__add .sqs-add-to-cart-button';

/** Islands mounted and the cart loaded: the add buttons show. */
const ready = (page: Page) => page.waitForSelector('[data-widget][data-island-mounted]', { state: 'attached', timeout: STATE_TIMEOUT_MS });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  // A site without islands (another theme) has nothing to wait for.
  if (await page.locator('[data-widget]').count()) await ready(page);
}

/** Adds a product the way a shopper does: its page, the first value of each option, the quantity, the button. */
async function addFromPage(page: Page, path: string, quantity = 1): Promise<void> {
  await open(page, path);
  for (const select of await page.locator('.product-detail select[data-variant-option-name]').all()) await select.selectOption({ index: 1 });
  const input = page.locator('.product-detail__quantity input');
  if (quantity > 1 && (await input.count())) await input.fill(String(quantity));
  await page.locator(ADD_BUTTON).click();
  await page.locator('.vitrine-added-popover').waitFor({ timeout: STATE_TIMEOUT_MS });
}

/** The same add through the product page's plain form (scripts off). */
async function addWithoutScripts(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const form = page.locator('form.product-detail__checkout');
  if (await form.locator('select[name=sku]').count()) await form.locator('select[name=sku]').selectOption({ index: 1 });
  await Promise.all([page.waitForURL('**/cart', { timeout: STATE_TIMEOUT_MS }), form.locator('button[type=submit]').click()]);
}

/** The pages of any site: with `--home-only` just the first. */
export const PAGE_SHOTS: Shot[] = [
  { name: 'home', take: (p) => open(p, '/') },
  { name: 'listing', take: (p) => open(p, '/shop') },
  { name: 'product', take: (p) => open(p, APRON) },
  { name: 'blog-post', take: (p) => open(p, '/journal') },
  { name: 'gallery', take: (p) => open(p, '/gallery') },
  { name: 'events', take: (p) => open(p, '/events') },
  {
    name: 'cart',
    async take(p) {
      await addFromPage(p, CANDLES, 2);
      await open(p, '/cart');
      await p.locator('input.vitrine-cart-entry__quantity').first().waitFor({ timeout: STATE_TIMEOUT_MS });
    },
  },
];

/** The demo store's states of issue 17. */
export const STOREFRONT_SHOTS: Shot[] = [
  {
    // A variant on sale, chosen by the link: its price, the struck original and the instalments follow it.
    name: 'product',
    async take(p) {
      await open(p, '/shop/walnut-serving-board?variant=SQ1021');
      await p.locator('.instalment-pill__text').waitFor({ timeout: STATE_TIMEOUT_MS });
    },
  },
  {
    // A sold-out combination: marked in its dropdown, the button says so.
    name: 'sold-out-variant',
    async take(p) {
      await open(p, '/shop/nesting-bowls?variant=SQ1102');
      await p.locator(`${ADD_BUTTON}.sold-out`).waitFor({ timeout: STATE_TIMEOUT_MS });
    },
  },
  {
    name: 'instalments',
    async take(p) {
      await open(p, APRON);
      await p.locator('.instalment-pill__info').click();
      await p.waitForSelector('[role="dialog"] .instalment-info__summary + p', { timeout: STATE_TIMEOUT_MS });
    },
  },
  {
    name: 'quick-view',
    async take(p) {
      await open(p, '/shop');
      await p.locator('.product-card__quick-view').first().click();
      await p.waitForSelector('[role="dialog"] .sqs-add-to-cart-button', { timeout: STATE_TIMEOUT_MS });
    },
  },
  {
    name: 'added',
    async take(p) {
      await addFromPage(p, APRON);
      // The popover stays open while the pointer is in it (it closes after 3 s otherwise); the button then reads 'Added!'.
      await p.locator('.vitrine-added-popover').hover();
      await p.locator(ADD_BUTTON, { hasText: 'Added!' }).waitFor({ timeout: STATE_TIMEOUT_MS });
    },
  },
  {
    name: 'cart',
    async take(p) {
      await addFromPage(p, APRON);
      await addFromPage(p, CANDLES, 2);
      await open(p, '/cart');
      await p.locator('.vitrine-cart-checkout').waitFor({ timeout: STATE_TIMEOUT_MS });
    },
  },
  {
    name: 'cart-nojs',
    noScript: true,
    async take(p) {
      await addWithoutScripts(p, APRON);
      await addWithoutScripts(p, CANDLES);
    },
  },
  {
    name: 'cart-fr',
    async take(p) {
      await addFromPage(p, '/fr/boutique/linen-apron');
      await open(p, '/fr/cart');
      await p.locator('.vitrine-cart-checkout').waitFor({ timeout: STATE_TIMEOUT_MS });
    },
  },
  { name: '404', take: (p) => open(p, '/no-such-page') },
];
