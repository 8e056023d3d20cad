/** Money as the widgets print it: CLDR currency format for the page's locale. */
import { formatCldrMoney } from '../engine/commerce/money.js';
import { moneyTextKey, type MoneyTexts } from '../editor/money-texts.js';
import { pageConfig, pageLocale, type PageConfig } from './page-config.js';

/**
 * Amounts the server formatted for this page (a page's first money format
 * loads ICU's currency data on the main thread, 70 to 150 ms on a throttled
 * phone: issue 41). Read before Intl; only for the page's own locale.
 */
const seeded = new Map<string, string>();
/** The page settings whose `moneyTexts` are in `seeded` (a new document in tests has new ones). */
let seededConfig: PageConfig | undefined;

/** Takes the server's texts when they are in the page's locale (the cart page's and the cart pill's props; the page settings' through formatCents). */
export function seedMoneyTexts(texts: MoneyTexts | undefined): void {
  if (!texts || typeof texts !== 'object' || texts.locale !== pageLocale() || !texts.texts || typeof texts.texts !== 'object') return;
  for (const [key, text] of Object.entries(texts.texts)) if (typeof text === 'string') seeded.set(key, text);
}

export function formatCents(cents: number, currency?: string): string {
  const config = pageConfig();
  if (config !== seededConfig) {
    seededConfig = config;
    seedMoneyTexts(config.moneyTexts);
  }
  const code = currency || config.currency || 'USD';
  return seeded.get(moneyTextKey(code, cents)) ?? formatCldrMoney({ cents, currency: code }, pageLocale());
}

/** Forgets the seeded texts (a new document in tests). */
export function resetMoneyTexts(): void {
  seeded.clear();
  seededConfig = undefined;
}
