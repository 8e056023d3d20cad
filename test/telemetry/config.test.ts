// Telemetry's configuration and the page cache's view of the telemetry cookies.
import t from 'tap';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { ConfigError, loadConfig } from '../../server/config.js';
import { anonymousCookies } from '../../server/site-http/site-routes.js';
import { TELEMETRY_COOKIES } from '../../server/telemetry/cookie-names.js';
import { CENSUS_COOKIES } from '../../client/tracking/visitor-cookies.js';
import { ANALYTICS_COOKIE } from '../../client/tracking/analytics-session.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
};

t.test('defaults: telemetry on, no dashboard without a token', async (t) => {
  const c = loadConfig({});
  t.match(c.telemetry, { rateLimitMax: 120, rateLimitWindowMs: 60_000, retentionDays: 90, rollupDays: 30, ownerToken: null });
  t.equal(loadConfig({ VITRINE_TELEMETRY_ROLLUP_DAYS: '7' }).telemetry!.rollupDays, 7, 'raw events rolled up after a week');
  t.equal(loadConfig({ VITRINE_TELEMETRY: 'off' }).telemetry, null);
  t.equal(loadConfig({ VITRINE_OWNER_TOKEN: 'x'.repeat(24) }).telemetry!.ownerToken, 'x'.repeat(24));
  t.equal(loadConfig({ VITRINE_TELEMETRY_RETENTION_DAYS: '7' }).telemetry!.retentionDays, 7);
});

t.test('bad values are named', async (t) => {
  t.same(problems({ VITRINE_OWNER_TOKEN: 'short' }), ['VITRINE_OWNER_TOKEN must be at least 24 characters long']);
  t.same(problems({ VITRINE_TELEMETRY: 'maybe' }), ['VITRINE_TELEMETRY must be on or off, got "maybe"']);
  t.same(problems({ VITRINE_TELEMETRY_RETENTION_DAYS: '0' }), ['VITRINE_TELEMETRY_RETENTION_DAYS must be an integer from 1 to 3650, got "0"']);
});

t.test('the telemetry cookies keep a page anonymous; others do not', async (t) => {
  // The cookie parser the page cache uses is ready once @fastify/cookie is registered (as in the server).
  const app = Fastify();
  await app.register(cookie);
  await app.ready();
  t.teardown(() => app.close());
  t.same([...TELEMETRY_COOKIES].sort(), [...CENSUS_COOKIES, ANALYTICS_COOKIE].sort(), 'the server knows every cookie the client sets');
  t.ok(anonymousCookies('crumb=abc; ss_cvr=a|1|2|3|4; ss_cvt=5; vitrine_aid=x'));
  t.notOk(anonymousCookies('ss_cvr=a|1|2|3|4; CART=abc'));
});
