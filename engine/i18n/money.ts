/**
 * Money in a locale: CLDR currency formats through Intl (`money`), and the
 * platform's legacy locale format (`i18n-money-format`).
 */
import { numberFormat } from './intl-cache.js';
import { numberOption, splitOption, toIntl, type NumberOptions } from './number-options.js';
import { CURRENCIES, DEFAULT_CURRENCY, MONEY_MAX_INTEGER_DIGITS, currencyDigits } from './currencies.js';
import { asString, getMember } from '../runtime/values.js';
import { decimalOf, moneyAmount } from './decimal.js';

export type CurrencyStyle = 'symbol' | 'accounting' | 'code' | 'name' | 'short';

export interface CurrencyOptions extends NumberOptions {
  style?: CurrencyStyle;
  symbolWidth?: 'default' | 'narrow';
}

const STYLES = new Set<string>(['symbol', 'accounting', 'code', 'name', 'short']);

export function currencyOptions(args: readonly string[]): CurrencyOptions {
  const o: CurrencyOptions = {};
  for (const arg of args) {
    const [name, val] = splitOption(arg);
    if (name === 'style') {
      if (STYLES.has(val)) o.style = val as CurrencyStyle;
      else if (val === 'standard') o.style = 'symbol';
    } else if (name === 'symbol') {
      if (val === 'default' || val === 'narrow') o.symbolWidth = val;
    } else numberOption(name, val, o);
  }
  return o;
}

export interface MoneyValue {
  /** Exact decimal text of the amount. */
  amount: string;
  currency: string;
}

/** `{decimalValue, currencyCode}` or `{value, currency}`; undefined when the node is neither. */
export function readMoney(node: unknown): MoneyValue | undefined {
  let amount = getMember(node, 'decimalValue');
  let code = getMember(node, 'currencyCode');
  if (amount === undefined || code === undefined) {
    amount = getMember(node, 'value');
    code = getMember(node, 'currency');
    if (amount === undefined || code === undefined) return undefined;
  }
  const dec = decimalOf(amount);
  if (dec === undefined) return undefined;
  return { amount: dec, currency: asString(code).toUpperCase() || DEFAULT_CURRENCY };
}

/** CLDR currency format of the money in the locale; '' when the currency code is unusable. */
export function formatCurrency(m: MoneyValue, o: CurrencyOptions, locale: string): string {
  const digits = currencyDigits(m.currency);
  const base: Record<string, unknown> = { style: 'currency', currency: m.currency };
  if (digits !== undefined) {
    base.minimumFractionDigits = digits;
    base.maximumFractionDigits = digits;
  }
  switch (o.style) {
    case 'accounting':
      base.currencySign = 'accounting';
      break;
    case 'code':
      base.currencyDisplay = 'code';
      break;
    case 'name':
      base.currencyDisplay = 'name';
      break;
    case 'short':
      base.notation = 'compact';
      delete base.minimumFractionDigits;
      delete base.maximumFractionDigits;
      break;
    default:
  }
  if (o.symbolWidth === 'narrow' && base.currencyDisplay === undefined) base.currencyDisplay = 'narrowSymbol';
  try {
    return numberFormat(locale, toIntl(o, base as Intl.NumberFormatOptions)).format(m.amount as unknown as number);
  } catch {
    return '';
  }
}

/** Keeps at most MONEY_MAX_INTEGER_DIGITS integer places of exact decimal text. */
function capIntegerDigits(dec: string): string {
  const m = /^(-?)(\d+)(.*)$/.exec(dec);
  if (!m || m[2]!.length <= MONEY_MAX_INTEGER_DIGITS) return dec;
  return m[1]! + m[2]!.slice(-MONEY_MAX_INTEGER_DIGITS) + m[3]!;
}

/**
 * The legacy locale money format: the locale's separators, the symbol
 * before the number where the decimal separator is a point and after it
 * otherwise; a letter symbol (kr, CHF) is set off by a space, as is a
 * symbol of several characters placed after the number.
 */
export function formatLegacyMoney(m: MoneyValue, locale: string): string {
  const info = CURRENCIES[m.currency];
  const digits = info?.digits ?? CURRENCY_FRACTION_DIGITS_FALLBACK;
  const symbol = info?.symbol ?? m.currency;
  const dec = capIntegerDigits(m.amount);
  const negative = dec.startsWith('-') && /[1-9]/.test(dec);
  const abs = dec.replace(/^-/, '');
  const fmt = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: 'halfEven',
  } as Intl.NumberFormatOptions);
  const parts = fmt.formatToParts(abs as unknown as number);
  const decimalSep = numberFormat(locale, {}).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const num = parts
    .map((p) => (p.type === 'group' ? p.value.replace(/[\u202f\u2009]/g, '\u00a0') : p.value))
    .join('');
  const sign = negative ? '-' : '';
  const letters = /^\p{L}+$/u.test(symbol);
  if (decimalSep === '.') return letters ? `${symbol} ${sign}${num}` : `${sign}${symbol}${num}`;
  return `${sign}${num}${symbol.length > 1 ? ' ' : ''}${symbol}`;
}

const CURRENCY_FRACTION_DIGITS_FALLBACK = 2;

export { moneyAmount };
