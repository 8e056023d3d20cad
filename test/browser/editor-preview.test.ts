// The page editor's live preview in Chromium: an owner creates a page and
// adds and reorders blocks; the sandboxed preview frame shows each change,
// rendered by the site's templates in the browser, before anything is
// saved (the shopper's page does not have it yet). Once published, the
// preview's main content is the shopper page's, byte for byte. The preview
// module is owners only.
import t from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite, createPage, addBlock } from './owner-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundles (esbuild): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base } = await startOwnerSite(t, 'editor-preview');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const res = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${await res.text()}`);
}

/** The texts of the preview frame's blocks once they are `expected` (in that order), or what they are at the timeout. */
const previewShows = (page: Page, expected: string[]): Promise<string[]> =>
  until(
    () => page.frameLocator('#editor-preview-frame').locator('main .sqs-block').allTextContents().catch(() => [] as string[]),
    (seen) => JSON.stringify(seen) === JSON.stringify(expected),
  );

t.test('a shopper gets no preview module', async (t) => {
  const { page } = await editorPage(t, browser, base);
  t.equal((await page.request.get('/config/editor-preview.js')).status(), 401);
});

t.test('the preview follows every edit before it is saved, then equals the shopper page', async (t) => {
  const { page, errors } = await editorPage(t, browser, base);
  await signIn(page);
  await page.goto('/config');
  await page.getByLabel('Page title').waitFor({ timeout: BUNDLE_WAIT_MS });
  await createPage(page, 'Kiln Diary');
  await page.locator('#editor-preview-frame').waitFor({ timeout: BUNDLE_WAIT_MS });
  t.equal(await page.locator('#editor-preview-frame').getAttribute('sandbox'), 'allow-same-origin', 'a sandboxed frame: no script runs in it');

  await addBlock(page, 'heading');
  const heading = page.getByLabel('Text', { exact: true }).locator('visible=true');
  await heading.waitFor({ timeout: WAIT_MS });
  await heading.fill('Bisque firing');
  t.same(await previewShows(page, ['Bisque firing']), ['Bisque firing'], 'the new block shows');
  await addBlock(page, 'text');
  const text = page.getByLabel('Text', { exact: true }).locator('visible=true');
  await text.waitFor({ timeout: WAIT_MS });
  await text.fill('Cone 04, slow cool.');
  t.same(await previewShows(page, ['Bisque firing', 'Cone 04, slow cool.']), ['Bisque firing', 'Cone 04, slow cool.'], 'its text as typed');
  await page.getByRole('button', { name: 'Move block up' }).click();
  t.same(await previewShows(page, ['Cone 04, slow cool.', 'Bisque firing']), ['Cone 04, slow cool.', 'Bisque firing'], 'the new order');

  const frame = page.frameLocator('#editor-preview-frame');
  t.equal(await frame.locator('header .site-title').textContent(), 'Hearth & Clay', "the site's header region, from its template");
  t.ok(await frame.locator('link[rel="stylesheet"][href^="/site.css"]').count(), "the site's stylesheet");
  t.equal(await until(() => frame.locator('.site-header').evaluate((el) => getComputedStyle(el).position), (p) => p === 'sticky'), 'sticky', 'and it applies (the theme makes the header sticky)');
  const unsaved = await page.request.get('/kiln-diary');
  t.notMatch(await unsaved.text(), 'Bisque firing', 'nothing is saved yet');

  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
  const served = await (await page.request.get('/kiln-diary')).text();
  const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  t.match(mainOf(served), 'Bisque firing');
  // The save gives a new revision: the preview renders again from its kit.
  const preview = await until(
    async () => mainOf((await page.locator('#editor-preview-frame').getAttribute('srcdoc')) ?? ''),
    (main) => main === mainOf(served),
  );
  t.equal(preview, mainOf(served), "the saved page's preview is the shopper page's main content");
  t.same(errors, [], 'no page errors in the editor');
});
