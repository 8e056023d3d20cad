/**
 * An order's address as lines in the order its country writes them, for the
 * order screen (and what the owner copies onto a parcel): "Hudson, NY 12534"
 * in the United States, the postcode on a line of its own in the United
 * Kingdom, "75003 Paris" in France and most of Europe. The country by its
 * name in the admin's language ("United States", « États-Unis »), its code
 * when the runtime does not know it.
 */
import type { Address } from './api.js';

/** Countries writing "City, REGION POSTCODE" on one line. */
const CITY_REGION_POSTCODE = new Set(['US', 'CA', 'AU']);
/** Countries writing the city, then the postcode on the next line. */
const CITY_THEN_POSTCODE = new Set(['GB', 'IE']);

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function placeLines(a: Address): string[] {
  const country = a.country.toUpperCase();
  if (CITY_REGION_POSTCODE.has(country)) return [[a.city, [a.region, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
  if (CITY_THEN_POSTCODE.has(country)) return [a.city, a.region, a.postalCode];
  return [[a.postalCode, a.city].filter(Boolean).join(' '), a.region];
}

export function addressLines(a: Address, locale: string): string[] {
  const lines = [`${a.firstName} ${a.lastName}`, a.line1, a.line2, ...placeLines(a), a.country ? countryName(a.country, locale) : ''];
  return lines.map((l) => l.trim()).filter((l) => l !== '');
}
