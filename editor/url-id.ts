/**
 * Url ids from titles (SPEC section 5, store setup): the title as a url
 * slug; one shorter than URL_ID_MIN_LENGTH takes the fallback; a taken one
 * gets the next free numeric suffix (-1, -2, ...).
 */
import { URL_ID_MIN_LENGTH } from './limits.js';

/** Lower-case letters, digits and single hyphens, no hyphen at either end. */
export function urlSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A path of slugs: each '/'-separated part a url slug, empty parts dropped ("Shop/Summer Sale" → "shop/summer-sale"). */
export function urlSlugWithSlash(text: string): string {
  return text.split('/').map(urlSlug).filter(Boolean).join('/');
}

/** SPEC section 3's text filters, by name. */
export const TEXT_FILTERS = {
  'url-slug': urlSlug,
  'url-slug-with-slash': urlSlugWithSlash,
} as const satisfies Record<string, (text: string) => string>;

/** A url id as the owner may type one: a slug of at least URL_ID_MIN_LENGTH characters. */
export function isUrlId(value: string): boolean {
  return value.length >= URL_ID_MIN_LENGTH && urlSlug(value) === value;
}

/** The url id for a title: its slug, else the fallback's; suffixed with the next free number when taken. */
export function uniqueUrlId(title: string, fallback: string, taken: ReadonlySet<string>): string {
  const slug = urlSlug(title);
  const base = slug.length >= URL_ID_MIN_LENGTH ? slug : urlSlug(fallback);
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
