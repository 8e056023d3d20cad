/**
 * Census v1 (SPEC sections 3 and 7): RecordHit, form-encoded event, data
 * (the v1 payload as JSON) and ss_cvr; and the JSON records of button
 * clicks and renders, form renders, overlays and Quick Views. Responses are
 * not read and census errors are silently swallowed.
 */
import type { TrackingContext } from './page-context.js';

export const CENSUS_API = {
  hit: '/api/census/RecordHit',
  record: (kind: CensusKind) => `/api/census/${kind}`,
  quickView: (id: string) => `/api/census/RecordQuickView/${encodeURIComponent(id)}`,
} as const;

export type CensusKind = 'button-click' | 'button-render' | 'form-render' | 'overlay';
/** Analytics event types (SPEC section 3). */
export const HIT_EVENT = { pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 } as const;

function post(url: string, body: string, type: string): void {
  try {
    void fetch(url, { method: 'POST', body, headers: { 'Content-Type': type }, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  } catch {
    // swallowed (SPEC section 8)
  }
}

/** The v1 payload of SPEC section 3. */
export function hitPayload(ctx: TrackingContext, visitorCookie: string): Record<string, unknown> {
  const nav = navigator;
  return {
    websiteId: ctx.websiteId,
    memberAccountId: ctx.memberAccountId,
    website_locale: ctx.locale,
    member_locale: null,
    templateId: ctx.templateId,
    variantId: null,
    pageHash: location.hash.slice(0, 200),
    pagePath: location.pathname,
    pageType: ctx.pageType ?? undefined,
    collectionId: ctx.collectionId,
    itemId: ctx.itemId,
    referrer: document.referrer,
    locales: [...(nav.languages ?? [nav.language])].slice(0, 20),
    userAgent: nav.userAgent,
    clientDate: Date.now(),
    viewportInnerWidth: innerWidth,
    viewportInnerHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    visitorCookie,
  };
}

export function recordHit(ctx: TrackingContext, visitorCookie: string, event: number = HIT_EVENT.pageView): void {
  try {
    const body = new URLSearchParams({ event: String(event), data: JSON.stringify(hitPayload(ctx, visitorCookie)), ss_cvr: visitorCookie });
    post(CENSUS_API.hit, body.toString(), 'application/x-www-form-urlencoded');
  } catch {
    // swallowed
  }
}

/** Page fields every census record carries. */
function pageFields(ctx: TrackingContext, visitorCookie: string): Record<string, unknown> {
  return { visitorCookie, websiteId: ctx.websiteId, pagePath: location.pathname, pageType: ctx.pageType ?? undefined, collectionId: ctx.collectionId, itemId: ctx.itemId };
}

export function recordCensus(ctx: TrackingContext, visitorCookie: string, kind: CensusKind, fields: Record<string, string | null> = {}): void {
  try {
    post(CENSUS_API.record(kind), JSON.stringify({ ...pageFields(ctx, visitorCookie), ...fields }), 'application/json');
  } catch {
    // swallowed
  }
}

export function recordQuickView(ctx: TrackingContext, visitorCookie: string, itemId: string): void {
  try {
    post(CENSUS_API.quickView(itemId), JSON.stringify(pageFields(ctx, visitorCookie)), 'application/json');
  } catch {
    // swallowed
  }
}
