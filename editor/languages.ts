/**
 * The site languages' rule, shared by the languages panel (checked before
 * saving) and PUT /api/multilingual/languages: every language has a tag, a
 * display name and its own path prefix; exactly one is the default, and it
 * has no prefix; tags and prefixes are each used once.
 */

export interface SiteLanguage {
  languageTag: string;
  displayName: string;
  pathPrefix: string;
  default?: boolean;
}

/** A BCP 47 style tag: `fr`, `fr-FR`, `zh-Hant-TW`. */
export const LANGUAGE_TAG_PATTERN = '^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$';
/** Empty (the default language) or `/fr` style: 2 to 20 lower-case letters, digits or hyphens. */
export const PATH_PREFIX_PATTERN = '^(/[a-z0-9-]{2,20})?$';

export function languagesValid(languages: readonly SiteLanguage[]): boolean {
  const tagOk = new RegExp(LANGUAGE_TAG_PATTERN);
  const prefixOk = new RegExp(PATH_PREFIX_PATTERN);
  if (languages.some((l) => !tagOk.test(l.languageTag) || !prefixOk.test(l.pathPrefix) || l.displayName.trim() === '')) return false;
  const defaults = languages.filter((l) => l.default === true);
  if (defaults.length !== 1 || defaults[0]!.pathPrefix !== '') return false;
  if (languages.some((l) => l.default !== true && l.pathPrefix === '')) return false;
  const tags = new Set(languages.map((l) => l.languageTag.toLowerCase()));
  const prefixes = new Set(languages.map((l) => l.pathPrefix));
  return tags.size === languages.length && prefixes.size === languages.length;
}
