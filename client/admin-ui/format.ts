/**
 * The admin's one money formatter and one date formatter. Money is integer
 * cents and always shows its currency (CLDR, the engine's formatter); dates
 * show in the admin's language, the time too unless asked otherwise.
 */
import { formatCldrMoney } from '../../engine/commerce/money.js';

/** The admin's locale: the page's language (/config names it in <html lang>). */
export const adminLocale = (): string => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

/** `1234, 'USD'` → "$12.34"; the currency is required, so no amount shows without one. */
export function formatMoney(cents: number, currency: string, locale: string = adminLocale()): string {
  return formatCldrMoney({ cents, currency }, locale);
}

/** A date (ISO text or epoch milliseconds): "28 Nov 2026, 10:05", or the day alone with `time: false`. */
export function formatDate(value: string | number | Date, options: { time?: boolean; locale?: string } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(options.locale ?? adminLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(options.time === false ? {} : { hour: '2-digit', minute: '2-digit' }),
  }).format(date);
}

/** A count in the admin's language: 12,345. */
export const formatCount = (n: number, locale: string = adminLocale()): string => new Intl.NumberFormat(locale).format(n);

/** A catalogue text with its {placeholders} filled: fill('Sent to {count} people.', { count: 3 }). */
export const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (all, k: string) => String(values[k] ?? all));
