/**
 * The `datetime` formatter: date and time widths (short, medium, long,
 * full), skeletons, the wrapper that joins a date and a time, calendars and
 * sentence context, over Intl.DateTimeFormat in the site's time zone.
 */
import { dateFormat } from './intl-cache.js';
import { skeletonOptions } from './skeleton.js';
import { splitOption } from './number-options.js';

export type Width = 'short' | 'medium' | 'long' | 'full';

export interface DatetimeOptions {
  date?: Width;
  time?: Width;
  datetime?: Width;
  skeleton?: string;
  wrap?: Width;
  context?: string;
  calendar?: string;
}

const WIDTHS = new Set<string>(['short', 'medium', 'long', 'full']);
const CALENDARS: Record<string, string> = {
  gregorian: 'gregory',
  gregory: 'gregory',
  buddhist: 'buddhist',
  iso8601: 'iso8601',
  persian: 'persian',
  japanese: 'japanese',
};

export function datetimeOptions(args: readonly string[]): DatetimeOptions {
  const o: DatetimeOptions = {};
  const addSkeleton = (s: string) => {
    o.skeleton = (o.skeleton ?? '') + s;
  };
  for (const arg of args) {
    const [name, val] = splitOption(arg);
    if (val === '') {
      if (name === 'date') o.date = 'short';
      else if (name === 'time') o.time = 'short';
      else if (WIDTHS.has(name)) o.datetime = name as Width;
      else addSkeleton(name);
      continue;
    }
    switch (name) {
      case 'calendar':
        o.calendar = CALENDARS[val];
        break;
      case 'context':
        o.context = val;
        break;
      case 'date':
      case 'time':
      case 'datetime':
        if (WIDTHS.has(val)) o[name] = val as Width;
        else addSkeleton(val);
        break;
      case 'skeleton':
        o.skeleton = val;
        break;
      case 'wrap':
      case 'wrapper':
      case 'wrapped':
        if (WIDTHS.has(val)) o.wrap = val as Width;
        break;
      default:
    }
  }
  return o;
}

/** Capitalizes the first letter for `context:begin-sentence` (and standalone / list use). */
export function applyContext(s: string, context: string | undefined, locale: string): string {
  if (context !== 'begin-sentence' && context !== 'standalone' && context !== 'ui-list-or-menu') return s;
  return s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);
}

/**
 * CLDR 42 and later set a narrow no-break space between a time and its day
 * period (2:04\u202fPM), as the platform prints it; some Intl builds still
 * print a plain space there.
 */
const AM_PM = /^[AaPp]\.?[Mm]\.?$/;

function cldrSpacing(parts: Intl.DateTimeFormatPart[]): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    out += p.type === 'literal' && p.value === ' ' && parts[i + 1]?.type === 'dayPeriod' && AM_PM.test(parts[i + 1]!.value) ? '\u202f' : p.value;
  }
  return out;
}

const GLUE_SAMPLE = Date.UTC(2020, 0, 15, 12, 0, 0);

/** The text between a date and a time in the locale's wrapper of the given width. */
function glue(locale: string, width: Width, base: Intl.DateTimeFormatOptions): string {
  const both = dateFormat(locale, { ...base, dateStyle: width, timeStyle: 'short' }).format(GLUE_SAMPLE);
  const d = dateFormat(locale, { ...base, dateStyle: width }).format(GLUE_SAMPLE);
  const t = dateFormat(locale, { ...base, timeStyle: 'short' }).format(GLUE_SAMPLE);
  if (both.startsWith(d) && both.endsWith(t) && both.length >= d.length + t.length) return both.slice(d.length, both.length - t.length);
  return ' ';
}

export function formatDatetime(ms: number, o: DatetimeOptions, locale: string, zone: string): string {
  const base: Intl.DateTimeFormatOptions = { timeZone: zone, calendar: o.calendar ?? 'gregory' };
  const fmt = (opts: Intl.DateTimeFormatOptions) => cldrSpacing(dateFormat(locale, { ...base, ...opts }).formatToParts(ms));
  let out: string;
  const skel = o.skeleton ? skeletonOptions(o.skeleton) : undefined;
  if (o.datetime && !o.date && !o.time && !skel) out = fmt({ dateStyle: o.datetime, timeStyle: o.datetime });
  else if (o.date && o.time) {
    out = !o.wrap || o.wrap === o.date ? fmt({ dateStyle: o.date, timeStyle: o.time }) : fmt({ dateStyle: o.date }) + glue(locale, o.wrap, base) + fmt({ timeStyle: o.time });
  } else if (o.date && skel) out = fmt({ dateStyle: o.date }) + glue(locale, o.wrap ?? o.date, base) + fmt(skel);
  else if (o.time && skel) out = fmt(skel) + glue(locale, o.wrap ?? o.time, base) + fmt({ timeStyle: o.time });
  else if (skel) out = fmt(skel);
  else if (o.time) out = fmt({ timeStyle: o.time });
  else out = fmt({ dateStyle: o.date ?? o.datetime ?? 'long' });
  return applyContext(out, o.context, locale);
}
