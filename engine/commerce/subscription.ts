/**
 * Subscription price captions ("{price} every 2 weeks for 1 year") from a
 * subscription plan: billingPeriod {value, unit WEEK|MONTH|YEAR} and
 * numBillingCycles (0 means indefinite). A total duration that divides
 * evenly into years is said in years (SPEC section 9) unless told to keep
 * the billing unit. Each caption has the localizedStrings key that overrides
 * its English default.
 */
import { asNumber, asString, getMember, isObject } from '../runtime/values.js';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

/** Billing periods in one year, per unit (SPEC section 9: 52 weeks, 12 months or 1 year per year). */
export const PERIODS_PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

/** Caption of a subscription whose plan is missing or unsupported (SPEC section 5). */
export const UNAVAILABLE_CAPTION = 'Unavailable';

export interface SubscriptionCaption {
  /** The localizedStrings key that overrides `text`. */
  key: string;
  /** English default with {price}, {billingPeriodValue} and {duration} placeholders. */
  text: string;
  billingPeriodValue: number;
  /** Total length in `durationUnit`; 0 for an indefinite subscription. */
  duration: number;
  durationUnit: BillingUnit;
}

const isUnit = (u: string): u is BillingUnit => u === 'WEEK' || u === 'MONTH' || u === 'YEAR';
const capitalized = (u: BillingUnit) => u[0] + u.slice(1).toLowerCase();
const lower = (u: BillingUnit) => u.toLowerCase();

/**
 * The caption of `plan` (`structuredContent.subscriptionPlan`); null when
 * the plan has no billing period, an unknown unit or a period below 1 (the
 * caption then reads UNAVAILABLE_CAPTION). `multiplePrices` prefixes 'from'.
 */
export function subscriptionCaption(plan: unknown, multiplePrices: boolean, keepBillingUnit = false): SubscriptionCaption | null {
  const period = getMember(plan, 'billingPeriod');
  if (!isObject(period)) return null;
  const unit = asString(period.unit).trim().toUpperCase();
  const value = asNumber(period.value);
  if (!isUnit(unit) || !(value >= 1) || !Number.isInteger(value)) return null;
  const cycles = Math.max(0, Math.trunc(asNumber(getMember(plan, 'numBillingCycles')) || 0));
  let duration = value * cycles;
  let durationUnit: BillingUnit = unit;
  const perYear = PERIODS_PER_YEAR[unit];
  if (!keepBillingUnit && duration > 0 && duration % perYear === 0) {
    duration /= perYear;
    durationUnit = 'YEAR';
  }
  let key = `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${value === 1 ? '1' : 'n'}${capitalized(unit)}ly__`;
  key += duration === 0 ? 'indefinite' : `limited__${duration === 1 ? '1' : 'n'}${capitalized(durationUnit)}s`;
  const plural = value > 1;
  let text = `${multiplePrices ? 'from ' : ''}{price} every ${plural ? '{billingPeriodValue} ' : ''}${lower(unit)}${plural ? 's' : ''}`;
  if (duration > 0) text += ` for {duration} ${lower(durationUnit)}${duration === 1 ? '' : 's'}`;
  return { key, text, billingPeriodValue: value, duration, durationUnit };
}
