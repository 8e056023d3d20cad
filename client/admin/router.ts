/**
 * The admin's addresses: every screen has one under /config (bookmarkable,
 * the Back button works), moved between with the History API so the app
 * stays loaded. Links are plain <a href> (open in a new tab works);
 * `followLink` turns a plain click into an in-app move.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { mayLeave } from '../editor/leave-guard.js';

export const ADMIN_BASE = '/config';
/** The screen /config itself shows. */
export const HOME_PATH = 'pages';

/** `orders/123` → "/config/orders/123" (with an optional query). */
export function adminHref(path: string, query?: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') q.set(k, v);
  const search = q.toString();
  return `${ADMIN_BASE}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

export interface AdminLocation {
  /** The path under /config without slashes at either end: "orders/123". */
  path: string;
  query: URLSearchParams;
}

function current(): AdminLocation {
  const raw = location.pathname.startsWith(ADMIN_BASE) ? location.pathname.slice(ADMIN_BASE.length) : '';
  return { path: decodeURI(raw).replace(/^\/+|\/+$/g, ''), query: new URLSearchParams(location.search) };
}

const listeners = new Set<() => void>();

/** Goes to a screen (`orders`, `orders/123?x=1`); `replace` keeps the history entry. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = to.startsWith(ADMIN_BASE) ? to : `${ADMIN_BASE}/${to.replace(/^\/+/, '')}`;
  if (options.replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  for (const l of listeners) l();
}

export function useAdminLocation(): AdminLocation {
  const [loc, setLoc] = useState(current);
  useEffect(() => {
    const update = () => setLoc(current());
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return loc;
}

/** An onClick for an in-app <a href>: a plain left click moves in the app; modified clicks keep the browser's behaviour. */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = event.currentTarget.getAttribute('href');
  if (!href || !href.startsWith(`${ADMIN_BASE}/`)) return;
  event.preventDefault();
  // A screen with unsaved work (the page editor) asks first (client/editor/leave-guard.ts).
  void mayLeave().then((ok) => ok && navigate(href));
}
