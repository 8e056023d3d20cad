/**
 * Performance records (SPEC sections 3, 7 and 9): web-vitals FCP, CLS and
 * LCP from the `web-vitals` package, and FID from the first-input entry
 * (web-vitals 4+ dropped FID), each rated with the SPEC's thresholds and
 * batched as { app, data, event, pageLoadId, timestamp } to
 * POST /api/1/performance/records, by beacon or plain-text XHR. The batch
 * is sent 30 s after load and whenever the page is hidden; collection stops
 * at the latest 60 s after load. Collector errors go to the error hook
 * (`window.vitrineErrorHook`) when there is one.
 */
import type { Metric } from 'web-vitals';
import { rate, type VitalName } from './vitals-ratings.js';

export const PERFORMANCE_API = '/api/1/performance/records';
export const PERF_FLUSH_AFTER_LOAD_MS = 30_000;
export const PERF_HIDE_WAIT_CAP_MS = 60_000;
export const PERF_APP = 'vitrine-web';
export const PERF_EVENT = 'web-vitals';
/** Set on <html> once web-vitals' observers are registered: a page left before then sends nothing, and tests wait for it. */
export const PERF_READY = 'data-perf-ready';

export interface PerformanceRecord {
  app: string;
  event: string;
  pageLoadId: string;
  timestamp: number;
  data: { name: VitalName; value: number; rating: string; pagePath: string; pageType?: number; navigationType?: string };
}

export interface CollectorOptions {
  pageType?: number;
  /** web-vitals' registration (replaced in tests). */
  observe?: (report: (name: VitalName, value: number, navigationType?: string) => void) => void | Promise<void>;
  errorHook?: (error: unknown) => void;
}

export interface PerformanceCollector {
  add(name: VitalName, value: number, navigationType?: string): void;
  flush(): void;
  readonly pending: number;
  stop(): void;
}

type HookWindow = Window & { vitrineErrorHook?: (e: unknown) => void };

function webVitals(report: (name: VitalName, value: number, navigationType?: string) => void): Promise<void> {
  const take = (m: Metric) => report(m.name as VitalName, m.value, m.navigationType);
  // A chunk of its own, loaded after the page's start: its observers read the buffered entries, so nothing is missed.
  const registered = import('web-vitals').then(({ onCLS, onFCP, onLCP }) => {
    onFCP(take);
    onCLS(take, { reportAllChanges: false });
    onLCP(take);
  });
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (first) report('FID', Math.max(0, first.processingStart - first.startTime));
    }).observe({ type: 'first-input', buffered: true });
  }
  return registered;
}

function send(win: Window, body: string): void {
  const nav = win.navigator;
  if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(PERFORMANCE_API, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  const req = new XMLHttpRequest();
  req.open('POST', PERFORMANCE_API);
  req.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
  req.send(body);
}

export function startPerformanceCollector(win: Window = window, options: CollectorOptions = {}): PerformanceCollector {
  const pageLoadId = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const hook = (e: unknown) => (options.errorHook ?? (win as HookWindow).vitrineErrorHook)?.(e);
  let records: PerformanceRecord[] = [];
  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const collector: PerformanceCollector = {
    get pending() {
      return records.length;
    },
    add(name, value, navigationType) {
      if (stopped) return;
      try {
        records = records.filter((r) => r.data.name !== name); // a metric's latest value replaces the earlier one
        records.push({
          app: PERF_APP,
          event: PERF_EVENT,
          pageLoadId,
          timestamp: Date.now(),
          data: {
            name,
            value,
            rating: rate(name, value),
            pagePath: win.location.pathname,
            ...(options.pageType !== undefined ? { pageType: options.pageType } : {}),
            ...(navigationType ? { navigationType } : {}),
          },
        });
      } catch (e) {
        hook(e);
      }
    },
    flush() {
      if (records.length === 0) return;
      const batch = records;
      records = [];
      try {
        send(win, JSON.stringify(batch));
      } catch (e) {
        hook(e);
      }
    },
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      win.document.removeEventListener('visibilitychange', onHide);
      win.removeEventListener('pagehide', onPageHide);
    },
  };

  const onHide = () => {
    if (win.document.visibilityState === 'hidden') collector.flush();
  };
  const onPageHide = () => collector.flush();
  win.document.addEventListener('visibilitychange', onHide);
  win.addEventListener('pagehide', onPageHide);
  timers.push(setTimeout(() => collector.flush(), PERF_FLUSH_AFTER_LOAD_MS));
  // Past the cap, what is known is sent and collection ends.
  timers.push(
    setTimeout(() => {
      collector.flush();
      collector.stop();
    }, PERF_HIDE_WAIT_CAP_MS),
  );
  try {
    const registered = (options.observe ?? webVitals)((name, value, nav) => collector.add(name, value, nav));
    Promise.resolve(registered).then(() => win.document.documentElement.setAttribute(PERF_READY, ''), hook);
  } catch (e) {
    hook(e);
  }
  return collector;
}
