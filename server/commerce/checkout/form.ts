/**
 * The checkout form: what the shopper sends (a form post without
 * JavaScript, or the same names as JSON), read into one shape, and its
 * validation. Field errors are keys of the text catalogue (texts.ts), so
 * the page shows them in the site language.
 */
import { normalCode } from './settings.js';
import { MAX_COUPONS } from './pricing.js';
import { ADDRESS_COUNTRIES, normalPostalCode, postalCodeInRegion, postalCodeValid, regionCode, regionsOf, US_TERRITORIES } from '../../../engine/commerce/address-rules.js';
import { cardCvcError, cardExpiryError, cardNumberError } from '../../../engine/commerce/card-rules.js';

export interface Address {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface CheckoutForm {
  email: string;
  shipping: Address;
  billingSame: boolean;
  billing: Address;
  shippingOptionId: string;
  couponCodes: string[];
  giftCardCode: string;
  /** Gift-card purchases: the chosen denomination, who gets it, and a message. */
  sku: string;
  recipientEmail: string;
  message: string;
  /** A signed-in shopper's "save this address in my account": the shipping address goes to the book once the order is placed. */
  saveAddress: boolean;
}

/** What the shopper types for the card: never stored. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
const REQUIRED_ADDRESS: readonly (keyof Address)[] = ['firstName', 'lastName', 'line1', 'city', 'postalCode', 'country'];

/** Characters of one text field. */
export const MAX_FIELD_LENGTH = 200;
/** Characters of a gift message. */
export const MAX_MESSAGE_LENGTH = 1000;
/** SPEC section 9: email length 3 to 256. */
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 256;
/** SPEC section 5: local part, at-sign, domain with a 2 to 4 letter top-level part. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/** Countries the address forms offer (ISO 3166-1 alpha-2); names come from Intl in the site language. */
export const COUNTRIES = ADDRESS_COUNTRIES;

export const EMPTY_ADDRESS: Address = { firstName: '', lastName: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '' };

export const EMPTY_FORM: CheckoutForm = {
  email: '',
  shipping: EMPTY_ADDRESS,
  billingSame: true,
  billing: EMPTY_ADDRESS,
  shippingOptionId: '',
  couponCodes: [],
  giftCardCode: '',
  sku: '',
  recipientEmail: '',
  message: '',
  saveAddress: false,
};

type Body = Record<string, unknown>;

const str = (v: unknown, max = MAX_FIELD_LENGTH * 2): string => (typeof v === 'string' ? v.slice(0, max).trim() : typeof v === 'number' ? String(v) : '');

function readAddress(body: Body, prefix: string, previous: Address): Address {
  const out = { ...previous };
  for (const f of ADDRESS_FIELDS) {
    const key = `${prefix}${f[0]!.toUpperCase()}${f.slice(1)}`;
    if (key in body) out[f] = f === 'country' ? str(body[key]).toUpperCase() : str(body[key]);
  }
  return normalAddress(out);
}

/**
 * The region as its code ('New York', 'new york' and 'NY' are all 'NY'),
 * the postal code in its country's shape, and a US territory chosen as a
 * state moved to its own country code (SPEC section 9: PR, GU, VI, MP, AS
 * and UM), which its shipping options and tax rules name.
 */
export function normalAddress(a: Address): Address {
  const out = { ...a, region: regionCode(a.country, a.region) };
  if (out.country === 'US' && (US_TERRITORIES as readonly string[]).includes(out.region)) {
    out.country = out.region;
    out.region = '';
  }
  out.postalCode = normalPostalCode(out.country, out.postalCode);
  return out;
}

/**
 * The form after a post: fields present in the body replace the saved
 * ones; absent ones keep theirs (a coupon-only post keeps the address).
 * A checkbox is absent when unticked, so `billingSame` reads the hidden
 * `billingSameSent` marker the page sends with it.
 */
export function mergeForm(previous: CheckoutForm, body: Body): CheckoutForm {
  const form: CheckoutForm = { ...previous, shipping: readAddress(body, 'shipping', previous.shipping), billing: readAddress(body, 'billing', previous.billing) };
  if ('email' in body) form.email = str(body.email);
  if ('billingSameSent' in body) form.billingSame = body.billingSame === 'on' || body.billingSame === 'true' || body.billingSame === true;
  if ('saveAddressSent' in body) form.saveAddress = body.saveAddress === 'on' || body.saveAddress === 'true' || body.saveAddress === true;
  if ('shippingOptionId' in body) form.shippingOptionId = str(body.shippingOptionId);
  if ('giftCardCode' in body) form.giftCardCode = normalCode(str(body.giftCardCode));
  if ('sku' in body) form.sku = str(body.sku);
  if ('recipientEmail' in body) form.recipientEmail = str(body.recipientEmail);
  if ('message' in body) form.message = str(body.message, MAX_MESSAGE_LENGTH * 2);
  const coupon = normalCode(str(body.couponCode));
  if (coupon && !form.couponCodes.includes(coupon) && form.couponCodes.length < MAX_COUPONS) form.couponCodes = [...form.couponCodes, coupon];
  const removed = normalCode(str(body.removeCoupon));
  if (removed) form.couponCodes = form.couponCodes.filter((c) => c !== removed);
  return form;
}

export function readCard(body: Body): CardFields {
  return { number: str(body.cardNumber, 40).replace(/[\s-]/g, ''), expiry: str(body.cardExpiry, 10), cvc: str(body.cardCvc, 8), name: str(body.cardName) };
}

/** The form's saved shape, from the JSON stored with the draft (anything unreadable falls back to empty). */
export function parseForm(json: string | undefined): CheckoutForm {
  if (!json) return EMPTY_FORM;
  try {
    const v = JSON.parse(json) as Partial<CheckoutForm>;
    return {
      ...EMPTY_FORM,
      ...v,
      shipping: { ...EMPTY_ADDRESS, ...(v.shipping ?? {}) },
      billing: { ...EMPTY_ADDRESS, ...(v.billing ?? {}) },
      couponCodes: Array.isArray(v.couponCodes) ? v.couponCodes.filter((c): c is string => typeof c === 'string') : [],
      saveAddress: v.saveAddress === true,
    };
  } catch {
    return EMPTY_FORM;
  }
}

export function emailError(email: string): string | undefined {
  if (email === '') return 'required';
  if (email.length < EMAIL_MIN || email.length > EMAIL_MAX || !EMAIL.test(email)) return 'emailInvalid';
  return undefined;
}

function addressErrors(a: Address, prefix: string, out: Record<string, string>): void {
  for (const f of ADDRESS_FIELDS) {
    const key = `${prefix}${f[0]!.toUpperCase()}${f.slice(1)}`;
    if (REQUIRED_ADDRESS.includes(f) && a[f] === '') out[key] = 'required';
    else if (a[f].length > MAX_FIELD_LENGTH) out[key] = 'tooLong';
  }
  const key = `${prefix}Country`;
  if (!out[key] && !(COUNTRIES as readonly string[]).includes(a.country)) out[key] = 'countryInvalid';
  if (out[key]) return;
  const regions = regionsOf(a.country);
  const region = `${prefix}Region`;
  if (regions.length > 0 && !out[region]) {
    if (a.region === '') out[region] = 'required';
    else if (!regions.some((r) => r.code === a.region)) out[region] = 'regionInvalid';
  }
  const postal = `${prefix}PostalCode`;
  if (!out[postal] && !postalCodeValid(a.country, a.postalCode)) out[postal] = 'postalCodeInvalid';
  else if (!out[postal] && !out[region] && !postalCodeInRegion(a.country, a.region, a.postalCode)) out[postal] = 'postalCodeRegion';
}

export interface ValidationNeeds {
  requiresShipping: boolean;
  /** A card is needed when something is left to pay after gift cards. */
  cardNeeded: boolean;
  giftCardPurchase: boolean;
}

/** Field name to text key; empty when the form can place an order. `now` dates the card's expiry. */
export function validateForm(form: CheckoutForm, card: CardFields, needs: ValidationNeeds, now: Date = new Date()): Record<string, string> {
  const out: Record<string, string> = {};
  const e = emailError(form.email);
  if (e) out.email = e;
  if (needs.requiresShipping) addressErrors(form.shipping, 'shipping', out);
  if (!needs.requiresShipping || !form.billingSame) addressErrors(form.billing, 'billing', out);
  if (needs.giftCardPurchase) {
    const r = emailError(form.recipientEmail);
    if (r) out.recipientEmail = r;
    if (form.message.length > MAX_MESSAGE_LENGTH) out.message = 'tooLong';
  }
  if (needs.cardNeeded) {
    const number = cardNumberError(card.number);
    if (number) out.cardNumber = number;
    const expiry = cardExpiryError(card.expiry, now);
    if (expiry) out.cardExpiry = expiry;
    const cvc = cardCvcError(card.cvc);
    if (cvc) out.cardCvc = cvc;
    if (card.name === '') out.cardName = 'required';
  }
  return out;
}

/** The billing address in force: the shipping one when the shopper said so. */
export function billingOf(form: CheckoutForm, requiresShipping: boolean): Address {
  return requiresShipping && form.billingSame ? form.shipping : form.billing;
}

/** Where tax is reckoned: the shipping address when goods ship, else the billing address; undefined until a country is known. */
export function taxLocation(form: CheckoutForm, requiresShipping: boolean): { country: string; region: string } | undefined {
  const a = requiresShipping ? form.shipping : billingOf(form, false);
  return a.country ? { country: a.country, region: a.region } : undefined;
}
