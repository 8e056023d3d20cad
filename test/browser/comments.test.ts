// Comments and likes in Chromium, at desktop and phone widths, with and
// without JavaScript, in English and French: a visitor comments with the
// keyboard only (the server's field errors shown under the fields, focus on
// the first one at fault), likes the post once; the owner approves, marks
// spam and deletes in the admin's Comments screen; the approved comment
// shows on the (cached) post page. axe-core finds nothing on the comment
// section or the screen.
import t from 'tap';
import type { Test } from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './forms-helpers.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { checkScreen, openScreen, ownerAt, WIDTHS as ADMIN_WIDTHS } from './admin-helpers.js';
import { tabTo, violationsWithoutScripts } from './forms-helpers.js';

t.setTimeout(600_000);

const POST = '/journal/spring-glazes';
const FR_POST = '/fr/carnet/emaux-de-printemps';
const WIDTHS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const { app, base } = await startOwnerSite(t, 'comments');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
const comments = app.vitrine.comments!.comments;

async function visitor(t: Test, viewport: { width: number; height: number }, javaScript = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport, javaScriptEnabled: javaScript });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}
/** axe-core cannot run where scripts are off: the page as shown is checked again in a page with scripts and none of the site's. */
const site = { app, base, newPage: (t: Test, opts: { viewport?: { width: number; height: number } } = {}) => visitor(t, opts.viewport ?? WIDTHS[0][1]) };
const withoutScripts = (t: Test, page: Page) => violationsWithoutScripts(t, site, page);

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');

for (const [label, viewport] of WIDTHS) {
  t.test(`a visitor comments and likes with the keyboard at ${label} width`, async (t) => {
    const { page, errors } = await visitor(t, viewport);
    await page.goto(POST);
    await page.waitForSelector('#comments [data-widget="comments"][data-island-mounted]', { state: 'attached', timeout: WAIT_MS });
    t.same(await axeViolations(page, '#comments'), [], 'no axe violations');
    t.equal(await text(page, '#comments h2'), 'No Comments');

    t.ok(await tabTo(page, '#comments [name="name"]', 200), 'the name field is reached with Tab');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    t.ok(await tabTo(page, '#comments [name="email"]'), 'then the email field');
    await page.keyboard.type('ada@');
    await page.keyboard.press('Tab');
    t.ok(await tabTo(page, '#comments [name="body"]'), 'then the comment');
    await page.keyboard.type(`From the ${label}: lovely glaze.`);
    t.ok(await tabTo(page, '#comments [data-comment-submit]'), 'then the button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#comments [name="email"][aria-invalid="true"]', { timeout: WAIT_MS });
    t.equal(await text(page, '#comments .vitrine-comment-form__error'), 'Email is invalid', 'the field says why');
    t.equal(await text(page, '#comments [data-comment-status]'), 'Check the fields marked below.');
    t.equal(await page.getAttribute('#comments [data-comment-status]', 'role'), 'alert');
    t.equal(await until(() => focusedName(page), (n) => n === 'email'), 'email', 'focus on the field at fault (after the scroll to it, a frame or more)');
    t.same(await axeViolations(page, '#comments'), [], 'no axe violations with the error shown');
    t.equal(page.url(), `${base}${POST}`, 'still on the page');

    await page.keyboard.type('example.com');
    t.ok(await tabTo(page, '#comments [data-comment-submit]'), 'back to the button');
    await page.keyboard.press('Enter');
    t.equal(
      await until(() => text(page, '#comments [data-comment-status]'), (v) => v.startsWith('Thank you')),
      'Thank you! Your comment will appear once the site owner approves it.',
    );
    t.equal(await page.locator('#comments .vitrine-comment-form__error').count(), 0, 'the error is gone');
    t.equal(await page.inputValue('#comments [name="body"]'), '', 'the comment field is emptied');
    t.ok((await comments.list('pending', undefined)).items.some((c) => c.body === `From the ${label}: lovely glaze.`), 'kept for moderation');

    const before = await text(page, '#comments [data-like-count]');
    t.ok(await tabTo(page, '#comments [data-like-button]', 200), 'the like button is reached with Tab');
    await page.keyboard.press('Space');
    await until(() => page.getAttribute('#comments [data-like-button]', 'aria-pressed'), (v) => v === 'true');
    t.equal(await page.getAttribute('#comments [data-like-button]', 'aria-pressed'), 'true', 'pressed');
    t.equal(await text(page, '#comments [data-like-label]'), 'Liked');
    const after = await text(page, '#comments [data-like-count]');
    t.not(after, before, `the count moves (${before} → ${after})`);
    await page.reload();
    t.equal(await page.getAttribute('#comments [data-like-button]', 'aria-pressed'), 'true', 'the like is remembered');
    t.equal(await text(page, '#comments [data-like-count]'), after, 'and counted once');
    t.same(errors, []);
  });
}

