/**
 * The `date` formatter's patterns: strftime codes (`%Y-%m-%d %H:%M %Z`)
 * with month and weekday names in the locale. Unknown codes print nothing;
 * `%%` is a percent sign.
 */
import { dateFormat } from './intl-cache.js';
import { zoneAbbreviation } from './zone.js';
import { zoneOffsetMinutes } from './zone-offsets.js';
import { civilTime, jan1SundayBased, type CivilTime } from './civil-time.js';

/** Julian days the platform's calendar supports: Mon Jan 1 4713 BC to Fri Dec 31 8652 AD. */
export const JULIAN_DAY_MIN = 0;
export const JULIAN_DAY_MAX = 4881503;
const JULIAN_DAY_UNIX_EPOCH = 2440587.5;
const MS_PER_DAY = 86_400_000;

export function julianDay(ms: number): number {
  return Math.floor(ms / MS_PER_DAY + JULIAN_DAY_UNIX_EPOCH);
}

/** Instants within this many milliseconds of the epoch (about 4368 BC to 8307 AD) are inside the Julian range: no day count needed. */
const SURELY_IN_RANGE_MS = 2e14;

export function inJulianRange(ms: number): boolean {
  if (ms >= -SURELY_IN_RANGE_MS && ms <= SURELY_IN_RANGE_MS) return true;
  const jd = julianDay(ms);
  return jd >= JULIAN_DAY_MIN && jd <= JULIAN_DAY_MAX;
}

const pad = (n: number, width: number, ch = '0'): string => String(n).padStart(width, ch);
const hour12Of = (d: CivilTime) => (d.hour % 12 === 0 ? 12 : d.hour % 12);

/**
 * How many instants keep their zoned breakdown (the wall-clock fields in
 * the zone, the costly part of a date where the zone's offset comes from Intl) and the
 * month and weekday names printed of them. A list page prints each item's
 * date several times and renders again and again; the entries are
 * immutable, and the cache is emptied when full.
 */
export const ZONED_CACHE_ENTRIES = 2048;

/** How many patterns' texts one instant keeps (a view prints a date in a few patterns; past this, texts are made each time). */
export const ZONED_TEXTS_PER_INSTANT = 8;

/** One instant in one zone: its fields, and the names and pattern texts printed of it in the last locale asked (names by NameKind). */
interface Zoned {
  d: CivilTime;
  locale: string | undefined;
  names: (string | undefined)[];
  /**
   * Whole patterns' texts in `locale`: key then text, the key a pattern
   * or a `date` call's argument array (a short array compared by identity:
   * a view's few patterns, a template's few call sites).
   */
  texts: (string | readonly string[])[];
}

const zonedByZone = new Map<string, Map<number, Zoned>>();
let zonedCount = 0;

// The instant asked last: a list prints each item's date several times in a row.
let lastMs = NaN;
let lastZone = '';
let lastZoned: Zoned | undefined;

function zoned(ms: number, zone: string): Zoned {
  if (ms === lastMs && zone === lastZone) return lastZoned!;
  const z = zonedEntry(ms, zone);
  lastMs = ms;
  lastZone = zone;
  lastZoned = z;
  return z;
}

function zonedEntry(ms: number, zone: string): Zoned {
  let byMs = zonedByZone.get(zone);
  if (byMs === undefined) zonedByZone.set(zone, (byMs = new Map()));
  let z = byMs.get(ms);
  if (z === undefined) {
    if (zonedCount >= ZONED_CACHE_ENTRIES) {
      zonedByZone.clear();
      zonedCount = 0;
      zonedByZone.set(zone, (byMs = new Map()));
    }
    z = { d: civilTime(ms, zoneOffsetMinutes(zone, ms)), locale: undefined, names: [], texts: [] };
    byMs.set(ms, z);
    zonedCount++;
  }
  return z;
}

/** Which name: an index into NAME_OPTIONS and Zoned.names. */
const NameKind = { WeekdayShort: 0, WeekdayLong: 1, MonthShort: 2, MonthLong: 3 } as const;
type NameKind = (typeof NameKind)[keyof typeof NameKind];
const NAME_OPTIONS: Intl.DateTimeFormatOptions[] = [{ weekday: 'short' }, { weekday: 'long' }, { month: 'short' }, { month: 'long' }];

/**
 * CLDR's English names, as Intl prints them for `en` and `en-US` (other
 * English locales differ: en-GB's September is "Sept"): a site in English
 * prints month and weekday names without Intl's set-up. By NameKind, then
 * weekday (0 Monday) or month (0 January).
 */
export const ENGLISH_NAMES_LOCALES: ReadonlySet<string> = new Set(['en', 'en-US']);
export const ENGLISH_NAMES: readonly (readonly string[])[] = [
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
];

function name(z: Zoned, locale: string, zone: string, ms: number, kind: NameKind): string {
  if (z.locale !== locale) inLocale(z, locale);
  let text = z.names[kind];
  if (text === undefined) {
    text = ENGLISH_NAMES_LOCALES.has(locale)
      ? ENGLISH_NAMES[kind]![kind <= NameKind.WeekdayLong ? z.d.weekday - 1 : z.d.month - 1]!
      : dateFormat(locale, { ...NAME_OPTIONS[kind], timeZone: zone }).format(ms);
    z.names[kind] = text;
  }
  return text;
}

/** Week of the year with weeks starting on Sunday and week 1 holding January 1. */
function sundayWeekOfYear(d: CivilTime): number {
  return Math.floor((d.ordinal - 1 + jan1SundayBased(d)) / 7) + 1;
}

