// The album block in Chromium at 1440 and 390 px: on a new page the owner
// adds an album with a cover and two tracks, the first uploaded, the second
// picked from the earlier audio uploads with the keyboard (the picker
// dialog, arrow keys, Enter), and publishes. A visitor (signed out) sees
// the numbered track list with one native player a track and plays a
// track; axe finds nothing. The album's title is translated into French
// and /fr shows it with the French labels. At 1440 px the 61st track is
// refused in the editor with the catalogue's message.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { addBlock, startOwnerSite } from './owner-helpers.js';
import { axeViolations } from './axe.js';
import { ownerInEditor, selectWhileTranslating, showControls, showFields } from './admin-helpers.js';
import { MAX_ALBUM_TRACKS } from '../../editor/limits.js';
import { toneWav } from '../helpers/wav.js';

t.setTimeout(900_000);
const RENDER_WAIT_MS = 30_000;
const { base } = await startOwnerSite(t, 'editor-album');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const cover = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3c5a8a' } }).png().toBuffer();

const canvas = (page: Page) => page.frameLocator('#preview-frame');
const visible = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('visible=true');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).locator('visible=true');

async function addAlbum(page: Page): Promise<void> {
  await showControls(page);
  await addBlock(page, 'album');
  await showFields(page);
}
async function publish(t: Test, page: Page): Promise<void> {
  await showControls(page);
  // From the keyboard: at 390 px Puck's canvas overlaps the folded header's controls while it loads.
  await page.getByRole('button', { name: 'Publish' }).focus();
  await page.keyboard.press('Enter');
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');
}

for (const width of [1440, 390] as const) {
  t.test(`at ${width} px: an album with an uploaded and a picked track, played, in French`, async (t) => {
    const { page, errors } = await ownerInEditor(t, browser, base, width);
    const title = `Kiln songs ${width}`;
    await page.getByLabel('Page title').fill(title);
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.getByRole('button', { name: 'Publish' }).or(page.getByRole('button', { name: 'Toggle menu bar' })).locator('visible=true').first().waitFor({ timeout: WAIT_MS });
    await addAlbum(page);
    await visible(page, 'Album title').fill(`Kiln songs ${width}`);
    await visible(page, 'Upload an image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    t.match(await until(() => visible(page, 'Cover image (optional)').inputValue(), (v) => v !== ''), /^\/uploads\/[0-9a-f]{24}\.png$/, 'the uploaded cover');

    // Track 1: uploaded.
    await visible(page, 'Track title 1').fill('Firing');
    await visible(page, 'Upload the audio file of track 1').setInputFiles({ name: `firing-${width}.wav`, mimeType: 'audio/wav', buffer: toneWav(330, 0.25) });
    const first = await until(() => visible(page, 'Audio file of track 1').inputValue(), (v) => v !== '');
    t.match(first, /^\/uploads\/[0-9a-f]{24}\.wav$/, 'the uploaded track’s address');

    // Track 2: added and picked from the earlier audio uploads, with the keyboard only.
    await button(page, 'Add a track').focus();
    await page.keyboard.press('Enter');
    await visible(page, 'Track title 2').fill('Cooling');
    const opener = button(page, 'Choose an uploaded audio file for track 2');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your uploads' });
    const pick = dialog.getByRole('button', { name: `Use firing-${width}.wav` });
    await pick.waitFor({ timeout: WAIT_MS });
    t.equal(await dialog.getByRole('button', { name: /^Use .*\.png$/ }).count(), 0, 'the audio picker lists audio files only');
    await dialog.getByRole('button').first().focus();
    // The arrow keys walk the list (newest first): to this run's file.
    for (let i = 0; i < 10 && !(await pick.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    t.ok(await pick.evaluate((el) => el === document.activeElement), 'reached with the arrow keys');
    t.same(await axeViolations(page), [], 'axe: the audio picker open');
    await page.keyboard.press('Enter');
    t.equal(await until(() => visible(page, 'Audio file of track 2').inputValue(), (v) => v !== ''), first, 'the picked upload’s address');
    t.equal(await dialog.isVisible(), false, 'the dialog closed');
    t.ok(await until(() => opener.evaluate((el) => el === document.activeElement), (v) => v), 'focus back on its button');

    await canvas(page).locator('.vitrine-canvas-grid .content-album__track').nth(1).waitFor({ timeout: RENDER_WAIT_MS });
    t.same(await axeViolations(page), [], 'axe: the page editor with the album');
    await publish(t, page);
    const urlId = (await page.getByRole('link', { name: 'View on site' }).getAttribute('href'))!;

    // A visitor, signed out.
    const visitor = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
    t.teardown(() => visitor.close());
    const site = await visitor.newPage();
    await site.goto(urlId);
    const list = site.getByRole('list', { name: 'Tracks' });
    await list.waitFor({ timeout: WAIT_MS });
    t.same(await list.locator('.content-album__track-title').allTextContents(), ['Firing', 'Cooling'], 'the tracks in their order');
    t.equal(await site.getByRole('heading', { name: `Kiln songs ${width}` }).count(), 1);
    const player = site.getByLabel('Track 1: Firing');
    t.equal(await player.evaluate((el) => el.tagName), 'AUDIO', 'a native player, named by its track');
    const played = await player.evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          el.addEventListener('ended', () => resolve(el.currentTime), { once: true });
          el.addEventListener('error', () => resolve(-1), { once: true });
          el.play().catch(() => resolve(-2));
        }),
    );
    t.ok(Math.abs(played - 0.25) < 0.05, `the visitor plays the track to its end (${played} s)`);
    t.same(await axeViolations(site, 'main'), [], 'axe: the album on the page');

    // French: the album's title translated; /fr shows it with the French labels.
    await page.getByLabel('Language of the texts').selectOption('fr-FR');
    await selectWhileTranslating(page, canvas(page).locator('.vitrine-canvas-grid [data-block-type="60"]').first(), visible(page, 'Album title'));
    await visible(page, 'Album title').fill(`Chansons du four ${width}`);
    await publish(t, page);
    await site.goto(`/fr${urlId}`);
    await site.getByRole('heading', { name: `Chansons du four ${width}` }).waitFor({ timeout: WAIT_MS });
    t.same(await site.getByRole('list', { name: 'Pistes' }).locator('.content-album__track-title').allTextContents(), ['Firing', 'Cooling']);
    t.equal(await site.getByLabel('Piste 2: Cooling').evaluate((el) => el.tagName), 'AUDIO');
    t.same(await axeViolations(site, 'main'), [], 'axe: the French page');

    if (width === 1440) {
      // The 61st track, refused in the editor.
      await page.getByLabel('Language of the texts').selectOption('');
      await addAlbum(page);
      const add = button(page, 'Add a track');
      await add.focus();
      for (let n = 1; n < MAX_ALBUM_TRACKS; n++) await page.keyboard.press('Enter');
      await visible(page, `Track title ${MAX_ALBUM_TRACKS}`).waitFor({ timeout: WAIT_MS });
      await page.keyboard.press('Enter');
      t.equal(await textOnceIncludes(page, '.vitrine-editor-album-refusal >> visible=true', 'album'), 'An album can hold at most 60 tracks.');
      t.equal(await visible(page, `Track title ${MAX_ALBUM_TRACKS + 1}`).count(), 0, 'no 61st track');
      t.equal(await page.locator('.vitrine-editor-album >> visible=true').getByText(`${MAX_ALBUM_TRACKS} of ${MAX_ALBUM_TRACKS} tracks`).count(), 1, 'the count says so');
    }
    t.same(errors, [], 'no page errors');
  });
}
