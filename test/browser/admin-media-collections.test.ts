// The owner's Videos and lessons screen in Chromium at 1440 and 390 px
// (issue 42): the owner creates a course of lessons (in English on the
// desktop, in French on the phone), adds two lessons, gates one behind
// the site's members, puts them in order with the keyboard only (the focus
// stays on the moved lesson and its new place is announced), and
// publishes. A visitor then reads the free lesson and gets the SPEC's
// access-denied page for the gated one; axe-core finds nothing on the
// admin's screens, its dialog, or the public pages.
import t from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, openScreen, ownerAt } from './admin-helpers.js';
import { axeViolations } from './axe.js';

t.setTimeout(900_000);
const { base } = await startOwnerSite(t, 'media');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
const WAIT = { timeout: BUNDLE_WAIT_MS };

/** Presses Tab until the focused element's accessible label is `label` (at most `max` presses). */
async function tabTo(page: Page, label: string, max = 60): Promise<boolean> {
  for (let n = 0; n < max; n++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')) === label) return true;
  }
  return false;
}

const CASES = [
  { width: 1440, height: 900, language: 'en', tag: null, slug: 'glaze-basics', prefix: '', denied: 'This page available only site members' },
  { width: 390, height: 844, language: 'fr', tag: 'fr-FR', slug: 'bases-email', prefix: '/fr', denied: 'Cette page est réservée aux membres du site' },
] as const;

