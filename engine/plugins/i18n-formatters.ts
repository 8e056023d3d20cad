/**
 * The i18n formatter family: message (and its alias plural), decimal,
 * money, i18n-money-format, datetime, datetime-interval, relative-time and
 * unit. Locale-dependent work lives in engine/i18n/; this table reads the
 * arguments and the render's locale and time zone.
 */
import type { FormatterDef } from './types.js';
import type { RenderContext } from '../runtime/context.js';
import type { Frame } from '../runtime/frame.js';
import { asNumber, asString } from '../runtime/values.js';
import { splitPath } from '../syntax/patterns.js';
import { normalizeLocale } from '../i18n/locale.js';
import { decimalOf } from '../i18n/decimal.js';
import { decimalOptions, formatDecimal } from '../i18n/number.js';
import { currencyOptions, formatCurrency, formatLegacyMoney, readMoney } from '../i18n/money.js';
import { parseMessage } from '../i18n/message-syntax.js';
import { pluralKeyError } from '../i18n/plural-keys.js';
import { formatMessage, type MessageFormatterFn } from '../i18n/message-format.js';
import { datetimeOptions, formatDatetime } from '../i18n/datetime.js';
import { formatInterval, intervalOptions } from '../i18n/interval.js';
import { formatRelativeTime, relativeTimeOptions } from '../i18n/relative-time.js';
import { inJulianRange } from '../i18n/strftime.js';
import { usableZone } from '../i18n/zone.js';
import { formatUnit, unitOptions } from '../i18n/units.js';

const i18n = (def: Omit<FormatterDef, 'family'>): FormatterDef => ({ family: 'i18n', ...def });

export function localeOf(ctx: RenderContext): string {
  return normalizeLocale(ctx.locale);
}

function decimal(value: unknown, options: readonly string[], locale: string): string {
  const dec = decimalOf(value);
  return dec === undefined ? '' : formatDecimal(dec, decimalOptions(options), locale);
}

function money(value: unknown, options: readonly string[], locale: string): string {
  const m = readMoney(value);
  return m === undefined ? '' : formatCurrency(m, currencyOptions(options), locale);
}

/** Epoch milliseconds of a value; undefined when not a number or outside the Julian-day range (reported). */
function instant(value: unknown, ctx: RenderContext, formatter: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const ms = asNumber(value);
  if (!Number.isFinite(ms)) return undefined;
  if (!inJulianRange(ms)) {
    ctx.error('DATE_OUT_OF_RANGE', formatter, asString(value));
    return undefined;
  }
  return ms;
}

function datetime(value: unknown, options: readonly string[], ctx: RenderContext): string {
  const ms = instant(value, ctx, 'datetime');
  return ms === undefined ? '' : formatDatetime(ms, datetimeOptions(options), localeOf(ctx), usableZone(ctx.timeZone));
}

function interval(a: unknown, b: unknown, options: readonly string[], ctx: RenderContext): string {
  const start = instant(a, ctx, 'datetime-interval');
  const end = instant(b, ctx, 'datetime-interval');
  if (start === undefined || end === undefined) return '';
  return formatInterval(start, end, intervalOptions(options), localeOf(ctx), usableZone(ctx.timeZone));
}

function unit(value: unknown, options: readonly string[], locale: string): string {
  const dec = decimalOf(value);
  return dec === undefined ? '' : formatUnit(Number(dec), unitOptions(options), locale);
}

/** The formatters a message can name: `{0 decimal ...}`, `{0 money ...}`, ... */
export function messageFormatters(ctx: RenderContext): Record<string, MessageFormatterFn> {
  const locale = localeOf(ctx);
  const fns: Record<string, MessageFormatterFn> = {
    decimal: (v, o) => decimal(v[0], o, locale),
    money: (v, o) => money(v[0], o, locale),
    datetime: (v, o) => datetime(v[0], o, ctx),
    'datetime-interval': (v, o) => interval(v[0], v[1], o, ctx),
    unit: (v, o) => unit(v[0], o, locale),
  };
  fns.number = fns.decimal!;
  fns.currency = fns.money!;
  for (const extra of MESSAGE_FORMATTER_EXTENSIONS) Object.assign(fns, extra(ctx));
  return fns;
}

