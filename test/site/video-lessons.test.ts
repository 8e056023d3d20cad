// The demo store's video collection and course of lessons (issue 42; SPEC
// sections 1, 2.5, 3 and 6): list and item pages in English and French,
// the player with the site's own video, captions and poster, a linked
// video only linked to, items gated on their own behind a member area or a
// paywall product, the video paywall beta flag, the page facts tracking
// reads, and nothing a gated item holds leaking into lists, JSON or search.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { SiteRenderer } from '../../site/site-renderer.js';
import type { Json, SiteContent } from '../../site/content/types.js';
import type { Visitor } from '../../site/routing/access.js';
import { accessHolders, durationText, videoFacts, VIDEO_PAYWALL_FLAG } from '../../site/content/video-lessons.js';
import { joinableAreas } from '../../server/session/member-areas.js';
import { paywallProducts } from '../../server/session/paywall-access.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
const content = site.renderer.content as SiteContent;

const ANON: Visitor = { unlocked: new Set(), member: false };
const MEMBER: Visitor = { unlocked: new Set(), member: true, memberAreas: new Set(['members']) };

/** The glazing guide (EN) and its French translation: either unlocks the last lesson in both languages. */
const GUIDE = '6561f0c202f4230000000023';
const GUIDE_FR = '6561f0c202f479000000004f';
const LESSON_4 = '6561f0c2b100000000003013';
const LESSON_4_FR = '6561f0c2b100000000003023';
const LESSON_2 = '6561f0c2b100000000001011';

const render = (path: string, visitor: Visitor = ANON, query: Record<string, string> = {}) => site.renderer.render(path, query, visitor);
const staticContext = (html: string): Json => JSON.parse(/Static\.SQUARESPACE_CONTEXT = (\{.*?\});<\/script>/.exec(html)![1]!) as Json;
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

t.test('the video list: posters, durations, badges, no video address of a gated item (en, fr)', async (t) => {
  const en = render('/videos');
  t.equal(en.status, 200);
  t.same(en.diagnostics.filter((d) => d.severity === 'error'), []);
  const main = mainOf(en.html);
  t.match(main, /<h1 class="collection-header__title"[^>]*>Videos<\/h1>/);
  t.equal(main.match(/class="video-card"/g)?.length, 3, 'three videos');
  t.match(main, /<a class="video-card__link" href="\/videos\/centering">/);
  t.match(main, /<img src="\/assets\/gallery\/morning\.jpg\?format=750w" alt=""/, 'the poster');
  t.match(main, /<time datetime="PT4S">0:04<\/time>/, 'the duration');
  t.match(main, /<time datetime="PT754S">12:34<\/time>/);
  t.match(main, /<span class="access-badge access-badge--members">Members only<\/span>/);
  t.notMatch(en.html, 'trimming.webm', 'the gated video is not named on the list');
  t.notMatch(en.html, '<video', 'no player on the list');
  t.equal(staticContext(en.html).contentKind, 'video');

  const fr = render('/fr/videos');
  t.equal(fr.status, 200);
  t.match(fr.html, /<html[^>]* lang="fr-FR"/);
  t.match(mainOf(fr.html), />Vidéos<\/h1>/);
  t.match(mainOf(fr.html), /<span class="visually-hidden">Durée <\/span>/);
  t.match(mainOf(fr.html), /Réservé aux membres/);

  const json = JSON.parse(render('/videos', ANON, { format: 'json' }).html) as { items: Json[] };
  const gated = json.items.find((i) => i.urlId === 'trimming')!;
  t.equal(gated.gated, 'members');
  t.same(gated.video, { duration: '0:04', isoDuration: 'PT4S' }, 'its length is said, not where it is');
  t.notOk('body' in gated, 'nor its text');
  t.equal((json.items.find((i) => i.urlId === 'centering')!.video as Json).url, '/assets/videos/centering.webm', 'a free video keeps its address');
});

t.test('a video page: the player with the site video, its captions and poster', async (t) => {
  const r = render('/videos/centering');
  t.equal(r.status, 200);
  const main = mainOf(r.html);
  t.match(main, /<h1 class="video-item__title"[^>]*>Centering clay on the wheel<\/h1>/);
  t.match(main, /<video class="video-player__video" controls preload="metadata" playsinline poster="\/assets\/gallery\/morning\.jpg\?format=1000w"[^>]* aria-label="Video: Centering clay on the wheel">/);
  t.match(main, /<source src="\/assets\/videos\/centering\.webm" type="video\/webm">/);
  t.match(main, /<track kind="captions" src="\/assets\/videos\/centering\.en\.vtt" srclang="en" label="English" default>/);
  t.match(main, /<a href="\/assets\/videos\/centering\.webm" download>Download the video<\/a>/, 'a way to the video without a player');
  const ctx = staticContext(r.html);
  t.equal(ctx.pageType, 50, 'a content item');
  t.equal(ctx.contentKind, 'video');
  t.notOk('viewerAccessStatus' in ctx, 'a free video: no access status');
  t.match(render('/fr/videos/centering').html, /<track kind="captions" src="\/assets\/videos\/centering\.fr\.vtt" srclang="fr" label="Français" default>/);
});

