/** Helpers shared by the commerce plugin modules. */
import type { FormatterDef, PredicateDef } from '../types.js';
import type { RenderContext } from '../../runtime/context.js';
import type { Frame } from '../../runtime/frame.js';
import { asString, isTruthy } from '../../runtime/values.js';
import { MAX_FRACTION_DIGITS, type CurrencyOptions, type CurrencyStyle } from '../../commerce/money.js';

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
