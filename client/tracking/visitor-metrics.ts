/**
 * Visitor metrics (SPEC sections 2.5 and 6): the pages of a video
 * collection, a course's lesson pages and the member-area access-denied
 * page (page type 106) send a v2 visitor-metrics event, behind the beta
 * flag `featureFlags.visitorMetrics` in the page context. The server marks
 * those pages with what the visitor got (`visitorMetrics`: GRANTED, or
 * DENIED at a wall; site/render/system-values.ts), so the rule lives in one
 * place and costs the shoppers' bundle nothing. The census skips the
 * access-denied page (tracking-rules.ts); this event says a visitor met the
 * wall, or watched, and which page.
 */
import type { TrackingContext } from './page-context.js';
import { trackEvent } from './tracker-v2.js';

export const VISITOR_METRICS_SCHEMA = 'visitor_metrics';
/** The beta flag that gates the event. */
export const VISITOR_METRICS_FLAG = 'visitorMetrics';

/** Sends the page's visitor-metrics event when its flag is on and the server marked the page; whether it sent. */
export function sendVisitorMetrics(ctx: TrackingContext, featureFlags: Record<string, unknown>): boolean {
  if (featureFlags[VISITOR_METRICS_FLAG] !== true || !ctx.visitorMetrics) return false;
  void trackEvent(ctx, VISITOR_METRICS_SCHEMA, { content_collection_id: ctx.collectionId, content_item_id: ctx.itemId, viewer_access_status: ctx.visitorMetrics }).catch(() => undefined);
  return true;
}
