/** Helpers shared by the commerce plugin modules. */
import type { FormatterDef, PredicateDef } from '../types.js';
import type { RenderContext } from '../../runtime/context.js';
import type { Frame } from '../../runtime/frame.js';
import { asString, isTruthy } from '../../runtime/values.js';
import { formatMoney, MAX_FRACTION_DIGITS, type CurrencyOptions, type CurrencyStyle, type Money } from '../../commerce/money.js';

export const commerceFormatter = (def: Omit<FormatterDef, 'family'>): FormatterDef => ({ family: 'commerce', ...def });
export const commercePredicate = (def: Omit<PredicateDef, 'family'>): PredicateDef => ({ family: 'commerce', ...def });

/** A value looked up from the tag's scope outwards (`localizedStrings`, `website`, ...). */
export function lookup(ctx: RenderContext, frame: Frame, ...path: string[]): unknown {
  return ctx.resolve(frame, path);
}

/** `localizedStrings.KEY` when present (even empty), else undefined. */
export function localized(ctx: RenderContext, frame: Frame, key: string): string | undefined {
  const v = lookup(ctx, frame, 'localizedStrings', key);
  return v === undefined ? undefined : asString(v);
}

/** `localizedStrings.KEY` when it is a non-empty text, else `fallback`. */
export function localizedOr(ctx: RenderContext, frame: Frame, key: string, fallback: string): string {
  const v = lookup(ctx, frame, 'localizedStrings', key);
  return isTruthy(v) ? asString(v) : fallback;
}

/** CLDR money format is on through featureFlags.useCLDRMoneyFormat or website.useCLDRMoneyFormat. */
export function useCldrMoney(ctx: RenderContext, frame: Frame): boolean {
  return isTruthy(lookup(ctx, frame, 'featureFlags', 'useCLDRMoneyFormat')) || isTruthy(lookup(ctx, frame, 'website', 'useCLDRMoneyFormat'));
}

const STYLES = new Set<CurrencyStyle>(['symbol', 'narrow', 'code', 'name', 'short', 'accounting']);
const DIGIT_OPTIONS: Record<string, 'minimumFractionDigits' | 'maximumFractionDigits'> = {
  minimumFractionDigits: 'minimumFractionDigits',
  'minimum-fraction-digits': 'minimumFractionDigits',
  maximumFractionDigits: 'maximumFractionDigits',
  'maximum-fraction-digits': 'maximumFractionDigits',
};

/** What no arguments read as, shared by every price formatted without options (frozen: never mutated). */
const NO_CURRENCY_ARGS: { options: CurrencyOptions; error: null } = Object.freeze({ options: Object.freeze({}), error: null });

/**
 * Currency options given as arguments of the price formatters:
 * `style:symbol|narrow|code|name|short|accounting`, `group`, `no-group`,
 * `minimumFractionDigits:N`, `maximumFractionDigits:N` (N clamped to 0-50).
 */
export function parseCurrencyArgs(args: readonly string[]): { options: CurrencyOptions; error: string | null } {
  if (args.length === 0) return NO_CURRENCY_ARGS;
  const options: CurrencyOptions = {};
  for (const arg of args) {
    if (arg === '') continue;
    if (arg === 'group' || arg === 'no-group') {
      options.group = arg === 'group';
      continue;
    }
    const colon = arg.indexOf(':');
    const key = colon === -1 ? arg : arg.slice(0, colon);
    const value = colon === -1 ? '' : arg.slice(colon + 1);
    if (key === 'style') {
      if (!STYLES.has(value as CurrencyStyle)) return { options, error: `unknown currency style '${value}'` };
      options.style = value as CurrencyStyle;
    } else if (DIGIT_OPTIONS[key]) {
      if (!/^\d+$/.test(value)) return { options, error: `'${key}' needs a whole number, got '${value}'` };
      options[DIGIT_OPTIONS[key]] = Math.min(MAX_FRACTION_DIGITS, parseInt(value, 10));
    } else {
      return { options, error: `unknown currency option '${arg}'` };
    }
  }
  return { options, error: null };
}

/** `validate` of a formatter taking currency options. */
export const validateCurrencyArgs = (args: string[]): string | null => parseCurrencyArgs(args).error;

/** Key of the render's CLDR money texts in RenderContext.scratch. */
const MONEY_TEXTS = 'commerce:money-texts';
/** Distinct amounts a render remembers the CLDR text of; past it, they are formatted each time. */
export const MAX_MONEY_TEXTS_PER_RENDER = 1024;

/**
 * `money` printed in this render's locale (CLDR when `cldr`, else the legacy
 * markup). A page prints the same amounts more than once (a product's price
 * block and its variant list, a listing's equal prices), and an Intl
 * currency format costs more than the rest of a price formatter: the CLDR
 * texts of the default options are remembered for the render.
 */
export function moneyText(ctx: RenderContext, money: Money, cldr: boolean, options: CurrencyOptions): string {
  if (!cldr || options !== NO_CURRENCY_ARGS.options) return formatMoney(money, cldr, ctx.locale, options);
  let texts = ctx.scratch.get(MONEY_TEXTS) as Map<string, string> | undefined;
  if (texts === undefined) ctx.scratch.set(MONEY_TEXTS, (texts = new Map()));
  const key = `${money.currency}|${money.cents}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = formatMoney(money, true, ctx.locale, options);
    if (texts.size < MAX_MONEY_TEXTS_PER_RENDER) texts.set(key, text);
  }
  return text;
}
