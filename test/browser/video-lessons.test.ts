// The demo store's video collection and course of lessons in Chromium
// (issue 42): every page in English and French at 1280x800 and 390x844
// answers with its status and page type, has no sideways scroll, asks
// nothing of another host, and axe-core finds no violation of any impact
// on the whole page; the site's video plays with its captions; without
// JavaScript the player, the wall and the course links are all there; and
// a visitor joins from a members-only lesson's wall and comes back to it,
// now playing.
import t from 'tap';
import { axeViolations } from './axe.js';
import { islandsReady, startCartSite, until, WAIT_MS } from './cart-helpers.js';
import { DESKTOP, openPage, PHONE } from './checkout-helpers.js';

t.setTimeout(600_000);
const site = await startCartSite(t);
const PASSWORD = 'kiln-opening-42';

/** Path (English, French), status, page type. */
const PAGES: [string, string, number, number][] = [
  ['/videos', '/fr/videos', 200, 1],
  ['/videos/centering', '/fr/videos/centering', 200, 50],
  ['/videos/trimming', '/fr/videos/trimming', 403, 106],
  ['/videos/kiln-opening', '/fr/videos/kiln-opening', 200, 50],
  ['/lessons', '/fr/lecons', 200, 1],
  ['/lessons/wedging', '/fr/lecons/wedging', 200, 50],
  ['/lessons/throwing', '/fr/lecons/throwing', 403, 106],
  ['/lessons/glazing', '/fr/lecons/glazing', 403, 107],
  ['/gallery', '/fr/galerie', 200, 1],
];

type Ctx = { pageType: number; contentKind?: string };
const pageContext = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { Static: { SQUARESPACE_CONTEXT: Ctx } }).Static.SQUARESPACE_CONTEXT);

for (const viewport of [DESKTOP, PHONE]) {
  for (const lang of ['en', 'fr'] as const) {
    t.test(`video and lesson pages, ${lang === 'en' ? 'English' : 'French'}, ${viewport.width}x${viewport.height}`, async (t) => {
      const { page, errors } = await openPage(t, site, viewport);
      const elsewhere: string[] = [];
      page.on('request', (r) => void (r.url().startsWith(site.base) || elsewhere.push(r.url())));
      for (const [en, fr, status, type] of PAGES) {
        const path = lang === 'en' ? en : fr;
        const res = await page.goto(path);
        t.equal(res?.status(), status, `${path} answers ${status}`);
        await islandsReady(page);
        t.equal(await page.locator('html').getAttribute('lang'), lang === 'en' ? 'en-US' : 'fr-FR');
        t.equal((await pageContext(page)).pageType, type, `${path}: page type ${type}`);
        t.same(await axeViolations(page), [], `axe: nothing on ${path}`);
        t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path}: no sideways scroll`);
      }
      t.same(elsewhere, [], 'no request left the site');
      t.same(errors, []);
    });
  }
}

t.test('the site’s video plays, with its captions and poster (desktop, English)', async (t) => {
  const { page, errors } = await openPage(t, site, DESKTOP);
  await page.goto('/videos/centering');
  const video = page.locator('video.video-player__video');
  t.equal(await video.getAttribute('poster'), '/assets/gallery/morning.jpg?format=1000w');
  // HAVE_METADATA: the file answered and its length is known.
  const duration = await until(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)), (d) => d > 0);
  t.ok(duration > 3 && duration < 5, `about four seconds long (${duration})`);
  const cues = await until(() => video.evaluate((v: HTMLVideoElement) => {
    const track = v.textTracks[0];
    if (track) track.mode = 'hidden';
    return track?.cues?.length ?? 0;
  }), (n) => n > 0);
  t.equal(cues, 2, 'the caption track loaded');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  const played = await until(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), (time) => time > 0.2);
  t.ok(played > 0.2, 'time moves on');
  t.same(errors, []);
});

for (const [viewport, lang] of [[PHONE, 'fr'], [DESKTOP, 'en']] as const) {
  t.test(`without JavaScript (${viewport.width} px, ${lang}): the player, the walls and the course`, async (t) => {
    const { page } = await openPage(t, site, viewport, false);
    const p = lang === 'fr' ? '/fr' : '';
    const course = lang === 'fr' ? '/fr/lecons' : '/lessons';
    await page.goto(`${p}/videos/centering`);
    t.equal(await page.locator('video.video-player__video source').getAttribute('src'), '/assets/videos/centering.webm');
    t.equal(await page.locator('video.video-player__video track').getAttribute('srclang'), lang);
    t.equal(await page.locator('.video-player__download a').getAttribute('href'), '/assets/videos/centering.webm');

    t.equal((await page.goto(`${course}/wedging`))?.status(), 200);
    await page.locator('.lesson-nav .pagination__next').click();
    await page.waitForURL((url) => url.pathname === `${course}/throwing`, { timeout: WAIT_MS });
    t.equal(await page.locator('.vitrine-access--inline h2').textContent(), lang === 'fr' ? 'Cette page est réservée aux membres du site' : 'This page available only site members');
    const lesson2 = lang === 'fr' ? '6561f0c2b100000000001021' : '6561f0c2b100000000001011';
    t.equal(await page.locator('.vitrine-access--inline a.vitrine-join').getAttribute('href'), `${p}/account?join=${lesson2}&returnTo=${course}/throwing`);
    t.equal(await page.locator('video').count(), 0, 'no player behind the wall');

    await page.goto(`${course}/glazing`);
    t.equal(await page.locator('.vitrine-paywall-offer button[type="submit"]').count(), 1, 'the paywall’s plain form');
  });
}

t.test('join from a members-only lesson’s wall and come back to the lesson, now playing (phone, English)', async (t) => {
  const { page, errors } = await openPage(t, site, PHONE);
  t.equal((await page.goto('/lessons/throwing'))?.status(), 403);
  await islandsReady(page);
  await page.locator('.vitrine-access--inline a.vitrine-join').click();
  await page.waitForURL('**/account?join=6561f0c2b100000000001011&returnTo=/lessons/throwing', { timeout: WAIT_MS });
  const signUp = page.locator('.vitrine-account__sign-up');
  await signUp.locator('input[name="email"]').fill('potter@example.com');
  await signUp.locator('input[name="password"]').fill(PASSWORD);
  await signUp.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/lessons/throwing', { timeout: WAIT_MS });
  await page.locator('video.video-player__video').waitFor({ timeout: WAIT_MS });
  t.match(await page.locator('.lesson__body').textContent(), /pull the wall up in three passes/, 'the lesson itself');
  t.equal((await pageContext(page)).pageType, 50);
  t.same(await axeViolations(page), [], 'axe: the open lesson');
  t.same(errors, []);
});
