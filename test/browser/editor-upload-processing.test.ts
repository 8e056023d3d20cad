// An uploaded photo's processing in Chromium (issue 42, SPEC section 8's
// job texts): the image block's upload says the photo's location and
// camera details are being removed, with a Cancel processing button,
// then takes the image once the job is done; the file then served has no
// GPS. At 1440 and 390 wide, axe-clean while processing and after; French at 1440.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './account-helpers.js';
import { WAIT_MS } from './cart-helpers.js';
import { showControls, showFields } from './admin-helpers.js';
import { editorPage, addBlock } from './owner-helpers.js';
import { photoFile, signInOwner, startGatedUploadSite } from './upload-job-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

// The server's processing, held until the test has seen it running.
const { base, gate } = await startGatedUploadSite(t, 'upload-processing');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

async function journey(t: Test, width: number, language: 'en' | 'fr') {
  const { page, errors } = await editorPage(t, browser, base);
  await page.setViewportSize({ width, height: 900 });
  await signInOwner(page, base, language);
  await page.goto('/config');
  const fr = language === 'fr';
  await page.getByLabel(fr ? 'Titre de la page' : 'Page title').waitFor({ timeout: BUNDLE_WAIT_MS });
  // The helpers' labels are English; the French editor's, as its catalogue says.
  if (fr) {
    await page.getByLabel('Titre de la page').fill(`Cour du four ${width}`);
    await page.getByRole('button', { name: 'Créer la page' }).click();
    await page.getByRole('button', { name: 'Ajouter un bloc' }).waitFor({ timeout: WAIT_MS });
    await page.locator('.vitrine-editor-header-actions select').selectOption('image');
    await page.getByRole('button', { name: 'Ajouter un bloc' }).click();
  } else {
    await page.getByLabel('Page title').fill(`Kiln yard ${width}`);
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.getByRole('button', { name: 'Publish' }).or(page.getByRole('button', { name: 'Toggle menu bar' })).locator('visible=true').first().waitFor({ timeout: WAIT_MS });
    await showControls(page);
    await addBlock(page, 'image');
    await showFields(page);
  }

  gate.hold();
  const input = page.locator('input[type=file][id$="-upload"]').locator('visible=true').first();
  await input.setInputFiles(photoFile('kiln-yard.jpg'));
  const status = page.locator('.vitrine-editor-upload [role=status]').locator('visible=true').first();
  const processing = language === 'fr' ? /Retrait de la position/ : /Removing location and camera details from kiln-yard\.jpg/;
  await status.filter({ hasText: processing }).waitFor({ timeout: WAIT_MS });
  const cancel = page.getByRole('button', { name: language === 'fr' ? 'Annuler le traitement' : 'Cancel processing' }).locator('visible=true');
  t.equal(await cancel.count(), 1, 'a Cancel button while it runs');
  t.same(await axeViolations(page, '.vitrine-editor-upload'), [], 'processing passes axe');

  gate.release();
  const uploaded = language === 'fr' ? 'kiln-yard.jpg téléversée' : 'Uploaded kiln-yard.jpg';
  await status.filter({ hasText: uploaded }).waitFor({ timeout: WAIT_MS });
  t.equal(await cancel.count(), 0, 'no Cancel once done');
  const src = await page.getByLabel(fr ? 'Adresse de l’image' : 'Image URL', { exact: true }).locator('visible=true').first().inputValue();
  t.match(src, /^\/uploads\/[0-9a-f]{24}\.jpg$/, 'the block takes the processed image');
  const served = await page.request.get(src);
  t.equal((await sharp(await served.body()).metadata()).exif, undefined, 'served without its GPS position');
  t.same(await axeViolations(page, '.vitrine-editor-upload'), [], 'done passes axe');
  t.same(errors, [], 'no page errors');
}

t.test('processing then done, 1440 wide', (t) => journey(t, 1440, 'en'));
t.test('processing then done, 390 wide', (t) => journey(t, 390, 'en'));
t.test('processing then done, 1440 wide, in French', (t) => journey(t, 1440, 'fr'));