t.test('a linked video is linked to under its poster; the page loads nothing from its host', async (t) => {
  const main = mainOf(render('/videos/kiln-opening').html);
  t.match(main, /<a class="video-player__link" href="https:\/\/videos\.example\.org\/hearth-and-clay\/kiln-opening" rel="noopener">/);
  t.match(main, /Watch on videos\.example\.org/);
  t.notMatch(main, /<(video|iframe|source|img)[^>]+src="https?:/, 'no element loads from elsewhere');
  t.match(mainOf(render('/fr/videos/kiln-opening').html), /Regarder sur videos\.example\.org/);
});

t.test('the course: ordered lessons with their number, badge and the way between them (en, fr)', async (t) => {
  const list = mainOf(render('/lessons').html);
  t.match(list, /<ol class="lesson-list">/);
  t.same([...list.matchAll(/<p class="lesson-row__number">Lesson (\d)<\/p>/g)].map((m) => m[1]), ['1', '2', '3', '4']);
  t.match(list, /<span class="access-badge access-badge--paywall">Paid access<\/span>/);
  const fr = mainOf(render('/fr/lecons').html);
  t.match(fr, /Leçon 1<\/p>/);
  t.match(fr, /Accès payant/);

  const first = render('/lessons/wedging');
  t.equal(first.status, 200);
  const main = mainOf(first.html);
  t.match(main, /<p class="lesson__position">Lesson 1 of 4<\/p>/);
  t.match(main, /<source src="\/assets\/videos\/centering\.webm"/);
  t.match(main, /<nav class="pagination pagination--item lesson-nav" aria-label="Lessons">/);
  t.match(main, /<a class="pagination__next" href="\/lessons\/throwing" rel="next"><span class="lesson-nav__label">Next lesson &rarr;<\/span> <span class="lesson-nav__title">Throwing the cylinder<\/span><\/a>/);
  t.notMatch(main, 'pagination__prev', 'the first lesson has no previous one');
  t.equal(staticContext(first.html).contentKind, 'lesson');
  t.match(mainOf(render('/fr/lecons/throwing', MEMBER).html), /Leçon 2 sur 4[\s\S]*Leçon précédente[\s\S]*Leçon suivante/);
});

t.test('a members-only lesson: the wall in place of the player for visitors, the lesson for members', async (t) => {
  const anon = render('/lessons/throwing');
  t.equal(anon.status, 403);
  const main = mainOf(anon.html);
  t.match(main, /<h1 class="lesson__title"[^>]*>Throwing the cylinder<\/h1>/, 'the page stays the lesson’s');
  t.match(main, /<h2>This page available only site members<\/h2><a class="vitrine-join[^"]*"[^>]*href="\/account\?join=6561f0c2b100000000001011&amp;returnTo=\/lessons\/throwing">Join<\/a>/);
  t.notMatch(anon.html, /<video|<source/, 'no player');
  t.notMatch(anon.html, 'pull the wall up in three passes', 'not the lesson’s text');
  t.match(main, /href="\/lessons\/wedging" rel="prev"/, 'the course is still walkable');
  const ctx = staticContext(anon.html);
  t.equal(ctx.pageType, 106, 'member area access denied');
  t.equal(ctx.visitorMetrics, 'DENIED', 'visitor metrics: the wall');
  t.notOk('viewerAccessStatus' in ctx, 'no gated-content event on page 106: it is not tracked (SPEC section 6)');
  t.equal(ctx.itemId, LESSON_2);
  const json = JSON.parse(render('/lessons/throwing', ANON, { format: 'json' }).html) as { item: Json };
  t.notOk('video' in json.item && (json.item.video as Json).url, 'the JSON has no video address');
  t.notOk('body' in json.item);

  const member = render('/lessons/throwing', MEMBER);
  t.equal(member.status, 200);
  t.match(member.html, /<source src="\/assets\/videos\/centering\.webm"/);
  t.match(member.html, 'pull the wall up in three passes');
  t.equal(staticContext(member.html).viewerAccessStatus, 'granted');
  t.equal(staticContext(member.html).visitorMetrics, 'GRANTED');
  t.equal(staticContext(member.html).pageType, 50);

  const fr = mainOf(render('/fr/lecons/throwing').html);
  t.match(fr, /<h2>Cette page est réservée aux membres du site<\/h2>/);
  t.match(fr, /href="\/fr\/account\?join=/);
});

t.test('a paywalled lesson: its product is offered in the page language; a purchase opens it, membership does not', async (t) => {
  const anon = render('/lessons/glazing');
  t.equal(anon.status, 403);
  t.match(staticContext(anon.html), { pageType: 107, viewerAccessStatus: 'denied', visitorMetrics: 'DENIED', contentKind: 'lesson' });
  const main = mainOf(anon.html);
  t.match(main, /<h2>Get access to see this page<\/h2>/);
  t.match(main, new RegExp(`<input type="hidden" name="target" value="${LESSON_4}">`));
  t.match(main, new RegExp(`<input type="hidden" name="itemId" value="${GUIDE}">`));
  t.match(main, /The Home Glazing Guide<\/span> <span class="vitrine-paywall-offer__price">\$11\.00<\/span>/);
  t.notMatch(anon.html, 'glazing.webm');
  t.equal(render('/lessons/glazing', MEMBER).status, 403, 'a member of the free area has not bought it');
  const bought: Visitor = { unlocked: new Set(), member: true, memberAreas: new Set([`paywall-${LESSON_4}`]) };
  const open = render('/lessons/glazing', bought);
  t.equal(open.status, 200);
  t.match(open.html, /<source src="\/assets\/videos\/glazing\.webm"/);

  const fr = mainOf(render('/fr/lecons/glazing').html);
  t.match(fr, new RegExp(`name="itemId" value="${GUIDE_FR}"`), 'the French page offers the French product');
  t.match(fr, /Le guide de l’émaillage chez soi/);

  // The purchase and the join button read the same rules (server/session/).
  const products = paywallProducts(content);
  t.same([...products.get(GUIDE)!].sort(), [`paywall-${LESSON_4}`, `paywall-${LESSON_4_FR}`], 'either guide unlocks the lesson in both languages');
  t.same([...products.get(GUIDE_FR)!].sort(), [`paywall-${LESSON_4}`, `paywall-${LESSON_4_FR}`]);
  const areas = joinableAreas(content);
  t.equal(areas.get(LESSON_2), 'members', 'the join button of a members-only lesson joins the members');
  t.notOk(areas.has(LESSON_4), 'a paywalled lesson is bought, not joined');
  t.ok(accessHolders(content).some((h) => h.id === LESSON_2));
});

t.test('the video paywall beta flag off: a gated item gets the platform’s access page', async (t) => {
  const flags = { ...content.featureFlags, [VIDEO_PAYWALL_FLAG]: false };
  const off = new SiteRenderer(site.theme, { ...content, featureFlags: flags });
  const r = off.render('/lessons/throwing');
  t.equal(r.status, 403);
  t.match(r.html, /<section class="vitrine-access vitrine-access-member-area" data-page-type="106">\s*<h1>This page available only site members<\/h1>/);
  t.notMatch(r.html, 'lesson__title', 'not the lesson page');
  t.notMatch(r.html, 'Throwing the cylinder</h1>');
  const paid = off.render('/lessons/glazing');
  t.match(paid.html, /<section class="vitrine-access vitrine-access-paywall" data-page-type="107">\s*<h1>Get access to see this page<\/h1>/);
  t.match(paid.html, new RegExp(`name="itemId" value="${GUIDE}"`));
  t.equal(off.render('/lessons/wedging').status, 200, 'a free lesson is untouched');
});

t.test('search finds a gated lesson by its title, never by what it holds', async (t) => {
  const search = (q: string) => mainOf(render('/search', ANON, { q }).html);
  t.match(search('glazing firing'), 'href="/lessons/glazing"', 'the title is public');
  t.notMatch(search('cone'), 'href="/lessons/glazing"', 'the lesson’s text is not searched');
  t.notMatch(search('glazing firing'), 'glazing.webm', 'no video address in results');
  t.match(search('fifty times'), 'href="/lessons/wedging"', 'a free lesson’s text is');
});

t.test('video facts: site videos play, links elsewhere are links, other schemes are dropped', async (t) => {
  t.same(videoFacts({ url: '/assets/videos/a.mp4' }), { url: '/assets/videos/a.mp4', local: true, contentType: 'video/mp4' });
  t.match(videoFacts({ url: 'https://v.example/x', durationSeconds: 3725 }), { external: true, host: 'v.example', duration: '1:02:05', isoDuration: 'PT3725S' });
  t.equal(videoFacts({ url: 'javascript:alert(1)' }), undefined);
  t.equal(videoFacts({ url: '//evil.example/x.webm' }), undefined, 'a protocol-relative address is not the site’s');
  t.equal(videoFacts('nope'), undefined);
  t.equal(durationText(59.6), '1:00');
});

t.test('a query tag lists gated lessons as anyone may see them', async (t) => {
  const { cpSync, mkdtempSync, rmSync, appendFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-video-query-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(root('templates'), dir, { recursive: true });
  appendFileSync(join(dir, 'collections', 'videos.list'), '<squarespace:query collection="lessons" limit="10">{.repeated section items}[{urlId}|{body}|{video.url}]{.end}</squarespace:query>');
  const probe = await loadSite(dir, root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
  const html = probe.renderer.render('/videos').html;
  t.match(html, '[wedging|<p>Press and roll the clay', 'a free lesson: all of it');
  t.match(html, '[throwing||]', 'a members-only lesson: neither its text nor its video');
  t.match(html, '[glazing||]');
  t.notMatch(html, 'glazing.webm');
});
