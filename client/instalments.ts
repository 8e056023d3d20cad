/**
 * Instalment offers: the rules are shared with the server
 * (engine/commerce/instalments.ts); the info page of a locale is loaded
 * here, when the shopper asks for it.
 */
export { instalmentOffer, type InstalmentContext, type InstalmentOffer } from '../engine/commerce/instalments.js';

/** Where the info page of each locale is shipped (a JSON page in the theme's assets). */
export const INFO_PAGE_PATH = '/assets/instalments/';

/** The info page of a locale: a title and paragraphs. */
export interface InfoPage {
  title: string;
  paragraphs: string[];
}

/** Loads the shipped info page of `locale` (same origin, no third party); null, with a warning, when there is none. */
export async function loadInfoPage(locale: string): Promise<InfoPage | null> {
  const url = `${INFO_PAGE_PATH}${locale.replace('_', '-')}.json`;
  const page = await fetch(url)
    .then((res) => (res.ok ? (res.json() as Promise<InfoPage>) : null))
    .catch(() => null);
  if (page && typeof page.title === 'string' && Array.isArray(page.paragraphs)) return page;
  console.warn(`Instalment info page ${url} is missing`);
  return null;
}
