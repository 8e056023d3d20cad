/** The `decimal` formatter's work: styles, grouping, rounding and digit options over Intl. */
import { numberFormat } from './intl-cache.js';
import { numberOption, splitOption, toIntl, type NumberOptions } from './number-options.js';

export type DecimalStyle = 'decimal' | 'short' | 'long' | 'scientific' | 'percent' | 'percent-scaled' | 'permille' | 'permille-scaled';

export interface DecimalOptions extends NumberOptions {
  style?: DecimalStyle;
}

const STYLES = new Set<string>(['decimal', 'short', 'long', 'scientific', 'percent', 'percent-scaled', 'permille', 'permille-scaled']);

export function decimalOptions(args: readonly string[]): DecimalOptions {
  const o: DecimalOptions = {};
  for (const arg of args) {
    const [name, val] = splitOption(arg);
    if (name === 'style') {
      if (STYLES.has(val)) o.style = val as DecimalStyle;
      else if (val === 'standard') o.style = 'decimal';
    } else numberOption(name, val, o);
  }
  // Grouping is the locale's unless `no-group` / `group:false` (the server groups a bare {n|decimal}).
  return o;
}

/** Moves the decimal point: `scale('1.5', 3)` is 1500 as exact text. */
function scale(dec: string, exp: number): string {
  return exp === 0 ? dec : `${dec}e${exp}`;
}

/** Formats exact decimal text (see decimal.ts) in the locale. */
export function formatDecimal(dec: string, o: DecimalOptions, locale: string): string {
  const style = o.style ?? 'decimal';
  let base: Intl.NumberFormatOptions = {};
  let value = dec;
  let permille = false;
  switch (style) {
    case 'short':
    case 'long':
      base = { notation: 'compact', compactDisplay: style };
      break;
    case 'scientific':
      base = { notation: 'scientific' };
      break;
    case 'percent':
    case 'percent-scaled':
      base = { style: 'percent', maximumFractionDigits: 0 };
      if (style === 'percent-scaled') value = scale(dec, -2);
      break;
    case 'permille':
    case 'permille-scaled':
      base = { style: 'percent', maximumFractionDigits: 0 };
      value = scale(dec, style === 'permille' ? 1 : -2);
      permille = true;
      break;
    default:
      base = { maximumFractionDigits: 3 };
  }
  const fmt = numberFormat(locale, toIntl(o, base));
  const out = fmt.format(value as unknown as number);
  return permille ? out.replace('%', '\u2030') : out;
}
