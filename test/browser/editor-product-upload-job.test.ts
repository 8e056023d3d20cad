// The product form follows its image's processing job in Chromium (SPEC
// section 8's job texts): while the server strips the photo's location the
// form says so, with a Cancel processing button, and the image is not the
// product's yet (saving is refused with a message saying why); released,
// the image is chosen and the product saves with it, served without its
// GPS. A job that fails says 'File processing failed', one cancelled from
// the keyboard 'File processing cancelled', and neither image is kept (the
// product then saves without one). At 1440 and 390 wide, French at 1440;
// axe finds nothing while processing or after a failure.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { FR_EDITOR_TEXTS } from '../../editor/catalogue-fr.js';
import { PREVIEW_TEXTS } from '../../editor/preview-texts.js';
import { FR_PREVIEW_TEXTS } from '../../editor/preview-texts-fr.js';
import { axeViolations } from './axe.js';
import { tabTo } from './account-helpers.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { editorPage } from './owner-helpers.js';
import { focused, JOB_ENDED, photoFile, signInOwner, startGatedUploadSite, uploadParts, type EditorLanguage } from './upload-job-helpers.js';

t.setTimeout(600_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base, gate } = await startGatedUploadSite(t, 'product-upload-job');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const TEXTS = { en: { T: EDITOR_TEXTS, P: PREVIEW_TEXTS }, fr: { T: FR_EDITOR_TEXTS, P: FR_PREVIEW_TEXTS } };

interface SavedProduct {
  title: string;
  image: { assetUrl: string } | null;
}

