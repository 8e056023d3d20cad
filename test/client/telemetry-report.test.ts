// The uncaught-error reporter and the performance records (SPEC sections 7, 8, 9).
import t from 'tap';
import { mock } from 'node:test';
import { setUrl } from './dom.js';
import { beaconsSettled, clearCookies, fakeBeacon, fakeXhr, rawFetch } from './telemetry-helpers.js';
import { ERRORS_API, MAX_QUEUED, MAX_REPORTS_PER_PAGE, MAX_STACK_CHARS, SEND_DEBOUNCE_MS, createErrorReporter } from '../../client/report/error-reporter.js';
import { PERFORMANCE_API, PERF_FLUSH_AFTER_LOAD_MS, PERF_HIDE_WAIT_CAP_MS, PERF_READY, startPerformanceCollector } from '../../client/report/performance-records.js';
import { rate, VITALS_THRESHOLDS } from '../../client/report/vitals-ratings.js';

/** Polls until `ok` (at most 10 s): the reporter's debounce runs on real timers. */
async function until(ok: () => boolean): Promise<boolean> {
  const end = Date.now() + 10_000;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
}

t.test('an uncaught error is reported once, debounced, with the crumb header', async (t) => {
  setUrl('https://shop.example/shop');
  clearCookies();
  document.cookie = 'crumb=crumb-value-123456; path=/';
  const calls = rawFetch();
  const reporter = createErrorReporter(window, 50);
  t.teardown(() => reporter.stop());
  const error = new TypeError('x is undefined');
  const started = Date.now();
  for (let i = 0; i < 3; i++) window.dispatchEvent(new window.ErrorEvent('error', { error, message: error.message, filename: 'https://shop.example/app.js', lineno: 3, colno: 7 }));
  t.equal(calls.length, 0, 'not at once');
  t.ok(await until(() => calls.length === 1), 'sent after the debounce');
  t.ok(Date.now() - started >= SEND_DEBOUNCE_MS - 50, 'about 1 s later');
  const [call] = calls;
  t.equal(call!.url, ERRORS_API);
  t.equal(call!.method, 'POST');
  t.equal(call!.headers['X-CSRF-Token'], 'crumb-value-123456');
  const body = JSON.parse(call!.body);
  t.equal(body.length, 1, 'the same error once');
  t.match(body[0], { message: 'TypeError: x is undefined', url: 'https://shop.example/app.js', line: 3, column: 7, pagePath: '/shop', pageType: 50 });
  t.equal(SEND_DEBOUNCE_MS, 1000);
});

t.test('unhandled rejections too; stacks cut at 5000; at most 10 queued and 20 a page', async (t) => {
  const calls = rawFetch();
  const reporter = createErrorReporter(window);
  t.teardown(() => reporter.stop());
  const big = new Error('big');
  big.stack = 'x'.repeat(MAX_STACK_CHARS * 2);
  const ev = new window.Event('unhandledrejection') as Event & { reason?: unknown };
  ev.reason = big;
  window.dispatchEvent(ev);
  reporter.flush();
  const first = JSON.parse(calls[0]!.body);
  t.equal(first[0].message, 'Error: big');
  t.equal(first[0].stack.length, MAX_STACK_CHARS, 'cut at 5000');
  for (let i = 0; i < 15; i++) reporter.report(new Error(`e${i}`));
  reporter.flush();
  t.equal(JSON.parse(calls[1]!.body).length, MAX_QUEUED, 'at most 10 queued');
  for (let i = 100; i < 130; i++) reporter.report(new Error(`e${i}`));
  reporter.flush();
  t.equal(reporter.reported, MAX_REPORTS_PER_PAGE, 'at most 20 a page');
  t.equal(JSON.parse(calls[2]!.body).length, MAX_REPORTS_PER_PAGE - 1 - MAX_QUEUED);
  reporter.report(new Error('more'));
  reporter.flush();
  t.equal(calls.length, 3, 'nothing after 20');
});

t.test('a failing send is dropped, not reported', async (t) => {
  const calls = rawFetch(true);
  const reporter = createErrorReporter(window);
  t.teardown(() => reporter.stop());
  reporter.report(new Error('once'));
  reporter.flush();
  await new Promise((r) => setTimeout(r, 0));
  t.equal(calls.length, 1);
  t.equal(reporter.reported, 1, 'the failure did not report itself');
});

t.test('web-vitals ratings with the SPEC thresholds', async (t) => {
  t.same(VITALS_THRESHOLDS, { FCP: [1800, 3000], CLS: [0.1, 0.25], FID: [100, 300], LCP: [2500, 4000] });
  t.equal(rate('FCP', 1800), 'good');
  t.equal(rate('FCP', 1801), 'needs-improvement');
  t.equal(rate('FCP', 3001), 'poor');
  t.equal(rate('CLS', 0.1), 'good');
  t.equal(rate('CLS', 0.25), 'needs-improvement');
  t.equal(rate('CLS', 0.26), 'poor');
  t.equal(rate('FID', 300), 'needs-improvement');
  t.equal(rate('LCP', 4001), 'poor');
});

