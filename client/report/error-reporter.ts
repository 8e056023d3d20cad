/**
 * The uncaught-error reporter (SPEC sections 7 and 9): uncaught errors and
 * unhandled rejections are queued (at most 10 waiting, at most 20 reports a
 * page, stacks cut at 5000 characters) and sent, debounced 1 s, to
 * POST /api/events/RecordJavascriptErrors with the CSRF header from the
 * crumb cookie. The same error is reported once. Sending failures are
 * dropped: the reporter must not report itself.
 */
import { CRUMB_COOKIE, readCookie } from '../api/cookies.js';
import { CSRF_HEADER } from '../api/http.js';

export const ERRORS_API = '/api/events/RecordJavascriptErrors';
export const MAX_REPORTS_PER_PAGE = 20;
export const MAX_QUEUED = 10;
export const SEND_DEBOUNCE_MS = 1000;
export const MAX_STACK_CHARS = 5000;
export const MAX_MESSAGE_CHARS = 1000;

export interface ErrorReport {
  message: string;
  stack?: string;
  url?: string;
  line?: number;
  column?: number;
  pagePath: string;
  pageType?: number;
  userAgent: string;
  timestamp: number;
}

export interface ErrorReporter {
  report(error: unknown, where?: { url?: string; line?: number; column?: number }): void;
  /** Sends what is queued now. */
  flush(): void;
  stop(): void;
  readonly reported: number;
}

export function createErrorReporter(win: Window = window, pageType?: number): ErrorReporter {
  let queue: ErrorReport[] = [];
  let reported = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Set<string>();

  const send = () => {
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const crumb = readCookie(CRUMB_COOKIE);
    if (crumb) headers[CSRF_HEADER] = crumb;
    try {
      void win.fetch(ERRORS_API, { method: 'POST', headers, body: JSON.stringify(batch), credentials: 'same-origin', keepalive: true }).catch(() => undefined);
    } catch {
      // dropped
    }
  };

  const reporter: ErrorReporter = {
    get reported() {
      return reported;
    },
    report(error, where = {}) {
      if (reported >= MAX_REPORTS_PER_PAGE || queue.length >= MAX_QUEUED) return;
      const e = error instanceof Error ? error : null;
      const message = (e ? `${e.name}: ${e.message}` : String(error)).slice(0, MAX_MESSAGE_CHARS) || 'Error';
      const stack = e?.stack?.slice(0, MAX_STACK_CHARS);
      const key = `${message}\n${stack ?? ''}\n${where.line ?? ''}:${where.column ?? ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      reported++;
      queue.push({
        message,
        ...(stack ? { stack } : {}),
        ...(where.url ? { url: where.url.slice(0, 2048) } : {}),
        ...(where.line !== undefined ? { line: where.line } : {}),
        ...(where.column !== undefined ? { column: where.column } : {}),
        pagePath: win.location.pathname,
        ...(pageType !== undefined ? { pageType } : {}),
        userAgent: win.navigator.userAgent.slice(0, 2048),
        timestamp: Date.now(),
      });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(send, SEND_DEBOUNCE_MS);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      send();
    },
    stop() {
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      if (timer !== undefined) clearTimeout(timer);
    },
  };

  const onError = (ev: ErrorEvent) => {
    // Resource load errors do not bubble to window (no capture here), so this is a script error.
    reporter.report(ev.error ?? ev.message, { url: ev.filename, line: ev.lineno, column: ev.colno });
  };
  const onRejection = (ev: PromiseRejectionEvent) => reporter.report(ev.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return reporter;
}
