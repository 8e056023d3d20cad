/**
 * Render tenants (issue 43): callers behind one front-end are told apart by
 * the X-Vitrine-Tenant a trusted caller (or a render key) gives; anyone else
 * is the tenant of its address and cannot choose a name. Each tenant has its
 * own place in the pool, its own rate-limit count and its own render time.
 */
import t from 'tap';
import { slowRender, testServer } from './helpers.js';
import { TENANT_NAME_MAX_CHARS } from '../../server/render/tenant-name.js';

t.setTimeout(180_000);

/** The hosting front-end's address, in a trusted range. */
const FRONT_END = '192.0.2.1';
const TRUSTED_RANGE = '192.0.2.0/24';
const KEY_A = 'a'.repeat(40);

t.test('two tenants from one trusted address: a burner does not hold up the other tenant', async (t) => {
  // One worker and one spare, one render per tenant at a time (the defaults' shape on a 2-core machine, smaller).
  const app = await testServer({ trustProxy: [FRONT_END], renderTimeoutMs: 1500, maxPartialDepth: 32, maxPartialCalls: 0, renderClientConcurrency: 1, renderSpareWorkers: 1 });
  t.teardown(() => app.close());
  // The spare loads after start-up: wait for it (a condition, not a time).
  while (app.vitrine.render.pool.readyWorkers < 2) await new Promise((r) => setTimeout(r, 20));
  const order: string[] = [];
  const post = (name: string, tenant: string, payload: object) =>
    app.inject({ method: 'POST', url: '/render', remoteAddress: FRONT_END, headers: { 'x-vitrine-tenant': tenant }, payload }).then((res) => {
      order.push(name);
      return res;
    });
  const burner = slowRender(20); // runs into the 1.5 s timeout
  const h1 = post('hostile 1', 'hostile-site', burner);
  const h2 = post('hostile 2', 'hostile-site', { ...burner, template: `${burner.template} ` });
  const benign = await post('benign', 'benign-site', { template: 'hello {x}', json: { x: 'there' } });
  t.equal(benign.statusCode, 200);
  t.equal(benign.json().html, 'hello there');
  t.same(order, ['benign'], "the benign tenant's render was answered while the hostile tenant's were still running or waiting");
  const [r1, r2] = await Promise.all([h1, h2]);
  t.equal(r1.json().code, 'RENDER_TIMEOUT');
  t.equal(r2.json().code, 'RENDER_TIMEOUT');
  t.same(order, ['benign', 'hostile 1', 'hostile 2'], "the hostile tenant's second burner waited for its first");
});

