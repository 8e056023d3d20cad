/** Locale tags as templates and sites write them (`en_US`, `en-UK`), made usable by Intl. */
import { cached } from './intl-cache.js';

export const FALLBACK_LOCALE = 'en';

/** A BCP 47 tag Intl accepts: underscores become hyphens; an unusable tag gives English. */
// The last tag asked, in front of the shared cache: locale-aware formatters ask at every call.
let lastTag: string | undefined;
let lastLocale = FALLBACK_LOCALE;

export function normalizeLocale(tag: string | undefined): string {
  if (!tag) return FALLBACK_LOCALE;
  if (tag === lastTag) return lastLocale;
  lastLocale = canonical(tag);
  lastTag = tag;
  return lastLocale;
}

function canonical(tag: string): string {
  return cached(`locale|${tag}`, () => {
    const t = tag.trim().replace(/_/g, '-');
    try {
      const [canonical] = Intl.getCanonicalLocales(t);
      return canonical ?? FALLBACK_LOCALE;
    } catch {
      return FALLBACK_LOCALE;
    }
  });
}

/** The language subtag: `fr` of `fr-FR`. */
export function languageOf(locale: string): string {
  const i = locale.indexOf('-');
  return (i === -1 ? locale : locale.slice(0, i)).toLowerCase();
}