/** Forgets what `z` printed in another locale. */
function inLocale(z: Zoned, locale: string): void {
  z.locale = locale;
  z.names = [];
  z.texts = [];
}

export function strftime(ms: number, pattern: string, zone: string, locale: string): string {
  return zonedText(ms, pattern, pattern, zone, locale);
}

/**
 * strftime of the `date` formatter's arguments as written (`date %b %e`
 * is ['%b', '%e']): a call site passes the same array render after render,
 * so its text is found by identity, without joining the arguments again.
 */
export function strftimeArgs(ms: number, args: readonly string[], zone: string, locale: string): string {
  return zonedText(ms, args, undefined, zone, locale);
}

function zonedText(ms: number, key: string | readonly string[], pattern: string | undefined, zone: string, locale: string): string {
  const z = zoned(ms, zone);
  if (z.locale !== locale) inLocale(z, locale);
  // A list prints each item's date in the same few patterns, render after render: the whole text is kept.
  const texts = z.texts;
  for (let i = 0; i < texts.length; i += 2) if (texts[i] === key) return texts[i + 1] as string;
  const args = key as readonly string[];
  const text = format(z, ms, pattern ?? (args.length === 1 ? args[0]! : args.join(' ')), zone, locale);
  if (texts.length < ZONED_TEXTS_PER_INSTANT * 2) texts.push(key, text);
  return text;
}

/**
 * A code's text: the common ones here, the others in rareCodeText (V8
 * compiles a function whole on its first call, and a first render printing
 * `%b %e, %Y` needs only these).
 */
function codeText(c: string, z: Zoned, ms: number, zone: string, locale: string): string {
  const d = z.d;
  switch (c) {
    case 'a':
      return name(z, locale, zone, ms, NameKind.WeekdayShort);
    case 'A':
      return name(z, locale, zone, ms, NameKind.WeekdayLong);
    case 'b':
    case 'h':
      return name(z, locale, zone, ms, NameKind.MonthShort);
    case 'B':
      return name(z, locale, zone, ms, NameKind.MonthLong);
    case 'd':
      return pad(d.day, 2);
    case 'e':
      return pad(d.day, 2, ' ');
    case 'F':
      return format(z, ms, '%Y-%m-%d', zone, locale);
    case 'H':
      return pad(d.hour, 2);
    case 'I':
      return pad(hour12Of(d), 2);
    case 'j':
      return pad(d.ordinal, 3);
    case 'm':
      return pad(d.month, 2);
    case 'M':
      return pad(d.minute, 2);
    case 'p':
      return d.hour < 12 ? 'AM' : 'PM';
    case 'S':
      return pad(d.second, 2);
    case 'y':
      return pad(d.year % 100, 2);
    case 'Y':
      return String(d.year);
    case 'z': {
      const off = Math.abs(d.offset);
      return `${d.offset < 0 ? '-' : '+'}${pad(Math.floor(off / 60), 2)}:${pad(off % 60, 2)}`;
    }
    default:
      return rareCodeText(c, z, ms, zone, locale);
  }
}

function rareCodeText(c: string, z: Zoned, ms: number, zone: string, locale: string): string {
  const d = z.d;
  switch (c) {
    case 'c':
      return format(z, ms, `%a, %b ${d.day}, %Y ${hour12Of(d)}:%M:%S %p %Z`, zone, locale);
    case 'C':
      return pad(Math.trunc(d.year / 100), 2);
    case 'D':
      return format(z, ms, '%m/%d/%y', zone, locale);
    case 'g':
      return pad(d.weekYear % 100, 2);
    case 'G':
      return pad(d.weekYear, 4);
    case 'i':
      return String(hour12Of(d));
    case 'k':
      return pad(d.hour, 2, ' ');
    case 'l':
      return pad(hour12Of(d), 2, ' ');
    case 'n':
      return '\n';
    case 'N':
      return pad(d.millisecond * 1_000_000, 9);
    case 'P':
      return d.hour < 12 ? 'am' : 'pm';
    case 'q':
      return String(Math.floor((d.month - 1) / 3) + 1);
    case 'r':
      return format(z, ms, `${hour12Of(d)}:%M:%S %p`, zone, locale);
    case 'R':
      return format(z, ms, '%H:%M', zone, locale);
    case 's':
      return String(Math.trunc(ms / 1000));
    case 't':
      return '\t';
    case 'T':
      return format(z, ms, '%H:%M:%S', zone, locale);
    case 'u':
      return String(d.weekday);
    case 'U':
    case 'W':
      return pad(sundayWeekOfYear(d), 2);
    case 'v':
      return format(z, ms, '%e-%b-%Y', zone, locale);
    case 'V':
      return pad(d.weekNumber, 2);
    case 'w':
      return String(d.weekday % 7);
    case 'x':
      return format(z, ms, '%m/%d/%Y', zone, locale);
    case 'X':
      return format(z, ms, '%I:%M:%S %p', zone, locale);
    case 'Z':
      return zoneAbbreviation(zone, ms);

    default:
      return '';
  }
}

/** The pattern's text: each code through codeText(). */
function format(z: Zoned, ms: number, pattern: string, zone: string, locale: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch !== '%' || i === pattern.length - 1) out += ch;
    else {
      const next = pattern[++i]!;
      out += next === '%' ? '%' : codeText(next, z, ms, zone, locale);
    }
  }
  return out;
}
