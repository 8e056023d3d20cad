// The editor's file uploads when they fail (SPEC section 8, editor
// messages): a connection cut off says 'File upload failed to complete',
// a server failure 'There was a problem while uploading your file.', and
// a refusal keeps the server's own message.
import './dom.js';
import t from 'tap';
import { mockFetch } from './helpers.js';
import { EditorApiError, sendFile } from '../../client/editor/api.js';

const file = new File(['x'], 'kiln.jpg', { type: 'image/jpeg' });

async function failure(upload: () => Promise<unknown>): Promise<EditorApiError> {
  try {
    await upload();
  } catch (e) {
    if (e instanceof EditorApiError) return e;
    throw e;
  }
  throw new Error('the upload did not fail');
}

t.test('upload failures say what happened', async (t) => {
  let mode: 'network' | 'server' | 'refused' = 'network';
  mockFetch((c) => {
    if (c.url === '/api/site-users/account') return { body: { xsrfToken: 'x1' } };
    if (mode === 'network') return 'network-error';
    if (mode === 'server') return { status: 503, body: { message: 'Service Unavailable' } };
    return { status: 415, body: { code: 'FILE_NOT_SUPPORTED', message: 'The file kiln.jpg does not appear to be a supported image file.' } };
  });
  let e = await failure(() => sendFile('/api/editor/uploads', file));
  t.match(e, { message: 'File upload failed to complete', code: 'UPLOAD_INCOMPLETE', status: 0 });
  mode = 'server';
  e = await failure(() => sendFile('/api/editor/uploads', file));
  t.match(e, { message: 'There was a problem while uploading your file.', status: 503 });
  mode = 'refused';
  e = await failure(() => sendFile('/api/editor/uploads', file));
  t.match(e, { message: 'The file kiln.jpg does not appear to be a supported image file.', status: 415, code: 'FILE_NOT_SUPPORTED' });
});
