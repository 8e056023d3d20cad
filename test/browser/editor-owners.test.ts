// The editor's owners in Chromium on the demo store: an administrator
// grants the website manager role to a second account on the Permissions
// screen; the manager signs in at /config, sees only the screens the role
// may change and is refused the rest by the API; a shopper never gets the
// app. An owner removes a product (after the confirm dialog) that a
// shopper has in their cart, which the cart then no longer holds. A French
// owner gets the editor in French (screens, checks while typing, the API's
// messages), and the language switch brings English back.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { islandsReady, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite } from './owner-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;
const ADD = '.product-detail__add .sqs-add-to-cart-button';
const MANAGER = { email: 'manager@hearthandclay.com', password: 'glaze-firing-77' };
const SHOPPER = { email: 'shopper@example.com', password: 'teapot-spout-31' };

const { base } = await startOwnerSite(t, 'editor-owners');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

/** A new account made through the site-user API (as the site's own sign-up form does), in a browser of its own. */
async function signUp(t: Test, who: { email: string; password: string }): Promise<Page> {
  const { page } = await editorPage(t, browser, base);
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const made = await page.request.post('/api/site-users/account', { data: who, headers: { 'x-csrf-token': crumb } });
  if (made.status() !== 201 && made.status() !== 409) throw new Error(`sign-up failed: ${await made.text()}`);
  return page;
}

/** Signs in at /config's form in `page` and waits for the app. */
async function signInAtConfig(page: Page, who: { email: string; password: string }, labels = { email: 'Email', password: 'Password', signIn: 'Sign in', pages: 'Pages' }): Promise<void> {
  await page.goto('/config');
  await page.getByLabel(labels.email).fill(who.email);
  await page.getByLabel(labels.password).fill(who.password);
  await page.getByRole('button', { name: labels.signIn }).click();
  await page.getByRole('heading', { name: labels.pages, exact: true, level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
}

/** A change sent from the app's page as the app sends it (crumb and xsrfToken): the server's answer, status and code. */
async function changeFromPage(page: Page, method: string, url: string, payload: unknown): Promise<[number, string]> {
  return page.evaluate(
    async ({ method, url, payload }) => {
      const crumb = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('crumb='))!.slice(6));
      const { xsrfToken } = (await (await fetch('/api/site-users/account')).json()) as { xsrfToken: string };
      const res = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, 'x-xsrf-token': xsrfToken }, body: JSON.stringify(payload) });
      return [res.status, ((await res.json()) as { code: string }).code] as [number, string];
    },
    { method, url, payload },
  );
}

/** The admin navigation's links, in order (groups and their screens). */
const navButtons = (page: Page) => page.locator('nav.adm-nav a').allTextContents();
const COMMON = ['Pages', 'Design', 'Colours', 'Fonts, buttons and animations', 'Products', 'Videos and lessons', 'Tags and categories', 'Orders', 'Customers', 'Subscriptions', 'Discounts', 'Gift cards', 'Submissions', 'Form submissions', 'Restock waiting lists', 'Mailing lists', 'Comments', 'Reviews', 'Donations', 'Analytics', 'Settings', 'Header and footer', 'Navigation', 'Sections', 'Shipping', 'Taxes', 'Time zone'];

