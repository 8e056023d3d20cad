// Puck's header in the page editor, with every block action, at 1440 and
// 820 px beside the admin's sidebar: Publish and the save state sit inside
// the window (the header's controls wrap rather than scroll sideways), the
// header has no sideways scroll, and axe finds nothing.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes } from './cart-helpers.js';
import { SITE_OWNER, startOwnerSite } from './owner-helpers.js';
import { axeViolations } from './axe.js';
import { BUNDLE_WAIT_MS, selectOnCanvas } from './admin-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundles (esbuild): longer than a page on a busy machine. */

const { base } = await startOwnerSite(t, 'editor-header-fit');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
let signedUp = false;

/** The header's texts in each editor language (French's are longer). */
const LABELS = {
  en: { edit: 'Edit Home', publish: 'Publish', duplicate: 'Duplicate block', copy: 'Copy block', copied: 'Block copied', saved: 'Saved' },
  fr: { edit: 'Modifier Home', publish: 'Publier', duplicate: 'Dupliquer le bloc', copy: 'Copier le bloc', copied: 'Bloc copié', saved: 'Enregistré' },
};

for (const [lang, L] of Object.entries(LABELS)) for (const width of [1440, 820]) {
  t.test(`in ${lang} at ${width} px Publish and the save state are in the window`, async (t) => {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
    t.teardown(() => context.close());
    await context.addCookies([{ name: 'vitrine-editor-language', value: lang, url: base }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    const crumb = (await context.cookies()).find((c) => c.name === 'crumb')!.value;
    const res = await page.request.post(signedUp ? '/api/site-users/account/session' : '/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
    t.ok(res.status() < 300, 'signed in');
    signedUp = true;
    await page.goto('/config');
    await page.getByRole('button', { name: L.edit }).click({ timeout: BUNDLE_WAIT_MS });
    const publish = page.getByRole('button', { name: L.publish, exact: true });
    await publish.waitFor({ timeout: BUNDLE_WAIT_MS });
    // A block selected: every block action is enabled, the header at its fullest.
    const heading = page.frameLocator('#preview-frame').locator('.vitrine-canvas-grid h2').first();
    await selectOnCanvas(page, heading, page.getByRole('button', { name: L.duplicate, exact: true }).and(page.locator(':enabled')));
    const inside = async (what: string, box: { x: number; y: number; width: number; height: number } | null) =>
      t.ok(box && box.x >= 0 && box.x + box.width <= width && box.y >= 0 && box.y + box.height <= 900, `${what} inside the ${width} px window (${box ? `x ${Math.round(box.x)} to ${Math.round(box.x + box.width)}, y ${Math.round(box.y)}` : 'none'})`);
    // Copy block says so beside the buttons: the longest the header's row gets.
    await page.getByRole('button', { name: L.copy, exact: true }).focus();
    await page.keyboard.press('Enter');
    await textOnceIncludes(page, '.vitrine-block-actions-status', L.copied);
    await inside('Publish', await publish.boundingBox());
    const header = page.locator('.vitrine-editor-page [class*="_PuckHeader-inner"]').first();
    t.equal(await header.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), true, "Puck's header does not scroll sideways");
    // Nothing in Puck's header scrolls sideways (a scrolled row hides what is past its edge).
    t.same(
      await page.locator('.vitrine-editor-page header').first().evaluate((h) =>
        [h, ...h.querySelectorAll('*')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible').map((el) => el.className || el.tagName),
      ),
      [],
      'nothing in the header scrolls sideways',
    );
    t.equal(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth), true, 'the page does not scroll sideways');
    // Publish from the keyboard; the save state shows inside the window.
    await publish.focus();
    await page.keyboard.press('Enter');
    t.equal(await textOnceIncludes(page, '#editor-status', L.saved), L.saved);
    await inside('the save state', await page.locator('#editor-status').boundingBox());
    t.same(await axeViolations(page), [], `axe: the page editor in ${lang} at ${width} px`);
    if (lang === 'en') {
      // Translating (at 820 px too, where the language panel above Puck once pushed Publish above the window): Publish stays in the window, and the live preview shows the page as /fr does (its French header).
      await page.getByLabel('Language of the texts').selectOption('fr-FR');
      const frame = page.frameLocator('#editor-preview-frame');
      await frame.locator('html[lang="fr-FR"]').waitFor({ state: 'attached', timeout: BUNDLE_WAIT_MS });
      t.ok(await frame.locator('nav.language-switcher a[aria-current="true"][hreflang="fr-FR"]').count(), 'the preview: French is the current language');
      await inside('Publish while translating', await publish.boundingBox());
    }
    t.same(errors, [], 'no page errors');
  });
}
