/**
 * Visitor metrics (SPEC sections 2.5 and 6): the pages of a video
 * collection, a course's lesson pages and the member-area access-denied
 * page (page type 106) send a v2 visitor-metrics event, behind the beta
 * flag `featureFlags.visitorMetrics` in the page context. The census skips
 * the access-denied page (tracking-rules.ts); this event says a visitor met
 * the wall, or watched, and which page.
 */
import type { TrackingContext } from './page-context.js';
import { trackEvent } from './tracker-v2.js';

export const VISITOR_METRICS_SCHEMA = 'visitor_metrics';
/** The beta flag that gates the event. */
export const VISITOR_METRICS_FLAG = 'visitorMetrics';
/** Member area access denied. */
export const VISITOR_METRICS_PAGE_TYPES: readonly number[] = [106];
/** The kinds of page (page-context.ts contentKind) that send it whatever their page type. */
export const VISITOR_METRICS_CONTENT_KINDS: readonly string[] = ['video', 'lesson'];

/** Whether this page sends the event: its page type or its kind of content. */
export function sendsVisitorMetrics(ctx: TrackingContext): boolean {
  if (ctx.pageType !== null && VISITOR_METRICS_PAGE_TYPES.includes(ctx.pageType)) return true;
  return typeof ctx.contentKind === 'string' && VISITOR_METRICS_CONTENT_KINDS.includes(ctx.contentKind);
}

/** What the visitor got: the wall of an access-denied page or a gated item, else the page. */
function accessStatus(ctx: TrackingContext): 'DENIED' | 'GRANTED' {
  if (ctx.pageType !== null && VISITOR_METRICS_PAGE_TYPES.includes(ctx.pageType)) return 'DENIED';
  return ctx.viewerAccessStatus === 'denied' ? 'DENIED' : 'GRANTED';
}

/** Sends the page's visitor-metrics event when its flag is on and the page sends one; whether it sent. */
export function sendVisitorMetrics(ctx: TrackingContext, featureFlags: Record<string, unknown>): boolean {
  if (featureFlags[VISITOR_METRICS_FLAG] !== true || !sendsVisitorMetrics(ctx)) return false;
  void trackEvent(ctx, VISITOR_METRICS_SCHEMA, {
    content_collection_id: ctx.collectionId,
    content_item_id: ctx.itemId,
    viewer_access_status: accessStatus(ctx),
    ...(ctx.contentKind ? { content_kind: ctx.contentKind } : {}),
  }).catch(() => undefined);
  return true;
}
