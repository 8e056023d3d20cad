// The render-time budget per tenant (server/render/tenant-budget.ts) shared
// by two servers on one Redis, as two nodes: a tenant that spent its
// minute's budget on one node is refused on the other after a render or
// two there (the time the node takes to hear the shared count), long before
// that node's own bucket would refuse it.
import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { slowRender, testServer } from './helpers.js';
import { redisPrefixFor, REDIS_URL } from '../helpers/redis.js';

t.setTimeout(240_000);
const FRONT_END = '192.0.2.1';
/** Cheap renders the second node may run before it refuses: far fewer than its own bucket allows (100 ms at a millisecond or less each). */
const HEARD_WITHIN = 20;

t.test('two nodes on one Redis hold one render budget per tenant', async (t) => {
  const prefix = await redisPrefixFor(t);
  if (!prefix) return;
  const settings = { trustProxy: [FRONT_END], renderTimeoutMs: 300, maxPartialDepth: 32, maxPartialCalls: 0, renderTenantCpuMsPerMinute: 100, redisUrl: REDIS_URL, redisPrefix: prefix };
  const a = await testServer(settings);
  t.teardown(() => a.close());
  const b = await testServer(settings);
  t.teardown(() => b.close());
  const post = (app: typeof a, tenant: string, payload: object) =>
    app.inject({ method: 'POST', url: '/render', remoteAddress: FRONT_END, headers: { 'x-vitrine-tenant': tenant }, payload });

  t.equal((await post(a, 'burner', slowRender(20))).json().code, 'RENDER_TIMEOUT', 'the burner ran 300 ms on node A, past its 100 ms');
  t.equal((await post(a, 'burner', { template: 'x' })).statusCode, 429, 'node A refuses it');

  let served = 0;
  let refused: Awaited<ReturnType<typeof post>> | undefined;
  while (served < HEARD_WITHIN) {
    const res = await post(b, 'burner', { template: 'x' });
    if (res.statusCode === 429) {
      refused = res;
      break;
    }
    t.equal(res.statusCode, 200);
    served++;
    // Room for the background read of the shared count to answer.
    await sleep(50);
  }
  t.ok(refused, `node B refuses the burner after ${served} cheap render(s) of its own`);
  t.equal(refused?.json().code, 'RENDER_BUDGET_EXCEEDED');
  t.ok(Number(refused?.headers['retry-after']) >= 1 && Number(refused?.headers['retry-after']) <= 60, 'until the shared minute ends');
  t.equal((await post(b, 'other', { template: 'still {x}', json: { x: 'here' } })).statusCode, 200, 'another tenant renders on node B');
});
