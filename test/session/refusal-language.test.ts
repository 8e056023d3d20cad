/**
 * Issue 36: the texts the server makes for a page (a refused paywall add,
 * a refused unlock) read in the page's language: French on French pages.
 */
import t from 'tap';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, PRODUCTS, siteApp } from './helpers.js';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } from '../../server/config.js';

t.setTimeout(180_000);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-refusals-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
const lesson = { id: 'glazing-lesson', urlId: 'glazing-lesson', typeName: 'page', type: 10, title: 'Glazing at home', mainContent: '<p>Lesson one.</p>', paywall: true, memberAreaId: 'studio-club', paywallProductIds: [PRODUCTS.mug.id] };
writeFileSync(join(dir, 'collections', 'glazing-lesson.json'), JSON.stringify(lesson));
writeFileSync(join(dir, 'collections', 'fr-glazing-lesson.json'), JSON.stringify({ ...lesson, id: 'glazing-lesson-fr', title: 'Émailler chez soi', language: 'fr-FR', translationOf: 'glazing-lesson' }));
const { app } = await siteApp(t, { site: { themeDir: DEFAULT_SITE_THEME_DIR, content: dir } });

t.test('the server-made refusals read in the page language: a paywall add and a wrong unlock password', async (t) => {
  const b = await new Browser(app).start();
  const french = await b.request('GET', '/fr/glazing-lesson?error=CRUMB_FAIL');
  t.match(french.body, /<p class="vitrine-paywall-error" role="alert"><strong>Impossible d’ajouter l’article<\/strong> Votre session a expiré\. Rechargez la page et réessayez\.<\/p>/);
  t.match((await b.request('GET', '/fr/glazing-lesson?error=ITEM_NOT_FOR_SALE')).body, /<strong>Impossible d’ajouter l’article<\/strong> Désolé, cet article ne peut pas être ajouté au panier\./);
  t.match((await b.request('GET', '/glazing-lesson?error=ITEM_NOT_FOR_SALE')).body, /<strong>Unable to Add Item<\/strong> Sorry, that item cannot be added to the cart\./, 'English on English pages');
  const lock = await b.request('GET', '/fr/private-sale');
  t.equal(lock.statusCode, 403);
  const target = /name="target" value="([^"]+)"/.exec(lock.body)![1]!;
  const wrong = await b.form('/api/site/unlock', { crumb: b.cookies.crumb!, target, returnTo: '/fr/private-sale', password: 'nope' });
  t.equal(wrong.statusCode, 403);
  t.match(wrong.body, /role="alert">Ce mot de passe n’est pas correct\. Veuillez réessayer\.</);
  const english = await b.form('/api/site/unlock', { crumb: b.cookies.crumb!, target: /name="target" value="([^"]+)"/.exec((await b.request('GET', '/private-sale')).body)![1]!, returnTo: '/private-sale', password: 'nope' });
  t.match(english.body, /role="alert">That password is not correct\. Please try again\.</);
  const expired = await b.form('/api/site/unlock', { crumb: 'not-a-crumb', target, returnTo: '/fr/private-sale', password: 'nope' });
  t.match(expired.body, /role="alert">Votre session a expiré\. Rechargez la page et réessayez\.</);
});
