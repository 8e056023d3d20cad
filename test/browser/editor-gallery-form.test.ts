// The gallery options panel and the form builder in Chromium on the demo
// store: an owner signs in at /config, adds a gallery block and sets its
// options (a conditional option waits for its condition, an out-of-range
// value shows the rule's message), adds a form block and builds a form in
// the five fieldsets, and publishes; a shopper sees the gallery with
// those options and submits the form. Set back to Draft, the page is not
// found for shoppers and previewed by the owner.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './account-helpers.js';
import { textOnceIncludes, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite, createPage, addBlock } from './owner-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;
const { email: OWNER, password: PASSWORD } = SITE_OWNER;

const { app, base } = await startOwnerSite(t, 'editor-gallery-form');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const newPage = (t: Test) => editorPage(t, browser, base);

t.test('an owner adds a gallery and a form; a shopper sees the gallery and submits the form', async (t) => {
  const { page: setup } = await newPage(t);
  await setup.goto('/');
  const crumb = (await setup.context().cookies()).find((c) => c.name === 'crumb')!.value;
  t.equal((await setup.request.post('/api/site-users/account', { data: { email: OWNER, password: PASSWORD }, headers: { 'x-csrf-token': crumb } })).status(), 201);

  const { page, errors } = await newPage(t);
  await page.goto('/config');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
  await createPage(page, 'Workshop');

  // The gallery: design, options, a conditional one, a bad value, images.
  await addBlock(page, 'gallery');
  const panel = page.getByRole('group', { name: 'Gallery options' }).locator('visible=true');
  await panel.waitFor({ timeout: WAIT_MS });
  t.equal(await panel.getByLabel('Design').inputValue(), 'grid', 'the default design');
  t.equal(await panel.getByLabel('Lightbox theme').inputValue(), 'dark', 'the default lightbox theme');
  const delay = panel.getByLabel('Autoplay delay (seconds)');
  t.equal(await delay.isDisabled(), true, 'the autoplay delay waits for autoplay');
  await panel.getByLabel('Autoplay', { exact: true }).check();
  t.equal(await delay.isEnabled(), true, 'and applies once autoplay is on');
  await panel.getByLabel('Autoplay', { exact: true }).uncheck();
  await panel.getByLabel('Images per row').fill('2');
  await panel.getByLabel('Space between images (px)').fill('99');
  t.same(await panel.locator('[role="alert"] li').allTextContents(), ['padding must be a whole number from 0 to 50.'], 'the range rule, while typing');
  await panel.getByLabel('Space between images (px)').fill('6');
  await panel.getByLabel('Open images in a lightbox').check();
  await panel.getByLabel('Show titles and descriptions').check();
  await panel.getByLabel('Aspect ratio').selectOption('3:2');
  for (const [i, [src, title]] of [['/assets/gallery/coast.jpg', 'Coast'], ['/assets/gallery/morning.jpg', 'Morning']].entries()) {
    await panel.getByRole('button', { name: 'Add image' }).click();
    await panel.getByLabel('Image URL').nth(i).fill(src!);
    await panel.getByLabel('Title', { exact: true }).nth(i).fill(title!);
  }
  t.equal(await panel.locator('[role="alert"]').count(), 0, 'no message left');
  t.same(await axeViolations(page, '.vitrine-gallery-panel'), [], 'the gallery options panel passes axe');

  // The form: five fieldsets in order; fields added, labelled, made required and reordered.
  await addBlock(page, 'form');
  const builder = page.getByRole('group', { name: 'Form builder' }).locator('visible=true');
  await builder.waitFor({ timeout: WAIT_MS });
  t.same(await builder.locator('legend').allTextContents(), ['1. Build', '2. Storage', '3. Advanced', '4. Captcha', '5. Disclaimer']);
  await builder.getByLabel('Form name').fill('Book a class');
  await builder.getByLabel('Field kind').selectOption('text');
  await builder.getByRole('button', { name: 'Add field' }).click();
  t.same(await builder.locator('[role="alert"] li').allTextContents(), ['Every field needs a label.'], 'a new field needs its label');
  const nameField = builder.locator('li[data-field="text-1"]');
  await nameField.getByLabel('Label').fill('Your name');
  await nameField.getByLabel('Required').check();
  await nameField.getByRole('button', { name: 'Move field up' }).click();
  t.same(await builder.locator('li[data-field]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field'))), ['text-1', 'email'], 'moved above the email field');
  await builder.getByLabel('Also email each submission to').fill('not an email');
  t.same(await builder.locator('[role="alert"] li').allTextContents(), ['Please enter a valid email']);
  await builder.getByLabel('Also email each submission to').fill('studio@example.com');
  await builder.getByLabel('Submit button text').fill('Book');
  await builder.getByLabel('Message after submitting').fill('See you at the wheel.');
  t.equal(await builder.getByText('ReCaptcha has not been set up!').count(), 1, 'the demo site has no captcha site key');
  await builder.getByLabel('Disclaimer shown above the submit button').fill('We only use your name for the booking.');
  t.same(await axeViolations(page, '.vitrine-form-builder'), [], 'the form builder passes axe');

  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
  t.same(errors, [], 'no page errors in the editor');

  // The shopper.
  const { page: shopper, errors: shopperErrors } = await newPage(t);
  await shopper.goto('/workshop');
  const grid = shopper.locator('#page-workshop .gallery-grid');
  t.equal(await grid.getAttribute('style'), '--gallery-columns: 2; --gallery-gap: 6px', 'images per row and padding');
  t.equal(await grid.getAttribute('data-aspect-ratio'), '3:2');
  t.same(await grid.locator('figcaption strong').allTextContents(), ['Coast', 'Morning']);
  t.equal(await grid.locator('a[data-lightbox="gallery"]').count(), 2, 'lightbox links');
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  t.equal(columns, 2, 'laid out two a row');
  t.same(await axeViolations(shopper, '#page-workshop'), [], "the shopper's gallery and form pass axe");

  const form = shopper.locator('#block-form-form-' + (await shopper.locator('#page-workshop [data-block-type="9"]').getAttribute('id'))!.slice('block-'.length));
  await form.getByRole('button', { name: 'Book' }).waitFor({ timeout: WAIT_MS });
  t.equal(await form.locator('.form-block__disclaimer').textContent(), 'We only use your name for the booking.');
  await form.getByRole('button', { name: 'Book' }).click();
  await form.getByText('Required').first().waitFor({ timeout: WAIT_MS });
  await form.getByLabel('Your name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Book' }).click();
  t.equal(await textOnceIncludes(shopper, '#page-workshop .form-block__success', 'See you at the wheel.'), 'See you at the wheel.');
  const rows = await app.vitrine.commerce!.store.db.selectFrom('form_submissions').selectAll().execute();
  t.same(rows.map((r) => JSON.parse(r.answers)), [{ 'text-1': 'Ada', email: 'ada@example.com' }], 'the submission is stored');
  t.same(shopperErrors, [], 'no page errors for the shopper');

  // Back to draft: shoppers no longer get the page, the owner previews it, the list labels it.
  const status = page.getByRole('group', { name: 'Status' });
  await status.getByLabel('Status').selectOption('draft');
  await status.getByRole('button', { name: 'Save status' }).click();
  t.equal(await textOnceIncludes(page, '.vitrine-page-status [role="status"]', 'Status saved'), 'Status saved');
  t.equal((await shopper.goto('/workshop'))?.status(), 404, 'a draft is not found for shoppers');
  const { page: preview } = await newPage(t);
  await preview.context().addCookies(await page.context().cookies());
  t.equal((await preview.goto('/workshop'))?.status(), 200, 'the owner previews it');
  await page.getByRole('button', { name: 'All pages' }).click();
  t.equal(await page.locator('.vitrine-editor-pages li', { hasText: 'Workshop' }).locator('.vitrine-status-label').textContent(), 'Draft', 'the SPEC label on the list');
});
