// The editor's commerce preferences (SPEC sections 5, 7, 8): websiteId
// dropped from answers, a save with no changed value skipped, failures
// reported and rethrown.
import t from 'tap';
import { Preferences, type Prefs } from '../../client/editor/preferences.js';

function fakeApi(answers: { get?: Prefs | Error; put?: Prefs | Error }) {
  const calls: string[] = [];
  const answer = (a: Prefs | Error | undefined) => (a instanceof Error ? Promise.reject(a) : Promise.resolve(a ?? {}));
  return {
    calls,
    api: {
      get: (url: string) => (calls.push(`GET ${url}`), answer(answers.get)),
      put: (url: string, body: Prefs) => (calls.push(`PUT ${url} ${JSON.stringify(body)}`), answer(answers.put)),
    },
  };
}

t.test('the websiteId of an answer is dropped', async (t) => {
  const { api } = fakeApi({ get: { websiteId: 'w1', tipping: true }, put: { websiteId: 'w1', tipping: false } });
  const p = new Preferences(api, () => t.fail('nothing to report'));
  t.same(await p.load('checkout'), { tipping: true });
  t.same(await p.save('checkout', { tipping: false }), { saved: true, prefs: { tipping: false } });
});

t.test('a save that changes no value is skipped', async (t) => {
  const { api, calls } = fakeApi({ get: { websiteId: 'w1', tipping: true, minimum: { cents: 500 } } });
  const p = new Preferences(api, () => t.fail('nothing to report'));
  await p.load('checkout');
  t.same(await p.save('checkout', { minimum: { cents: 500 }, tipping: true }), { saved: false, prefs: { tipping: true, minimum: { cents: 500 } } });
  t.same(calls, ['GET /api/v1/commerce-preferences/checkout'], 'no PUT sent');
  await p.save('checkout', { tipping: true });
  t.match(calls[1], /^PUT /, 'a removed value is a change');
});

t.test('failures are reported and rethrown', async (t) => {
  const boom = new Error('Network error');
  const reported: unknown[] = [];
  const { api } = fakeApi({ get: boom, put: boom });
  const p = new Preferences(api, (e) => reported.push(e));
  await t.rejects(p.load('checkout'), boom);
  await t.rejects(p.save('checkout', { a: 1 }), boom);
  t.same(reported, [boom, boom]);
});
