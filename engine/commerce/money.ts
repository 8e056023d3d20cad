/**
 * Money: amounts in integer cents (fractional only when the source has
 * sub-cent digits), read from `{value, currency}` or `{decimalValue,
 * currencyCode}`, a missing value being zero in USD (SPEC section 3). Two
 * ways to print it: the platform's legacy format (grouped, two decimals,
 * half-even, no symbol) and CLDR currency format through Intl. Shared by the
 * commerce formatters, the i18n family and the storefront.
 */
import { asString, isObject } from '../runtime/values.js';
import { numberFormat } from '../i18n/intl-cache.js';

export interface Money {
  /** Amount in the currency's hundredths; fractional only for sub-cent amounts. */
  cents: number;
  /** ISO 4217 code. */
  currency: string;
}

/** Store currency when none is given (SPEC section 9: "Default USD"). */
export const DEFAULT_CURRENCY = 'USD';
/** What a missing money value reads as (SPEC section 3). */
export const ZERO_MONEY: Readonly<Money> = Object.freeze({ cents: 0, currency: DEFAULT_CURRENCY });
/** Digits after the decimal point in the legacy money format. */
export const LEGACY_FRACTION_DIGITS = 2;
/** Number formatting digit options clamp to 0 to 50 (SPEC section 5). */
export const MAX_FRACTION_DIGITS = 50;

const DECIMAL_RE = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/;

/**
 * Decimal text moved `shift` places to the right, exactly (no binary
 * rounding on the way): `("1.005", 2)` gives `"100.5"`. Undefined when the
 * text is not a decimal number.
 */
export function shiftDecimal(text: string, shift: number): string | undefined {
  const m = DECIMAL_RE.exec(text);
  if (!m) return undefined;
  const int = m[2] ?? '';
  const frac = m[3] ?? '';
  if (int === '' && frac === '') return undefined;
  const digits = int + frac;
  const point = int.length + shift + (m[4] ? parseInt(m[4], 10) : 0);
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = '0';
    fraction = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    fraction = '';
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const sign = m[1] === '-' && /[1-9]/.test(whole + fraction) ? '-' : '';
  return sign + whole + (fraction ? '.' + fraction : '');
}

/** An amount of whole digits (at most 13, so cents stay exact) and two decimals. */
const PLAIN_AMOUNT = /^(\d{1,13})\.(\d\d)$/;

/** Cents of a decimal amount text ("12.34" -> 1234); undefined when not a number. */
export function decimalToCents(text: string): number | undefined {
  // Most amounts read "12.00": whole digits and two decimals, exact as integers.
  const simple = PLAIN_AMOUNT.exec(text);
  if (simple !== null) return Number(simple[1]) * 100 + Number(simple[2]);
  const s = shiftDecimal(text, LEGACY_FRACTION_DIGITS);
  return s === undefined ? undefined : Number(s);
}

/** The decimal text of an amount in cents (1234 -> "12.34"), exact. */
export function centsToDecimal(cents: number): string {
  return shiftDecimal(String(cents), -LEGACY_FRACTION_DIGITS) ?? '0';
}

/**
 * A money node: `{value, currency}` or `{decimalValue, currencyCode}`. A
 * missing or unreadable amount is zero, a missing currency USD.
 */
export function readMoney(node: unknown): Money {
  if (!isObject(node)) return { ...ZERO_MONEY };
  const raw = node.value !== undefined ? node.value : node.decimalValue;
  const cents = decimalToCents(asString(raw)) ?? 0;
  const code = node.currency !== undefined ? node.currency : node.currencyCode;
  const currency = code === undefined || code === null ? DEFAULT_CURRENCY : asString(code).trim() || DEFAULT_CURRENCY;
  return { cents, currency };
}

