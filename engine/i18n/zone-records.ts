/**
 * Zone and rule records in the SPEC's shape (section 3, "Time-zone data":
 * zones with off, rules, format, until; rules with from, to, type, in, on,
 * at, save, letter), read from the runtime's IANA database through luxon
 * and Intl, the one every date here is formatted with: a zone's record is
 * what that database does this year, so it cannot disagree with it.
 *
 * Intl answers offsets, not rules, so a zone's rules are found by locating
 * this year's transitions (a weekly scan, then a search to the minute) and
 * writing each as tzdata would: the month (`in`), the day as `lastSun` or
 * `Sun>=8` (`on`), the wall-clock time before the change (`at`), the
 * daylight saving (`save`) and the letter its abbreviation takes (`letter`,
 * into `format`). A rule runs from this year to `max` when next year's
 * transition falls where it says, else `only`. The current zone line has
 * no `until`. Older history (earlier lines, earlier rules) is not known
 * this way and not given.
 */
import { IANAZone } from 'luxon';
import { zoneAbbreviation } from './zone.js';

export interface ZoneRule {
  from: number;
  to: number | 'only' | 'max';
  /** Always '-' (tzdata's type column is obsolete). */
  type: '-';
  /** The month, as tzdata writes it: Jan ... Dec. */
  in: string;
  /** The day: a day of the month (`21`), the last weekday (`lastSun`) or the first weekday on or after a day (`Sun>=8`). */
  on: string;
  /** The local wall-clock time the change happens at, before it (`2:00`). */
  at: string;
  /** The time added to standard time while the rule is in force (`1:00`, `0` for standard time). */
  save: string;
  /** What `%s` of the zone's format becomes (`D`, `S`, `-` for nothing). */
  letter: string;
}

