/**
 * Number options of the i18n formatters (`decimal`, `money`, and the same
 * options inside messages): `name:value` arguments, long and short names,
 * unknown ones ignored, digit counts clamped to 0..50.
 */
export const DIGITS_CLAMP_MAX = 50;

export type RoundingMode = 'up' | 'down' | 'ceiling' | 'floor' | 'half-up' | 'half-down' | 'half-even';

export interface NumberOptions {
  group?: boolean;
  round?: RoundingMode;
  minimumIntegerDigits?: number;
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  maximumSignificantDigits?: number;
  minimumSignificantDigits?: number;
}

const ROUNDING = new Set<string>(['up', 'down', 'ceiling', 'floor', 'half-up', 'half-down', 'half-even']);

/** Splits `name:value` (or `name=value`); a bare word has value ''. */
export function splitOption(arg: string): [string, string] {
  const m = /[:=]/.exec(arg);
  return m ? [arg.slice(0, m.index), arg.slice(m.index + 1)] : [arg, ''];
}

const clampDigits = (v: string): number => {
  const n = parseInt(v, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), DIGITS_CLAMP_MAX) : 0;
};

/** Applies one number option; returns false when the name is not a number option. */
export function numberOption(name: string, val: string, o: NumberOptions): boolean {
  switch (name) {
    case 'group':
    case 'grouping':
      o.group = val === '' || val === 'true';
      return true;
    case 'no-group':
    case 'no-grouping':
      o.group = false;
      return true;
    case 'round':
    case 'rounding':
      if (val === 'ceil') o.round = 'ceiling';
      else if (val === 'truncate') o.round = 'down';
      else if (ROUNDING.has(val)) o.round = val as RoundingMode;
      return true;
    case 'minint':
    case 'minInt':
    case 'minimumIntegerDigits':
      o.minimumIntegerDigits = clampDigits(val);
      return true;
    case 'maxfrac':
    case 'maxFrac':
    case 'maximumFractionDigits':
      o.maximumFractionDigits = clampDigits(val);
      return true;
    case 'minfrac':
    case 'minFrac':
    case 'minimumFractionDigits':
      o.minimumFractionDigits = clampDigits(val);
      return true;
    case 'maxsig':
    case 'maxSig':
    case 'maximumSignificantDigits':
      o.maximumSignificantDigits = clampDigits(val);
      return true;
    case 'minsig':
    case 'minSig':
    case 'minimumSignificantDigits':
      o.minimumSignificantDigits = clampDigits(val);
      return true;
    default:
      return false;
  }
}

const INTL_ROUNDING: Record<RoundingMode, string> = {
  up: 'expand',
  down: 'trunc',
  ceiling: 'ceil',
  floor: 'floor',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  'half-even': 'halfEven',
};

/** Intl's ranges (Node 20): integer digits 1..21, significant digits 1..21, fraction digits 0..20. */
const INTL_MAX_INT = 21;
const INTL_MAX_SIG = 21;
const INTL_MAX_FRAC = 20;

/**
 * Intl options for the number options, on top of `base` (which supplies the
 * default fraction digits). Half-even is the default rounding.
 */
export function toIntl(o: NumberOptions, base: Intl.NumberFormatOptions = {}): Intl.NumberFormatOptions {
  const r: Record<string, unknown> = { ...base };
  r.roundingMode = INTL_ROUNDING[o.round ?? 'half-even'];
  if (o.group !== undefined) r.useGrouping = o.group;
  if (o.minimumIntegerDigits !== undefined) r.minimumIntegerDigits = Math.min(Math.max(o.minimumIntegerDigits, 1), INTL_MAX_INT);
  const sig = o.maximumSignificantDigits !== undefined || o.minimumSignificantDigits !== undefined;
  if (sig) {
    const min = Math.min(Math.max(o.minimumSignificantDigits ?? 1, 1), INTL_MAX_SIG);
    const max = Math.min(Math.max(o.maximumSignificantDigits ?? INTL_MAX_SIG, min), INTL_MAX_SIG);
    r.minimumSignificantDigits = min;
    r.maximumSignificantDigits = max;
  }
  if (o.maximumFractionDigits !== undefined || o.minimumFractionDigits !== undefined) {
    const baseMin = (base.minimumFractionDigits as number | undefined) ?? 0;
    const baseMax = (base.maximumFractionDigits as number | undefined) ?? 3;
    let min = o.minimumFractionDigits ?? Math.min(baseMin, o.maximumFractionDigits ?? baseMin);
    let max = o.maximumFractionDigits ?? Math.max(baseMax, min);
    max = Math.min(max, INTL_MAX_FRAC);
    if (min > max) min = max;
    r.minimumFractionDigits = min;
    r.maximumFractionDigits = max;
    if (sig) r.roundingPriority = 'lessPrecision';
  }
  return r as Intl.NumberFormatOptions;
}
