/**
 * The census visitor cookies (SPEC sections 5 and 9): ss_cvr, an id plus
 * four positive integers joined by bars (2 years), and ss_cvt, a positive
 * integer timestamp (30 minutes), both path /. A value that does not match
 * its pattern is recreated; both are refreshed on each hit.
 *
 * ss_cvr fields: id | first visit (ms) | previous visit (ms) | this visit (ms) | visit count.
 * A new visit starts when ss_cvt has lapsed.
 */
import { readCookie } from '../api/cookies.js';

export const SS_CVR = 'ss_cvr';
export const SS_CVT = 'ss_cvt';
export const CENSUS_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', SS_CVR, SS_CVT] as const;
export const SS_CVR_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
export const SS_CVT_MAX_AGE_S = 30 * 60;
export const SS_CVR_PATTERN = /^[A-Za-z0-9-]{1,64}(\|[1-9]\d{0,15}){4}$/;
export const SS_CVT_PATTERN = /^[1-9]\d{0,15}$/;

function write(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

export function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Creates or refreshes the pair; returns the ss_cvr value now in force. */
export function touchVisitorCookies(now = Date.now()): string {
  const cvr = readCookie(SS_CVR);
  const cvt = readCookie(SS_CVT);
  let value: string;
  if (cvr === undefined || !SS_CVR_PATTERN.test(cvr)) {
    value = [newId(), now, now, now, 1].join('|');
  } else {
    const [id, first, , current, count] = cvr.split('|');
    const sameVisit = cvt !== undefined && SS_CVT_PATTERN.test(cvt);
    value = sameVisit ? cvr : [id, first, current, now, Number(count) + 1].join('|');
  }
  write(SS_CVR, value, SS_CVR_MAX_AGE_S);
  write(SS_CVT, String(now), SS_CVT_MAX_AGE_S);
  return value;
}

/** Under a restrictive cookie policy every census cookie goes. */
export function clearCensusCookies(): void {
  for (const name of CENSUS_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
}

export function censusCookie(): string | undefined {
  const v = readCookie(SS_CVR);
  return v !== undefined && SS_CVR_PATTERN.test(v) ? v : undefined;
}
