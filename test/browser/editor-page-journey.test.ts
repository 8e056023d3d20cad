// The page editor as an owner uses it, in Chromium at 1440 and 820 px: the
// demo home page opens as blocks in a canvas that looks like the site
// (its stylesheet, header and footer); the heading edited there shows in
// the canvas and the preview, leaving with the edit unpublished asks
// first, Publish puts it on the public page. A `javascript:` link and a
// colour too close to the background are refused with their messages;
// blocks reorder from the keyboard; axe finds nothing on the editor.
import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { axeViolations } from './axe.js';
import { BUNDLE_WAIT_MS, ownerInEditor } from './admin-helpers.js';
import { LINK_MESSAGES } from '../../editor/link-rule.js';

t.setTimeout(400_000);
const { base } = await startOwnerSite(t, 'editor-page-journey');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
/** The home page's heading as last published (the 1440 px journey changes it before the 820 px one). */
let published = 'From our studio';

const canvas = (page: Page) => page.frameLocator('#preview-frame');

for (const [width, heading] of [[1440, 'Fresh from the kiln'], [820, 'Glazed this week']] as const) {
  t.test(`at ${width} px: the home page edited in a canvas that looks like the site, then published`, async (t) => {
    const { page, errors } = await ownerInEditor(t, browser, base, width);
    await page.getByRole('button', { name: 'Edit Home' }).click();
    const old = canvas(page).locator('.vitrine-canvas-grid h2').first();
    await old.waitFor({ timeout: BUNDLE_WAIT_MS });
    // The canvas is the page: the site's header and stylesheet around the blocks.
    await canvas(page).locator('header .site-title').waitFor({ timeout: WAIT_MS });
    t.equal(await canvas(page).locator('header .site-title').textContent(), 'Hearth & Clay', "the site's header");
    const siteFont = await until(() => old.evaluate((el) => getComputedStyle(el).fontFamily), (f) => !/system-ui|sans-serif$/.test(f) && f.length > 0);
    const previewFont = await page.frameLocator('#editor-preview-frame').locator('#page-home h2').first().evaluate((el) => getComputedStyle(el).fontFamily);
    t.equal(siteFont, previewFont, "the canvas's heading in the site's font, as on the page");
    const blockWidth = await canvas(page).locator('.vitrine-canvas-grid .sqs-block').first().evaluate((el) => el.getBoundingClientRect().width);
    const mainWidth = await canvas(page).locator('.vitrine-canvas-grid').first().evaluate((el) => el.getBoundingClientRect().width);
    t.ok(blockWidth > mainWidth * 0.9, `a 12-column block fills the grid (${Math.round(blockWidth)} of ${Math.round(mainWidth)} px)`);

    // The heading, edited in the block's fields.
    await old.click();
    const text = page.getByLabel('Text 1', { exact: true }).locator('visible=true');
    await text.waitFor({ timeout: WAIT_MS });
    t.equal(await text.inputValue(), published, 'the heading, as text');
    await text.fill(heading);
    t.equal(await until(() => canvas(page).locator('.vitrine-canvas-grid h2').first().textContent(), (s) => s === heading), heading, 'the canvas shows it at once');
    t.equal(await until(() => page.frameLocator('#editor-preview-frame').locator('#page-home h2').first().textContent().catch(() => ''), (s) => s === heading), heading, 'and the preview');
    t.notMatch(await (await page.request.get('/')).text(), heading, 'not on the public page before Publish');

    // Leaving asks first; staying keeps the edit.
    await page.getByRole('button', { name: 'All pages' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without publishing?' });
    await dialog.waitFor({ timeout: WAIT_MS });
    t.same(await axeViolations(page), [], 'axe: the editor with its dialog');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    t.equal(await canvas(page).locator('.vitrine-canvas-grid h2').first().textContent(), heading, 'still editing');

    await page.getByRole('button', { name: 'Publish' }).click();
    t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
    t.match(await (await page.request.get('/')).text(), `<h2>${heading}</h2>`, 'the public home page shows it');
    published = heading;
    t.same(await axeViolations(page), [], 'axe: the page editor');
    await page.getByRole('button', { name: 'All pages' }).click();
    await page.getByRole('heading', { name: 'Pages' }).first().waitFor({ timeout: WAIT_MS });
    t.equal(await page.getByRole('alertdialog').count(), 0, 'nothing unsaved: no question');
    t.same(await axeViolations(page), [], 'axe: the page list');
    t.same(errors, [], 'no page errors');
  });
}

t.test('a javascript: link is refused with its message; blocks reorder from the keyboard', async (t) => {
  const { page, errors } = await ownerInEditor(t, browser, base, 1440);
  await page.getByLabel('Page title').fill('Open Studio');
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.getByRole('button', { name: 'Add block' }).waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Block').selectOption('heading');
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByLabel('Block').selectOption('button');
  await page.getByRole('button', { name: 'Add block' }).click();
  const link = page.getByLabel('Link', { exact: true }).locator('visible=true');
  await link.waitFor({ timeout: WAIT_MS });
  await link.fill('javascript:alert(document.cookie)');
  const said = page.locator('.vitrine-editor-link-field [role="alert"]').getByText(LINK_MESSAGES.unsafe).locator('visible=true');
  await said.waitFor({ timeout: WAIT_MS });
  t.equal(await said.textContent(), LINK_MESSAGES.unsafe, 'the message as typed');
  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-error', 'This link cannot be used'), LINK_MESSAGES.unsafe, 'Publish refuses it with the message');
  t.equal((await page.request.get('/open-studio')).status(), 200);
  const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  t.notMatch(mainOf(await (await page.request.get('/open-studio')).text()), 'sqs-block-button', 'nothing saved');
  await link.fill('/shop');
  t.equal(await until(() => page.locator('.vitrine-editor-link-field').getByText(LINK_MESSAGES.unsafe).locator('visible=true').count(), (n) => n === 0), 0, 'a page of the site is fine');

  // The keyboard: the button block is selected; Move block up, pressed with Enter, puts it first.
  const order = () => canvas(page).locator('.vitrine-canvas-grid .sqs-block').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')));
  t.same(await until(order, (o) => o.length === 2), ['2', '53']);
  const up = page.getByRole('button', { name: 'Move block up' });
  await up.focus();
  await page.keyboard.press('Enter');
  t.same(await until(order, (o) => o[0] === '53'), ['53', '2'], 'the button first');
  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
  t.match(mainOf(await (await page.request.get('/open-studio')).text()), /sqs-block-button[\s\S]*href="\/shop"[\s\S]*<h2>/, 'published in the new order, with the safe link');
  t.same(errors, [], 'no page errors');
});

t.test('a text colour too close to the background is refused before Save', async (t) => {
  const { page, errors } = await ownerInEditor(t, browser, base, 1440);
  await page.getByRole('link', { name: 'Colours', exact: true }).click();
  const field = page.getByLabel('Text Color', { exact: true });
  await field.waitFor({ timeout: WAIT_MS });
  await field.fill('#eeeae4');
  const item = page.locator('li', { has: field });
  t.match(await item.getByRole('alert').textContent(), /too close to read: text needs a contrast of at least 4.5:1 with its background, and this pair has 1.08:1/);
  t.equal(await item.getByRole('button', { name: /Save/ }).isDisabled(), true, 'Save waits for a readable colour');
  await item.getByLabel('Pick a colour: Text Color').fill('#111111');
  t.equal(await field.inputValue(), '#111111', 'the picker writes its hex value');
  t.equal(await item.getByRole('button', { name: /Save/ }).isDisabled(), false);
  t.same(await axeViolations(page), [], 'axe: the colours panel');
  t.same(errors, [], 'no page errors');
});
