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
import { VISITOR_METRICS_SCHEMA } from '../../client/tracking/visitor-metrics.js';
import { trackingFacts } from '../../site/render/system-values.js';

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

t.test('the page facts the server writes and the tracker reads', async (t) => {
  const videos = { typeName: 'videos' };
  const lessons = { typeName: 'lessons' };
  t.same(trackingFacts(50, videos, undefined), { contentKind: 'video', visitorMetrics: 'GRANTED' }, 'a video list');
  t.same(trackingFacts(50, lessons, { gated: 'members' }), { viewerAccessStatus: 'granted', contentKind: 'lesson', visitorMetrics: 'GRANTED' }, 'a gated lesson that plays');
  t.same(trackingFacts(106, lessons, { gated: 'members' }), { contentKind: 'lesson', visitorMetrics: 'DENIED' }, 'its members-only wall');
  t.same(trackingFacts(107, lessons, { gated: 'paywall' }), { viewerAccessStatus: 'denied', contentKind: 'lesson', visitorMetrics: 'DENIED' }, 'its paywall');
  t.same(trackingFacts(106, { typeName: 'access' }, undefined), { visitorMetrics: 'DENIED' }, 'a member page’s wall');
  t.same(trackingFacts(105, { typeName: 'access' }, undefined), { viewerAccessStatus: 'denied' }, 'a protected page');
  t.same(trackingFacts(50, { typeName: 'products' }, { gated: 'members' }), {}, 'a product page: nothing');
  setContext({ website: site, visitorMetrics: 'GRANTED', viewerAccessStatus: 'granted' });
  t.match(trackingContext(), { visitorMetrics: 'GRANTED', viewerAccessStatus: 'granted' });
  setContext({ website: site, visitorMetrics: 3 });
  t.match(trackingContext(), { visitorMetrics: null, viewerAccessStatus: null }, 'only strings are read');
});

t.test('visitor metrics on a video list and a video page, behind the flag', async (t) => {
  const list = await run('/videos', { pageType: 50, collectionId: 'videos', ...trackingFacts(50, { typeName: 'videos' }, undefined), featureFlags: { visitorMetrics: true } });
  const [event] = of(list, VISITOR_METRICS_SCHEMA);
  t.match(event?.content, { content_collection_id: 'videos', content_item_id: null, viewer_access_status: 'GRANTED', page_path: '/videos' });
  const item = await run('/videos/centering', { pageType: 50, collectionId: 'videos', itemId: 'v1', ...trackingFacts(50, { typeName: 'videos' }, {}), featureFlags: { visitorMetrics: true } });
  t.match(of(item, VISITOR_METRICS_SCHEMA)[0]?.content, { content_item_id: 'v1', viewer_access_status: 'GRANTED' });
  t.equal(of(item, SHOPPING_SCHEMAS.gatedContent).length, 0, 'a free video is not gated content');
  const off = await run('/videos/centering', { pageType: 50, collectionId: 'videos', itemId: 'v1', ...trackingFacts(50, { typeName: 'videos' }, {}), featureFlags: {} });
  t.equal(of(off, VISITOR_METRICS_SCHEMA).length, 0, 'the flag off: no visitor metrics');
});

t.test('a lesson a member may watch: visitor metrics and a granted gated-content event', async (t) => {
  const events = await run('/lessons/throwing', { pageType: 50, collectionId: 'lessons', itemId: 'l2', ...trackingFacts(50, { typeName: 'lessons' }, { gated: 'members' }), featureFlags: { visitorMetrics: true } });
  t.match(of(events, VISITOR_METRICS_SCHEMA)[0]?.content, { content_collection_id: 'lessons', content_item_id: 'l2', viewer_access_status: 'GRANTED' });
  const gated = of(events, SHOPPING_SCHEMAS.gatedContent);
  t.equal(gated.length, 1);
  t.match(gated[0]!.content, { content_collection_id: 'lessons', content_item_id: 'l2', viewer_access_status: 'granted', page_path: '/lessons/throwing' });
  const noFlag = await run('/lessons/throwing', { pageType: 50, collectionId: 'lessons', itemId: 'l2', ...trackingFacts(50, { typeName: 'lessons' }, { gated: 'members' }) });
  t.equal(of(noFlag, SHOPPING_SCHEMAS.gatedContent).length, 1, 'the gated-content event is not behind the beta flag');
  t.equal(of(noFlag, VISITOR_METRICS_SCHEMA).length, 0);
});

t.test('a lesson’s paywall (107): denied, once; its members-only wall (106): visitor metrics only, no census', async (t) => {
  const paywall = await run('/lessons/glazing', { pageType: 107, collectionId: 'lessons', itemId: 'l4', ...trackingFacts(107, { typeName: 'lessons' }, { gated: 'paywall' }), featureFlags: { visitorMetrics: true } });
  const gated = of(paywall, SHOPPING_SCHEMAS.gatedContent);
  t.equal(gated.length, 1, 'one event, not one per rule');
  t.match(gated[0]!.content, { content_collection_id: 'lessons', content_item_id: 'l4', viewer_access_status: 'denied', page_path: '/lessons/glazing' });
  t.match(of(paywall, VISITOR_METRICS_SCHEMA)[0]?.content, { content_item_id: 'l4', viewer_access_status: 'DENIED' });

  const wall = await run('/lessons/throwing', { pageType: 106, collectionId: 'lessons', itemId: 'l2', ...trackingFacts(106, { typeName: 'lessons' }, { gated: 'members' }), featureFlags: { visitorMetrics: true } });
  t.same(wall.map((e) => e.schema), [VISITOR_METRICS_SCHEMA], 'the census skips member-area access denied (SPEC section 6)');
  t.match(wall[0]!.content, { content_item_id: 'l2', viewer_access_status: 'DENIED', page_type: 106 });
});
