// Per-language header and footer texts in Chromium on the demo store (with
// its French site at /fr): the owner saves the English footer, switches the
// header/footer panel to French, sees the French texts with the English
// ones as placeholders, saves a French title and announcement; the French
// pages show them and the English footer (no French one), the English
// pages keep their own.
import t from 'tap';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './account-helpers.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite } from './owner-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base } = await startOwnerSite(t, 'editor-header-languages');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

t.test('French header and footer texts, falling back to the English ones', async (t) => {
  const { page, errors } = await editorPage(t, browser, base);
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const made = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  if (made.status() !== 201) throw new Error(`owner sign-up failed: ${await made.text()}`);
  await page.goto('/config');
  await page.getByRole('link', { name: 'Header and footer' }).waitFor({ timeout: BUNDLE_WAIT_MS });
  await page.getByRole('link', { name: 'Header and footer' }).click();

  const language = page.getByLabel('Language', { exact: true });
  await language.waitFor({ timeout: WAIT_MS });
  t.same(await language.locator('option').allTextContents(), ['English (default)', 'Français']);
  const title = page.getByLabel('Site title');
  const announcement = page.getByLabel(/^Announcement bar text/);
  const footer = page.getByLabel(/^Footer text/);
  await title.waitFor({ timeout: WAIT_MS });
  await footer.fill('Made in Hudson.');
  await page.getByRole('button', { name: 'Save header and footer' }).click();
  t.equal(await textOnceIncludes(page, '#header-footer-status', 'Saved'), 'Saved');

  await language.selectOption({ label: 'Français' });
  t.equal(await until(() => announcement.inputValue().catch(() => ''), (v) => v.startsWith('Livraison')), 'Livraison offerte aux États-Unis dès 120 $ d’achat.', "the French site's own announcement");
  t.equal(await footer.inputValue(), '', 'no French footer text of its own');
  t.equal(await footer.getAttribute('placeholder'), 'Made in Hudson.', 'the English one it falls back to, as the placeholder');
  t.equal(await page.locator('#header-footer-fallback').textContent(), 'A text left empty shows the English one.');
  t.same(await axeViolations(page, 'main section'), [], 'the panel passes axe in French too');
  await title.fill('Foyer & Argile');
  await announcement.fill('Vente du four samedi');
  await page.getByRole('button', { name: 'Save header and footer' }).click();
  t.equal(await textOnceIncludes(page, '#header-footer-status', 'Saved'), 'Saved');

  const { page: shopper } = await editorPage(t, browser, base);
  await shopper.goto('/fr/');
  t.equal(await shopper.locator('.site-title').textContent(), 'Foyer & Argile', 'the French title');
  t.equal((await shopper.locator('.announcement-bar').textContent())?.trim(), 'Vente du four samedi', 'the French announcement');
  t.equal(await shopper.locator('.site-footer__text').textContent(), 'Made in Hudson.', 'the English footer text, as French has none');
  await shopper.goto('/');
  t.equal(await shopper.locator('.site-title').textContent(), 'Hearth & Clay', 'the English site keeps its title');
  t.equal((await shopper.locator('.announcement-bar').textContent())?.trim(), 'Free shipping in the US on orders over $120.');

  await language.selectOption({ label: 'English (default)' });
  t.equal(await until(() => title.inputValue().catch(() => ''), (v) => v === 'Hearth & Clay'), 'Hearth & Clay', 'back on the English texts');
  t.same(errors, [], 'no page errors in the editor');
});