async function journey(t: Test, width: number, language: EditorLanguage) {
  const { T, P } = TEXTS[language];
  const I = T.imageField;
  const ended = JOB_ENDED[language];
  const { page, errors } = await editorPage(t, browser, base);
  await page.setViewportSize({ width, height: 900 });
  await signInOwner(page, base, language);
  await page.goto('/config/products');

  // A store of this journey's own: its product list starts empty.
  const store = `Kiln seconds ${width} ${language}`;
  await page.getByLabel(T.storeTitle).fill(store);
  await page.getByRole('button', { name: T.setUpStore }).click();
  await page.getByRole('heading', { name: `${T.products}: ${store}` }).waitFor({ timeout: BUNDLE_WAIT_MS });
  await page.getByText(T.noProducts).waitFor({ timeout: WAIT_MS });
  const products = async (): Promise<SavedProduct[]> => {
    const stores = (await (await page.request.get('/api/editor/stores')).json()) as { stores: { id: string; title: string }[] };
    const id = stores.stores.find((s) => s.title === store)!.id;
    return ((await (await page.request.get(`/api/editor/stores/${id}/products`)).json()) as { products: SavedProduct[] }).products;
  };

  const form = page.locator('.vitrine-editor-product-form');
  const { upload, status, uploadAlert, cancel } = uploadParts(form, I.cancelProcessing);
  const formAlert = form.locator(':scope > [role=alert]');
  const chosen = form.locator('#product-picked-image');
  const image = form.getByLabel(T.productImage, { exact: true });
  const fillProduct = async (title: string, sku: string) => {
    await form.getByLabel(T.productTitle, { exact: true }).fill(title);
    await form.getByLabel(`${T.variant} 1: ${T.sku}`).fill(sku);
    await form.getByLabel(`${T.variant} 1: ${T.price}`).fill('18');
  };
  const processing = (name: string) => status.filter({ hasText: I.processing.replace('{name}', name) }).waitFor({ timeout: WAIT_MS });
  const sku = `${width}-${language}`.toUpperCase();

  // Held: the form says so, the image is not the product's, saving is refused.
  const mug = `Ash mug ${width} ${language}`;
  await fillProduct(mug, `MUG-${sku}`);
  gate.hold();
  await image.setInputFiles(photoFile('ash-mug.jpg'));
  await processing('ash-mug.jpg');
  t.equal(await cancel.count(), 1, 'a Cancel button while it runs');
  t.equal(await chosen.count(), 0, 'the image is not in the form while it is processed');
  t.same(await axeViolations(page, '.vitrine-editor-product-form'), [], 'processing passes axe');
  await upload.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: T.addProduct }).click();
  await formAlert.filter({ hasText: I.waitForProcessing }).waitFor({ timeout: WAIT_MS });
  t.same(await products(), [], 'nothing is saved while the image is processed');

  // Released: the image is chosen and saved with the product.
  gate.release();
  await status.filter({ hasText: I.uploaded.replace('{name}', 'ash-mug.jpg') }).waitFor({ timeout: WAIT_MS });
  t.equal(await chosen.textContent(), P.pickedImage('ash-mug.jpg'), 'the image is in the form once processed');
  t.equal(await cancel.count(), 0, 'no Cancel once done');
  t.equal(await formAlert.count(), 0, 'the refusal goes once the image is there');
  await form.getByRole('button', { name: T.addProduct }).click();
  await form.locator('#product-status').filter({ hasText: T.productAdded }).waitFor({ timeout: WAIT_MS });
  const saved = (await products()).find((p) => p.title === mug);
  t.match(saved?.image?.assetUrl, /^\/uploads\/[0-9a-f]{24}\.jpg$/, 'the product is saved with the processed image');
  const served = await page.request.get(saved!.image!.assetUrl);
  t.equal((await sharp(await served.body()).metadata()).exif, undefined, 'served without its GPS position');

  // A job that fails: its text, and the image is not kept.
  const jug = `Ash jug ${width} ${language}`;
  await fillProduct(jug, `JUG-${sku}`);
  gate.hold();
  gate.failing(true);
  await image.setInputFiles(photoFile('ash-jug.jpg'));
  await processing('ash-jug.jpg');
  gate.release();
  await uploadAlert.filter({ hasText: ended.failed }).waitFor({ timeout: WAIT_MS });
  t.equal(await uploadAlert.textContent(), ended.failed, `a failed job says '${ended.failed}'`);
  t.equal(await chosen.count(), 0, 'the failed image is not in the form');
  t.equal(await cancel.count(), 0, 'no Cancel once it failed');
  t.same(await axeViolations(page, '.vitrine-editor-product-form'), [], 'failed passes axe');

  // Cancelled from the keyboard: Tab from the file field reaches Cancel processing, Enter presses it.
  gate.failing(false);
  gate.hold();
  await image.setInputFiles(photoFile('ash-lid.jpg'));
  await processing('ash-lid.jpg');
  t.equal(await uploadAlert.count(), 0, 'the earlier failure goes with a new upload');
  await image.focus();
  t.ok(await tabTo(page, '.vitrine-editor-product-form .vitrine-editor-upload__cancel', 3), 'Cancel processing is reached with Tab');
  await page.keyboard.press('Enter');
  await uploadAlert.filter({ hasText: ended.cancelled }).waitFor({ timeout: WAIT_MS });
  t.equal(await uploadAlert.textContent(), ended.cancelled, `a cancelled job says '${ended.cancelled}'`);
  t.equal(await chosen.count(), 0, 'the cancelled image is not in the form');
  t.ok(await focused(page, '.vitrine-editor-product-form input[type=file]'), 'focus goes back to the file field');
  gate.release();

  // Saved now, the product has no image: neither the failed nor the cancelled one was kept.
  await form.getByRole('button', { name: T.addProduct }).click();
  await until(products, (ps) => ps.some((p) => p.title === jug));
  t.equal((await products()).find((p) => p.title === jug)?.image, null, 'saved without an image');
  t.same(errors, [], 'no page errors');
}

t.test('the product form follows its image, 1440 wide', (t) => journey(t, 1440, 'en'));
t.test('the product form follows its image, 390 wide', (t) => journey(t, 390, 'en'));
t.test('the product form follows its image, 1440 wide, in French', (t) => journey(t, 1440, 'fr'));
