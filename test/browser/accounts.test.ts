// Site users end to end in Chromium on the demo store: join from the
// member page by signing up with the keyboard only (phone width), axe on
// the access and account pages; the cart seen from another browser after
// signing in there (desktop); sign-out with a forced crumbFail retried
// once; a password reset through the outbox link.
import t from 'tap';
import { islandsReady, startCartSite, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { axeViolations, openAt, tabTo } from './account-helpers.js';

t.setTimeout(240_000);
const site = await startCartSite(t);
const PASSWORD = 'kiln-opening-42';
const ADD = '.product-detail__add .sqs-add-to-cart-button';

t.test('join the members page: sign up with the keyboard only and come back (phone width)', async (t) => {
  const { page, errors } = await openAt(t, site, 'phone');
  const res = await page.goto('/members');
  t.equal(res?.status(), 403);
  t.equal(await page.locator('.vitrine-access h1').textContent(), 'This page available only site members');
  t.same(await axeViolations(page, '.vitrine-access'), [], 'the access page passes axe');
  t.ok(await tabTo(page, 'a.vitrine-join'), 'the join button is reachable by Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/account?join=members&returnTo=/members', { timeout: WAIT_MS });
  await page.locator('.vitrine-account__sign-up').waitFor({ timeout: WAIT_MS });
  t.same(await axeViolations(page, '.vitrine-account'), [], 'the account page passes axe');

  t.ok(await tabTo(page, '.vitrine-account__sign-up input[name="email"]'), 'Tab reaches the sign-up email');
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  t.equal(await textOnceIncludes(page, '.vitrine-account__sign-up [role="alert"]', 'valid'), 'Please enter a valid email');
  await page.locator('.vitrine-account__sign-up input[name="email"]').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('june@example.com');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/members', { timeout: WAIT_MS });
  t.match(await page.locator('main').textContent(), /Members’ corner/, 'back on the page, now a member');
  const info = (await page.context().cookies()).find((c) => c.name === 'SiteUserInfo');
  t.match(decodeURIComponent(info?.value ?? ''), /"authenticated":true/);
  t.same(errors, []);
});

t.test('the cart follows the account to another browser (desktop)', async (t) => {
  const laptop = await openAt(t, site, 'desktop');
  await laptop.page.goto('/shop/stoneware-mug');
  await islandsReady(laptop.page);
  const options = laptop.page.locator('select[data-variant-option-name]');
  for (let i = 0; i < (await options.count()); i++) await options.nth(i).selectOption({ index: 1 });
  await laptop.page.locator(ADD).click();
  await textOnceIncludes(laptop.page, ADD, 'Added!');
  await laptop.page.goto('/account');
  await laptop.page.locator('.vitrine-account__sign-up input[name="email"]').fill('kai@example.com');
  await laptop.page.locator('.vitrine-account__sign-up input[name="password"]').fill(PASSWORD);
  await laptop.page.locator('.vitrine-account__sign-up button[type="submit"]').click();
  t.equal(await textOnceIncludes(laptop.page, '.vitrine-account__who', 'kai@'), 'Signed in as kai@example.com');

  const phone = await openAt(t, site, 'desktop');
  await phone.page.goto('/account');
  await phone.page.locator('.vitrine-account__sign-in input[name="email"]').fill('kai@example.com');
  await phone.page.locator('.vitrine-account__sign-in input[name="password"]').fill(PASSWORD);
  await phone.page.locator('.vitrine-account__sign-in button[type="submit"]').click();
  await textOnceIncludes(phone.page, '.vitrine-account__who', 'kai@');
  await phone.page.goto('/shop');
  await phone.page.locator('.cart-pill').waitFor({ state: 'visible', timeout: WAIT_MS });
  t.equal(await phone.page.locator('.cart-pill__count').textContent(), '1', 'the other browser shows the account’s cart');
  await phone.page.goto('/account');
  t.equal(await until(() => phone.page.locator('.vitrine-account__session').count(), (n) => n === 2), 2, 'two signed-in devices listed');
  t.same(await axeViolations(phone.page, '.vitrine-account'), [], 'the signed-in account page passes axe');

  // The address book, then the laptop signed out from the other browser.
  await phone.page.getByLabel('First name').fill('Kai');
  await phone.page.getByLabel('Last name').fill('Lind');
  await phone.page.getByLabel('Address', { exact: true }).fill('14 Kiln Lane');
  await phone.page.getByLabel('City').fill('Hudson');
  await phone.page.getByLabel('Postal code').fill('12534');
  await phone.page.getByLabel('Country').selectOption('US');
  await phone.page.getByLabel('State or region').selectOption('NY');
  await phone.page.locator('.vitrine-account__address-form button[type="submit"]').click();
  t.equal(await textOnceIncludes(phone.page, '.vitrine-account__address-text', 'Kiln'), 'Kai Lind, 14 Kiln Lane, 12534 Hudson, New York, United States');
  await phone.page.locator('.vitrine-account__session .vitrine-account__revoke').click();
  t.equal(await until(() => phone.page.locator('.vitrine-account__session').count(), (n) => n === 1), 1, 'the other device is signed out');
  await laptop.page.reload();
  await laptop.page.locator('.vitrine-account__sign-in').waitFor({ timeout: WAIT_MS });
});

t.test('sign-out retries once after a crumbFail (and once more for a stale xsrfToken)', async (t) => {
  const { page, errors } = await openAt(t, site, 'desktop');
  await page.goto('/account');
  await page.locator('.vitrine-account__sign-up input[name="email"]').fill('lea@example.com');
  await page.locator('.vitrine-account__sign-up input[name="password"]').fill(PASSWORD);
  await page.locator('.vitrine-account__sign-up button[type="submit"]').click();
  await textOnceIncludes(page, '.vitrine-account__who', 'lea@');
  // A token left from an earlier session in this tab: the client asks for the current one once.
  await page.evaluate(() => sessionStorage.setItem('vitrine.xsrfToken', 'from-an-earlier-session'));
  const answers: string[] = [];
  await page.route('**/api/site-users/account/session?*', async (route) => {
    const request = route.request();
    if (request.method() !== 'DELETE') return route.continue();
    // The first sign-out goes with a stale crumb, as after the crumb cookie expired.
    const headers = answers.length === 0 ? { ...request.headers(), 'x-csrf-token': 'stale-crumb-from-before' } : request.headers();
    const response = await route.fetch({ headers });
    const json = (await response.json()) as { crumbFail?: boolean; code?: string; signedOut?: boolean };
    answers.push(json.crumbFail ? 'crumbFail' : json.code ?? (json.signedOut ? 'signedOut' : '?'));
    await route.fulfill({ response });
  });
  await page.locator('.vitrine-account__sign-out-button').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: WAIT_MS });
  t.same(answers, ['crumbFail', 'XSRF_FAIL', 'signedOut'], 'crumbFail retried once; the stale token replaced once');
  const names = (await page.context().cookies()).map((c) => c.name);
  t.notOk(names.includes('vitrine_session'), 'the session cookie is gone');
  t.notOk(names.includes('SiteUserInfo'), 'the user-info cookie is gone');
  t.same(errors, []);
});