t.test('tenants: named by trusted callers and render keys, ignored from anyone else', async (t) => {
  const app = await testServer({
    trustProxy: [TRUSTED_RANGE],
    renderRateLimit: { max: 2, windowMs: 600_000 },
    renderTenantKeys: new Map([[KEY_A, 'shop-a']]),
  });
  t.teardown(() => app.close());
  const post = (from: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/render', remoteAddress: from, headers, payload: { template: 'x' } });
  const status = async (from: string, headers: Record<string, string> = {}) => (await post(from, headers)).statusCode;

  t.test('a trusted caller: one rate-limit count per tenant it names', async (t) => {
    t.equal(await status(FRONT_END, { 'x-vitrine-tenant': 'site-1' }), 200);
    t.equal(await status(FRONT_END, { 'x-vitrine-tenant': 'site-1' }), 200);
    const limited = await post(FRONT_END, { 'x-vitrine-tenant': 'site-1' });
    t.equal(limited.statusCode, 429);
    t.match(limited.json(), { code: 'RATE_LIMITED' });
    t.equal(await status(FRONT_END, { 'x-vitrine-tenant': 'site-2' }), 200, 'another tenant from the same address has its own count');
    t.equal(await status(FRONT_END), 200, 'and the front-end without a name is the tenant of its address');
  });

  t.test("an untrusted caller's tenant header is ignored: it stays the tenant of its address", async (t) => {
    const stranger = '198.51.100.7';
    t.equal(await status(stranger, { 'x-vitrine-tenant': 'site-3' }), 200);
    t.equal(await status(stranger, { 'x-vitrine-tenant': 'site-4' }), 200);
    t.equal(await status(stranger, { 'x-vitrine-tenant': 'site-5' }), 429, 'a fresh name does not buy a fresh count');
    t.equal(await status(FRONT_END, { 'x-vitrine-tenant': 'site-3' }), 200, "nor was it charged to the tenant it named");
    t.equal(await status('198.51.100.8', { 'x-vitrine-tenant': 'not a name!' }), 200, 'a bad name from an untrusted caller is not even read');
  });

  t.test('a bad tenant name from a trusted caller is a clear 400', async (t) => {
    // Refused requests count against the address: each from another address of the trusted range.
    let host = 10;
    const trusted = () => `192.0.2.${host++}`;
    const bad = await post(trusted(), { 'x-vitrine-tenant': 'shop a' });
    t.equal(bad.statusCode, 400);
    t.same(bad.json(), {
      statusCode: 400,
      code: 'INVALID_TENANT',
      error: 'Bad Request',
      message: `X-Vitrine-Tenant must be one name of 1 to ${TENANT_NAME_MAX_CHARS} letters, digits, dots, hyphens or underscores, starting with a letter or digit, got "shop a"`,
    });
    const long = 'x'.repeat(TENANT_NAME_MAX_CHARS + 1);
    t.equal(await status(trusted(), { 'x-vitrine-tenant': long.slice(1) }), 200, `${TENANT_NAME_MAX_CHARS} characters are a name`);
    t.match((await post(trusted(), { 'x-vitrine-tenant': long })).json(), { statusCode: 400, code: 'INVALID_TENANT' }, `${TENANT_NAME_MAX_CHARS + 1} are not`);
    t.match((await post(trusted(), { 'x-vitrine-tenant': '' })).json(), { code: 'INVALID_TENANT' }, 'nor is an empty one');
    t.match((await post(trusted(), { 'x-vitrine-tenant': '-site' })).json(), { code: 'INVALID_TENANT' });
    t.match((await post(trusted(), { 'x-vitrine-tenant': 'caf\u00e9' })).json(), { code: 'INVALID_TENANT' }, 'nor one of other letters');
    const huge = await post(trusted(), { 'x-vitrine-tenant': 'y'.repeat(5000) });
    t.match(huge.json(), { code: 'INVALID_TENANT', message: /… \(5000 characters\)$/ }, 'a long value is quoted cut short');
    t.ok(huge.json().message.length < 400);
    const unread = await app.inject({ method: 'POST', url: '/render', remoteAddress: trusted(), headers: { 'x-vitrine-tenant': 'shop a', 'content-type': 'application/json' }, payload: '{not json' });
    t.equal(unread.json().code, 'INVALID_TENANT', 'answered before the body is read');
  });

  t.test('a render key names its tenant from any address', async (t) => {
    const caller = '203.0.113.50';
    const bearer = { authorization: `Bearer ${KEY_A}` };
    t.equal(await status(caller, bearer), 200);
    t.equal(await status(FRONT_END, { 'x-vitrine-tenant': 'shop-a' }), 200, 'the same tenant as the front-end naming shop-a');
    t.equal(await status(caller, { ...bearer, 'x-vitrine-tenant': 'shop-a' }), 429, 'whose count is now used up');
    const mismatch = await post(caller, { ...bearer, 'x-vitrine-tenant': 'shop-b' });
    t.equal(mismatch.statusCode, 403);
    t.same(mismatch.json(), { statusCode: 403, code: 'TENANT_MISMATCH', error: 'Forbidden', message: 'The render key belongs to another tenant than X-Vitrine-Tenant "shop-b"' });
    const unknown = await post(caller, { authorization: `Bearer ${'b'.repeat(40)}` });
    t.equal(unknown.statusCode, 401);
    t.equal(unknown.headers['www-authenticate'], 'Bearer');
    t.same(unknown.json(), { statusCode: 401, code: 'UNKNOWN_RENDER_KEY', error: 'Unauthorized', message: 'The render key (Authorization: Bearer) is not one of VITRINE_RENDER_TENANT_KEYS' });
    t.equal(await status('203.0.113.51', { authorization: 'Basic dXNlcjpwYXNz' }), 200, 'another kind of authorization is not a render key');
  });
});

t.test("past its render time per minute a tenant gets 429 with Retry-After; other tenants render", async (t) => {
  const app = await testServer({ trustProxy: [FRONT_END], renderTimeoutMs: 300, maxPartialDepth: 32, maxPartialCalls: 0, renderTenantCpuMsPerMinute: 100 });
  t.teardown(() => app.close());
  const post = (tenant: string, payload: object) =>
    app.inject({ method: 'POST', url: '/render', remoteAddress: FRONT_END, headers: { 'x-vitrine-tenant': tenant }, payload });
  t.equal((await post('burner', slowRender(20))).json().code, 'RENDER_TIMEOUT', 'the burner ran 300 ms, past its 100 ms');
  const refused = await post('burner', { template: 'x' });
  t.equal(refused.statusCode, 429);
  const retryAfter = Number(refused.headers['retry-after']);
  t.ok(Number.isInteger(retryAfter) && retryAfter >= 100, `Retry-After ${refused.headers['retry-after']} s: at least the 200 ms over, refilled at 100 ms a minute`);
  t.same(refused.json(), {
    statusCode: 429,
    code: 'RENDER_BUDGET_EXCEEDED',
    error: 'Too Many Requests',
    message: `This tenant has used its 100 ms of render time per minute; try again in ${retryAfter} s`,
  });
  const other = await post('other', { template: 'still {x}', json: { x: 'here' } });
  t.equal(other.statusCode, 200);
  t.equal(other.json().html, 'still here');
});
