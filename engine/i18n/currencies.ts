/**
 * The store currencies (SPEC section 9): fraction digits and the symbol the
 * platform's legacy `i18n-money-format` prints.
 */
export const DEFAULT_CURRENCY = 'USD';
/** Fraction digits of every store currency but JPY. */
export const CURRENCY_FRACTION_DIGITS = 2;
/** Integer places a money amount keeps (higher places are dropped, as the server's format does). */
export const MONEY_MAX_INTEGER_DIGITS = 15;

export interface CurrencyInfo {
  digits: number;
  /** Symbol of the legacy format. */
  symbol: string;
}

const c = (symbol: string, digits = CURRENCY_FRACTION_DIGITS): CurrencyInfo => ({ symbol, digits });

export const CURRENCIES: Readonly<Record<string, CurrencyInfo>> = {
  EUR: c('€'),
  USD: c('$'),
  AUD: c('A$'),
  NOK: c('kr'),
  CAD: c('C$'),
  NZD: c('NZ$'),
  DKK: c('kr'),
  GBP: c('£'),
  HKD: c('HK$'),
  CHF: c('CHF'),
  MXN: c('MX$'),
  SGD: c('S$'),
  SEK: c('kr'),
  CZK: c('Kč'),
  ILS: c('₪'),
  PHP: c('₱'),
  RUB: c('₽'),
  PLN: c('zł'),
  THB: c('฿'),
  MYR: c('RM'),
  ARS: c('AR$'),
  BRL: c('R$'),
  COP: c('COL$'),
  IDR: c('Rp'),
  INR: c('₹'),
  JPY: c('¥', 0),
  ZAR: c('R'),
};

export const CURRENCY_CODES = Object.keys(CURRENCIES);

export function currencyDigits(code: string): number | undefined {
  return CURRENCIES[code]?.digits;
}
