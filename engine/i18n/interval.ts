/**
 * `datetime-interval`: two instants as a range in the locale. Without a
 * skeleton the server's choice applies: `yMMMd` when the instants fall on
 * different days, else `hm` (the times, no zone). A range whose ends print
 * the same collapses to one (`Aug 9, 2017`), and the CLDR spacing (thin
 * spaces around the dash, a narrow no-break space before AM/PM) is kept,
 * as the server (2.10) prints them.
 */
import { dateFormat } from './intl-cache.js';
import { hasTimeFields, skeletonOptions } from './skeleton.js';
import { applyContext } from './datetime.js';
import { splitOption } from './number-options.js';

export interface IntervalOptions {
  skeleton?: string;
  context?: string;
}

export function intervalOptions(args: readonly string[]): IntervalOptions {
  const o: IntervalOptions = {};
  for (const arg of args) {
    const [name, val] = splitOption(arg);
    if (val === '') {
      if (name && !['context', 'skeleton', 'date', 'time'].includes(name)) o.skeleton = name;
    } else if (name === 'skeleton') o.skeleton = val;
    else if (name === 'context') o.context = val;
  }
  return o;
}

function sameDay(a: number, b: number, zone: string): boolean {
  const f = dateFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
  return f.format(a) === f.format(b);
}

/** A short generic zone name (`ET`), else the short offset (`UTC−4`) where the locale has no such name. */
function zoneName(locale: string, zone: string, ms: number, generic: 'shortGeneric' | 'longGeneric'): string {
  const part = (style: Intl.DateTimeFormatOptions['timeZoneName']) =>
    dateFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const name = part(generic);
  if (generic === 'longGeneric' || /^[\p{Lu}]{1,5}$/u.test(name)) return name;
  return part('shortOffset');
}

export function formatInterval(start: number, end: number, o: IntervalOptions, locale: string, zone: string): string {
  const skeleton = o.skeleton ?? (sameDay(start, end, zone) ? 'hm' : 'yMMMd');
  const opts: Intl.DateTimeFormatOptions = { ...skeletonOptions(skeleton), timeZone: zone };
  const generic = opts.timeZoneName === 'shortGeneric' || opts.timeZoneName === 'longGeneric' ? opts.timeZoneName : undefined;
  if (generic) delete opts.timeZoneName;
  const fmt = dateFormat(locale, opts);
  let out = fmt.formatRange(Math.min(start, end), Math.max(start, end));
  if (generic) out += ` ${zoneName(locale, zone, start, generic)}`;
  return applyContext(out, o.context, locale);
}