export interface ZoneRecord {
  name: string;
  /** Standard time's offset from UTC (`-5:00`, `9:00`, `5:30`). */
  off: string;
  /** The rules in force this year; none for a zone without daylight saving time. */
  rules: ZoneRule[];
  /** The abbreviation: fixed (`JST`), with `%s` for the rule's letter (`E%sT`), `STD/DST`, or `%z` (the numeric offset). */
  format: string;
  /** When this zone line ends ('' for the line in force, the only one given). */
  until: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Minutes as tzdata writes a time or an offset: `2:00`, `-5:00`, `5:30`, `-0:30`. */
function hm(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(minutes);
  return `${sign}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

interface Transition {
  /** The instant of the change (ms). */
  at: number;
  before: number;
  after: number;
}

/** The instant the offset changes between `lo` (offset `before`) and `hi`, to the minute. */
function changeBetween(zone: IANAZone, lo: number, hi: number, before: number): number {
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zone.offset(mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The offset changes of `year` (UTC year), in order. */
function transitionsOf(zone: IANAZone, year: number): Transition[] {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const found: Transition[] = [];
  let t = start;
  let offset = zone.offset(t);
  while (t < end) {
    const next = Math.min(t + WEEK_MS, end);
    const o = zone.offset(next);
    if (o !== offset) {
      found.push({ at: changeBetween(zone, t, next, offset), before: offset, after: o });
      offset = o;
    }
    t = next;
  }
  return found;
}

/** The rule's day, from the local date it changes on. */
function dayRule(date: Date): string {
  const day = date.getUTCDate();
  const weekday = WEEKDAYS[date.getUTCDay()]!;
  const monthDays = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  if (day > monthDays - 7) return `last${weekday}`;
  return `${weekday}>=${day - ((day - 1) % 7)}`;
}

/** The UTC date (as a Date at local midnight, read with getUTC*) of the day `on` names in `month` of `year`. */
function dayOf(year: number, month: number, on: string): Date | null {
  const last = /^last(\w{3})$/.exec(on);
  const after = /^(\w{3})>=(\d+)$/.exec(on);
  const weekday = WEEKDAYS.indexOf((last ?? after)?.[1] ?? '');
  if (weekday < 0) return null;
  if (last) {
    const end = new Date(Date.UTC(year, month + 1, 0));
    return new Date(end.getTime() - ((end.getUTCDay() - weekday + 7) % 7) * DAY_MS);
  }
  const from = new Date(Date.UTC(year, month, Number(after![2])));
  return new Date(from.getTime() + ((weekday - from.getUTCDay() + 7) % 7) * DAY_MS);
}

/** Whether next year's change happens where the rule says: the offset is `before` a minute ahead of it, `after` at it. */
function holdsIn(zone: IANAZone, year: number, month: number, on: string, atMinutes: number, before: number, after: number): boolean {
  const day = dayOf(year, month, on);
  if (!day) return false;
  const instant = day.getTime() + (atMinutes - before) * MINUTE_MS;
  return zone.offset(instant - MINUTE_MS) === before && zone.offset(instant) === after;
}

/** The format and letters of a standard and a daylight abbreviation (EST, EDT -> E%sT, S, D). */
function formatOf(standard: string, daylight: string | null): { format: string; letters: [string, string] } {
  const alphabetic = (s: string) => /^[A-Z]{2,6}$/.test(s);
  if (!alphabetic(standard) || (daylight !== null && !alphabetic(daylight))) return { format: '%z', letters: ['-', '-'] };
  if (daylight === null || daylight === standard) return { format: standard, letters: ['-', '-'] };
  let head = 0;
  while (head < standard.length && standard[head] === daylight[head]) head++;
  let tail = 0;
  while (tail < standard.length - head && tail < daylight.length - head && standard[standard.length - 1 - tail] === daylight[daylight.length - 1 - tail]) tail++;
  const s = standard.slice(head, standard.length - tail);
  const d = daylight.slice(head, daylight.length - tail);
  // One letter (or none) apart, as tzdata's %s rules are; else the two names, tzdata's slash form.
  if (s.length <= 1 && d.length <= 1) return { format: `${standard.slice(0, head)}%s${standard.slice(standard.length - tail)}`, letters: [s || '-', d || '-'] };
  return { format: `${standard}/${daylight}`, letters: ['-', '-'] };
}

/** The record of one zone this year (`now` fixes the year and the instant of a zone without changes). */
export function zoneRecord(name: string, now: number = Date.now()): ZoneRecord | null {
  const zone = IANAZone.create(name);
  if (!zone.isValid) return null;
  const year = new Date(now).getUTCFullYear();
  const changes = transitionsOf(zone, year);
  if (changes.length === 0) {
    return { name, off: hm(zone.offset(now)), rules: [], format: formatOf(zoneAbbreviation(name, now), null).format, until: '' };
  }
  // Standard time is the smaller offset (a zone whose offset changed for good this year has one change, and keeps its new offset as standard).
  const offsets = changes.flatMap((c) => [c.before, c.after]);
  const standard = changes.length === 1 ? changes[0]!.after : Math.min(...offsets);
  const daylightOffset = Math.max(...offsets);
  if (changes.length === 1) {
    return { name, off: hm(standard), rules: [], format: formatOf(zoneAbbreviation(name, changes[0]!.at), null).format, until: '' };
  }
  const standardAt = changes.find((c) => c.after === standard)!.at;
  const daylightAt = changes.find((c) => c.after === daylightOffset)!.at;
  const { format, letters } = formatOf(zoneAbbreviation(name, standardAt), zoneAbbreviation(name, daylightAt));
  const rules = changes.map((c): ZoneRule => {
    // The wall-clock time and date just before the change.
    const local = new Date(c.at + c.before * MINUTE_MS);
    const atMinutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    const month = local.getUTCMonth();
    const on = dayRule(local);
    const save = c.after - standard;
    return {
      from: year,
      to: holdsIn(zone, year + 1, month, on, atMinutes, c.before, c.after) ? 'max' : 'only',
      type: '-',
      in: MONTHS[month]!,
      on,
      at: hm(atMinutes),
      save: save === 0 ? '0' : hm(save),
      letter: save === 0 ? letters[0] : letters[1],
    };
  });
  return { name, off: hm(standard), rules, format, until: '' };
}

/** The runtime's zones (its canonical IANA names), alphabetically. */
export function runtimeZoneNames(): string[] {
  const names = (Intl as unknown as { supportedValuesOf?(key: 'timeZone'): string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...names].sort();
}

/** Every zone's record this year. */
export function zoneRecords(now: number = Date.now()): ZoneRecord[] {
  return runtimeZoneNames().flatMap((name) => zoneRecord(name, now) ?? []);
}