t.test('a password reset through the link in the outbox', async (t) => {
  const { page } = await openAt(t, site, 'desktop');
  await page.goto('/account');
  await page.locator('.vitrine-account__sign-up input[name="email"]').fill('max@example.com');
  await page.locator('.vitrine-account__sign-up input[name="password"]').fill(PASSWORD);
  await page.locator('.vitrine-account__sign-up button[type="submit"]').click();
  await textOnceIncludes(page, '.vitrine-account__who', 'max@');
  const other = await openAt(t, site, 'desktop');
  await other.page.goto('/account');
  await other.page.locator('.vitrine-account__forgot input[name="email"]').fill('max@example.com');
  await other.page.locator('.vitrine-account__forgot button').click();
  t.equal(await textOnceIncludes(other.page, '.vitrine-account__forgot [role="status"]', 'on its way'), 'If an account uses this email, a reset link is on its way.');
  const mails = await site.app.vitrine.session!.mailer.list('max@example.com');
  const path = /\/account\/reset-password\?token=\S+/.exec(mails[0]?.text ?? '')?.[0];
  t.ok(path, 'the outbox holds the link');
  await other.page.goto(path!);
  await other.page.locator('.vitrine-account__reset input[name="password"]').fill('a-brand-new-secret');
  await other.page.locator('.vitrine-account__reset button').click();
  t.equal(await textOnceIncludes(other.page, '[role="status"]', 'password is set'), 'Your password is set. Sign in with it now. Sign in');
  await page.reload();
  await page.locator('.vitrine-account__sign-in').waitFor({ timeout: WAIT_MS });
  t.pass('the first browser was signed out by the reset');
});
