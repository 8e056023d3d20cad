// Renaming a file in the media library (the upload picker, here the product
// form's) in Chromium, at
// 1440 and 390 wide, from the keyboard: no name is the SPEC's 'Please enter
// a file name' beside the field; a saved name shows in the list at once
// and stays (the API lists it); a server failure opens 'Unable to Rename
// File' with 'There was a problem while renaming your file.', a request
// that never reached the server says 'Unable to connect. Please try
// again'; Escape leaves the form, not the picker; axe finds nothing in the
// picker or the dialog; the French texts.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { EDITOR_LANGUAGE_COOKIE } from '../../editor/catalogue.js';
import { runAxe } from './axe.js';
import { WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, startOwnerSite } from './owner-helpers.js';

t.setTimeout(480_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base } = await startOwnerSite(t, 'editor-rename');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

/** The owner signed in, `names` uploaded through the API (the last newest), and the picker of the product form open. */
async function pickerOpen(t: Test, width: number, lang: 'en' | 'fr', names: string[]): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  t.teardown(() => context.close());
  if (lang === 'fr') await context.addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: 'fr', url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')!.value;
  const made = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  const signedIn = made.status() === 201 || (await page.request.post('/api/site-users/account/session', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } })).status() === 200;
  if (!signedIn) throw new Error(`owner sign-in failed: ${await made.text()}`);
  const { xsrfToken } = (await (await page.request.get('/api/site-users/account')).json()) as { xsrfToken: string };
  for (const name of names) {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a05030' } }).png().toBuffer();
    const res = await page.request.post('/api/editor/uploads', { data: png, headers: { 'content-type': 'image/png', 'x-file-name': name, 'x-csrf-token': crumb, 'x-xsrf-token': xsrfToken } });
    if (res.status() !== 201) throw new Error(`upload failed: ${await res.text()}`);
  }
  await page.goto('/config/products');
  await page.getByRole('button', { name: lang === 'fr' ? /: Shop$/ : 'Products: Shop' }).click({ timeout: BUNDLE_WAIT_MS });
  const opener = page.locator('form.vitrine-editor-product-form button[id$="-open"]').first();
  await opener.waitFor({ timeout: BUNDLE_WAIT_MS });
  await opener.focus();
  await page.keyboard.press('Enter');
  await page.locator('dialog[open] .vitrine-editor-rename').first().waitFor({ timeout: WAIT_MS });
  return { page, errors };
}

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const uploadsListed = async (page: Page) => ((await (await page.request.get('/api/editor/uploads')).json()) as { images: { filename: string }[] }).images.map((i) => i.filename);
/** What of the open picker runs off the screen's right edge, named (nothing). */
const offscreen = (page: Page) => page.evaluate(() => [...document.querySelectorAll('dialog[open] *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`));

for (const width of [1440, 390]) {
  t.test(`renaming at ${width} wide, from the keyboard`, async (t) => {
    // Each width's upload has names of its own: the site (and its uploads) is the same for every test.
    const file = `IMG_${width}.png`;
    const renamed = `Kiln at dusk ${width}.png`;
    const { page, errors } = await pickerOpen(t, width, 'en', [file]);
    const picker = page.getByRole('dialog', { name: 'Your uploads' });
    t.same(await runAxe(page, { include: 'dialog[open]' }), [], 'the picker passes axe');

    const rename = picker.getByRole('button', { name: `Rename ${file}` });
    await rename.focus();
    await page.keyboard.press('Enter');
    const field = picker.getByLabel('File name');
    await field.waitFor({ timeout: WAIT_MS });
    t.equal(await field.evaluate((el) => el === document.activeElement), true, 'the field has focus');
    t.equal(await field.inputValue(), file, 'with the name it has');
    t.same(await offscreen(page), [], 'nothing of the picker runs off the screen');
    t.same(await runAxe(page, { include: 'dialog[open]' }), [], 'the rename form passes axe');

    await field.fill('');
    await page.keyboard.press('Enter');
    t.equal(await picker.getByRole('alert').textContent(), 'Please enter a file name');
    t.equal(await field.getAttribute('aria-invalid'), 'true');

    // A server failure: the dialog, then focus back in the field.
    await page.route('**/api/editor/uploads/*/name', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' }) }));
    await page.keyboard.type(renamed);
    await page.keyboard.press('Enter');
    const failed = page.getByRole('alertdialog', { name: 'Unable to Rename File' });
    await failed.waitFor({ timeout: WAIT_MS });
    t.equal(await failed.locator('p').textContent(), 'There was a problem while renaming your file.');
    t.same(await runAxe(page, { include: 'dialog[role="alertdialog"]' }), [], 'the dialog passes axe');
    t.equal(await activeName(page), 'OK', 'focus on its button');
    await page.keyboard.press('Enter');
    await failed.waitFor({ state: 'hidden', timeout: WAIT_MS });
    t.equal(await field.evaluate((el) => el === document.activeElement), true, 'focus back in the field');
    t.ok(await picker.isVisible(), 'the picker stays open');
    t.ok((await uploadsListed(page)).includes(file), 'nothing renamed');

    // The request never reaches the server.
    await page.unroute('**/api/editor/uploads/*/name');
    await page.route('**/api/editor/uploads/*/name', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Enter');
    await failed.waitFor({ timeout: WAIT_MS });
    t.equal(await failed.locator('p').textContent(), 'Unable to connect. Please try again');
    await page.keyboard.press('Escape');
    await failed.waitFor({ state: 'hidden', timeout: WAIT_MS });
    await page.unroute('**/api/editor/uploads/*/name');

    // Saved: the list shows it at once, the status says so, focus back on Rename.
    await field.focus();
    await page.keyboard.press('Enter');
    await picker.getByRole('button', { name: `Use ${renamed}` }).waitFor({ timeout: WAIT_MS });
    t.equal(await picker.getByRole('status').textContent(), `Renamed to ${renamed}`);
    t.equal(await activeName(page), `Rename ${renamed}`, 'focus back on the Rename button');
    const listed = await uploadsListed(page);
    t.ok(listed.includes(renamed) && !listed.includes(file), 'the name is kept');

    // Escape leaves the form, not the picker.
    await page.keyboard.press('Enter');
    await field.waitFor({ timeout: WAIT_MS });
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'hidden', timeout: WAIT_MS });
    t.ok(await picker.isVisible(), 'the picker stays open');
    t.equal(await activeName(page), `Rename ${renamed}`);
    t.same(errors, [], 'no page errors');
  });
}

t.test('in French', async (t) => {
  const { page, errors } = await pickerOpen(t, 1440, 'fr', ['four.png']);
  const picker = page.getByRole('dialog', { name: 'Vos envois' });
  await picker.getByRole('button', { name: 'Renommer four.png' }).click();
  const field = picker.getByLabel('Nom du fichier');
  await field.fill('  ');
  await picker.getByRole('button', { name: 'Enregistrer le nom' }).click();
  t.equal(await picker.getByRole('alert').textContent(), 'Veuillez saisir un nom de fichier');
  await page.route('**/api/editor/uploads/*/name', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await field.fill('four à bois.png');
  await picker.getByRole('button', { name: 'Enregistrer le nom' }).click();
  const failed = page.getByRole('alertdialog', { name: 'Impossible de renommer le fichier' });
  await failed.waitFor({ timeout: WAIT_MS });
  t.equal(await failed.locator('p').textContent(), 'Un problème est survenu en renommant votre fichier.');
  t.same(await runAxe(page, { include: 'dialog[role="alertdialog"]' }), [], 'the dialog passes axe');
  await failed.getByRole('button', { name: 'OK' }).click();
  await page.unroute('**/api/editor/uploads/*/name');
  await picker.getByRole('button', { name: 'Enregistrer le nom' }).click();
  await picker.getByRole('button', { name: 'Utiliser four à bois.png' }).waitFor({ timeout: WAIT_MS });
  t.equal(await picker.getByRole('status').textContent(), 'Renommé en four à bois.png');
  t.same(errors, [], 'no page errors');
});