t.test('performance records: batched, sent by beacon when the page is hidden', async (t) => {
  setUrl('https://shop.example/shop');
  const beacons = await fakeBeacon(true);
  let report: (n: 'FCP' | 'CLS' | 'FID' | 'LCP', v: number) => void = () => {};
  const collector = startPerformanceCollector(window, { pageType: 2, observe: (r) => void (report = r) });
  t.teardown(() => collector.stop());
  report('FCP', 1200);
  report('LCP', 4200);
  report('CLS', 0.05);
  report('CLS', 0.12);
  t.equal(collector.pending, 3, 'a metric keeps its latest value');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  t.teardown(() => void Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' }));
  document.dispatchEvent(new window.Event('visibilitychange'));
  await beaconsSettled(beacons);
  t.equal(beacons.length, 1);
  t.equal(beacons[0]!.url, PERFORMANCE_API);
  t.match(beacons[0]!.type, /^text\/plain/);
  const records = JSON.parse(beacons[0]!.body);
  t.same(records.map((r: { data: { name: string; rating: string } }) => [r.data.name, r.data.rating]), [['FCP', 'good'], ['LCP', 'poor'], ['CLS', 'needs-improvement']]);
  t.match(records[0], { app: 'vitrine-web', event: 'web-vitals', data: { pagePath: '/shop', pageType: 2 } });
  t.type(records[0].pageLoadId, 'string');
  t.type(records[0].timestamp, 'number');
  t.equal(collector.pending, 0);
  t.equal(PERF_FLUSH_AFTER_LOAD_MS, 30_000);
  t.equal(PERF_HIDE_WAIT_CAP_MS, 60_000);
});

t.test('performance records: sent 30 s after load, then at 60 s collection ends (a fake clock)', async (t) => {
  setUrl('https://shop.example/shop');
  await fakeBeacon(undefined);
  const xhr = fakeXhr();
  mock.timers.enable({ apis: ['setTimeout'] });
  t.teardown(() => mock.timers.reset());
  let report: (n: 'FCP' | 'CLS' | 'FID' | 'LCP', v: number) => void = () => {};
  const collector = startPerformanceCollector(window, { observe: (r) => void (report = r) });
  t.teardown(() => collector.stop());
  report('FCP', 900);
  mock.timers.tick(PERF_FLUSH_AFTER_LOAD_MS - 1);
  t.equal(xhr.length, 0, 'nothing before 30 s');
  mock.timers.tick(1);
  t.equal(xhr.length, 1, 'the records known at 30 s are sent');
  t.same(JSON.parse(xhr[0]!.body).map((r: { data: { name: string } }) => r.data.name), ['FCP']);
  report('LCP', 2000);
  mock.timers.tick(PERF_HIDE_WAIT_CAP_MS - PERF_FLUSH_AFTER_LOAD_MS - 1);
  t.equal(xhr.length, 1, 'later records wait');
  mock.timers.tick(1);
  t.equal(xhr.length, 2, 'at 60 s what is known is sent');
  t.same(JSON.parse(xhr[1]!.body).map((r: { data: { name: string } }) => r.data.name), ['LCP']);
  report('CLS', 0.3);
  t.equal(collector.pending, 0, 'and collection has ended');
});

t.test('plain-text XHR without a beacon; collector errors go to the error hook', async (t) => {
  await fakeBeacon(undefined);
  const xhr = fakeXhr();
  const hooked: unknown[] = [];
  const collector = startPerformanceCollector(window, {
    observe: (r) => {
      r('FID', 40);
      throw new Error('observer broke');
    },
    errorHook: (e) => void hooked.push(e),
  });
  t.teardown(() => collector.stop());
  t.equal((hooked[0] as Error).message, 'observer broke');
  window.dispatchEvent(new window.Event('pagehide'));
  t.equal(xhr.length, 1);
  t.equal(xhr[0]!.url, PERFORMANCE_API);
  t.match(xhr[0]!.headers['Content-Type'], /^text\/plain/);
  t.equal(JSON.parse(xhr[0]!.body)[0].data.rating, 'good');
  const win = window as unknown as { vitrineErrorHook?: (e: unknown) => void };
  win.vitrineErrorHook = (e) => void hooked.push(e);
  t.teardown(() => void delete win.vitrineErrorHook);
  const other = startPerformanceCollector(window, {
    observe: () => {
      throw new Error('again');
    },
  });
  other.stop();
  t.equal((hooked[1] as Error).message, 'again', 'the window hook when none is given');
});

t.test('the page is marked once the observers are registered, and not when registration fails', async (t) => {
  const html = document.documentElement;
  html.removeAttribute(PERF_READY);
  let registered!: () => void;
  const collector = startPerformanceCollector(window, { observe: () => new Promise<void>((r) => (registered = r)) });
  t.teardown(() => collector.stop());
  await Promise.resolve();
  t.notOk(html.hasAttribute(PERF_READY), 'not while web-vitals loads');
  registered();
  t.ok(await until(() => html.hasAttribute(PERF_READY)), 'marked once registered');
  html.removeAttribute(PERF_READY);
  const hooked: unknown[] = [];
  const failed = startPerformanceCollector(window, { observe: () => Promise.reject(new Error('chunk failed')), errorHook: (e) => void hooked.push(e) });
  t.teardown(() => failed.stop());
  t.ok(await until(() => hooked.length === 1), 'the failure goes to the hook');
  t.notOk(html.hasAttribute(PERF_READY), 'no mark after a failed registration');
});
