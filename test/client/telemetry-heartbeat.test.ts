// The heartbeat hit (SPEC section 3's event type 10): every HEARTBEAT_INTERVAL_MS while the page is visible, driven by a fake clock.
import t from 'tap';
import { setUrl } from './dom.js';
import { clearCookies, rawFetch, setContext } from './telemetry-helpers.js';
import { resetPageConfig } from '../../client/page-config.js';
import { startTracking } from '../../client/tracking/start-tracking.js';
import { HEARTBEAT_INTERVAL_MS, startHeartbeat, type HeartbeatClock } from '../../client/tracking/heartbeat.js';

/** A clock whose time moves only when the test says so. */
class FakeClock implements HeartbeatClock {
  now = 0;
  private next = 1;
  readonly timers = new Map<number, { fn: () => void; ms: number; due: number }>();
  setInterval(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.timers.set(id, { fn, ms, due: this.now + ms });
    return id;
  }
  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.values()].filter((x) => x.due <= end).sort((a, b) => a.due - b.due)[0];
      if (!due) break;
      this.now = due.due;
      due.due += due.ms;
      due.fn();
    }
    this.now = end;
  }
}

let visibility: 'visible' | 'hidden' = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const show = (state: 'visible' | 'hidden') => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};
t.teardown(() => void Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' }));

t.test('the interval is a named 30 seconds', async (t) => {
  t.equal(HEARTBEAT_INTERVAL_MS, 30_000);
});

t.test('beats while visible, stops while hidden, resumes a full interval after shown', async (t) => {
  visibility = 'visible';
  const clock = new FakeClock();
  let beats = 0;
  const stop = startHeartbeat(document, () => beats++, clock);
  clock.advance(HEARTBEAT_INTERVAL_MS - 1);
  t.equal(beats, 0, 'nothing before the first interval');
  clock.advance(1);
  t.equal(beats, 1, 'one beat at the interval');
  clock.advance(HEARTBEAT_INTERVAL_MS * 2);
  t.equal(beats, 3, 'one per interval');
  show('hidden');
  t.equal(clock.timers.size, 0, 'no timer while hidden');
  clock.advance(HEARTBEAT_INTERVAL_MS * 10);
  t.equal(beats, 3, 'nothing while hidden');
  show('visible');
  clock.advance(HEARTBEAT_INTERVAL_MS - 1);
  t.equal(beats, 3, 'a full interval after being shown again');
  clock.advance(1);
  t.equal(beats, 4);
  show('visible');
  t.equal(clock.timers.size, 1, 'a second "visible" does not start a second timer');
  stop();
  t.equal(clock.timers.size, 0, 'stopped for good');
  show('hidden');
  show('visible');
  t.equal(clock.timers.size, 0, 'no longer listens');
});

t.test('a page opened hidden beats only once shown', async (t) => {
  visibility = 'hidden';
  const clock = new FakeClock();
  let beats = 0;
  const stop = startHeartbeat(document, () => beats++, clock);
  clock.advance(HEARTBEAT_INTERVAL_MS * 3);
  t.equal(beats, 0);
  show('visible');
  clock.advance(HEARTBEAT_INTERVAL_MS);
  t.equal(beats, 1);
  stop();
});

t.test('a tracked page sends RecordHit event 10 as the heartbeat; an untracked one sends none', async (t) => {
  visibility = 'visible';
  setUrl('https://shop.example/journal/studio-visit');
  clearCookies();
  document.body.innerHTML = '';
  resetPageConfig();
  setContext({ pageType: 50 });
  const calls = rawFetch();
  const clock = new FakeClock();
  t.equal(startTracking(document, clock), true);
  clock.advance(HEARTBEAT_INTERVAL_MS * 2);
  const events = calls.filter((c) => c.url === '/api/census/RecordHit').map((c) => new URLSearchParams(c.body).get('event'));
  t.same(events, ['1', '10', '10'], 'the page view, then a heartbeat per interval');
  const beat = new URLSearchParams(calls.at(-1)!.body);
  t.match(JSON.parse(beat.get('data')!), { pagePath: '/journal/studio-visit', pageType: 50 }, 'the v1 payload of the page');
  show('hidden');
  clock.advance(HEARTBEAT_INTERVAL_MS * 4);
  t.equal(calls.filter((c) => c.url === '/api/census/RecordHit').length, 3, 'none while hidden');
  show('visible');

  setUrl('https://shop.example/nope');
  clearCookies();
  resetPageConfig();
  setContext({ pageType: 100 });
  const untracked = rawFetch();
  const clock2 = new FakeClock();
  t.equal(startTracking(document, clock2), false);
  t.equal(clock2.timers.size, 0, 'no heartbeat on a page not tracked');
  t.equal(clock.timers.size, 0, 'the earlier page\'s heartbeat stopped with its listeners');
  t.equal(untracked.length, 0);
});
