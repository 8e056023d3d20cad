/**
 * The browser journeys that follow an uploaded image's processing job
 * (editor-upload-processing, editor-product-upload-job,
 * editor-sections-upload-job): the demo site with its jobs' processing
 * behind a gate the test holds, releases or makes fail, a photo with a GPS
 * position to upload, and the owner signed in, in the editor's English or
 * French.
 */
import type { Test } from 'tap';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { stripMetadata } from '../../server/editor/uploads/strip-metadata.js';
import { SITE_OWNER, startOwnerSite } from './owner-helpers.js';

export type EditorLanguage = 'en' | 'fr';

/** The SPEC's texts for a job that ended badly (section 8), and the French catalogue's. */
export const JOB_ENDED = {
  en: { failed: 'File processing failed', cancelled: 'File processing cancelled' },
  fr: { failed: 'Le traitement du fichier a échoué', cancelled: 'Traitement du fichier annulé' },
} as const;

/** The server's processing of each job, as the test wants it. */
export interface JobGate {
  /** The jobs that start from now wait until release(). */
  hold(): void;
  /** The held jobs go on. */
  release(): void;
  /** The jobs that go on from now fail (true) or are processed (false). */
  failing(on: boolean): void;
}

export async function startGatedUploadSite(t: Test, name: string): Promise<{ base: string; gate: JobGate }> {
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  let failing = false;
  const gate: JobGate = {
    hold: () => void (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
    failing: (on) => void (failing = on),
  };
  // A job still held when the file ends would wait for nothing (the server's close stops it anyway).
  t.teardown(() => release());
  const { base } = await startOwnerSite(t, name, () => ({
    uploadJobs: {
      clean: async (path, type, signal) => {
        await held;
        if (failing) throw new Error('test: this processing fails');
        return stripMetadata(path, type, signal);
      },
    },
  }));
  return { base, gate };
}

/** A photo with the camera's make and a GPS position in its EXIF: what the processing strips. */
export const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#a05030' } })
  .jpeg({ quality: 90 })
  .withExifMerge({ IFD0: { Make: 'Kilnphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
  .toBuffer();

export const photoFile = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: photo });

/** Signs the site owner in (the account made on first use) and sets the editor's language. */
export async function signInOwner(page: Page, base: string, language: EditorLanguage): Promise<void> {
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const made = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  const signedIn = made.status() === 201 || (await page.request.post('/api/site-users/account/session', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } })).status() === 200;
  if (!signedIn) throw new Error(`owner sign-in failed: ${await made.text()}`);
  if (language === 'fr') await page.context().addCookies([{ name: 'vitrine-editor-language', value: 'fr', url: base }]);
}

/** Whether keyboard focus is on the element `selector` matches. */
export const focused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** The parts of the page editor's upload button inside `form`: its status, its alert and its Cancel button (named `cancelName` in the editor's language). */
export function uploadParts(form: Locator, cancelName: string) {
  const upload = form.locator('.vitrine-editor-upload');
  return { upload, status: upload.locator('[role=status]'), uploadAlert: upload.locator('[role=alert]'), cancel: upload.getByRole('button', { name: cancelName }) };
}
