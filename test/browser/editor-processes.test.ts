// The site-owner editor across two service processes on one PostgreSQL
// database, in Chromium: an owner works in /config on process A (creates
// a page, adds and reorders blocks, changes a colour, edits the main
// navigation, the site header and footer, a commerce preference and the
// languages); a shopper's browser on process B sees each change at once,
// with no restart. Each of the three newer panels passes axe. A shopper,
// signed out or signed in without an owner role, never gets the /config
// app, and every editor API family answers them 401 or 403 in JSON.
import t, { type Test } from 'tap';
import type { APIRequestContext, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './axe.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, createPage, addBlock } from './owner-helpers.js';
import { postgresServices, type ServiceProcess } from './service-processes.js';

t.setTimeout(600_000);
/** The first /config page builds the editor's bundle (esbuild, Puck and React) in process A. */
const BUNDLE_WAIT_MS = 180_000;
const SHOPPER = { email: 'regular@example.com', password: 'glaze-and-fire-7' };

const start = await postgresServices(t, {
  VITRINE_SITE_OWNER_EMAILS: SITE_OWNER.email,
  VITRINE_CART_RATE_LIMIT_MAX: '100000',
  VITRINE_PAGE_RATE_LIMIT_MAX: '100000',
});
let a: ServiceProcess | undefined;
let b: ServiceProcess | undefined;
if (start) {
  // One after the other: A imports the fixture as the first revision, B finds it there.
  a = await start('A');
  b = await start('B');
}
const browser = start ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }) : undefined;
if (browser) t.teardown(() => browser.close());

