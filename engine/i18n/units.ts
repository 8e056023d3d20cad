/**
 * The `unit` formatter, as the server has it: converts a quantity from the
 * `in:` unit to an `out:` unit, to a `sequence:` of units (1028′ 9″), or to
 * the best-fitting unit of its kind (12345 inches is 342.9yd), and prints it
 * narrow (default), short or long. Units Intl knows are printed by Intl in
 * the locale; the others (points, arc minutes, square units, hertz,
 * centuries, astronomical lengths) have English names only.
 */
import { numberFormat } from './intl-cache.js';
import { numberOption, splitOption, toIntl, type NumberOptions } from './number-options.js';

type Kind = 'length' | 'area' | 'duration' | 'digital' | 'frequency' | 'angle' | 'temperature';

interface Unit {
  kind: Kind;
  /** Size in the kind's base unit (meter, square meter, second, byte, hertz, degree). */
  factor: number;
  /** English forms for units Intl does not format: narrow, short, long singular, long plural. */
  names?: [string, string, string, string];
}

const INCH = 0.0254;
const YEAR = 365.2425 * 86400;
const u = (kind: Kind, factor: number, names?: [string, string, string, string]): Unit => (names ? { kind, factor, names } : { kind, factor });

export const UNITS: Readonly<Record<string, Unit>> = {
  millimeter: u('length', 0.001),
  centimeter: u('length', 0.01),
  meter: u('length', 1),
  kilometer: u('length', 1000),
  point: u('length', INCH / 72, ['pt', 'pt', 'point', 'points']),
  inch: u('length', INCH),
  foot: u('length', INCH * 12),
  yard: u('length', INCH * 36),
  mile: u('length', INCH * 63360),
  'astronomical-unit': u('length', 149597870700, ['au', 'au', 'astronomical unit', 'astronomical units']),
  'light-year': u('length', 9460730472580800, ['ly', 'ly', 'light year', 'light years']),
  parsec: u('length', 3.0856775814913673e16, ['pc', 'pc', 'parsec', 'parsecs']),
  'square-centimeter': u('area', 1e-4, ['cm²', 'cm²', 'square centimeter', 'square centimeters']),
  'square-meter': u('area', 1, ['m²', 'm²', 'square meter', 'square meters']),
  'square-kilometer': u('area', 1e6, [' km²', ' km²', 'square kilometer', 'square kilometers']),
  'square-inch': u('area', INCH * INCH, ['in²', 'in²', 'square inch', 'square inches']),
  'square-foot': u('area', 144 * INCH * INCH, ['ft²', 'ft²', 'square foot', 'square feet']),
  'square-yard': u('area', 1296 * INCH * INCH, ['yd²', 'yd²', 'square yard', 'square yards']),
  'square-mile': u('area', 63360 * 63360 * INCH * INCH, ['mi²', 'mi²', 'square mile', 'square miles']),
  acre: u('area', 4046.8564224),
  hectare: u('area', 10000),
  nanosecond: u('duration', 1e-9),
  microsecond: u('duration', 1e-6),
  millisecond: u('duration', 1e-3),
  second: u('duration', 1),
  minute: u('duration', 60),
  hour: u('duration', 3600),
  day: u('duration', 86400),
  week: u('duration', 7 * 86400),
  month: u('duration', YEAR / 12),
  year: u('duration', YEAR),
  century: u('duration', YEAR * 100, ['c', 'c', 'century', 'centuries']),
  // Bytes count in powers of 1024, bits in powers of 1000, as the server does.
  byte: u('digital', 1),
  kilobyte: u('digital', 1024),
  megabyte: u('digital', 1024 ** 2),
  gigabyte: u('digital', 1024 ** 3),
  terabyte: u('digital', 1024 ** 4),
  petabyte: u('digital', 1024 ** 5),
  bit: u('digital', 1 / 8),
  kilobit: u('digital', 1e3 / 8),
  megabit: u('digital', 1e6 / 8),
  gigabit: u('digital', 1e9 / 8),
  terabit: u('digital', 1e12 / 8),
  hertz: u('frequency', 1, ['Hz', 'Hz', 'hertz', 'hertz']),
  kilohertz: u('frequency', 1e3, ['kHz', 'kHz', 'kilohertz', 'kilohertz']),
  megahertz: u('frequency', 1e6, ['MHz', 'MHz', 'megahertz', 'megahertz']),
  gigahertz: u('frequency', 1e9, ['GHz', 'GHz', 'gigahertz', 'gigahertz']),
  revolution: u('angle', 360, ['rev', 'rev', 'revolution', 'revolutions']),
  radian: u('angle', 180 / Math.PI, ['rad', 'rad', 'radian', 'radians']),
  degree: u('angle', 1),
  'arc-minute': u('angle', 1 / 60, ['′', '′', 'arcminute', 'arcminutes']),
  'arc-second': u('angle', 1 / 3600, ['″', '″', 'arcsecond', 'arcseconds']),
  celsius: u('temperature', 1),
  fahrenheit: u('temperature', 1),
};

const ALIASES: Record<string, string> = { feet: 'foot', inches: 'inch', radians: 'radian', degrees: 'degree', seconds: 'second', minutes: 'minute', hours: 'hour', days: 'day', bytes: 'byte', bits: 'bit' };

