/**
 * Visitor metrics (SPEC sections 2 and 6): the member-area access-denied
 * page (page type 106) sends a v2 visitor-metrics event, behind the beta
 * flag `featureFlags.visitorMetrics` in the page context. The census skips
 * that page (tracking-rules.ts); this event says a visitor met the wall,
 * and which page. The SPEC's video collection and lesson pages send it too;
 * this store has neither (docs/spec-coverage.md, 2.5-04).
 */
import type { TrackingContext } from './page-context.js';
import { trackEvent } from './tracker-v2.js';

export const VISITOR_METRICS_SCHEMA = 'visitor_metrics';
/** The beta flag that gates the event. */
export const VISITOR_METRICS_FLAG = 'visitorMetrics';
/** Member area access denied. */
export const VISITOR_METRICS_PAGE_TYPES: readonly number[] = [106];

/** Sends the page's visitor-metrics event when its flag is on and its page type sends one; whether it sent. */
export function sendVisitorMetrics(ctx: TrackingContext, featureFlags: Record<string, unknown>): boolean {
  if (featureFlags[VISITOR_METRICS_FLAG] !== true || ctx.pageType === null || !VISITOR_METRICS_PAGE_TYPES.includes(ctx.pageType)) return false;
  void trackEvent(ctx, VISITOR_METRICS_SCHEMA, { content_collection_id: ctx.collectionId, content_item_id: ctx.itemId, viewer_access_status: 'DENIED' }).catch(() => undefined);
  return true;
}
