/**
 * Intl formatters are costly to build and immutable once built: one bounded
 * cache per process, keyed by kind, locale and options.
 */
import { Lru } from '../compile/lru.js';

const INTL_CACHE_ENTRIES = 512;
const cache = new Lru<string, unknown>(INTL_CACHE_ENTRIES);

export function cached<T>(key: string, make: () => T): T {
  let v = cache.get(key) as T | undefined;
  if (v === undefined) {
    v = make();
    cache.set(key, v);
  }
  return v;
}

export function numberFormat(locale: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(opts)}`, () => new Intl.NumberFormat(locale, opts));
}

export function dateFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(opts)}`, () => new Intl.DateTimeFormat(locale, opts));
}

export function pluralRules(locale: string, opts: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached(`p|${locale}|${JSON.stringify(opts)}`, () => new Intl.PluralRules(locale, opts));
}
