/** Time zones: validation with a fallback, and the alphabetic abbreviation of a zone at an instant. */
import { IANAZone } from 'luxon';
import { cached, dateFormat } from './intl-cache.js';
import { tableHasZone } from './zone-offsets.js';

/** The platform's zone when a site names none (SPEC section 9). */
export const FALLBACK_TIME_ZONE = 'America/New_York';

// The last zone asked, in front of the shared cache: a render asks for its site's zone at every date.
let lastZone: string | undefined;
let lastUsable = FALLBACK_TIME_ZONE;

export function usableZone(zone: string): string {
  if (zone !== lastZone) {
    // A zone the offset table names needs no Intl to be known valid.
    lastUsable = tableHasZone(zone) ? zone : cached(`zone|${zone}`, () => (IANAZone.isValidZone(zone) ? zone : FALLBACK_TIME_ZONE));
    lastZone = zone;
  }
  return lastUsable;
}

/**
 * Intl names a zone by its abbreviation only in locales where that
 * abbreviation is in common use, so the abbreviation is taken from the
 * first such English-speaking or home locale; else the GMT offset form.
 */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'ja', 'en-CA', 'en-NZ'];

export function zoneAbbreviation(zone: string, ms: number): string {
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name = dateFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(ms)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (/^[A-Z]{2,5}$/.test(name) && !(name === 'GMT' && !/^(Europe\/London|Etc\/|GMT|UTC|Europe\/Dublin)/.test(zone))) return name;
    if (!fallback) fallback = name;
  }
  return fallback;
}