/** Further message formatters (dates, units), added by their modules. */
export const MESSAGE_FORMATTER_EXTENSIONS: ((ctx: RenderContext) => Record<string, MessageFormatterFn>)[] = [];

/** Splits the arguments into positional values and `name:path` / `name=path` keywords. */
function messageArgs(args: readonly string[], ctx: RenderContext, scope: Frame): { positional: unknown[]; keyword: Record<string, unknown> } {
  const positional: unknown[] = [];
  const keyword: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const arg of args) {
    const m = /[:=]/.exec(arg);
    if (m === null) positional.push(ctx.resolve(scope, splitPath(arg)));
    else {
      const v = ctx.resolve(scope, splitPath(arg.slice(m.index + 1)));
      keyword[arg.slice(0, m.index)] = v;
      positional.push(v);
    }
  }
  return { positional, keyword };
}

function message(name: string): FormatterDef {
  return i18n({
    name,
    summary: `${name} ARG... [name:ARG...]: formats the value as a message pattern ({0}, {name}, plural, select, decimal, money, datetime ...)`,
    needsFrame: true,
    apply(value, args, ctx, frame) {
      const pattern = asString(value);
      const parsed = parseMessage(pattern);
      if (!parsed.ok) {
        ctx.error('MESSAGE_SYNTAX', name, parsed.error.offset, parsed.error.message);
        return pattern;
      }
      const locale = localeOf(ctx);
      // A key the locale has no category for is never chosen: reported, and the message renders as the platform's does.
      const badKey = pluralKeyError(parsed.nodes, locale);
      if (badKey) ctx.warn('MESSAGE_PLURAL_KEY', name, badKey.offset, badKey.message);
      const { positional, keyword } = messageArgs(args, ctx, frame.parent ?? frame);
      return formatMessage(parsed.nodes, { positional, keyword, locale, formatters: messageFormatters(ctx) });
    },
  });
}

export const I18N_FORMATTERS: FormatterDef[] = [
  message('message'),
  message('plural'),
  i18n({
    name: 'decimal',
    summary: 'decimal [style:decimal|percent|permille|short|long] [group] [round:MODE] [min/max digits]: a number in the locale',
    apply: (value, args, ctx) => decimal(value, args, localeOf(ctx)),
  }),
  i18n({
    name: 'money',
    summary: 'money [style:symbol|accounting|code|name|short] [symbol:narrow] [digit options]: a money node in the locale',
    apply: (value, args, ctx) => money(value, args, localeOf(ctx)),
  }),
  i18n({
    name: 'i18n-money-format',
    summary: "i18n-money-format [LOCALE]: a money node in the platform's legacy locale format",
    maxArgs: 1,
    apply(value, args, ctx) {
      const m = readMoney(value);
      return m === undefined ? '' : formatLegacyMoney(m, normalizeLocale(args[0] || ctx.locale));
    },
  }),
  i18n({
    name: 'datetime',
    summary: 'datetime [short|medium|long|full] [date:W|SKELETON] [time:W|SKELETON] [wrap:W] [calendar:C] [context:C]: an instant in the locale',
    apply: (value, args, ctx) => datetime(value, args, ctx),
  }),
  i18n({
    name: 'datetime-interval',
    summary: 'datetime-interval [SKELETON]: {start, end|datetime-interval}, a range of two instants in the locale',
    apply: (value, args, ctx, _frame, vars) => interval(value, vars?.[1], args, ctx),
  }),
  i18n({
    name: 'unit',
    summary: 'unit in:UNIT [out:UNIT] [sequence:U1,U2...] [compact:bytes|bits] [format:short|long] [group] [maxfrac:N]: a quantity converted and formatted',
    apply: (value, args, ctx) => unit(value, args, localeOf(ctx)),
  }),
  i18n({
    name: 'relative-time',
    summary: 'relative-time [allowWeeks:true] [field:F] [width:W] [context:C]: {t|relative-time} from now, {a, b|relative-time} between two instants',
    apply(value, args, ctx, _frame, vars) {
      const two = vars !== undefined && vars.length > 1;
      const start = two ? instant(value, ctx, 'relative-time') : ctx.now;
      const end = instant(two ? vars[1] : value, ctx, 'relative-time');
      if (start === undefined || end === undefined) return '';
      return formatRelativeTime(start, end, relativeTimeOptions(args), localeOf(ctx));
    },
  }),
];