async function newPage(t: Test, base: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser!.newContext({ baseURL: base, viewport: { width: 1400, height: 900 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

const crumbOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;

/** Signs up through the site-user API of the page's process, with the crumb its first page set. */
async function signUp(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  const made = await page.request.post('/api/site-users/account', { data: who, headers: { 'x-csrf-token': await crumbOf(page) } });
  if (made.status() !== 201) throw new Error(`sign-up failed: ${await made.text()}`);
}

const mainNavLinks = (page: Page) => page.locator('#main-nav a').allTextContents().then((ls) => ls.map((l) => l.trim()).filter((l) => l !== ''));

if (start) {
  t.test('a shopper on B never reaches the editor: no app, 401 or 403 JSON from every API family', { timeout: 300_000 }, async (t) => {
    const websiteId = 'site-hearth-and-clay';
    const families: [string, string, unknown?][] = [
      ['GET', '/api/editor/pages'],
      ['POST', '/api/editor/pages', { title: 'Sneaky' }],
      ['GET', '/api/editor/design/colours'],
      ['PUT', '/api/editor/design/colours', { key: 'accent-color', value: '#000' }],
      ['GET', '/api/commondata/GetSiteLayout'],
      ['POST', '/api/widget/UpdateNavigation', { fieldName: 'mainNav', templateId: 'x', navigation: { items: [] } }],
      ['GET', '/api/editor/navigation/collections'],
      ['POST', `/api/content-service/product/1.1/websites/${websiteId}/products`, { navigationTitle: 'S', title: 'S', urlId: 'sss', description: '', enabled: true }],
      ['GET', '/api/editor/stores'],
      ['POST', '/api/editor/uploads', 'not an image'],
      ['GET', '/api/v1/commerce-preferences/store'],
      ['PUT', '/api/v1/commerce-preferences/store', { tipping: true }],
      ['GET', '/api/multilingual/settings'],
      ['GET', '/api/multilingual/status'],
      ['GET', '/api/multilingual/languages'],
      ['PUT', '/api/multilingual/languages', { languages: [{ languageTag: 'en-US', displayName: 'English', pathPrefix: '', default: true }] }],
      ['DELETE', '/api/multilingual/connection'],
      ['GET', '/api/site-header-footer'],
      ['PUT', '/api/site-header-footer', { header: { siteTitle: 'x', announcement: '' }, footer: { text: '' } }],
    ];
    const refusals = async (request: APIRequestContext, crumb: string) => {
      const seen: string[] = [];
      for (const [method, url, data] of families) {
        const res = await request.fetch(url, { method, headers: { 'x-csrf-token': crumb, ...(url.endsWith('uploads') ? { 'x-file-name': 'a.jpg', 'content-type': 'image/jpeg' } : {}) }, ...(data === undefined ? {} : { data }) });
        const json = res.headers()['content-type']?.startsWith('application/json') ? ((await res.json()) as { code: string }) : null;
        seen.push(`${method} ${url} ${res.status()} ${json?.code ?? 'not JSON'}`);
      }
      return seen;
    };
    const expected = (status: number, code: string) => families.map(([method, url]) => `${method} ${url} ${status} ${code}`);

    const { page } = await newPage(t, b!.base);
    t.equal((await page.goto('/config'))?.status(), 401, 'signed out: the sign-in page');
    t.equal(await page.locator('#vitrine-editor').count(), 0, 'no editor app');
    t.notMatch(await page.content(), '/config/editor.js');
    t.equal((await page.request.get('/config/editor.js')).status(), 401);
    t.same(await refusals(page.request, await crumbOf(page)), expected(401, 'NOT_SIGNED_IN'), 'signed out: 401 from every family');

    const { page: member } = await newPage(t, b!.base);
    await signUp(member, SHOPPER);
    t.equal((await member.goto('/config/pages'))?.status(), 403, 'signed in without an owner role: refused');
    t.equal(await member.locator('#config-denied').textContent(), 'Only the site owner can do that.');
    t.equal(await member.locator('#vitrine-editor').count(), 0, 'no editor app');
    t.equal((await member.request.get('/config/editor.css')).status(), 403);
    t.same(await refusals(member.request, await crumbOf(member)), expected(403, 'FORBIDDEN'), 'a site user: 403 from every family');
    await member.goto('/');
    t.notMatch(await member.content(), '/config/', 'shopper pages never load the editor');
  });

  t.test('an owner edits the site through A; the shopper on B sees each change at once', { timeout: 480_000 }, async (t) => {
    const { page: setup } = await newPage(t, a!.base);
    await signUp(setup, SITE_OWNER);
    const { page, errors } = await newPage(t, a!.base);
    t.equal((await page.goto('/config'))?.status(), 401);
    await page.getByLabel('Email').fill(SITE_OWNER.email);
    await page.getByLabel('Password').fill(SITE_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
    const { page: shopper, errors: shopperErrors } = await newPage(t, b!.base);

    // A page with two blocks, reordered, published.
    await createPage(page, 'Firing Notes');
    await addBlock(page, 'heading');
    // The selected block's fields panel (Puck keeps a hidden copy of the field for narrow screens).
    const heading = page.getByLabel('Text', { exact: true }).locator('visible=true');
    await heading.waitFor({ timeout: WAIT_MS });
    await heading.fill('Cone six, slow cool');
    await addBlock(page, 'text');
    const text = page.getByLabel('Text', { exact: true }).locator('visible=true');
    await text.waitFor({ timeout: WAIT_MS });
    await text.fill('The kiln opens on Sunday.');
    await page.getByRole('button', { name: 'Move block up' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
    t.equal((await shopper.goto('/firing-notes'))?.status(), 200, 'B serves the page A made');
    t.same(await shopper.locator('#page-firing-notes .sqs-block').allTextContents(), ['The kiln opens on Sunday.', 'Cone six, slow cool'], 'its blocks in the order the owner put them');

    // A colour.
    await page.getByRole('link', { name: 'Colours', exact: true }).click();
    const accent = page.getByRole('textbox', { name: 'Accent Color', exact: true });
    await accent.waitFor({ timeout: WAIT_MS });
    await accent.fill('#0A7F3C');
    await page.getByRole('button', { name: 'Save colour: Accent Color' }).click();
    await textOnceIncludes(page, '#colour-accent-color ~ [role="status"]', 'Colour saved');
    t.match(await (await shopper.request.get('/site.css')).text(), '#0a7f3c', "B's stylesheet has the new colour");

    // The main navigation: the new page in, Contact out.
    await page.getByRole('link', { name: 'Navigation', exact: true }).click();
    const links = page.locator('.vitrine-editor-links li > span');
    await until(() => links.count(), (n) => n > 0);
    await page.getByLabel('Page or store').selectOption({ label: 'Firing Notes (/firing-notes)' });
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('button', { name: 'Remove: Contact' }).click();
    await page.getByRole('button', { name: 'Save navigation' }).click();
    t.equal(await textOnceIncludes(page, '#navigation-status', 'Saved'), 'Saved');
    await shopper.goto('/');
    const nav = await mainNavLinks(shopper);
    t.equal(nav.at(-1), 'Firing Notes', "the new page is last in B's main navigation");
    t.notOk(nav.includes('Contact'), 'Contact is gone from it');

    // The site header and footer.
    await page.getByRole('link', { name: 'Header and footer' }).click();
    const title = page.getByLabel('Site title');
    await title.waitFor({ timeout: WAIT_MS });
    t.equal(await title.inputValue(), 'Hearth & Clay', 'the panel holds the site as it is');
    t.equal(await page.getByLabel(/^Announcement bar text/).inputValue(), 'Free shipping in the US on orders over $120.');
    t.same(await axeViolations(page), [], 'the header/footer panel passes axe');
    await title.fill('Hearth & Kiln');
    await page.getByLabel(/^Announcement bar text/).fill('Kiln sale <Saturday>');
    await page.getByLabel(/^Footer text/).fill('Fired twice in Hudson.');
    await page.getByRole('button', { name: 'Save header and footer' }).click();
    t.equal(await textOnceIncludes(page, '#header-footer-status', 'Saved'), 'Saved');
    await shopper.goto('/');
    t.equal(await shopper.locator('.site-title').textContent(), 'Hearth & Kiln', "B's header has the new title");
    t.equal((await shopper.locator('.announcement-bar').textContent())?.trim(), 'Kiln sale <Saturday>', 'and the announcement, as text');
    t.equal(await shopper.locator('.site-footer__text').textContent(), 'Fired twice in Hudson.', 'its footer the new text');

    // A commerce preference: saved once; the same values again send nothing.
    await page.getByRole('link', { name: 'Commerce preferences' }).click();
    const cap = page.getByLabel('Units of one item a cart may hold');
    await cap.waitFor({ timeout: WAIT_MS });
    t.same(await axeViolations(page), [], 'the commerce preferences form passes axe');
    await cap.fill('25');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences saved').first().waitFor({ timeout: WAIT_MS });
    const puts: string[] = [];
    page.on('request', (r) => void (r.method() === 'PUT' && puts.push(r.url())));
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Nothing changed').first().waitFor({ timeout: WAIT_MS });
    t.same(puts, [], 'an unchanged save sends no request');
    // A save that never reaches the server: the SPEC's 'Unable to connect. Please try again', and the failure sent to the error reporter.
    const prefsUrl = '**/api/v1/commerce-preferences/**';
    await page.route(prefsUrl, (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));
    await cap.fill('30');
    const reported = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/events/RecordJavascriptErrors'), { timeout: WAIT_MS });
    await page.getByRole('button', { name: 'Save preferences' }).click();
    t.equal(await textOnceIncludes(page, 'main [role="alert"]', 'Unable to connect'), 'Unable to connect. Please try again');
    t.match((await reported).postData(), 'Unable to connect', 'the failure goes to the error reporter');
    await page.unroute(prefsUrl);
    // One that a gateway answers for (a 502 with no answer of ours): the SPEC's 'Network error'.
    await page.route(prefsUrl, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }) : route.continue()));
    await page.getByRole('button', { name: 'Save preferences' }).click();
    t.equal(await textOnceIncludes(page, 'main [role="alert"]', 'Network error'), 'Network error');
    await page.unroute(prefsUrl);
    // The owner's session holds on B too (one store, one cookie secret): B reads the saved value.
    const onB = await page.request.get(`${b!.base}/api/v1/commerce-preferences/store`);
    t.same(await onB.json(), { newOrderMail: true, maxPerVariant: 25, websiteId: 'site-hearth-and-clay' }, 'B reads the number A saved');

    // Languages: a failed load says so (SPEC section 8); then German added, and the connection taken away after the confirmation.
    await page.route('**/api/multilingual/settings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"INTERNAL"}' }));
    await page.getByRole('link', { name: 'Languages', exact: true }).click();
    t.equal(await textOnceIncludes(page, 'main [role="alert"]', 'Unable'), 'Unable to load. Try again.');
    await page.unroute('**/api/multilingual/settings');
    await page.getByRole('link', { name: 'Header and footer' }).click();
    await page.getByRole('link', { name: 'Languages', exact: true }).click();
    await page.getByText('2 languages connected').waitFor({ timeout: WAIT_MS });
    t.same(await axeViolations(page), [], 'the languages panel passes axe');
    await page.getByLabel('Language tag').fill('de-DE');
    await page.getByLabel('Display name', { exact: true }).fill('Deutsch');
    await page.getByLabel('Path prefix', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Add language' }).click();
    t.equal(await page.getByRole('button', { name: 'Remove: de-DE' }).count(), 0, 'a language without its path prefix is not added');
    await page.getByLabel('Path prefix', { exact: true }).fill('/de');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByLabel('Path prefix (de-DE)').fill('/fr');
    await page.getByRole('button', { name: 'Save languages' }).click();
    t.equal(await page.locator('main [role="alert"]').textContent(), 'Each language needs a language tag, a display name and its own path prefix; exactly one is the default.', 'two languages on one prefix: refused before sending');
    await page.getByLabel('Path prefix (de-DE)').fill('/de');
    await page.getByRole('button', { name: 'Save languages' }).click();
    t.equal(await textOnceIncludes(page, '#languages-status', 'Saved'), 'Saved');
    await page.getByText('3 languages connected').waitFor({ timeout: WAIT_MS });
    await shopper.goto('/');
    t.same(await shopper.locator('.language-switcher a').allTextContents(), ['English', 'Français', 'Deutsch'], "B's language switcher offers German");

    // Disconnecting asks first: Escape keeps everything, Disconnect takes the other languages away.
    await page.getByRole('button', { name: 'Disconnect languages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect the languages?' });
    await dialog.waitFor({ timeout: WAIT_MS });
    t.same(await axeViolations(page), [], 'the confirmation dialog passes axe');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
    t.equal((await shopper.goto('/fr/'))?.status(), 200, 'cancelled: French still served on B');
    await page.getByRole('button', { name: 'Disconnect languages' }).click();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    t.equal(await textOnceIncludes(page, '#languages-status', 'Languages disconnected'), 'Languages disconnected');
    await page.getByText('One language').waitFor({ timeout: WAIT_MS });
    await shopper.goto('/');
    t.equal(await shopper.locator('.language-switcher').count(), 0, 'B offers no other language');
    t.equal((await shopper.goto('/fr/'))?.status(), 404, 'nor serves the French pages');

    t.same(errors, [], 'no page errors in the editor');
    t.same(shopperErrors, [], 'no page errors for the shopper');
  });
}
