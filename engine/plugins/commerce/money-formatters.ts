/** Money and number formatters of the commerce family. */
import type { FormatterDef } from '../types.js';
import { asString, isObject } from '../../runtime/values.js';
import {
  currencyForLocale,
  DEFAULT_CURRENCY,
  formatCldrMoney,
  formatLegacyAmount,
  intlLocale,
  readMoney,
  shiftDecimal,
  type Money,
} from '../../commerce/money.js';
import { commerceFormatter, moneyText, parseCurrencyArgs, useCldrMoney, validateCurrencyArgs } from './shared.js';
import { numberFormat } from '../../i18n/intl-cache.js';

/** Fraction digits of percentage-format (SPEC section 9: 0 to 3, 2 minimum unless trimmed). */
export const PERCENT_MIN_FRACTION_DIGITS = 2;
export const PERCENT_MAX_FRACTION_DIGITS = 3;

/** A number of cents (number or numeric text), 0 when not a number. */
function centsOf(value: unknown): number {
  return Number(shiftDecimal(asString(value), 0) ?? 0);
}

/** A money node, or a plain number of cents in the store currency. */
function moneyOf(value: unknown): Money {
  return isObject(value) ? readMoney(value) : { cents: centsOf(value), currency: DEFAULT_CURRENCY };
}

const legacyMoneyFormat = (name: string): FormatterDef =>
  commerceFormatter({
    name,
    summary: 'an amount in cents as a legacy money amount (1,234.56, half-even, no symbol)',
    maxArgs: 0,
    apply: (value) => formatLegacyAmount(centsOf(value)),
  });

export const MONEY_FORMATTERS: FormatterDef[] = [
  commerceFormatter({
    name: 'bookkeeper-money-format',
    summary: "an amount in cents in the currency of the locale's region (CLDR format)",
    maxArgs: 0,
    apply(value, _args, ctx) {
      if (intlLocale(ctx.locale) === undefined) return '';
      return formatCldrMoney({ cents: centsOf(value), currency: currencyForLocale(ctx.locale) }, ctx.locale);
    },
  }),
  legacyMoneyFormat('money-format'),
  legacyMoneyFormat('moneyFormat'),
  commerceFormatter({
    name: 'money-string',
    summary: 'money ({value, currency} or cents) as the legacy sqs-money-native span, or CLDR when enabled; [style:S] [group|no-group] [minimumFractionDigits:N] [maximumFractionDigits:N]',
    validate: validateCurrencyArgs,
    apply(value, args, ctx, frame) {
      const { options } = parseCurrencyArgs(args);
      return moneyText(ctx, moneyOf(value), useCldrMoney(ctx, frame), options);
    },
  }),
  commerceFormatter({
    name: 'percentage-format',
    summary: 'percentage-format [trim]: a number with 2 to 3 fraction digits (0 to 3 with trim)',
    maxArgs: 1,
    validate: (args) => (args.length === 0 || args[0] === 'trim' ? null : `expected 'trim', got '${args[0]}'`),
    apply(value, args, ctx) {
      const tag = intlLocale(ctx.locale);
      if (tag === undefined) return '';
      const n = shiftDecimal(asString(value), 0) ?? '0';
      const nf = numberFormat(tag, {
        minimumFractionDigits: args[0] === 'trim' ? 0 : PERCENT_MIN_FRACTION_DIGITS,
        maximumFractionDigits: PERCENT_MAX_FRACTION_DIGITS,
        roundingMode: 'halfEven',
      } as Intl.NumberFormatOptions);
      return nf.format(n as unknown as number);
    },
  }),
];

