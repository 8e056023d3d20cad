/** Locale tags as templates and sites write them (`en_US`, `en-UK`), made usable by Intl. */
import { cached } from './intl-cache.js';

export const FALLBACK_LOCALE = 'en';

/** A BCP 47 tag Intl accepts: underscores become hyphens; an unusable tag gives English. */
export function normalizeLocale(tag: string | undefined): string {
  if (!tag) return FALLBACK_LOCALE;
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
