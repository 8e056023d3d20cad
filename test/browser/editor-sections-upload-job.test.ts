// The Sections panel follows its image's processing job in Chromium (SPEC
// section 8's job texts): while the server strips the photo's location the
// panel says so, with a Cancel processing button, and the image is not the
// section's yet (saving is refused with a message saying why); released,
// the image shows and the section saves with it. A job that fails says
// 'File processing failed', one cancelled from the keyboard 'File
// processing cancelled', and the section keeps the image it had. At 1440
// and 390 wide, French at 1440 (each journey on a section of its own);
// axe finds nothing while processing or after a failure.
import t, { type Test } from 'tap';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { FR_EDITOR_TEXTS } from '../../editor/catalogue-fr.js';
import type { SectionType, Slice } from '../../editor/sections.js';
import { axeViolations } from './axe.js';
import { tabTo } from './account-helpers.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { editorPage } from './owner-helpers.js';
import { focused, JOB_ENDED, photoFile, signInOwner, startGatedUploadSite, uploadParts, type EditorLanguage } from './upload-job-helpers.js';

t.setTimeout(600_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base, gate } = await startGatedUploadSite(t, 'sections-upload-job');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const TEXTS = { en: EDITOR_TEXTS, fr: FR_EDITOR_TEXTS };
const PANEL = '.vitrine-editor-sections';

async function journey(t: Test, width: number, language: EditorLanguage, type: SectionType) {
  const T = TEXTS[language];
  const S = T.sections;
  const I = T.imageField;
  const ended = JOB_ENDED[language];
  const { page, errors } = await editorPage(t, browser, base);
  await page.setViewportSize({ width, height: 900 });
  await signInOwner(page, base, language);
  await page.goto('/config/settings/sections');
  await page.getByRole('button', { name: S.types[type], exact: true }).click({ timeout: BUNDLE_WAIT_MS });
  await page.getByRole('heading', { name: S.types[type], exact: true }).waitFor({ timeout: WAIT_MS });
  /** The section's image as saved. */
  const savedImage = async () => {
    const { sections } = (await (await page.request.get('/api/editor/sections')).json()) as { sections: { type: SectionType; slices: Slice[] }[] };
    return sections.find((s) => s.type === type)!.slices.find((s) => s.type === 'image') ?? null;
  };

  const form = page.locator(`${PANEL} form`);
  const { upload, status, uploadAlert, cancel } = uploadParts(form, I.cancelProcessing);
  const messages = form.locator(':scope > [role=alert]');
  const preview = form.locator('fieldset img');
  const alt = form.getByLabel(S.imageAlt, { exact: true });
  const image = form.getByLabel(S.imageFile, { exact: true });
  const save = form.getByRole('button', { name: S.save });
  const saved = page.getByRole('status').filter({ hasText: S.saved });
  const processing = (name: string) => status.filter({ hasText: I.processing.replace('{name}', name) }).waitFor({ timeout: WAIT_MS });
  t.equal(await preview.count(), 0, 'the section has no image yet');

  // Held: the panel says so, the image is not the section's, saving is refused.
  gate.hold();
  await image.setInputFiles(photoFile('kiln-yard.jpg'));
  await processing('kiln-yard.jpg');
  t.equal(await cancel.count(), 1, 'a Cancel button while it runs');
  t.equal(await preview.count(), 0, 'no image shown while it is processed');
  t.equal(await alt.count(), 0, 'no alt text to give while it is processed');
  t.same(await axeViolations(page, PANEL), [], 'processing passes axe');
  await upload.scrollIntoViewIfNeeded();
  await save.click();
  await messages.filter({ hasText: I.waitForProcessing }).waitFor({ timeout: WAIT_MS });
  t.equal(await savedImage(), null, 'nothing is saved while the image is processed');

  // Released: the image shows, and saves with the section.
  gate.release();
  await status.filter({ hasText: I.uploaded.replace('{name}', 'kiln-yard.jpg') }).waitFor({ timeout: WAIT_MS });
  await preview.waitFor({ timeout: WAIT_MS });
  t.equal(await cancel.count(), 0, 'no Cancel once done');
  t.equal(await messages.count(), 0, 'the refusal goes once the image is there');
  const src = (await preview.getAttribute('src'))!;
  t.match(src, /^\/uploads\/[0-9a-f]{24}\.jpg\?format=300w$/, 'the processed image shows');
  await alt.fill('The kiln yard at dusk');
  await save.click();
  await saved.waitFor({ timeout: WAIT_MS });
  const first = await savedImage();
  t.match(first, { type: 'image', imageId: src.slice('/uploads/'.length, '/uploads/'.length + 24), alt: 'The kiln yard at dusk' }, 'the section is saved with the processed image');

  // A job that fails: its text, and the section keeps the image it had.
  gate.hold();
  gate.failing(true);
  await image.setInputFiles(photoFile('kiln-shed.jpg'));
  await processing('kiln-shed.jpg');
  gate.release();
  await uploadAlert.filter({ hasText: ended.failed }).waitFor({ timeout: WAIT_MS });
  t.equal(await uploadAlert.textContent(), ended.failed, `a failed job says '${ended.failed}'`);
  t.equal(await preview.getAttribute('src'), src, 'the failed image is not taken');
  t.equal(await cancel.count(), 0, 'no Cancel once it failed');
  t.same(await axeViolations(page, PANEL), [], 'failed passes axe');

  // Cancelled from the keyboard: Tab from the file field reaches Cancel processing, Enter presses it.
  gate.failing(false);
  gate.hold();
  await image.setInputFiles(photoFile('kiln-door.jpg'));
  await processing('kiln-door.jpg');
  t.equal(await uploadAlert.count(), 0, 'the earlier failure goes with a new upload');
  await image.focus();
  t.ok(await tabTo(page, `${PANEL} .vitrine-editor-upload__cancel`, 3), 'Cancel processing is reached with Tab');
  await page.keyboard.press('Enter');
  await uploadAlert.filter({ hasText: ended.cancelled }).waitFor({ timeout: WAIT_MS });
  t.equal(await uploadAlert.textContent(), ended.cancelled, `a cancelled job says '${ended.cancelled}'`);
  t.equal(await preview.getAttribute('src'), src, 'the cancelled image is not taken');
  t.ok(await focused(page, `${PANEL} input[type=file]`), 'focus goes back to the file field');
  gate.release();

  // Saved now (a new alt text tells this save from the first), the section still has its first image.
  await alt.fill('The kiln yard at night');
  await save.click();
  const last = await until(savedImage, (image) => image?.type === 'image' && image.alt === 'The kiln yard at night');
  t.same({ ...last, alt: '' }, { ...first!, alt: '' }, 'the section keeps its image');
  t.same(errors, [], 'no page errors');
}

t.test('the sections panel follows its image, 1440 wide', (t) => journey(t, 1440, 'en', 'cover-page'));
t.test('the sections panel follows its image, 390 wide', (t) => journey(t, 390, 'en', 'lock-screen'));
t.test('the sections panel follows its image, 1440 wide, in French', (t) => journey(t, 1440, 'fr', 'sso-screen'));
