// Issue 38's remaining blocks in Chromium at 1440 and 820 px: on a new page
// the owner adds a summary as a carousel, an audio block and a video block
// from uploaded files (the video with an uploaded poster image) and an
// accordion, and publishes. The public page: the carousel scrolls from the
// keyboard (its track, its Next button), the uploaded sound plays (its
// duration read from the served file), axe finds nothing. Then the page is
// translated into French: the accordion is listed and marked untranslated
// until its item is, and /fr shows the French item.
import t from 'tap';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { addBlock, createPage, startOwnerSite } from './owner-helpers.js';
import { axeViolations } from './axe.js';
import { BUNDLE_WAIT_MS, ownerInEditor, selectWhileTranslating } from './admin-helpers.js';
import { toneWav } from '../helpers/wav.js';

t.setTimeout(500_000);
const RENDER_WAIT_MS = 30_000;
const { base } = await startOwnerSite(t, 'editor-media-blocks');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

/** An MP4 file's start (its ftyp box): what the server reads the type from. */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'), Buffer.alloc(4000)]);
const poster = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#8a5a3c' } }).png().toBuffer();

const canvas = (page: Page) => page.frameLocator('#preview-frame');
const visible = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('visible=true');

for (const width of [1440, 820] as const) {
  t.test(`at ${width} px: carousel, uploaded audio and video, accordion; translated`, async (t) => {
    const { page, errors } = await ownerInEditor(t, browser, base, width);
    const title = `Studio sounds ${width}`;
    await createPage(page, title);

    await addBlock(page, 'summary');
    const feed = page.getByRole('combobox', { name: 'Blog or events page' }).locator('visible=true');
    await feed.waitFor({ timeout: WAIT_MS });
    await feed.selectOption('journal');
    await page.getByRole('combobox', { name: 'Layout' }).locator('visible=true').selectOption({ label: 'Carousel' });
    await visible(page, 'How many').fill('6');
    await canvas(page).locator('.vitrine-canvas-grid .content-summary--carousel article.post-card').first().waitFor({ timeout: RENDER_WAIT_MS });

    await addBlock(page, 'audio');
    await visible(page, 'Upload an audio file').setInputFiles({ name: 'kiln tone.wav', mimeType: 'audio/wav', buffer: toneWav(330, 0.25) });
    t.match(await until(() => visible(page, 'Audio file address').inputValue(), (v) => v !== ''), /^\/uploads\/[0-9a-f]{24}\.wav$/, 'the uploaded sound’s address');
    await visible(page, 'Title').fill('Kiln tone');

    await addBlock(page, 'video');
    await visible(page, 'Upload a video file').setInputFiles({ name: 'throwing.mp4', mimeType: 'video/mp4', buffer: mp4 });
    t.match(await until(() => visible(page, 'Video address (YouTube, Vimeo or a video file)').inputValue(), (v) => v !== ''), /^\/uploads\/[0-9a-f]{24}\.mp4$/, 'the uploaded video’s address');
    await visible(page, 'Upload an image').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: poster });
    t.match(await until(() => visible(page, 'Poster image').inputValue(), (v) => v !== ''), /^\/uploads\/[0-9a-f]{24}\.png$/, 'the uploaded poster’s address');
    // A sound given to the video's upload is refused with the SPEC's message.
    await visible(page, 'Upload a video file').setInputFiles({ name: 'song.wav', mimeType: 'video/mp4', buffer: toneWav(330, 0.25) });
    t.equal(await textOnceIncludes(page, '.vitrine-editor-upload [role="alert"] >> visible=true', 'does not appear'), 'The file song.wav does not appear to be a supported video file.');

    await addBlock(page, 'accordion');
    await visible(page, 'Title 1').fill('Shipping');
    await visible(page, 'Text 1').fill('Two days to most places.');
    await canvas(page).locator('.vitrine-canvas-grid .content-accordion__title').getByText('Shipping').waitFor({ timeout: RENDER_WAIT_MS });
    t.same(await axeViolations(page), [], 'axe: the page editor with the new blocks');

    await page.getByRole('button', { name: 'Publish' }).click();
    t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
    const urlId = await page.getByRole('link', { name: 'View on site' }).getAttribute('href');

    // The public page.
    const site = await page.context().newPage();
    await site.goto(urlId!);
    const track = site.locator('.content-summary--carousel .content-summary__track');
    await track.waitFor({ timeout: WAIT_MS });
    t.equal(await track.getAttribute('role'), 'group');
    await track.focus();
    await site.keyboard.press('ArrowRight');
    t.ok((await until(() => track.evaluate((el) => el.scrollLeft), (x) => x > 0)) > 0, 'the arrow key scrolls the focused carousel');
    await track.evaluate((el) => el.scrollTo({ left: 0 }));
    const next = site.locator('.content-summary--carousel').getByRole('button', { name: 'Next' });
    await next.waitFor({ timeout: BUNDLE_WAIT_MS });
    await next.focus();
    await site.keyboard.press('Enter');
    t.ok((await until(() => track.evaluate((el) => el.scrollLeft), (x) => x > 0)) > 0, 'Next, from the keyboard, scrolls it');
    const duration = await site.locator('audio.content-audio__player').evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
          el.addEventListener('error', () => resolve(-1), { once: true });
          el.preload = 'metadata';
          el.load();
        }),
    );
    t.ok(Math.abs(duration - 0.25) < 0.05, `the uploaded sound plays from the site (${duration} s)`);
    t.match(await site.locator('video.content-video__player').getAttribute('poster'), /^\/uploads\/[0-9a-f]{24}\.png$/, 'the video with its poster');
    t.same(await axeViolations(site, 'main'), [], 'axe: the page’s blocks');
    await site.close();

    // French: the accordion is listed and marked until its item is translated; /fr shows it.
    await page.getByLabel('Language of the texts').selectOption('fr-FR');
    const list = page.locator('.vitrine-editor-untranslated-list');
    await list.getByText(/^Accordion \d+: Items$/).waitFor({ timeout: WAIT_MS });
    const note = page.locator('.vitrine-editor-accordion .vitrine-editor-untranslated').locator('visible=true');
    await selectWhileTranslating(page, canvas(page).locator('.vitrine-canvas-grid [data-block-type="69"]').first(), note);
    t.equal(await visible(page, 'Title 1').inputValue(), 'Shipping', 'the English text shows until translated');
    t.equal(await page.locator('.vitrine-editor-accordion').locator('visible=true').getByRole('button', { name: 'Add an item' }).count(), 0, 'items are added in English only');
    await visible(page, 'Title 1').fill('Livraison');
    t.equal(await until(() => note.count(), (n) => n === 1), 1, 'its text still untranslated: still marked');
    await page.locator('.vitrine-editor-accordion textarea[id$="-body-0"]').locator('visible=true').fill('Deux jours presque partout.');
    t.equal(await until(() => note.count(), (n) => n === 0), 0, 'translated: no mark');
    t.equal(await until(() => list.getByText(/^Accordion/).count(), (n) => n === 0), 0, 'nor in the list');
    t.same(await axeViolations(page), [], 'axe: translating');
    await page.getByRole('button', { name: 'Publish' }).click();
    t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
    const fr = await (await page.request.get(`/fr${urlId}`)).text();
    t.match(fr, '<summary class="content-accordion__title">Livraison</summary><div class="content-accordion__body"><p>Deux jours presque partout.</p></div>', '/fr shows the French item');
    t.match(await (await page.request.get(urlId!)).text(), '<summary class="content-accordion__title">Shipping</summary>', 'English stays English');
    t.same(errors, [], 'no page errors');
  });
}