for (const [label, viewport] of WIDTHS) {
  t.test(`without JavaScript at ${label} width: the forms post and come back`, async (t) => {
    const { page } = await visitor(t, viewport, false);
    await page.goto(POST);
    await page.locator('#comments [name="name"]').fill('Grace');
    await page.locator('#comments [name="email"]').fill('grace@');
    await page.locator('#comments [name="body"]').fill('Without scripts');
    await page.locator('#comments [data-comment-submit]').click();
    await page.waitForURL(`${base}${POST}#comments`, { timeout: WAIT_MS });
    t.equal(await text(page, '#comments [data-comment-status]'), 'Check the fields marked below.');
    t.equal(await page.inputValue('#comments [name="body"]'), 'Without scripts', 'what was typed is kept');
    t.same(await withoutScripts(t, page), [], 'no axe violations with the error');
    await page.locator('#comments [name="email"]').fill('grace@example.com');
    await page.locator('#comments [data-comment-submit]').click();
    await page.waitForLoadState();
    t.equal(await until(() => text(page, '#comments [data-comment-status]'), (v) => v.startsWith('Thank')), 'Thank you! Your comment will appear once the site owner approves it.');
    await page.locator('#comments [data-like-button]').click();
    await page.waitForLoadState();
    t.equal(await until(() => page.getAttribute('#comments [data-like-button]', 'aria-pressed'), (v) => v === 'true'), 'true', 'liked');
    t.same(await withoutScripts(t, page), [], 'no axe violations with the thank-you');
  });
}

t.test('the owner moderates in the Comments screen; the approved comment shows on the post', async (t) => {
  // The admin's two widths (a laptop, a tablet), as every admin screen is checked.
  for (const width of ADMIN_WIDTHS) {
    const { page, errors } = await ownerAt(t, browser, base, width);
    await openScreen(page, 'comments');
    await checkScreen(t, page, `comments at ${width} px`, { primary: true });
    t.equal(await page.locator('#adm-page-title').textContent(), 'Comments');
    t.same(errors, []);
  }
  const { page } = await ownerAt(t, browser, base, 1440);
  await openScreen(page, 'comments');
  await page.getByRole('button', { name: 'Approve the comment of Ada' }).first().click();
  await page.getByText('Comment approved').first().waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Mark spam: the comment of Grace' }).first().click();
  await page.getByText('Marked as spam').first().waitFor({ timeout: WAIT_MS });

  const { page: reader } = await visitor(t, WIDTHS[0][1]);
  // The post page may be kept in the page cache: its comment section comes with each response.
  await reader.goto(POST);
  t.equal(await text(reader, '#comments h2'), '1 Comment');
  t.equal(await text(reader, '#comments .vitrine-comment__author'), 'Ada');
  t.notMatch(await text(reader, '#comments'), 'Without scripts', 'spam is not shown');
  t.same(await axeViolations(reader, '#comments'), [], 'no axe violations with a comment');

  await openScreen(page, 'comments?status=spam');
  await page.getByRole('button', { name: 'Delete the comment of Grace' }).first().click();
  const dialog = page.getByRole('alertdialog');
  t.match((await dialog.textContent()) ?? '', 'The comment of Grace on “Testing Spring Glazes” will be deleted for good.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Comment deleted').first().waitFor({ timeout: WAIT_MS });
  t.same(await comments.counts(), { pending: 2, approved: 1, spam: 0 }, 'one Ada approved, one Grace deleted; the others wait');
});

t.test('the French post: French texts, axe-core clean at both widths', async (t) => {
  for (const [label, viewport] of WIDTHS) {
    const { page, errors } = await visitor(t, viewport);
    await page.goto(FR_POST);
    await page.waitForSelector('#comments [data-widget="comments"][data-island-mounted]', { state: 'attached', timeout: WAIT_MS });
    t.equal(await text(page, '#comments h2'), 'Aucun commentaire', label);
    t.equal(await text(page, '#comments .vitrine-comment-form__title'), 'Laisser un commentaire');
    await page.locator('#comments [name="name"]').fill('Zoé');
    await page.locator('#comments [data-comment-submit]').click();
    t.equal(await until(() => text(page, '#comments .vitrine-comment-form__error'), (v) => v !== ''), 'Obligatoire', 'the missing email, in French');
    t.same(await axeViolations(page, '#comments'), [], `no axe violations at ${label} width`);
    t.same(errors, []);
  }
});
