// The site-owner editor in Chromium on the demo store: an owner signs in
// at /config, creates a page, adds two blocks with Puck, reorders them
// and publishes; changes a colour, seeing the SPEC's messages for bad input first; a
// shopper sees each change on the next page. A shopper never gets the
// editor app, its script or its API.
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

const { base } = await startOwnerSite(t, 'editor-browser');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const newPage = (t: Test) => editorPage(t, browser, base);


/** Signs up through the site-user API with the crumb the page set. */
async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const res = await page.request.post('/api/site-users/account', { data: { email, password: PASSWORD }, headers: { 'x-csrf-token': crumb } });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${await res.text()}`);
}

t.test('a shopper never reaches the editor', async (t) => {
  const { page } = await newPage(t);
  const anonymous = await page.goto('/config');
  t.equal(anonymous?.status(), 401);
  t.equal(await page.locator('#vitrine-editor').count(), 0, 'no editor app');
  t.notMatch(await page.content(), '/config/editor.js', 'the editor script is not on the page');
  t.same(await axeViolations(page, '#config-sign-in'), [], 'the sign-in page passes axe');
  t.equal((await page.request.get('/config/editor.js')).status(), 401);
  await signUp(page, 'shopper@example.com');
  const signedIn = await page.goto('/config/pages');
  t.equal(signedIn?.status(), 403);
  t.equal(await page.locator('#config-denied').textContent(), 'Only the site owner can do that.');
  t.equal((await page.request.get('/config/editor.css')).status(), 403);
  t.equal((await page.request.get('/api/editor/pages')).status(), 403);
  t.equal((await page.request.get('/api/commondata/GetSiteLayout')).status(), 403);
  await page.goto('/');
  t.notMatch(await page.content(), '/config/', 'shopper pages never load the editor');
});

t.test('an owner builds a page and changes a colour; the shopper site shows both', async (t) => {
  const { page: setup } = await newPage(t);
  await signUp(setup, OWNER);
  const { page, errors } = await newPage(t);
  t.equal((await page.goto('/config'))?.status(), 401);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
  t.same(await axeViolations(page, 'main section'), [], 'the pages panel passes axe');

  await createPage(page, 'Studio Journal');
  await addBlock(page, 'heading');
  // The selected block's fields panel (Puck keeps a hidden copy of the field for narrow screens).
  const text = page.getByLabel('Text', { exact: true }).locator('visible=true');
  await text.waitFor({ timeout: WAIT_MS });
  await text.fill('Fresh from the kiln');
  await addBlock(page, 'text');
  const body = page.getByLabel('Text', { exact: true }).locator('visible=true');
  await body.waitFor({ timeout: WAIT_MS });
  await body.fill('Tea at four.');
  t.equal(await page.getByRole('button', { name: 'Move block down' }).isDisabled(), true, 'the last block cannot move down');
  await page.getByRole('button', { name: 'Move block up' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');

  const { page: shopper } = await newPage(t);
  await shopper.goto('/studio-journal');
  t.equal(await shopper.locator('#page-studio-journal h2').textContent(), 'Fresh from the kiln', 'the shopper sees the new page and its block');
  t.same(await shopper.locator('#page-studio-journal .sqs-block').allTextContents(), ['Tea at four.', 'Fresh from the kiln'], 'in the order the owner put them');

  await page.getByRole('link', { name: 'Colours', exact: true }).click();
  const accent = page.getByRole('textbox', { name: 'Accent Color', exact: true });
  await accent.waitFor({ timeout: WAIT_MS });
  await accent.fill('hsl(400, 2, 0.5)');
  const messages = page.locator('#colour-accent-color-messages li');
  t.same(await messages.allTextContents(), ['Hue out of bounds.', 'Saturation out of bounds.'], 'every HSL message');
  t.equal(await page.getByRole('button', { name: 'Save colour: Accent Color' }).isDisabled(), true);
  await accent.fill('hsl(10, 0.5)');
  t.same(await messages.allTextContents(), ['Missing an H/S/L value.']);
  await accent.fill('rgb(1, 2, 3, 0.5)');
  t.same(await messages.allTextContents(), ['rgb(1, 2, 3, 0.5) is not one of the expected options'], 'rgb with an alpha is refused');
  await accent.fill('#0A7F3C');
  t.same(await messages.allTextContents(), []);
  await page.getByRole('button', { name: 'Save colour: Accent Color' }).click();
  await textOnceIncludes(page, '#colour-accent-color ~ [role="status"]', 'Colour saved');
  t.same(await axeViolations(page, 'main section'), [], 'the colours panel passes axe');
  const css = await shopper.request.get('/site.css');
  t.match(await css.text(), '#0a7f3c', "the shopper's stylesheet has the new colour");
  t.same(errors, [], 'no page errors in the editor');
});
