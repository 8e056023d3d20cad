/**
 * The store's own preferences: the commerce-preferences namespace `store`
 * (SPEC section 7's per-namespace object) holds the settings the store
 * reads at run time. One rule for the admin form and the server's PUT, so
 * the form shows a field's problem before sending and the server refuses
 * the same value with 400 PREFERENCES_INVALID.
 *
 * A setting left out of the object falls back to the server's start-up
 * value: VITRINE_ORDER_MAIL_TO (else the site owner emails) for the
 * new-order mail, VITRINE_CART_MAX_PER_VARIANT for the per-cart cap, the
 * content file's `storeSettings.minimumSubtotalCents` for the store minimum.
 */
import { isValidEmail } from '../engine/forms/rules.js';
import { QUANTITY_MAX } from '../engine/commerce/model.js';
import { ADMIN_TEXTS } from './admin-texts.js';
import { MAX_PRICE_CENTS } from './limits.js';

export const STORE_PREFERENCES_NAMESPACE = 'store';
/** Addresses the new-order mail goes to, at most. */
export const MAX_ORDER_MAIL_RECIPIENTS = 10;
export const MIN_MAX_PER_VARIANT = 1;
export const MAX_MAX_PER_VARIANT = QUANTITY_MAX;

export interface StorePreferences {
  /** false: no new-order mail to anybody. */
  newOrderMail?: boolean;
  /** Who gets the new-order mail; empty or absent: the server's default recipients. */
  orderMailTo?: string[];
  /** Units of one limited variant one cart may hold. */
  maxPerVariant?: number;
  /** The smallest cart subtotal that may check out, in cents; 0: no minimum. */
  minimumSubtotalCents?: number;
}

export type StorePreferenceField = keyof StorePreferences;
export type StorePreferenceProblem = 'notBoolean' | 'notEmailList' | 'invalidEmail' | 'tooManyRecipients' | 'notWholeNumber' | 'outOfRange' | 'notAmount';

export interface StorePreferenceIssue {
  field: StorePreferenceField;
  problem: StorePreferenceProblem;
  /** The offending address, for invalidEmail. */
  value?: string;
}

/** The problems of the store's settings in `value` (other keys are left alone). */
export function checkStorePreferences(value: Record<string, unknown>): StorePreferenceIssue[] {
  const issues: StorePreferenceIssue[] = [];
  if ('newOrderMail' in value && typeof value.newOrderMail !== 'boolean') issues.push({ field: 'newOrderMail', problem: 'notBoolean' });
  if ('orderMailTo' in value) {
    const list = value.orderMailTo;
    if (!Array.isArray(list) || list.some((x) => typeof x !== 'string')) issues.push({ field: 'orderMailTo', problem: 'notEmailList' });
    else if (list.length > MAX_ORDER_MAIL_RECIPIENTS) issues.push({ field: 'orderMailTo', problem: 'tooManyRecipients' });
    else {
      const bad = (list as string[]).find((x) => !isValidEmail(x));
      if (bad !== undefined) issues.push({ field: 'orderMailTo', problem: 'invalidEmail', value: bad });
    }
  }
  if ('maxPerVariant' in value) {
    const n = value.maxPerVariant;
    if (typeof n !== 'number' || !Number.isInteger(n)) issues.push({ field: 'maxPerVariant', problem: 'notWholeNumber' });
    else if (n < MIN_MAX_PER_VARIANT || n > MAX_MAX_PER_VARIANT) issues.push({ field: 'maxPerVariant', problem: 'outOfRange' });
  }
  if ('minimumSubtotalCents' in value) {
    const n = value.minimumSubtotalCents;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > MAX_PRICE_CENTS) issues.push({ field: 'minimumSubtotalCents', problem: 'notAmount' });
  }
  return issues;
}

/** The addresses of a typed list: split on commas, semicolons and line breaks, blanks dropped. */
export function parseRecipients(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

/** The English message of an issue (the server's `messages`); the admin shows the catalogue's text. */
export function storePreferenceMessage(issue: StorePreferenceIssue, texts: StorePreferenceErrorTexts = STORE_PREFERENCE_ERRORS): string {
  return texts[issue.problem].replace('{value}', issue.value ?? '').replace('{max}', String(issue.problem === 'tooManyRecipients' ? MAX_ORDER_MAIL_RECIPIENTS : MAX_MAX_PER_VARIANT)).replace('{min}', String(MIN_MAX_PER_VARIANT));
}

export type StorePreferenceErrorTexts = Record<StorePreferenceProblem, string>;

/** English, for the server's answer; the French is in admin-texts-fr.ts. */
export const STORE_PREFERENCE_ERRORS: StorePreferenceErrorTexts = ADMIN_TEXTS.storePreferences.errors;