/** Rounds half to even (banker's rounding) to a whole number. */
export function roundHalfEven(n: number): number {
  const floor = Math.floor(n);
  const diff = n - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** Groups the digits of a whole number by thousands with commas. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The legacy amount text: `1,234.56`, half-even, no symbol. */
export function formatLegacyAmount(cents: number): string {
  const rounded = roundHalfEven(cents);
  const negative = rounded < 0;
  const abs = String(Math.abs(rounded)).padStart(LEGACY_FRACTION_DIGITS + 1, '0');
  const whole = abs.slice(0, abs.length - LEGACY_FRACTION_DIGITS);
  const fraction = abs.slice(abs.length - LEGACY_FRACTION_DIGITS);
  return `${negative ? '-' : ''}${groupThousands(whole)}.${fraction}`;
}

/** The legacy money markup: `<span class="sqs-money-native">1,234.56</span>`. */
export function formatLegacyMoney(cents: number): string {
  return `<span class="sqs-money-native">${formatLegacyAmount(cents)}</span>`;
}

/** CLDR currency display styles accepted as `style:NAME` arguments. */
export type CurrencyStyle = 'symbol' | 'narrow' | 'code' | 'name' | 'short' | 'accounting';

export interface CurrencyOptions {
  style?: CurrencyStyle;
  /** Thousands grouping; default on. */
  group?: boolean;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** The default currency options (shared: never mutated). */
const NO_OPTIONS: CurrencyOptions = Object.freeze({});

/** Locales canonicalised so far (a site has a handful; cleared past the bound). */
const CANONICAL = new Map<string, string | undefined>();
const MAX_CANONICAL_LOCALES = 256;

/** A BCP 47 tag as Intl wants it (`en_US` -> `en-US`); undefined when Intl rejects it. */
export function intlLocale(locale: string): string | undefined {
  // Canonicalising costs more than formatting a price: every money formatter asks, so remember the answer.
  let tag = CANONICAL.get(locale);
  if (tag !== undefined || CANONICAL.has(locale)) return tag;
  try {
    tag = Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0];
  } catch {
    tag = undefined;
  }
  if (CANONICAL.size >= MAX_CANONICAL_LOCALES) CANONICAL.clear();
  CANONICAL.set(locale, tag);
  return tag;
}

/** Intl options for a currency; `roundingMode` is newer than the TypeScript lib. */
function intlCurrencyOptions(currency: string, opts: CurrencyOptions): Intl.NumberFormatOptions {
  const o: Intl.NumberFormatOptions & { roundingMode?: string } = { style: 'currency', currency, roundingMode: 'halfEven' };
  switch (opts.style) {
    case 'code':
      o.currencyDisplay = 'code';
      break;
    case 'name':
      o.currencyDisplay = 'name';
      break;
    case 'narrow':
      o.currencyDisplay = 'narrowSymbol';
      break;
    case 'accounting':
      o.currencySign = 'accounting';
      break;
    case 'short':
      o.notation = 'compact';
      break;
    default:
      break;
  }
  if (opts.group === false) o.useGrouping = false;
  const min = opts.minimumFractionDigits;
  const max = opts.maximumFractionDigits;
  if (min !== undefined) o.minimumFractionDigits = min;
  if (max !== undefined) o.maximumFractionDigits = Math.max(max, min ?? 0);
  else if (min !== undefined) o.maximumFractionDigits = Math.max(min, LEGACY_FRACTION_DIGITS);
  return o;
}

/**
 * CLDR currency format through Intl (`$2,500.00`, `2.500,00 €` in de-DE).
 * An unknown locale formats as English; an invalid currency code prints the
 * amount followed by the code.
 */
export function formatCldrMoney(money: Money, locale: string, opts: CurrencyOptions = NO_OPTIONS): string {
  const amount = Number.isInteger(money.cents) ? wholeCentsToDecimal(money.cents) : centsToDecimal(money.cents);
  try {
    return currencyFormat(intlLocale(locale) ?? 'en', money.currency, opts).format(amount as unknown as number);
  } catch {
    return `${formatLegacyAmount(money.cents)} ${money.currency}`;
  }
}

/** Formatters of the default options by locale and currency: most prices take this path, with no options key to build. */
const PLAIN_FORMATS = new Map<string, Intl.NumberFormat>();
const MAX_PLAIN_FORMATS = 256;

function currencyFormat(tag: string, currency: string, opts: CurrencyOptions): Intl.NumberFormat {
  if (opts.style !== undefined || opts.group !== undefined || opts.minimumFractionDigits !== undefined || opts.maximumFractionDigits !== undefined) {
    return numberFormat(tag, intlCurrencyOptions(currency, opts));
  }
  const key = `${tag}|${currency}`;
  let nf = PLAIN_FORMATS.get(key);
  if (nf === undefined) {
    nf = numberFormat(tag, intlCurrencyOptions(currency, opts));
    if (PLAIN_FORMATS.size >= MAX_PLAIN_FORMATS) PLAIN_FORMATS.clear();
    PLAIN_FORMATS.set(key, nf);
  }
  return nf;
}

/** The exact decimal text of a whole number of cents (1234 -> "12.34", -5 -> "-0.05"), without the general decimal shift. */
function wholeCentsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) return centsToDecimal(cents);
  const negative = cents < 0;
  const digits = String(negative ? -cents : cents).padStart(LEGACY_FRACTION_DIGITS + 1, '0');
  const cut = digits.length - LEGACY_FRACTION_DIGITS;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** Formats `money` the platform's way: CLDR when `cldr` is set, else the legacy markup. */
export function formatMoney(money: Money, cldr: boolean, locale: string, opts: CurrencyOptions = NO_OPTIONS): string {
  return cldr ? formatCldrMoney(money, locale, opts) : formatLegacyMoney(money.cents);
}

/** Currency of each region whose currency the platform lists (SPEC section 9). */
const EURO_REGIONS = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD', AU: 'AUD', NO: 'NOK', CA: 'CAD', NZ: 'NZD', DK: 'DKK', GB: 'GBP', HK: 'HKD', CH: 'CHF', MX: 'MXN', SG: 'SGD',
  SE: 'SEK', CZ: 'CZK', IL: 'ILS', PH: 'PHP', RU: 'RUB', PL: 'PLN', TH: 'THB', MY: 'MYR', AR: 'ARS', BR: 'BRL', CO: 'COP',
  ID: 'IDR', IN: 'INR', JP: 'JPY', ZA: 'ZAR',
  ...Object.fromEntries(EURO_REGIONS.map((r) => [r, 'EUR'])),
};

/** The currency of a locale's region (likely region when the tag has none); USD otherwise. */
export function currencyForLocale(locale: string): string {
  const tag = intlLocale(locale);
  if (tag === undefined) return DEFAULT_CURRENCY;
  try {
    const region = new Intl.Locale(tag).maximize().region;
    return (region && REGION_CURRENCY[region]) || DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}
