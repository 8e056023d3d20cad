// The confirm dialog's behaviour and the data-fetch states (SPEC section 4).
import t from 'tap';
import { confirmRequest, type ConfirmPhase } from '../../editor/confirm.js';
import { idle, nextFetchState, runFetch, type FetchState } from '../../editor/fetch-state.js';

const options = { title: 'Delete this page?', message: 'It goes.', confirmLabel: 'Delete', cancelLabel: 'Cancel' };

t.test('confirm resolves true and closes by itself', async (t) => {
  const req = confirmRequest(options);
  const phases: ConfirmPhase[] = [];
  req.onChange((p) => phases.push(p));
  req.confirm();
  t.equal(await req.result, true);
  t.same(phases, ['closed']);
  req.cancel();
  t.equal(req.phase(), 'closed', 'nothing after closing');
});

t.test('cancel resolves false, only when cancellable', async (t) => {
  const req = confirmRequest(options);
  t.equal(req.cancel(), true);
  t.equal(await req.result, false);
  t.equal(req.phase(), 'closed');
  const firm = confirmRequest({ ...options, cancellable: false });
  t.equal(firm.cancel(), false, 'a dialog that cannot be cancelled stays');
  t.equal(firm.phase(), 'open');
  firm.confirm();
  t.equal(await firm.result, true);
});

t.test('with auto-close off the dialog stays open (busy) until closed', async (t) => {
  const req = confirmRequest({ ...options, autoClose: false });
  req.confirm();
  t.equal(await req.result, true);
  t.equal(req.phase(), 'busy');
  t.equal(req.cancel(), false, 'no cancel while busy');
  req.close();
  t.equal(req.phase(), 'closed');
});

t.test('fetch: pending clears the error, success stores the data, failure stores the error', async (t) => {
  let s: FetchState<number> = idle();
  s = nextFetchState(s, { type: 'fail', error: 'x' });
  s = nextFetchState(s, { type: 'start' });
  t.same(s, { status: 'pending', data: null, error: null });
  s = nextFetchState(s, { type: 'done', data: 4 });
  t.same(s, { status: 'success', data: 4, error: null });
  s = nextFetchState(s, { type: 'start' });
  t.same(s, { status: 'pending', data: 4, error: null }, 'the data stays while reloading');
  const seen: string[] = [];
  const ok = await runFetch(async () => 7, s, (x) => seen.push(x.status));
  t.same(ok, { status: 'success', data: 7, error: null });
  t.same(seen, ['pending', 'success']);
  const errors: unknown[] = [];
  const boom = new Error('down');
  const failed = await runFetch(() => Promise.reject(boom), ok, () => {}, (e) => errors.push(e));
  t.same(failed, { status: 'failed', data: 7, error: boom });
  t.same(errors, [boom], 'the error callback gets it');
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (e: unknown) => logged.push(e);
  t.teardown(() => void (console.error = original));
  await runFetch(() => Promise.reject(boom), idle<number>(), () => {});
  t.same(logged, [boom], 'without a callback it is logged');
});
