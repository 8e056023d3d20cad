/**
 * The editor app's calls: same-origin JSON with the crumb (from its cookie)
 * and the owner's xsrfToken (read once from the account API) on every
 * change. A failure throws an EditorApiError with the server's message
 * (and every message of a value with several problems), or, when the call
 * failed on the way, 'Unable to connect. Please try again' (it never
 * reached the server) or 'Network error' (its answer broke): editor/fetch-state.ts.
 */
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { brokenAnswer, CONNECTION_FAILURE } from '../../editor/fetch-state.js';
import { EDITOR_LANGUAGE } from './language.js';

export class EditorApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly messages: string[],
  ) {
    super(message);
  }
}

function cookie(name: string): string | undefined {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(name.length + 1));
}

/**
 * Answers the app's page asked for before the app ran (server/editor/config-page.ts:
 * the first screen's data), by address; each is taken once, by the first GET of it.
 */
declare global {
  interface Window {
    __vitrinePrefetch?: Record<string, Promise<Response> | undefined>;
  }
}
/** A prefetched answer is used only this soon after the page started (ms): later, the screen asks afresh. */
const PREFETCH_FRESH_MS = 10_000;
function takePrefetched(url: string): Promise<Response> | undefined {
  const all = typeof window === 'undefined' ? undefined : window.__vitrinePrefetch;
  const hit = all?.[url];
  if (hit) delete all![url];
  return hit && performance.now() < PREFETCH_FRESH_MS ? hit : undefined;
}

let xsrf: Promise<string> | null = null;
const xsrfToken = () =>
  (xsrf ??= call<{ xsrfToken: string }>('GET', '/api/site-users/account').then(
    (r) => r.xsrfToken,
    (e: unknown) => ((xsrf = null), Promise.reject(e)),
  ));

/** A failure on the way (editor/fetch-state.ts): its text, its code, no answer of the server's. */
function connectionFailure(kind: keyof typeof CONNECTION_FAILURE, status: number): EditorApiError {
  const message = kind === 'unreachable' ? EDITOR_TEXTS.unableToConnect : EDITOR_TEXTS.networkError;
  return new EditorApiError(message, status, CONNECTION_FAILURE[kind], [message]);
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  const raw = body instanceof Blob;
  try {
    const prefetched = method === 'GET' && body === undefined ? takePrefetched(url) : undefined;
    res = await (prefetched ?? fetch(url, {
      method,
      credentials: 'same-origin',
      // The API answers its failures in the app's language.
      headers: { 'accept-language': EDITOR_LANGUAGE, ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: raw ? body : JSON.stringify(body) } : {}),
    }));
  } catch {
    // fetch rejects only when no answer came: the request never reached the server.
    throw connectionFailure('unreachable', 0);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw connectionFailure('broken', res.status);
  }
  const data = parse(text);
  if (!res.ok) {
    if (brokenAnswer(res.status, typeof data?.code === 'string')) throw connectionFailure('broken', res.status);
    const message = typeof data?.message === 'string' ? data.message : EDITOR_TEXTS.somethingWrong;
    const messages = Array.isArray(data?.messages) ? (data.messages as string[]) : [message];
    throw new EditorApiError(message, res.status, typeof data?.code === 'string' ? data.code : 'UNKNOWN', messages);
  }
  return data as T;
}

export const get = <T>(url: string): Promise<T> => call<T>('GET', url);

export async function send<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  return call<T>(method, url, body, { 'x-csrf-token': cookie('crumb') ?? '', 'x-xsrf-token': await xsrfToken() });
}

/**
 * A file's bytes as the body (image uploads), its name in X-File-Name. An
 * upload the connection cut off says 'File upload failed to complete', one
 * the server failed on (5xx) 'There was a problem while uploading your
 * file.' (SPEC section 8); refusals (type, size, name) keep their message.
 */
export async function sendFile<T>(url: string, file: File, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const headers = { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name), 'x-csrf-token': cookie('crumb') ?? '', 'x-xsrf-token': await xsrfToken() };
  try {
    return await call<T>(method, url, file, headers);
  } catch (e) {
    if (!(e instanceof EditorApiError)) throw e;
    // Cut off on the way, whether before any answer or while it came back.
    if (e.code === CONNECTION_FAILURE.unreachable || e.code === CONNECTION_FAILURE.broken) throw new EditorApiError(EDITOR_TEXTS.uploadIncomplete, 0, 'UPLOAD_INCOMPLETE', [EDITOR_TEXTS.uploadIncomplete]);
    if (e.status >= 500) throw new EditorApiError(EDITOR_TEXTS.uploadProblem, e.status, e.code, [EDITOR_TEXTS.uploadProblem]);
    throw e;
  }
}
