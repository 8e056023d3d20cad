/**
 * A time zone's UTC offset at an instant, without Intl where it can: from
 * the generated table (zone-table.ts) when this runtime's ICU has the same
 * tz version the table was made from and the instant is inside the table's
 * years; else from Intl (luxon's IANAZone). A process's first Intl call
 * costs some 10 ms of ICU set-up, more than a whole first render of a list
 * page: with the table, printing a date in a site's zone needs none.
 */
import { IANAZone } from 'luxon';
import { ZONE_HISTORIES, ZONE_HISTORY_OF, ZONE_TABLE_FROM, ZONE_TABLE_TO, ZONE_TABLE_TZ } from './zone-table.js';

/** The runtime's ICU tz version, where it says (Node does; browsers do not, and use Intl). */
const runtimeTz = (globalThis as { process?: { versions?: { tz?: string } } }).process?.versions?.tz;

/** Whether the table agrees with this runtime's Intl. */
export const ZONE_TABLE_IN_USE = runtimeTz === ZONE_TABLE_TZ;

/** One zone's decoded history: the instants its offset changes, and the offset (minutes) from each. */
interface Decoded {
  at: number[];
  minutes: number[];
}

const decoded = new Map<number, Decoded>();

function decode(history: string): Decoded {
  const semi = history.indexOf(';');
  const offsets = history
    .slice(0, semi)
    .split(',')
    .map((o) => parseInt(o, 36) / 60);
  const at = [ZONE_TABLE_FROM];
  const minutes = [offsets[0]!];
  let t = ZONE_TABLE_FROM;
  let start = semi + 1;
  for (let i = start; i < history.length; i++) {
    const c = history.charCodeAt(i);
    if (c < 65 || c > 90) continue; // a base-36 digit of the delta
    t += parseInt(history.slice(start, i), 36) * 1000;
    at.push(t);
    minutes.push(offsets[c - 65]!);
    start = i + 1;
  }
  return { at, minutes };
}

function tableOf(zone: string): Decoded | undefined {
  // Own names only: a zone named `constructor` is no zone of the table.
  if (!Object.hasOwn(ZONE_HISTORY_OF, zone)) return undefined;
  const index = ZONE_HISTORY_OF[zone]!;
  let d = decoded.get(index);
  if (d === undefined) decoded.set(index, (d = decode(ZONE_HISTORIES[index]!)));
  return d;
}

/** Whether the table names the zone (a valid zone then, without asking Intl). */
export function tableHasZone(zone: string): boolean {
  return ZONE_TABLE_IN_USE && Object.hasOwn(ZONE_HISTORY_OF, zone);
}

/** The zone's offset from UTC at `ms`, in minutes (luxon's unit: fractional for the few zones with seconds in it). */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  if (ZONE_TABLE_IN_USE && ms >= ZONE_TABLE_FROM && ms < ZONE_TABLE_TO) {
    const d = tableOf(zone);
    if (d !== undefined) {
      // The last change at or before `ms`.
      let lo = 0;
      let hi = d.at.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (d.at[mid]! <= ms) lo = mid;
        else hi = mid - 1;
      }
      return d.minutes[lo]!;
    }
  }
  return IANAZone.create(zone).offset(ms);
}
