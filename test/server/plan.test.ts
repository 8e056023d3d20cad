// The site's plan (editor/plan.ts, server/plan-config.ts, server/plan-routes.ts):
// capabilities 1 to 70 and integration sources 1 to 82 as numbers, the plan
// from VITRINE_PLAN or VITRINE_PLAN_CAPABILITIES (bad values refused at
// start), the owner's plan API, and the billing pages leading to the plan screen.
import t from 'tap';
import { ConfigError, defaultConfig, loadConfig } from '../../server/config.js';
import { isIntegrationSource, isPlanCapability, NAMED_CAPABILITIES, PLAN_CAPABILITY_MAX } from '../../editor/plan.js';
import { Browser, OWNER_EMAIL, siteApp } from '../session/helpers.js';

const TOKEN = 'owner-token-for-the-plan-tests-0123456789';

t.test('the numbers of the SPEC', async (t) => {
  t.ok(isPlanCapability(1));
  t.ok(isPlanCapability(70));
  t.notOk(isPlanCapability(71));
  t.notOk(isPlanCapability(0));
  t.notOk(isPlanCapability(1.5));
  t.ok(isIntegrationSource(82));
  t.notOk(isIntegrationSource(83));
  t.equal(Object.keys(NAMED_CAPABILITIES).length, 8, 'the capabilities the SPEC names');
});

t.test('the plan from the environment', async (t) => {
  t.match(defaultConfig().plan, { id: 'commerce-advanced', name: 'Commerce Advanced' });
  t.equal(defaultConfig().plan.capabilities.length, PLAN_CAPABILITY_MAX, 'the default plan has every capability');
  t.same(loadConfig({ VITRINE_PLAN: 'business' }).plan, { id: 'business', name: 'Business', capabilities: [1, 2] });
  t.same(loadConfig({ VITRINE_PLAN: 'personal', VITRINE_PLAN_CAPABILITIES: '3, 1,3' }).plan, { id: 'custom', name: 'Personal', capabilities: [1, 3] });
  t.throws(() => loadConfig({ VITRINE_PLAN: 'gold' }), ConfigError);
  t.throws(() => loadConfig({ VITRINE_PLAN_CAPABILITIES: '1,71' }), /VITRINE_PLAN_CAPABILITIES must list numbers from 1 to 70/);
});

t.test('the owner reads the plan; the billing pages lead to the plan screen', async (t) => {
  const config = defaultConfig();
  const { app } = await siteApp(t, { plan: { id: 'business', name: 'Business', capabilities: [1, 2] }, forms: { ...config.forms, ownerToken: TOKEN } });
  let res = await app.inject({ url: '/api/owner/plan' });
  t.equal(res.statusCode, 401);
  res = await app.inject({ url: '/api/owner/plan', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(res.statusCode, 200);
  const body = res.json() as { plan: { name: string }; capabilities: { id: number; name: string | null; enabled: boolean }[]; integrationSources: { min: number; max: number } };
  t.equal(body.plan.name, 'Business');
  t.equal(body.capabilities.length, 70);
  t.same(body.capabilities[0], { id: 1, name: 'commerce', enabled: true });
  t.same(body.capabilities[2], { id: 3, name: 'subscriptions', enabled: false });
  t.same(body.capabilities[69], { id: 70, name: null, enabled: false });
  t.same(body.integrationSources, { min: 1, max: 82 });
  const visitor = await new Browser(app).start();
  await visitor.signUp('someone@example.com', 'correct horse battery');
  t.equal((await visitor.request('GET', '/api/owner/plan')).statusCode, 403, 'a site user who is no owner');
  const owner = await new Browser(app).start();
  await owner.signUp(OWNER_EMAIL, 'correct horse battery');
  t.equal((await owner.request('GET', '/api/owner/plan')).statusCode, 200, 'the signed-in owner');
  for (const path of ['/settings/billing/upgrade', '/settings/billing/subscriptions/website']) {
    res = await app.inject({ url: path });
    t.equal(res.statusCode, 302, path);
    t.equal(res.headers.location, '/config/settings/plan');
  }
});
