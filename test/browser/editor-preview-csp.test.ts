// The page editor's live preview under /config's Content-Security-Policy
// (no 'unsafe-eval') in Chromium: a page with a form block, several of each
// block so the templates render many times, previews with the form in it
// and without a single securitypolicyviolation event in the editor (the
// engine runs its interpreter, never `new Function`).
import t from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { until } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite, createPage, addBlock } from './owner-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundles (esbuild): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base } = await startOwnerSite(t, 'editor-preview-csp');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const res = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${await res.text()}`);
}

t.test('a page with a form previews under the strict CSP with no violation', async (t) => {
  const { page, errors } = await editorPage(t, browser, base);
  // Every violation the editor's page (or its frames) reports, and the console's CSP messages.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const consoleCsp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text());
  });
  await signIn(page);
  const response = await page.goto('/config');
  const csp = response!.headers()['content-security-policy'] ?? '';
  t.match(csp, /script-src 'self' 'nonce-/, 'the editor has a script policy');
  t.notMatch(csp, 'unsafe-eval', 'which forbids evaluating strings');
  await page.getByLabel('Page title').waitFor({ timeout: BUNDLE_WAIT_MS });
  await createPage(page, 'Booking');

  for (const kind of ['heading', 'form', 'text', 'form', 'button', 'form']) await addBlock(page, kind);
  await page.locator('#editor-preview-frame').waitFor({ timeout: BUNDLE_WAIT_MS });
  const frame = page.frameLocator('#editor-preview-frame');
  const forms = await until(() => frame.locator('main form').count().catch(() => 0), (n) => n === 3);
  t.equal(forms, 3, 'the preview shows the three forms');
  // More edits: the preview renders the page again each time.
  await page.getByRole('button', { name: 'Move block up' }).click();
  t.equal(await until(() => frame.locator('main form').count().catch(() => 0), (n) => n === 3), 3, 'still after a move');
  t.equal(await page.locator('#editor-preview-errors').count(), 0, 'no template error in the preview');
  t.same(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), [], 'no securitypolicyviolation event');
  t.same(consoleCsp, [], 'no CSP message on the console');
  t.same(errors, [], 'no page errors in the editor');
});
