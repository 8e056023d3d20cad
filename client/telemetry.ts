/**
 * Telemetry on every page (client/tracking/, client/report/): the
 * uncaught-error reporter first, so it sees errors of everything after it;
 * performance records; then the visitor tracking of SPEC section 6, once
 * the page is loaded and idle (or at the visitor's first pointer or key
 * press, before the click it starts), so its start-up (the census cookies,
 * the page-view hit, the browser's locale data) does not hold up the page's
 * first work. The page's tracking signals sent before then (an add to cart,
 * a purchase) are kept and replayed to it.
 */
import { createErrorReporter, type ErrorReporter } from './report/error-reporter.js';
import { startPerformanceCollector, type PerformanceCollector } from './report/performance-records.js';
import { trackingContext } from './tracking/page-context.js';
import { startTracking } from './tracking/start-tracking.js';
import { idCallRecorder, startSessionRecording } from './tracking/session-recording.js';
import { TRACKING_EVENTS } from './tracking/tracking-events.js';

/** Tracking starts at the latest this long after the load event, idle or not. */
export const TRACKING_IDLE_TIMEOUT_MS = 2_000;
/** A visitor's first input starts tracking at once. */
const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const;

export interface Telemetry {
  errors: ErrorReporter;
  performance: PerformanceCollector;
  /** Whether the page is tracked, once tracking has started. */
  tracked: Promise<boolean>;
}

/** Runs `start` once the page has loaded and is idle, or at the first input, whichever comes first. */
export function whenIdleAfterLoad(start: () => void, win: Window = window): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) win.removeEventListener(type, go, true);
    start();
  };
  for (const type of FIRST_INPUT) win.addEventListener(type, go, { capture: true, passive: true });
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(go, { timeout: TRACKING_IDLE_TIMEOUT_MS }) : win.setTimeout(go, 0));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Keeps the page's tracking signals until tracking listens; `replay` sends them again, in order. */
function keepTrackingSignals(doc: Document): { replay(): void } {
  const kept: CustomEvent[] = [];
  const keep = (e: Event) => kept.push(e as CustomEvent);
  const names = Object.values(TRACKING_EVENTS);
  for (const name of names) doc.addEventListener(name, keep);
  return {
    replay() {
      for (const name of names) doc.removeEventListener(name, keep);
      for (const e of kept) doc.dispatchEvent(new CustomEvent(e.type, { detail: e.detail }));
    },
  };
}

export function startTelemetry(doc: Document = document, when: (start: () => void) => void = whenIdleAfterLoad): Telemetry | undefined {
  try {
    const pageType = trackingContext().pageType ?? undefined;
    const errors = createErrorReporter(window, pageType);
    const performance = startPerformanceCollector(window, pageType !== undefined ? { pageType } : {});
    const early = keepTrackingSignals(doc);
    const tracked = new Promise<boolean>((resolve) =>
      when(() => {
        let on = false;
        try {
          on = startTracking(doc);
          // Session recording when its rule allows (US, America, cores, toggle, variant): the id call decides (a mock id skips).
          void startSessionRecording(idCallRecorder());
        } finally {
          early.replay();
          resolve(on);
        }
      }),
    );
    return { errors, performance, tracked };
  } catch {
    return undefined;
  }
}
