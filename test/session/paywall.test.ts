// A paywalled page (107): its own text and sign-in link; neither signing
// in nor joining opens it; a one-off purchase (granted by checkout through
// grantForOrder) or a membership of its area does.
import t from 'tap';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, PRODUCTS, siteApp } from './helpers.js';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } from '../../server/config.js';
import { paywallAccessId } from '../../server/site/routing/access.js';

t.setTimeout(180_000);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-paywall-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
const lesson = {
  id: 'glazing-lesson',
  urlId: 'glazing-lesson',
  typeName: 'page',
  type: 10,
  title: 'Glazing at home',
  mainContent: '<p>Lesson one: dipping and pouring.</p>',
  paywall: true,
  memberAreaId: 'studio-club',
  paywallProductIds: [PRODUCTS.mug.id],
};
writeFileSync(join(dir, 'collections', 'glazing-lesson.json'), JSON.stringify(lesson));
const { app, session } = await siteApp(t, { site: { themeDir: DEFAULT_SITE_THEME_DIR, content: dir } });
const PASSWORD = 'kiln-opening-42';

t.test('the paywall page and what unlocks it', async (t) => {
  const visitor = await new Browser(app).start();
  const denied = await visitor.request('GET', '/glazing-lesson');
  t.equal(denied.statusCode, 403);
  t.match(denied.body, /data-page-type="107"/);
  t.match(denied.body, /<h1>Get access to see this page<\/h1><a class="vitrine-paywall-sign-in[^"]*" href="\/account\?returnTo=\/glazing-lesson">Already have access\? Sign in<\/a>/);
  t.notMatch(denied.body, /This page available only site members/, 'not the members text');
  t.notMatch(denied.body, /dipping and pouring/);

  const buyer = await new Browser(app).start();
  const made = (await buyer.signUp('buyer@example.com', PASSWORD, { memberAreaId: 'studio-club' })).json();
  t.same(made.account.memberAreas, [], 'a paid area cannot be joined for free');
  t.equal((await buyer.request('GET', '/glazing-lesson')).statusCode, 403, 'signed in is not enough');
  t.equal((await buyer.request('POST', '/api/site-users/account/member-areas', { memberAreaId: 'glazing-lesson' })).json().code, 'FORBIDDEN');

  t.same(await session.accounts.grantForOrder(made.account.id, [PRODUCTS.spoon.id]), [], 'an order of other products grants nothing');
  t.same(await session.accounts.grantForOrder(made.account.id, [PRODUCTS.mug.id]), [paywallAccessId(lesson)]);
  const open = await buyer.request('GET', '/glazing-lesson');
  t.equal(open.statusCode, 200);
  t.match(open.body, /dipping and pouring/);

  const member = await new Browser(app).start();
  const m = (await member.signUp('club@example.com', PASSWORD)).json();
  await session.accounts.store.change((tx) => tx.insertInto('site_memberships').values({ user_id: m.account.id, member_area_id: 'studio-club', source: 'grant', created_at: new Date().toISOString() }).execute());
  t.equal((await member.request('GET', '/glazing-lesson')).statusCode, 200, 'a member of its area gets in');
});
