/**
 * `relative-time`: the distance between two instants in the largest
 * fitting unit ("in 2 weeks", "11 hours ago"), over Intl.RelativeTimeFormat.
 * Weeks count unless `allowWeeks:false`, as on the server (12 days is
 * 'in 2 weeks' there, not 'in 12 days').
 */
import { cached } from './intl-cache.js';
import { applyContext } from './datetime.js';
import { splitOption } from './number-options.js';

type Field = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

export interface RelativeTimeOptions {
  field?: Field;
  allowWeeks?: boolean;
  numericOnly?: boolean;
  alwaysNow?: boolean;
  width?: 'long' | 'short' | 'narrow';
  context?: string;
}

const MS: Record<Field, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30.436875 * 86_400_000,
  year: 365.2425 * 86_400_000,
};
const FIELDS = new Set<string>(['year', 'month', 'week', 'day', 'hour', 'minute', 'second']);
const WIDTH: Record<string, RelativeTimeOptions['width']> = { wide: 'long', short: 'short', narrow: 'narrow' };

export function relativeTimeOptions(args: readonly string[]): RelativeTimeOptions {
  const o: RelativeTimeOptions = {};
  for (const arg of args) {
    const [name, val] = splitOption(arg);
    switch (name) {
      case 'context':
        o.context = val;
        break;
      case 'field':
        if (val === 'millis') o.field = 'second';
        else if (FIELDS.has(val)) o.field = val as Field;
        break;
      case 'allowWeeks':
        o.allowWeeks = val === 'true';
        break;
      case 'numericOnly':
        o.numericOnly = val === 'true';
        break;
      case 'alwaysNow':
        o.alwaysNow = val === 'true';
        break;
      case 'width':
        if (WIDTH[val]) o.width = WIDTH[val];
        break;
      default:
    }
  }
  return o;
}

function pickField(delta: number, allowWeeks: boolean): Field {
  const abs = Math.abs(delta);
  const order: Field[] = ['year', 'month', 'week', 'day', 'hour', 'minute'];
  for (const f of order) {
    if (f === 'week' && !allowWeeks) continue;
    if (abs >= MS[f]) return f;
  }
  return 'second';
}

export function formatRelativeTime(start: number, end: number, o: RelativeTimeOptions, locale: string): string {
  const delta = end - start;
  const field = o.field ?? pickField(delta, o.allowWeeks ?? true);
  let n = Math.round(delta / MS[field]);
  if (o.alwaysNow && Math.abs(delta) < MS.minute) n = 0;
  const style = o.width ?? 'long';
  const numeric = o.numericOnly ? 'always' : 'auto';
  const rtf = cached(`r|${locale}|${style}|${numeric}`, () => new Intl.RelativeTimeFormat(locale, { style, numeric }));
  return applyContext(rtf.format(n === 0 ? 0 : n, field), o.context, locale);
}
