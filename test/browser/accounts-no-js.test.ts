// Site users without JavaScript in Chromium (javaScriptEnabled: false):
// join the members page by signing up through the plain form (a wrong
// email first, shown with its text), sign out, fail a sign-in and see
// why, then sign in. Every step is a real form post answered by a 303.
import t from 'tap';
import { startCartSite, WAIT_MS } from './cart-helpers.js';
import { VIEWPORTS } from './account-helpers.js';

t.setTimeout(180_000);
const site = await startCartSite(t);
const PASSWORD = 'kiln-opening-42';

t.test('sign up, sign out and sign in with scripts off', async (t) => {
  const context = await site.browser.newContext({ baseURL: site.base, viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const posts: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST') posts.push(r.status());
  });

  t.equal((await page.goto('/members'))?.status(), 403);
  await page.locator('a.vitrine-join').click();
  await page.waitForURL('**/account?join=members&returnTo=/members', { timeout: WAIT_MS });
  const signUp = page.locator('.vitrine-account-plain__sign-up');
  t.equal(await signUp.locator('h2').textContent(), 'Create an account', 'the plain form shows without scripts');

  await signUp.getByLabel('Email').fill('not-an-email');
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.searchParams.get('error') === 'EMAIL_INVALID', { timeout: WAIT_MS });
  t.equal(await signUp.getByRole('alert').textContent(), 'Please enter a valid email', 'the SPEC’s text, on the page');
  t.equal(await signUp.getByLabel('Email').getAttribute('aria-invalid'), 'true');

  await signUp.getByLabel('Email').fill('nojs@example.com');
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/members', { timeout: WAIT_MS });
  t.match(await page.locator('main').textContent(), /Members’ corner/, 'back on the page, now a member');
  const info = (await context.cookies()).find((c) => c.name === 'SiteUserInfo');
  t.match(decodeURIComponent(info?.value ?? ''), /"authenticated":true/);

  await page.goto('/account');
  t.equal(await page.locator('.vitrine-account-plain__who').textContent(), 'Signed in as nojs@example.com');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: WAIT_MS });
  t.notOk((await context.cookies()).some((c) => c.name === 'vitrine_session'), 'signed out: the session cookie is gone');
  t.equal((await page.goto('/members'))?.status(), 403);

  await page.goto('/account');
  const signIn = page.locator('.vitrine-account-plain__sign-in');
  await signIn.getByLabel('Email').fill('nojs@example.com');
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.searchParams.get('error') === 'BAD_CREDENTIALS', { timeout: WAIT_MS });
  t.equal(await signIn.getByRole('alert').textContent(), 'That email and password do not match an account.');
  await signIn.getByLabel('Email').fill('nojs@example.com');
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/account' && url.search === '', { timeout: WAIT_MS });
  t.equal(await page.locator('.vitrine-account-plain__who').textContent(), 'Signed in as nojs@example.com');
  t.equal((await page.goto('/members'))?.status(), 200, 'a member again');
  t.same(posts, [303, 303, 303, 303, 303], 'every form post answered by a redirect');
});
