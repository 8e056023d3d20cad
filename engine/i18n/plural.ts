/** Plural categories of a decimal in a locale: `1` is "one" in English, `1.0` is "other". */
import { pluralRules } from './intl-cache.js';
import { fractionDigits } from './decimal.js';

export const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

export function pluralCategory(dec: string, locale: string, type: 'cardinal' | 'ordinal'): Intl.LDMLPluralRule {
  const v = fractionDigits(dec);
  const rules = pluralRules(locale, v > 0 ? { type, minimumFractionDigits: v } : { type });
  return rules.select(Number(dec));
}