t.test('an administrator grants the website manager role; the manager sees only the allowed screens; a shopper never gets /config', async (t) => {
  await signUp(t, SITE_OWNER);
  const { page: admin, errors } = await editorPage(t, browser, base);
  await signInAtConfig(admin, SITE_OWNER);
  t.same(await navButtons(admin), [...COMMON, 'Commerce preferences', 'Mail', 'Languages', 'Permissions', 'Plan'], 'an administrator has every screen');

  await signUp(t, MANAGER);
  await admin.getByRole('link', { name: 'Permissions' }).click();
  await admin.getByRole('heading', { name: 'Permissions', level: 1 }).waitFor({ timeout: WAIT_MS });
  await admin.getByLabel('Email of their account on the site').fill('stranger@example.com');
  await admin.getByRole('button', { name: 'Grant role' }).click();
  t.equal(await textOnceIncludes(admin, '#permissions-heading ~ [role="alert"]', 'No account'), 'No account uses this email. Ask them to create an account on the site first.', "the server's refusal is shown");
  await admin.getByLabel('Email of their account on the site').fill(MANAGER.email);
  t.equal(await admin.getByLabel('Role').inputValue(), 'WEBSITE_MANAGER', 'website manager is offered first');
  await admin.getByRole('button', { name: 'Grant role' }).click();
  t.equal(await textOnceIncludes(admin, '#permissions-status', MANAGER.email), `${MANAGER.email} is now: Website manager`);
  const contributors = admin.locator('.vitrine-editor-contributors li');
  t.same(await until(() => contributors.allTextContents(), (l) => l.length === 2), [`${MANAGER.email} · Website manager Revoke`, `${SITE_OWNER.email} · Administrator (you)`]);

  // The manager, in another browser.
  const { page: managerPage } = await editorPage(t, browser, base);
  await signInAtConfig(managerPage, MANAGER);
  t.same(await navButtons(managerPage), [...COMMON, 'Mail', 'Plan'], 'a website manager sees only the screens the role may change or read (the plan, mail and, without the money grant, prices read only)');
  await managerPage.getByRole('link', { name: 'Products', exact: true }).click();
  await managerPage.getByRole('heading', { name: 'Store', exact: true }).waitFor({ timeout: WAIT_MS });
  await managerPage.locator('.vitrine-editor-stores').waitFor({ timeout: WAIT_MS });
  t.equal(await managerPage.getByRole('button', { name: 'Set up store' }).count(), 0, 'the products, without the store setup form');
  for (const [method, url, payload] of [
    ['PUT', '/api/v1/commerce-preferences/store', { a: 1 }],
    ['PUT', '/api/multilingual/languages', { languages: [{ languageTag: 'en-US', displayName: 'English', pathPrefix: '', default: true }] }],
    ['PUT', '/api/editor/permissions', { email: SITE_OWNER.email, role: 'WEBSITE_MANAGER' }],
    ['POST', '/api/content-service/product/1.1/websites/site-hearth-and-clay/products', { title: 'Shop two' }],
  ] as const) t.same(await changeFromPage(managerPage, method, url, payload), [403, 'ADMIN_ONLY'], `${method} ${url} is refused`);
  t.same(await changeFromPage(managerPage, 'POST', '/api/editor/pages', { title: 'Manager notes' }), [201, undefined], 'and a page is made');

  // A shopper: the sign-in page, never the app.
  await signUp(t, SHOPPER);
  const { page: shopper } = await editorPage(t, browser, base);
  const loaded: string[] = [];
  shopper.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  const config = await shopper.goto('/config');
  t.equal(config?.status(), 401);
  await shopper.getByLabel('Email').fill(SHOPPER.email);
  await shopper.getByLabel('Password').fill(SHOPPER.password);
  await shopper.getByRole('button', { name: 'Sign in' }).click();
  t.equal(await textOnceIncludes(shopper, '#config-denied', 'Only'), 'Only the site owner can do that.', 'signed in, still no app');
  t.equal(await shopper.locator('#vitrine-editor').count(), 0);
  t.notOk(loaded.includes('/config/editor.js'), 'the app script is never loaded');
  t.equal((await shopper.request.get('/config/editor.js')).status(), 403);

  // Revoked after the confirm dialog: the manager's next page is the sign-in page.
  await admin.getByRole('button', { name: `Revoke ${MANAGER.email}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Revoke this role?' });
  await dialog.waitFor({ timeout: WAIT_MS });
  t.equal(await dialog.locator('p').textContent(), `${MANAGER.email} will no longer be able to use the editor.`);
  await dialog.getByRole('button', { name: 'Revoke role' }).click();
  t.equal(await textOnceIncludes(admin, '#permissions-status', 'no longer'), `${MANAGER.email} no longer has a role`);
  t.equal((await managerPage.goto('/config'))?.status(), 403, 'the revoked manager gets the sign-in page');
  t.same(errors, [], 'no page errors in the editor');
});

t.test('an owner removes a product after the confirm dialog; the shopper’s cart no longer holds it', async (t) => {
  const { page: admin, errors } = await editorPage(t, browser, base);
  await signInAtConfig(admin, SITE_OWNER);
  await admin.getByRole('link', { name: 'Products', exact: true }).click();
  await admin.getByRole('button', { name: 'Products: Shop' }).click();
  await admin.getByRole('heading', { name: 'Products: Shop' }).waitFor({ timeout: WAIT_MS });
  await admin.locator('.vitrine-editor-products').waitFor({ timeout: WAIT_MS });
  t.equal(await admin.getByRole('button', { name: 'Remove Stoneware Mug' }).count(), 0, "the fixture's products cannot be removed here");
  await admin.getByLabel('Product title', { exact: true }).fill('Ember Vase');
  await admin.getByLabel('Variant 1: SKU').fill('EMBER-1');
  await admin.getByLabel('Variant 1: Price').fill('64');
  await admin.getByLabel('Variant 1: Stock').fill('4');
  await admin.getByRole('button', { name: 'Add product' }).click();
  t.equal(await textOnceIncludes(admin, '#product-status', 'Product added'), 'Product added');

  const { page: shopper } = await editorPage(t, browser, base);
  await shopper.goto('/shop/ember-vase');
  await islandsReady(shopper);
  await shopper.locator(ADD).click();
  t.equal(await textOnceIncludes(shopper, ADD, 'Added!'), 'Added!', 'the shopper puts it in the cart');
  await shopper.goto('/cart');
  t.match(await shopper.locator('main').textContent(), 'Ember Vase');

  await admin.getByRole('button', { name: 'Remove Ember Vase' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Remove this product?' });
  await dialog.waitFor({ timeout: WAIT_MS });
  t.equal(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement), true, 'focus starts on Cancel');
  await admin.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  t.equal(await admin.getByRole('button', { name: 'Remove Ember Vase' }).count(), 1, 'Escape cancels: the product stays');
  await admin.getByRole('button', { name: 'Remove Ember Vase' }).click();
  await dialog.getByRole('button', { name: 'Remove product' }).click();
  t.equal(await textOnceIncludes(admin, '#products-status', 'Removed'), 'Removed “Ember Vase”');
  t.equal(await admin.getByRole('link', { name: 'Ember Vase' }).count(), 0, 'gone from the list');

  await shopper.goto('/cart');
  t.equal(await textOnceIncludes(shopper, '.vitrine-cart-empty', 'nothing'), 'You have nothing in your shopping cart.', 'the cart no longer holds it (the SPEC has no text for a removed item: it is simply gone)');
  t.equal((await shopper.goto('/shop/ember-vase'))?.status(), 404, 'its page is gone');
  t.same(errors, [], 'no page errors in the editor');
});

t.test('a French owner gets the editor in French; the switch brings English back', async (t) => {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAtConfig(page, SITE_OWNER, { email: 'E-mail', password: 'Mot de passe', signIn: 'Se connecter', pages: 'Pages' });
  t.equal(await page.locator('.adm-sidebar__title').textContent(), 'Administration du site');
  t.same(await navButtons(page), [
    'Pages', 'Apparence', 'Couleurs', 'Polices, boutons et animations', 'Produits', 'Vidéos et leçons', 'Mots-clés et catégories', 'Commandes', 'Clients', 'Abonnements', 'Réductions', 'Cartes cadeaux', 'Envois', 'Envois de formulaires',
    'Listes d’attente de réassort', 'Listes de diffusion', 'Commentaires', 'Avis', 'Dons', 'Statistiques', 'Réglages', 'En-tête et pied de page', 'Navigation', 'Sections', 'Livraison', 'Taxes', 'Fuseau horaire', 'Préférences de la boutique', 'E-mails', 'Langues', 'Autorisations',
    'Forfait',
  ]);
  t.equal(await page.getByRole('button', { name: 'Créer la page' }).count(), 1);

  await page.getByRole('link', { name: 'Couleurs' }).click();
  const accent = page.getByRole('textbox', { name: 'Accent Color', exact: true });
  await accent.waitFor({ timeout: WAIT_MS });
  await accent.fill('hsl(400, 2, 0.5)');
  t.same(await page.locator('#colour-accent-color-messages li').allTextContents(), ['Teinte hors limites.', 'Saturation hors limites.'], 'the checks while typing are French');
  await accent.fill('rgb(1, 2, 3, 0.5)');
  t.same(await page.locator('#colour-accent-color-messages li').allTextContents(), ['rgb(1, 2, 3, 0.5) ne fait pas partie des options attendues'], 'with the value carried into the French text');

  await page.getByRole('link', { name: 'Autorisations' }).click();
  await page.getByLabel('E-mail de son compte sur le site').fill('stranger@example.com');
  await page.getByRole('button', { name: 'Attribuer le rôle' }).click();
  t.equal(
    await textOnceIncludes(page, '#permissions-heading ~ [role="alert"]', 'Aucun'),
    'Aucun compte n’utilise cet e-mail. Demandez d’abord à la personne de créer un compte sur le site.',
    "the API's message is French",
  );

  await Promise.all([page.waitForEvent('load'), page.getByLabel('Langue de l’éditeur').selectOption('en')]);
  // The app reloads at the screen it was on.
  await page.getByRole('heading', { name: 'Permissions', exact: true, level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
  t.equal(await page.locator('.adm-sidebar__title').textContent(), 'Site admin', 'the switch keeps English over the browser’s French');
  t.equal(await page.getByRole('link', { name: 'Colours', exact: true }).count(), 1);
  t.same(errors, [], 'no page errors');
});
