/**
 * SPEC section 7: POST /api/site-users/account/locale is sent when the
 * current multilingual language is not a custom one. A signed-in visitor's
 * page language is sent once per language and tab; a custom language (a
 * private-use `x-` tag, or not a BCP 47 tag) is not.
 */
import { isAuthenticated } from './api/cookies.js';
import { setLocale } from './api/account-api.js';
import { pageLocale } from './page-config.js';
import { LOCALE_SENT_KEY } from './account-locale-key.js';

const SENT_KEY = LOCALE_SENT_KEY;
const STANDARD_TAG = /^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|\d{3}))?$/;

export function isCustomLanguage(tag: string): boolean {
  return !STANDARD_TAG.test(tag.replace('_', '-'));
}

export async function syncAccountLocale(language: string = pageLocale()): Promise<boolean> {
  if (!isAuthenticated() || isCustomLanguage(language)) return false;
  const tag = language.replace('_', '-');
  try {
    if (sessionStorage.getItem(SENT_KEY) === tag) return false;
  } catch {
    // no storage: send it
  }
  const r = await setLocale(tag);
  if (r.ok) {
    try {
      sessionStorage.setItem(SENT_KEY, tag);
    } catch {
      // sent again on the next page
    }
  }
  return r.ok;
}
