// The editor's and admin's fetch layer (client/editor/api.ts) tells a call
// that failed on the way from the server's own failures (SPEC section 8's
// texts): a request that never reached the server is 'Unable to connect.
// Please try again', an answer that broke (its body cut off, a gateway's
// 502/504 page) 'Network error'; the server's refusals keep their message.
// A screen's load (FetchView) says 'Unable to connect' with its retry;
// a rename that failed says why in its dialog; the sign-in form of /config
// says the same two texts. French too.
import { dom } from './dom.js';
import t from 'tap';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { isUnreachable } from '../../editor/fetch-state.js';
import { translateMessage } from '../../editor/catalogue.js';
import { FR_EDITOR_TEXTS } from '../../editor/catalogue-fr.js';

// The editor's modules read the page's language when they load: after the window exists (a bundle's chunks run first).
const { EditorApiError, get } = await import('../../client/editor/api.js');
const { FetchView } = await import('../../client/editor/fetch-view.js');
const { useFetch } = await import('../../client/editor/use-fetch.js');
const { renameFailure } = await import('../../client/editor/upload-rename.js');
type EditorApiError = InstanceType<typeof EditorApiError>;

type Answer = 'unreachable' | 'cut-off' | { status: number; body: string };
let answer: Answer = 'unreachable';
globalThis.fetch = (async () => {
  if (answer === 'unreachable') throw new TypeError('Failed to fetch');
  if (answer === 'cut-off') {
    // Headers came, then the connection dropped in the body.
    const body = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{"ite')), c.error(new TypeError('network error'))) });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  }
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.body.startsWith('{') ? 'application/json' : 'text/html' } });
}) as typeof fetch;

async function failure(): Promise<EditorApiError> {
  try {
    await get('/api/editor/pages');
  } catch (e) {
    if (e instanceof EditorApiError) return e;
    throw e;
  }
  throw new Error('the call did not fail');
}

t.test('each failure on the way has its text; the server keeps its own', async (t) => {
  answer = 'unreachable';
  t.match(await failure(), { message: 'Unable to connect. Please try again', code: 'NETWORK', status: 0, messages: ['Unable to connect. Please try again'] });
  t.ok(isUnreachable(await failure()));
  answer = 'cut-off';
  t.match(await failure(), { message: 'Network error', code: 'NETWORK_ERROR', status: 200 });
  answer = { status: 502, body: '<html><body>Bad Gateway</body></html>' };
  t.match(await failure(), { message: 'Network error', code: 'NETWORK_ERROR', status: 502 }, 'a gateway that could not reach the server');
  answer = { status: 504, body: '' };
  t.match(await failure(), { message: 'Network error', code: 'NETWORK_ERROR', status: 504 });
  t.notOk(isUnreachable(await failure()), 'a broken answer is not a request that never left');
  answer = { status: 502, body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }) };
  t.match(await failure(), { message: 'Something went wrong', code: 'INTERNAL_ERROR' }, "a 502 that is the server's own answer is the server's");
  answer = { status: 500, body: '' };
  t.match(await failure(), { message: 'Something went wrong', code: 'UNKNOWN', status: 500 });
  answer = { status: 404, body: JSON.stringify({ code: 'NOT_FOUND', message: 'Unable to locate content' }) };
  t.match(await failure(), { message: 'Unable to locate content', code: 'NOT_FOUND', status: 404 });
  answer = { status: 200, body: JSON.stringify({ pages: [] }) };
  t.same(await get('/api/editor/pages'), { pages: [] });
});

t.test('a load that never reached the server says so, and its retry loads', async (t) => {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  t.teardown(() => act(() => root.unmount()));
  function Screen() {
    const state = useFetch(() => get<{ pages: string[] }>('/api/editor/pages').then((r) => r.pages));
    return createElement(FetchView<string[]>, { state, failed: 'Unable to load results', children: (pages: string[]) => createElement('p', { id: 'pages' }, pages.join(', ')) });
  }
  const settle = () => act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
  });
  answer = 'unreachable';
  await act(async () => root.render(createElement(Screen)));
  await settle();
  t.equal(host.querySelector('[role="alert"] p')?.textContent, 'Unable to connect. Please try again');
  answer = { status: 500, body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }) };
  await act(async () => host.querySelector('button')!.click());
  await settle();
  t.equal(host.querySelector('[role="alert"] p')?.textContent, 'Unable to load results', "a server failure keeps the screen's text");
  answer = { status: 200, body: JSON.stringify({ pages: ['Home', 'Shop'] }) };
  await act(async () => host.querySelector('button')!.click());
  await settle();
  t.equal(host.querySelector('#pages')?.textContent, 'Home, Shop', 'the retry loads');
  t.equal(host.querySelector('[role="alert"]'), null);
});

t.test("a rename's failure dialog says why", async (t) => {
  t.equal(renameFailure(new EditorApiError('Unable to connect. Please try again', 0, 'NETWORK', [])), 'Unable to connect. Please try again');
  t.equal(renameFailure(new EditorApiError('Something went wrong', 500, 'INTERNAL_ERROR', [])), 'There was a problem while renaming your file.');
  t.equal(renameFailure(new EditorApiError('Network error', 502, 'NETWORK_ERROR', [])), 'There was a problem while renaming your file.');
  t.equal(renameFailure(new EditorApiError('Unable to locate content', 404, 'NOT_FOUND', [])), 'Unable to locate content');
  t.equal(renameFailure(new Error('boom')), 'There was a problem while renaming your file.');
});

t.test('French', async (t) => {
  t.equal(FR_EDITOR_TEXTS.unableToConnect, 'Connexion impossible. Veuillez réessayer');
  t.equal(translateMessage('Unable to connect. Please try again', 'fr'), 'Connexion impossible. Veuillez réessayer');
  t.equal(translateMessage('There was a problem while renaming your file.', 'fr'), 'Un problème est survenu en renommant votre fichier.');
  t.equal(translateMessage('Unable to Rename File', 'fr'), 'Impossible de renommer le fichier');
});

t.test("the sign-in form of /config says which failure it was", async (t) => {
  document.body.innerHTML = '<form id="config-sign-in-form"><input name="email" value="owner@example.com"><input name="password" value="kiln-opening-42"><button>Sign in</button></form><p id="config-sign-in-status"></p>';
  // The page's FormData reads the page's form (Node's own cannot).
  (globalThis as { FormData: unknown }).FormData = dom.window.FormData;
  await import('../../client/editor/sign-in.js');
  const form = document.getElementById('config-sign-in-form') as HTMLFormElement;
  const status = document.getElementById('config-sign-in-status')!;
  const submitted = async () => {
    status.textContent = '';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    for (let i = 0; i < 50 && status.textContent === ''; i++) await new Promise((r) => setImmediate(r));
    return status.textContent;
  };
  answer = 'unreachable';
  t.equal(await submitted(), 'Unable to connect. Please try again');
  answer = { status: 502, body: '<html>Bad Gateway</html>' };
  t.equal(await submitted(), 'Network error');
  answer = { status: 401, body: JSON.stringify({ code: 'INVALID_CREDENTIALS', message: 'Your email or password is incorrect.' }) };
  t.equal(await submitted(), 'Your email or password is incorrect.', "the server's refusal");
});
