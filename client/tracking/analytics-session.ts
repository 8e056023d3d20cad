/**
 * The v2 tracker's session (SPEC sections 3, 4 and 9): a first-landing flag
 * in session storage, a has-landed flag in local storage (the first session
 * is the one that found it unset), and the analytics id in local storage
 * with an expiry, removed and regenerated once expired. When storage is
 * unavailable the id lives in a cookie (390 days, path /, secure on https).
 */
import { readCookie } from '../api/cookies.js';
import { newId } from './visitor-cookies.js';

export const FIRST_LANDING_KEY = 'vitrine.analytics.session';
export const HAS_LANDED_KEY = 'vitrine.analytics.hasLanded';
export const ANALYTICS_ID_KEY = 'vitrine.analytics.id';
export const ANALYTICS_COOKIE = 'vitrine_aid';
export const ANALYTICS_COOKIE_MAX_AGE_S = 390 * 24 * 60 * 60;
export const ANALYTICS_ID_TTL_MS = ANALYTICS_COOKIE_MAX_AGE_S * 1000;
export const TRACKING_TEXT = {
  storeFailed: 'Unable to store analyticsId',
  storageFailed: 'Unable access local/session storage.',
} as const;

export interface SessionInfo {
  isFirstLanding: boolean;
  isFirstSession: boolean;
  sessionId: string;
}

let memorySession: SessionInfo | undefined;

/** This tab session's info; the first page of the session creates it. */
export function sessionInfo(): SessionInfo {
  try {
    const saved = sessionStorage.getItem(FIRST_LANDING_KEY);
    if (saved) {
      const s = JSON.parse(saved) as { sessionId: string; isFirstSession: boolean };
      return { isFirstLanding: false, isFirstSession: s.isFirstSession === true, sessionId: String(s.sessionId) };
    }
    const info = { isFirstLanding: true, isFirstSession: localStorage.getItem(HAS_LANDED_KEY) === null, sessionId: newId() };
    sessionStorage.setItem(FIRST_LANDING_KEY, JSON.stringify({ sessionId: info.sessionId, isFirstSession: info.isFirstSession }));
    localStorage.setItem(HAS_LANDED_KEY, 'true');
    return info;
  } catch {
    console.warn(TRACKING_TEXT.storageFailed);
    if (memorySession) return { ...memorySession, isFirstLanding: false };
    memorySession = { isFirstLanding: true, isFirstSession: true, sessionId: newId() };
    return memorySession;
  }
}

function cookieId(now: number): string {
  const existing = readCookie(ANALYTICS_COOKIE);
  const id = existing && /^[A-Za-z0-9-]{1,64}$/.test(existing) ? existing : newId();
  document.cookie = `${ANALYTICS_COOKIE}=${id}; path=/; max-age=${ANALYTICS_COOKIE_MAX_AGE_S}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  void now;
  return id;
}

/** The visitor's analytics id: stored with an expiry; regenerated once expired. */
export function analyticsId(now = Date.now()): string {
  let storage: Storage;
  try {
    storage = localStorage;
    const raw = storage.getItem(ANALYTICS_ID_KEY);
    if (raw) {
      const saved = JSON.parse(raw) as { value?: unknown; expiresAt?: unknown };
      if (typeof saved.value === 'string' && typeof saved.expiresAt === 'number' && saved.expiresAt > now) return saved.value;
      storage.removeItem(ANALYTICS_ID_KEY);
    }
  } catch {
    console.warn(TRACKING_TEXT.storageFailed);
    return cookieId(now);
  }
  const id = newId();
  try {
    storage.setItem(ANALYTICS_ID_KEY, JSON.stringify({ value: id, expiresAt: now + ANALYTICS_ID_TTL_MS }));
  } catch {
    console.warn(TRACKING_TEXT.storeFailed);
    return cookieId(now);
  }
  return id;
}