for (const c of CASES) {
  t.test(`an owner makes a course at ${c.width} px, a visitor reads it (${c.language})`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, c.width, c.height);
    await openScreen(page, 'media');
    t.equal(await page.locator('h1').textContent(), 'Videos and lessons');
    t.same(await axeViolations(page), [], 'axe: the list');

    await page.getByRole('button', { name: 'New lesson collection' }).click();
    const create = page.getByRole('dialog', { name: 'New lesson collection' });
    await create.getByLabel('Title').fill(c.language === 'en' ? 'Glaze basics' : 'Les bases de l’émail');
    await create.getByLabel('URL').fill(c.slug);
    await create.getByLabel('Description').fill(c.language === 'en' ? 'Two lessons on glaze.' : 'Deux leçons sur l’émail.');
    if (c.tag) await create.getByLabel('Language').selectOption(c.tag);
    t.same(await axeViolations(page), [], 'axe: the new collection dialog');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Add a lesson' }).waitFor(WAIT);
    t.match(await page.locator('.adm-page-header__description').textContent(), /Draft/);

    const lessons = [
      { title: c.language === 'en' ? 'Mixing a glaze' : 'Préparer un émail', slug: 'mixing', text: c.language === 'en' ? 'Weigh, sieve twice, rest overnight.' : 'Peser, tamiser deux fois, laisser reposer.', access: 'free' },
      { title: c.language === 'en' ? 'Test tiles' : 'Tuiles d’essai', slug: 'tiles', text: c.language === 'en' ? 'Fire a tile before the pot.' : 'Cuire une tuile avant le pot.', access: 'collection' },
    ];
    for (const lesson of lessons) {
      await page.getByRole('button', { name: 'Add a lesson' }).click();
      const dialog = page.getByRole('dialog', { name: 'New lesson' });
      await dialog.getByLabel('Title').fill(lesson.title);
      await dialog.getByLabel('URL').fill(lesson.slug);
      await dialog.getByLabel('Lesson text').fill(lesson.text);
      if (lesson.access === 'free') await dialog.getByLabel('Video address').fill('/assets/videos/centering.webm');
      await dialog.getByLabel('Who may watch').selectOption(lesson.access);
      if (lesson === lessons[1]) t.same(await axeViolations(page), [], 'axe: the lesson dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      await page.locator('.adm-media-item', { hasText: lesson.title }).waitFor(WAIT);
    }
    const titles = () => page.locator('.adm-media-item strong').allTextContents();
    t.same(await titles(), [lessons[0]!.title, lessons[1]!.title]);
    t.match(await page.locator('.adm-media-item').nth(1).textContent(), /Members/, 'the gated lesson’s badge');

    // Keyboard only: Tab to the second lesson's Move up, Enter.
    await page.getByRole('button', { name: 'Add a lesson' }).focus();
    t.ok(await tabTo(page, `Move up: ${lessons[1]!.title}`), 'Tab reaches Move up');
    await page.keyboard.press('Enter');
    await page.waitForFunction((first) => document.querySelector('.adm-media-item strong')?.textContent === first, lessons[1]!.title, WAIT);
    t.same(await titles(), [lessons[1]!.title, lessons[0]!.title], 'moved up');
    await page.waitForFunction(() => (document.querySelector('.adm-card [role="status"]')?.textContent ?? '') !== '', null, WAIT);
    t.equal(await page.locator('.adm-card [role="status"]').textContent(), `${lessons[1]!.title} moved to position 1 of 2`, 'announced');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `Move down: ${lessons[1]!.title}`, 'the focus stays on the moved lesson');
    await page.keyboard.press('Enter');
    await page.waitForFunction((first) => document.querySelector('.adm-media-item strong')?.textContent === first, lessons[0]!.title, WAIT);
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `Move up: ${lessons[1]!.title}`, 'and on it again after moving down');
    await page.keyboard.press('Enter');
    await page.waitForFunction((first) => document.querySelector('.adm-media-item strong')?.textContent === first, lessons[1]!.title, WAIT);

    // The order is saved: a reload shows it.
    await page.reload();
    await page.getByRole('button', { name: 'Add a lesson' }).waitFor(WAIT);
    t.same(await titles(), [lessons[1]!.title, lessons[0]!.title], 'the order was saved');
    t.same(await axeViolations(page), [], 'axe: the collection screen');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('link', { name: 'View on the site' }).waitFor(WAIT);
    t.equal(await page.getByRole('link', { name: 'View on the site' }).getAttribute('href'), `${c.prefix}/${c.slug}`);
    t.same(errors, []);

    // A visitor: the course, the free lesson, the wall.
    const context = await browser.newContext({ baseURL: base, viewport: { width: c.width, height: c.height } });
    t.teardown(() => context.close());
    const visitor = await context.newPage();
    const list = await visitor.goto(`${c.prefix}/${c.slug}`);
    t.equal(list?.status(), 200);
    t.equal(await visitor.locator('html').getAttribute('lang'), c.language === 'en' ? 'en-US' : 'fr-FR');
    const body = (await visitor.locator('main, body').first().textContent()) ?? '';
    t.ok(body.indexOf(lessons[1]!.title) >= 0 && body.indexOf(lessons[1]!.title) < body.indexOf(lessons[0]!.title), 'the course lists the lessons in the owner’s order');
    t.same(await axeViolations(visitor), [], 'axe: the course');
    const free = await visitor.goto(`${c.prefix}/${c.slug}/mixing`);
    t.equal(free?.status(), 200);
    t.match(await visitor.locator('.lesson__body').textContent(), lessons[0]!.text);
    t.equal(await visitor.locator('video source').getAttribute('src'), '/assets/videos/centering.webm', 'the free lesson plays');
    t.same(await axeViolations(visitor), [], 'axe: the free lesson');
    const walled = await visitor.goto(`${c.prefix}/${c.slug}/tiles`);
    t.equal(walled?.status(), 403);
    t.equal(await visitor.locator('.vitrine-access--inline h2').textContent(), c.denied, 'the SPEC’s access-denied text');
    t.equal(await visitor.locator('video').count(), 0, 'no player behind the wall');
    t.notMatch((await visitor.content()), lessons[1]!.text, 'nothing of the lesson reaches the page');
    t.same(await axeViolations(visitor), [], 'axe: the wall');
  });
}
