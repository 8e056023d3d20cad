// The image lightbox and the slideshow thumbnails in Chromium at 1280x800
// and 390x844, in English and French: a gallery image opens in a modal
// that fits the window at the image's ratio, fits again after the window
// changes size (resize debounce 100 ms), steps with the arrow keys, closes
// on Escape with focus back on the image's link, and axe-core finds no
// violation while it is open. The product page's image opens the same way;
// the lookbook's thumbnail strip marks the slide in view after a scroll.
import t from 'tap';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { islandsReady, startCartSite, until } from './cart-helpers.js';
import { LIGHTBOX_READY } from '../../client/widgets/image-lightbox.js';
import { DESKTOP, openPage, PHONE } from './checkout-helpers.js';

t.setTimeout(600_000);
const site = await startCartSite(t);

/** The page's islands and its lightbox, which loads on its own (start-page.ts): a click before it follows the link. */
async function ready(page: Page): Promise<void> {
  await islandsReady(page);
  await page.locator(`html[${LIGHTBOX_READY}]`).waitFor({ state: 'attached' });
}

/** The lightbox image's box and the window's size. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('.vitrine-image-lightbox__image')!;
    const r = img.getBoundingClientRect();
    const [w, h] = (document.querySelector('a[data-lightbox] img')!.getAttribute('data-image-dimensions') ?? '0x0').split('x').map(Number);
    return { width: r.width, height: r.height, left: r.left, top: r.top, right: r.right, bottom: r.bottom, vw: innerWidth, vh: innerHeight, ratio: w! / h! };
  });

const fits = (m: Awaited<ReturnType<typeof measure>>) => m.width > 0 && m.left >= 0 && m.top >= 0 && m.right <= m.vw && m.bottom <= m.vh && Math.abs(m.width / m.height - m.ratio) < 0.02;

for (const viewport of [DESKTOP, PHONE]) {
  for (const [path, caption] of [['/gallery', 'Image 1 of'], ['/fr/galerie', 'Image 1 sur']] as const) {
    t.test(`${path} at ${viewport.width}x${viewport.height}: the lightbox`, async (t) => {
      const { page, errors } = await openPage(t, site, viewport);
      await page.goto(path);
      await ready(page);
      const first = page.locator('a[data-lightbox]').first();
      const href = await first.getAttribute('href');
      await first.click();
      await page.locator('.vitrine-image-lightbox [role="dialog"]').waitFor();
      t.equal(await page.locator('.vitrine-image-lightbox__image').getAttribute('src'), href, 'the linked image, on the same page');
      t.ok(fits(await measure(page)), 'inside the window at the image ratio');
      t.match(await page.locator('.vitrine-image-lightbox__caption').textContent(), caption);
      t.same(await axeViolations(page, 'body'), [], 'axe: nothing with the lightbox open');
      // Turned sideways: the image fits the new window once the resizes stop.
      await page.setViewportSize({ width: viewport.height, height: viewport.width });
      const after = await until(() => measure(page), (m) => m.vw === viewport.height && fits(m));
      t.ok(fits(after), 'fits the resized window');
      await page.keyboard.press('ArrowRight');
      t.not(await page.locator('.vitrine-image-lightbox__image').getAttribute('src'), href, 'the arrow key shows the next image');
      await page.keyboard.press('Escape');
      await page.locator('.vitrine-image-lightbox').waitFor({ state: 'detached' });
      t.ok(await first.evaluate((a) => a === document.activeElement), 'focus back on the link');
      await page.setViewportSize(viewport);
      t.same(errors, []);
    });
  }

  t.test(`the product image at ${viewport.width}x${viewport.height}`, async (t) => {
    const { page, errors } = await openPage(t, site, viewport);
    await page.goto('/shop/stoneware-mug');
    await ready(page);
    await page.locator('.product-detail__zoom').click();
    await page.locator('.vitrine-image-lightbox [role="dialog"]').waitFor();
    t.ok(fits(await measure(page)), 'inside the window at the image ratio');
    t.same(await axeViolations(page, 'body'), [], 'axe: nothing with the lightbox open');
    await page.locator('.vitrine-image-lightbox__close').click();
    await page.locator('.vitrine-image-lightbox').waitFor({ state: 'detached' });
    t.same(errors, []);
  });
}

t.test('the lookbook\'s thumbnails mark the slide in view', async (t) => {
  const { page, errors } = await openPage(t, site, DESKTOP);
  await page.goto('/lookbook');
  await islandsReady(page);
  const current = () => page.evaluate(() => [...document.querySelectorAll('.gallery-slideshow__thumbs a')].findIndex((a) => a.getAttribute('aria-current') === 'true'));
  t.equal(await until(current, (i) => i >= 0), 0, 'the first slide at first');
  // Autoplay may step too; a hover pauses it.
  await page.locator('.gallery-slideshow__track').hover();
  await page.evaluate(() => {
    const track = document.querySelector<HTMLElement>('.gallery-slideshow__track')!;
    track.scrollTo({ left: track.clientWidth * 2, behavior: 'instant' as ScrollBehavior });
  });
  t.equal(await until(current, (i) => i === 2), 2, 'the third slide after scrolling two widths');
  t.same(errors, []);
});
