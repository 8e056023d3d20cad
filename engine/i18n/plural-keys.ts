/**
 * SPEC section 5 (template engine): plural keys must be valid for the
 * locale or explicit =N. The parser already refuses a word that is no
 * plural category at all (`lots`); this check refuses a category the
 * message's locale does not have (`few` in English, `zero` in French), which
 * would otherwise never be chosen and print nothing. The locale's categories
 * are Intl.PluralRules' own, cardinal for `plural`, ordinal for
 * `selectordinal`.
 */
import { pluralRules } from './intl-cache.js';
import { MessageSyntaxError, type MessageNode } from './message-syntax.js';

/** The plural categories `locale` has, in CLDR order. */
export function localeCategories(locale: string, type: 'cardinal' | 'ordinal'): string[] {
  const have = new Set<string>(pluralRules(locale, { type }).resolvedOptions().pluralCategories);
  return ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => have.has(c));
}

/** The first plural or selectordinal key of `nodes` (nested ones included) that `locale` does not have; null when all are valid. */
export function pluralKeyError(nodes: readonly MessageNode[], locale: string): MessageSyntaxError | null {
  for (const n of nodes) {
    if (typeof n === 'string' || n.kind !== 'arg') continue;
    const type = n.format === 'plural' ? 'cardinal' : n.format === 'selectordinal' ? 'ordinal' : null;
    for (const choice of n.choices) {
      if (type && !choice.key.startsWith('=')) {
        const valid = localeCategories(locale, type);
        if (!valid.includes(choice.key)) {
          return new MessageSyntaxError(`the plural key '${choice.key}' is not a ${type === 'ordinal' ? 'selectordinal' : 'plural'} category of ${locale} (expected ${valid.join(', ')} or =N)`, choice.at);
        }
      }
      const inner = pluralKeyError(choice.body, locale);
      if (inner) return inner;
    }
  }
  return null;
}
