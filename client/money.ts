/** Money as the widgets print it: CLDR currency format for the page's locale. */
import { formatCldrMoney } from '../engine/commerce/money.js';
import { pageConfig, pageLocale } from './page-config.js';

export function formatCents(cents: number, currency?: string): string {
  return formatCldrMoney({ cents, currency: currency || pageConfig().currency || 'USD' }, pageLocale());
}
