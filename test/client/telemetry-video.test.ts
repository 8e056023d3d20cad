// Video collection, lesson and access-denied pages in the tracker (SPEC
// sections 2.5, 3 and 6): the visitor-metrics event behind its beta flag,
// with what the visitor got, and the gated-content event of a gated video
// or lesson: 'granted' when it plays, 'denied' at its paywall, each with
// content_collection_id, content_item_id, viewer_access_status and page_path.
import t from 'tap';
import { setUrl } from './dom.js';
import { beaconsSettled, clearCookies, fakeBeacon, fakeXhr, setContext } from './telemetry-helpers.js';
import { trackingContext } from '../../client/tracking/page-context.js';
import { SHOPPING_SCHEMAS } from '../../client/tracking/shopping-events.js';
import { startTracking } from '../../client/tracking/start-tracking.js';
import { sendsVisitorMetrics, VISITOR_METRICS_SCHEMA } from '../../client/tracking/visitor-metrics.js';

const site = { id: 'w1', language: 'en-US', telemetry: { environment: 'prod' } };

async function run(path: string, ctx: Record<string, unknown>): Promise<{ schema: string; content: Record<string, unknown> }[]> {
  setUrl(`https://shop.example${path}`);
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  setContext({ website: site, ...ctx });
  document.body.innerHTML = '';
  const beacons = await fakeBeacon(true);
  fakeXhr();
  globalThis.fetch = (async () => new Response(null, { status: 204 })) as typeof fetch;
  startTracking(document);
  await beaconsSettled(beacons);
  return beacons.map((b) => JSON.parse(b.body) as { eventSchemaName: string; eventContent: string }).map((b) => ({ schema: b.eventSchemaName, content: JSON.parse(b.eventContent) as Record<string, unknown> }));
}

const of = (events: { schema: string; content: Record<string, unknown> }[], schema: string) => events.filter((e) => e.schema === schema);

t.test('the page facts: the kind of page and the access status, else null', async (t) => {
  setContext({ website: site, pageType: 50, contentKind: 'lesson', viewerAccessStatus: 'granted' });
  t.match(trackingContext(), { contentKind: 'lesson', viewerAccessStatus: 'granted' });
  setContext({ website: site, pageType: 50, contentKind: 'podcast', viewerAccessStatus: 'maybe' });
  t.match(trackingContext(), { contentKind: null, viewerAccessStatus: null }, 'unknown values are not passed on');
  t.ok(sendsVisitorMetrics({ ...trackingContext(), pageType: 106 }), 'the access-denied page sends');
  t.ok(sendsVisitorMetrics({ ...trackingContext(), contentKind: 'video' }), 'a video page sends');
  t.notOk(sendsVisitorMetrics({ ...trackingContext(), pageType: 50 }), 'a product page does not');
});

t.test('visitor metrics on a video list and a video page, behind the flag', async (t) => {
  const list = await run('/videos', { pageType: 50, collectionId: 'videos', contentKind: 'video', featureFlags: { visitorMetrics: true } });
  const [event] = of(list, VISITOR_METRICS_SCHEMA);
  t.match(event?.content, { content_collection_id: 'videos', content_item_id: null, viewer_access_status: 'GRANTED', content_kind: 'video', page_path: '/videos' });
  const item = await run('/videos/centering', { pageType: 50, collectionId: 'videos', itemId: 'v1', contentKind: 'video', featureFlags: { visitorMetrics: true } });
  t.match(of(item, VISITOR_METRICS_SCHEMA)[0]?.content, { content_item_id: 'v1', viewer_access_status: 'GRANTED' });
  t.equal(of(item, SHOPPING_SCHEMAS.gatedContent).length, 0, 'a free video is not gated content');
  const off = await run('/videos/centering', { pageType: 50, collectionId: 'videos', itemId: 'v1', contentKind: 'video', featureFlags: {} });
  t.equal(of(off, VISITOR_METRICS_SCHEMA).length, 0, 'the flag off: no visitor metrics');
});

t.test('a lesson a member may watch: visitor metrics and a granted gated-content event', async (t) => {
  const events = await run('/lessons/throwing', { pageType: 50, collectionId: 'lessons', itemId: 'l2', contentKind: 'lesson', viewerAccessStatus: 'granted', featureFlags: { visitorMetrics: true } });
  t.match(of(events, VISITOR_METRICS_SCHEMA)[0]?.content, { content_collection_id: 'lessons', content_item_id: 'l2', viewer_access_status: 'GRANTED', content_kind: 'lesson' });
  const gated = of(events, SHOPPING_SCHEMAS.gatedContent);
  t.equal(gated.length, 1);
  t.match(gated[0]!.content, { content_collection_id: 'lessons', content_item_id: 'l2', viewer_access_status: 'granted', page_path: '/lessons/throwing' });
  const noFlag = await run('/lessons/throwing', { pageType: 50, collectionId: 'lessons', itemId: 'l2', contentKind: 'lesson', viewerAccessStatus: 'granted' });
  t.equal(of(noFlag, SHOPPING_SCHEMAS.gatedContent).length, 1, 'the gated-content event is not behind the beta flag');
  t.equal(of(noFlag, VISITOR_METRICS_SCHEMA).length, 0);
});

t.test('a lesson’s paywall (107): denied, once; its members-only wall (106): visitor metrics only, no census', async (t) => {
  const paywall = await run('/lessons/glazing', { pageType: 107, collectionId: 'lessons', itemId: 'l4', contentKind: 'lesson', viewerAccessStatus: 'denied', featureFlags: { visitorMetrics: true } });
  const gated = of(paywall, SHOPPING_SCHEMAS.gatedContent);
  t.equal(gated.length, 1, 'one event, not one per rule');
  t.match(gated[0]!.content, { content_collection_id: 'lessons', content_item_id: 'l4', viewer_access_status: 'denied', page_path: '/lessons/glazing' });
  t.match(of(paywall, VISITOR_METRICS_SCHEMA)[0]?.content, { viewer_access_status: 'DENIED', content_kind: 'lesson' });

  const wall = await run('/lessons/throwing', { pageType: 106, collectionId: 'lessons', itemId: 'l2', contentKind: 'lesson', viewerAccessStatus: 'denied', featureFlags: { visitorMetrics: true } });
  t.same(wall.map((e) => e.schema), [VISITOR_METRICS_SCHEMA], 'the census skips member-area access denied (SPEC section 6)');
  t.match(wall[0]!.content, { content_item_id: 'l2', viewer_access_status: 'DENIED', page_type: 106 });
});
