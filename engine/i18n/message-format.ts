/** Evaluates a parsed message against positional and keyword arguments. */
import { isObject, asString } from '../runtime/values.js';
import { decimalOf, moneyAmount } from './decimal.js';
import { pluralCategory } from './plural.js';
import type { ArgNode, MessageNode } from './message-syntax.js';

/** A formatter usable inside a message: `{0 decimal style:short}`. */
export type MessageFormatterFn = (values: unknown[], options: readonly string[]) => string;

export interface MessageEnv {
  positional: readonly unknown[];
  keyword: Readonly<Record<string, unknown>>;
  locale: string;
  formatters: Readonly<Record<string, MessageFormatterFn>>;
}

/** An argument's text: numbers keep their lexeme, money nodes give their amount. */
export function messageText(v: unknown): string {
  if (isObject(v)) {
    const amount = moneyAmount(v);
    return amount === undefined ? '' : messageText(amount);
  }
  return asString(v);
}

function argValue(env: MessageEnv, name: number | string): unknown {
  if (typeof name === 'number') return env.positional[name];
  return Object.prototype.hasOwnProperty.call(env.keyword, name) ? env.keyword[name] : undefined;
}

export function formatMessage(nodes: readonly MessageNode[], env: MessageEnv, hash?: string): string {
  let out = '';
  for (const n of nodes) {
    if (typeof n === 'string') out += n;
    else if (n.kind === 'hash') out += hash ?? '#';
    else out += formatArg(n, env, hash);
  }
  return out;
}

/** Subtracts the plural offset exactly enough for display and rule selection. */
function minus(dec: string, offset: number): string {
  if (offset === 0) return dec;
  const n = Number(dec) - offset;
  return String(n);
}

function formatArg(n: ArgNode, env: MessageEnv, hash: string | undefined): string {
  const values = n.args.map((a) => argValue(env, a));
  const first = values[0];
  switch (n.format) {
    case null:
      return messageText(first);
    case 'plural':
    case 'selectordinal': {
      const dec = decimalOf(first) ?? '0';
      const num = Number(dec);
      const exact = n.choices.find((c) => c.key.startsWith('=') && Number(c.key.slice(1)) === num);
      const shown = minus(dec, n.offset);
      const text = n.offset === 0 && first !== undefined && typeof first !== 'object' ? messageText(first) : shown;
      if (exact) return formatMessage(exact.body, env, text);
      const cat = pluralCategory(shown, env.locale, n.format === 'plural' ? 'cardinal' : 'ordinal');
      // As on the server, a category without a choice prints nothing (no fall back to other).
      const choice = n.choices.find((c) => c.key === cat);
      return choice ? formatMessage(choice.body, env, text) : '';
    }
    case 'select': {
      const key = messageText(first);
      const choice = n.choices.find((c) => c.key === key) ?? n.choices.find((c) => c.key === 'other');
      return choice ? formatMessage(choice.body, env, hash) : '';
    }
    default: {
      const fn = env.formatters[n.format];
      return fn ? fn(values, n.options) : messageText(first);
    }
  }
}
