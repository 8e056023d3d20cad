// An uploaded image's processing job in the editor's upload button
// (client/editor/upload-job.ts, image-source-field.tsx): it shows the photo
// is being cleaned with a Cancel button, then takes the image when the job
// is done; otherwise it says the SPEC's texts (section 8, editor
// messages): 'No response data from job request' for a status answer
// without a job, 'File processing failed', 'File processing cancelled'
// (the owner's Cancel: a DELETE of the job), 'File processing failed to
// complete' past the time limit (the server's, or the editor's own). French too.
import { dom } from './dom.js';
import t from 'tap';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { translateMessage } from '../../editor/catalogue.js';

// The editor's modules read the page's language when they load: after the window exists.
const { UploadButton } = await import('../../client/editor/image-source-field.js');
const { followUploadJob } = await import('../../client/editor/upload-job.js');

type Job = { id: string; status: string; reason: string | null } | null;
/** The job statuses the server answers, in turn (the last repeats); null: an answer without a job. */
let script: Job[] = [];
const calls: { method: string; url: string }[] = [];
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const url = String(input);
  calls.push({ method, url });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url === '/api/site-users/account') return json({ xsrfToken: 'x1' });
  if (method === 'POST') return json({ image: { id: 'a'.repeat(24), assetUrl: `/uploads/${'a'.repeat(24)}.jpg`, filename: 'kiln.jpg', originalSize: '20x40', contentType: 'image/jpeg' }, job: { id: 'a'.repeat(24), status: 'queued', reason: null } }, 201);
  if (method === 'DELETE') {
    script = [{ id: 'a'.repeat(24), status: 'cancelled', reason: null }];
    return json({ job: script[0] });
  }
  const next = script.length > 1 ? script.shift()! : script[0]!;
  return json(next === null ? {} : { job: next });
}) as typeof fetch;

const running = (status = 'running') => ({ id: 'a'.repeat(24), status, reason: null });

async function until(what: string, ok: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`${what}: not seen; the page says ${dom.window.document.body.textContent}`);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  }
}

let root: Root | null = null;
async function uploadOnce() {
  if (root) await act(async () => root!.unmount());
  document.body.innerHTML = '<div id="root"></div>';
  root = createRoot(document.getElementById('root')!);
  const uploaded: string[] = [];
  await act(async () => root!.render(createElement(UploadButton, { id: 'img', onUploaded: (f: { assetUrl: string }) => uploaded.push(f.assetUrl) })));
  const input = document.getElementById('img-upload') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new dom.window.File(['x'], 'kiln.jpg', { type: 'image/jpeg' })], configurable: true });
  await act(async () => {
    input.dispatchEvent(new dom.window.Event('change', { bubbles: true }));
  });
  return uploaded;
}
const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';

t.test('processing, then done: the image is taken', async (t) => {
  script = [running('queued'), running(), running('done')];
  const uploaded = await uploadOnce();
  await until('processing', () => text('[role=status]').startsWith('Removing location'));
  t.ok(document.querySelector('button.vitrine-editor-upload__cancel'), 'a Cancel button while it runs');
  await until('done', () => uploaded.length === 1);
  t.equal(text('[role=status]'), 'Uploaded kiln.jpg');
  t.notOk(document.querySelector('button.vitrine-editor-upload__cancel'), 'no Cancel once done');
  t.equal(text('[role=alert]'), '');
});

t.test("a status answer without a job: 'No response data from job request'", async (t) => {
  script = [null];
  const uploaded = await uploadOnce();
  await until('no data', () => text('[role=alert]') === 'No response data from job request');
  t.same(uploaded, [], 'no image taken');
});

t.test("a failed job: 'File processing failed'", async (t) => {
  script = [running(), { id: 'a'.repeat(24), status: 'failed', reason: 'error' }];
  const uploaded = await uploadOnce();
  await until('failed', () => text('[role=alert]') === 'File processing failed');
  t.same(uploaded, []);
});

t.test("the owner's Cancel: 'File processing cancelled'", async (t) => {
  script = [running()];
  calls.length = 0;
  const uploaded = await uploadOnce();
  await until('cancel button', () => document.querySelector('button.vitrine-editor-upload__cancel') !== null);
  await act(async () => (document.querySelector('button.vitrine-editor-upload__cancel') as HTMLButtonElement).click());
  await until('cancelled', () => text('[role=alert]') === 'File processing cancelled');
  t.ok(calls.some((c) => c.method === 'DELETE' && c.url === `/api/editor/uploads/${'a'.repeat(24)}/job`), 'a DELETE of the job');
  t.same(uploaded, []);
});

t.test("past the time limit: 'File processing failed to complete'", async (t) => {
  script = [running(), { id: 'a'.repeat(24), status: 'failed', reason: 'time-limit' }];
  const uploaded = await uploadOnce();
  await until('timed out', () => text('[role=alert]') === 'File processing failed to complete');
  t.same(uploaded, []);
  // A job that never ends: the editor's own limit.
  script = [running()];
  t.same(await followUploadJob('a'.repeat(24), { pollMs: 10, limitMs: 50 }), { ok: false, message: 'File processing failed to complete' });
});

t.teardown(() => (root ? act(async () => root!.unmount()) : undefined));

t.test('the four texts in French', async (t) => {
  t.same(
    ['No response data from job request', 'File processing failed', 'File processing cancelled', 'File processing failed to complete'].map((m) => translateMessage(m, 'fr')),
    ['La tâche n’a renvoyé aucune donnée', 'Le traitement du fichier a échoué', 'Traitement du fichier annulé', 'Le traitement du fichier n’a pas pu aboutir'],
  );
});
