/**
 * Telemetry on every page (client/tracking/, client/report/): the
 * uncaught-error reporter first, so it sees errors of everything after it;
 * performance records; then the visitor tracking of SPEC section 6.
 */
import { createErrorReporter, type ErrorReporter } from './report/error-reporter.js';
import { startPerformanceCollector, type PerformanceCollector } from './report/performance-records.js';
import { trackingContext } from './tracking/page-context.js';
import { startTracking } from './tracking/start-tracking.js';

export interface Telemetry {
  errors: ErrorReporter;
  performance: PerformanceCollector;
  tracked: boolean;
}

export function startTelemetry(doc: Document = document): Telemetry | undefined {
  try {
    const pageType = trackingContext().pageType ?? undefined;
    const errors = createErrorReporter(window, pageType);
    const performance = startPerformanceCollector(window, pageType !== undefined ? { pageType } : {});
    return { errors, performance, tracked: startTracking(doc) };
  } catch {
    return undefined;
  }
}