const unitName = (s: string): string | undefined => {
  const n = ALIASES[s] ?? s;
  return UNITS[n] ? n : undefined;
};

/** Units a best fit chooses among, per kind, smallest first. */
const FIT: Record<string, string[]> = {
  imperial: ['inch', 'foot', 'yard', 'mile'],
  metric: ['millimeter', 'centimeter', 'meter', 'kilometer'],
  duration: ['nanosecond', 'microsecond', 'millisecond', 'second', 'minute', 'hour', 'day', 'month', 'year', 'century'],
  byte: ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'],
  bit: ['bit', 'kilobit', 'megabit', 'gigabit', 'terabit'],
  frequency: ['hertz', 'kilohertz', 'megahertz', 'gigahertz'],
};

export interface UnitOptions extends NumberOptions {
  in?: string;
  out?: string[];
  sequence?: string[];
  compact?: 'bytes' | 'bits';
  width: 'narrow' | 'short' | 'long';
}

export function unitOptions(args: readonly string[]): UnitOptions {
  const o: UnitOptions = { width: 'narrow' };
  for (const arg of args) {
    const [name, val] = splitOption(arg);
    if (name === 'in' || name === 'input') o.in = val;
    else if (name === 'out' || name === 'output') o.out = val.split(',');
    else if (name === 'sequence') o.sequence = val.split(',');
    else if (name === 'compact') o.compact = val === 'bits' ? 'bits' : 'bytes';
    else if (name === 'format') o.width = val === 'long' ? 'long' : val === 'short' ? 'short' : 'narrow';
    else numberOption(name, val, o);
  }
  return o;
}

function convert(value: number, from: string, to: string): number {
  if (from === to) return value;
  if (from === 'celsius' && to === 'fahrenheit') return (value * 9) / 5 + 32;
  if (from === 'fahrenheit' && to === 'celsius') return ((value - 32) * 5) / 9;
  return (value * UNITS[from]!.factor) / UNITS[to]!.factor;
}

function bestFit(value: number, from: string, list: string[]): string {
  let best = list[0]!;
  for (const name of list) if (Math.abs(convert(value, from, name)) >= 1) best = name;
  return best;
}

function fitList(from: string, compact: UnitOptions['compact']): string[] | undefined {
  const kind = UNITS[from]!.kind;
  if (kind === 'digital') return compact === 'bits' ? FIT.bit : FIT.byte;
  if (kind === 'length') return FIT.imperial!.includes(from) ? FIT.imperial : FIT.metric!.includes(from) ? FIT.metric : undefined;
  return FIT[kind];
}

function formatOne(value: number, unit: string, o: UnitOptions, locale: string, integer: boolean): string {
  const digits: NumberOptions = integer ? { ...o, maximumFractionDigits: 0, round: 'down' } : o;
  const num = toIntl({ ...digits, group: o.group ?? false }, { maximumFractionDigits: 1 });
  const names = UNITS[unit]!.names;
  if (!names) return numberFormat(locale, { ...num, style: 'unit', unit, unitDisplay: o.width }).format(value);
  const text = numberFormat(locale, num).format(value);
  if (o.width === 'long') return `${text} ${value === 1 ? names[2] : names[3]}`;
  if (o.width === 'short') return /^\p{L}/u.test(names[1]) ? `${text} ${names[1]}` : `${text}${names[1]}`;
  return `${text}${names[0]}`;
}

/** The region whose preferences apply (temperature scale): `en` is English as in the United States. */
export function regionOf(locale: string): string {
  try {
    return new Intl.Locale(locale).maximize().region ?? 'US';
  } catch {
    return 'US';
  }
}

/** Formats the number in the unit options; '' when the input unit is unknown. */
export function formatUnit(value: number, o: UnitOptions, locale: string): string {
  const from = o.in ? unitName(o.in) : undefined;
  if (!from || !Number.isFinite(value)) return '';
  const kind = UNITS[from]!.kind;
  let sequence = o.sequence?.map(unitName);
  let out = o.out?.map(unitName);
  if (out && out.length > 1) {
    if (out.every((x) => x !== undefined)) sequence = out;
    out = undefined;
  }
  if (sequence && sequence.every((x): x is string => x !== undefined && UNITS[x]!.kind === kind)) {
    const parts: string[] = [];
    let rest = value;
    for (let i = 0; i < sequence.length; i++) {
      const unit = sequence[i]!;
      const q = convert(rest, from, unit);
      const last = i === sequence.length - 1;
      const whole = last ? q : Math.trunc(q);
      rest = convert(q - whole, unit, from);
      if (!last && whole === 0) continue;
      if (last && parts.length > 0 && Math.abs(q) < 0.05) continue;
      parts.push(formatOne(whole, unit, o, locale, !last));
    }
    return plainSpaces(parts.join(' '));
  }
  let to = out?.[0];
  if (!to && kind === 'temperature') to = regionOf(locale) === 'US' ? 'fahrenheit' : 'celsius';
  if (!to) {
    const list = fitList(from, o.compact);
    to = list ? bestFit(value, from, list) : from;
  }
  return plainSpaces(formatOne(convert(value, from, to), to, o, locale, false));
}

/** The server prints units with plain spaces where newer CLDR data has no-break ones. */
export function plainSpaces(s: string): string {
  return s.replace(/[\u00a0\u202f]/g, ' ');
}
