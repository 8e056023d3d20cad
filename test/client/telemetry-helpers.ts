/** Fakes for the telemetry tests: raw fetch, sendBeacon and XHR recorders, and the page context. */
import './dom.js';

export interface RawCall {
  url: string;
  method: string;
  body: string;
  headers: Record<string, string>;
}

/** Replaces fetch, recording raw bodies (form-encoded or JSON); `fail` makes it reject. */
export function rawFetch(fail = false): RawCall[] {
  const calls: RawCall[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: String(init?.body ?? ''), headers: { ...(init?.headers as Record<string, string> | undefined) } });
    if (fail) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  (window as unknown as { fetch: typeof fetch }).fetch = globalThis.fetch;
  return calls;
}

export interface Beacon {
  url: string;
  body: string;
  type: string;
}

/** Installs navigator.sendBeacon answering `accept`; undefined removes it. */
export async function fakeBeacon(accept: boolean | undefined): Promise<Beacon[]> {
  const sent: Beacon[] = [];
  const nav = navigator as unknown as { sendBeacon?: unknown };
  if (accept === undefined) {
    delete nav.sendBeacon;
    Object.defineProperty(nav, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    return sent;
  }
  const pending: Promise<void>[] = [];
  Object.defineProperty(nav, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: (url: string, data: Blob) => {
      const entry = { url, body: '', type: data.type };
      sent.push(entry);
      pending.push(data.text().then((t) => void (entry.body = t)));
      return accept;
    },
  });
  (sent as unknown as { settled: () => Promise<void> }).settled = async () => void (await Promise.all(pending));
  return sent;
}

export const beaconsSettled = (b: Beacon[]) => (b as unknown as { settled: () => Promise<void> }).settled();

export interface XhrCall {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeout: number;
  respond(status: number): void;
  fail(): void;
}

/** Replaces XMLHttpRequest with a fake the test answers. */
export function fakeXhr(): XhrCall[] {
  const calls: XhrCall[] = [];
  class FakeXhr {
    status = 0;
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(body: string) {
      calls.push({
        url: this.url,
        body,
        headers: this.headers,
        timeout: this.timeout,
        respond: (status) => {
          this.status = status;
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      });
    }
  }
  (globalThis as Record<string, unknown>).XMLHttpRequest = FakeXhr;
  return calls;
}

/** Sets Static.SQUARESPACE_CONTEXT as the server renders it. */
export function setContext(ctx: Record<string, unknown>): void {
  (window as unknown as Record<string, unknown>).Static = { SQUARESPACE_CONTEXT: { website: { id: 'w1', language: 'en-US' }, pageType: 2, collectionId: 'c1', itemId: null, authenticatedAccount: null, ...ctx } };
}

export function cookieNames(): string[] {
  return document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean);
}

export function clearCookies(): void {
  for (const name of cookieNames()) document.cookie = `${name}=; max-age=0; path=/`;
}
