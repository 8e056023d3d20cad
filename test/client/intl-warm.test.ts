// client/intl-warm.ts: the cart page's island starts one worker per page
// that loads ICU's currency data off the main thread (issue 41): at the
// site's worker address, sent the page's locale and currency, ended once
// it answers or fails; nothing, and no error, where workers are missing.
import t from 'tap';
import { warmMoneyFormat } from '../../client/intl-warm.js';
import { INTL_WARM_WORKER_PATH } from '../../editor/money-texts.js';
import { FakeWorker } from './fake-worker.js';

t.test('without workers: nothing happens, no error', async (t) => {
  const saved = (globalThis as { Worker?: unknown }).Worker;
  delete (globalThis as { Worker?: unknown }).Worker;
  t.doesNotThrow(() => warmMoneyFormat('en-US', 'USD'));
  (globalThis as { Worker?: unknown }).Worker = saved;
});

t.test('one worker per page, sent the locale and currency, ended when it answers', async (t) => {
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  t.teardown(() => void delete (globalThis as { Worker?: unknown }).Worker);
  warmMoneyFormat('fr-FR', 'EUR');
  warmMoneyFormat('fr-FR', 'EUR');
  t.equal(FakeWorker.made.length, 1, 'once per page');
  const w = FakeWorker.made[0]!;
  t.equal(w.url, INTL_WARM_WORKER_PATH);
  t.same(w.posted, [{ locale: 'fr-FR', currency: 'EUR' }]);
  t.notOk(w.ended);
  w.onmessage?.();
  t.ok(w.ended, 'ended once it has formatted');
});
