/**
 * A signed-in shopper's address book at checkout (server/session/
 * addresses.ts): the saved addresses are offered to fill the shipping
 * address (a plain post `useAddress=<id>` without JavaScript, the island
 * filling the fields with it), and the address typed is saved to the book
 * once the order is placed, when the shopper ticked "save".
 */
import type { Store } from '../../store/index.js';
import { addAddress, listAddresses, type Address as SavedAddress } from '../../session/addresses.js';
import { SessionError } from '../../session/errors.js';
import { MAX_ADDRESSES } from '../../session/limits.js';
import { ADDRESS_FIELDS, normalAddress, type Address } from './form.js';

/** A saved address as the checkout page offers it. */
export interface SavedAddressChoice {
  id: string;
  /** One line: name, street, city, region, postal code, country (named in the page's language). */
  summary: string;
  isDefault: boolean;
  /** The address in the checkout form's shape, for the island to fill the fields with. */
  fields: Address;
  /** The shipping address of the form is this one. */
  inUse: boolean;
}

export interface SavedAddresses {
  choices: SavedAddressChoice[];
  /** The book has room for one more. */
  canSave: boolean;
}

/** A saved address in the checkout form's shape (the book's `state` and `zip` are the form's region and postal code). */
export function checkoutAddressOf(a: SavedAddress): Address {
  return normalAddress({
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    line1: a.line1 ?? '',
    line2: a.line2 ?? '',
    city: a.city ?? '',
    region: a.state ?? '',
    postalCode: a.zip ?? '',
    country: (a.country ?? '').toUpperCase(),
  });
}

/** The form's shipping fields (`shippingFirstName`…) holding an address: posted with them, they replace what was typed. */
export function shippingFieldsOf(a: Address): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [`shipping${f[0]!.toUpperCase()}${f.slice(1)}`, a[f]]));
}

const comparable = (a: Address) => ADDRESS_FIELDS.map((f) => a[f].trim().toLowerCase()).join('\u0000');

export function sameAddress(a: Address, b: Address): boolean {
  return comparable(a) === comparable(b);
}

function summaryOf(a: Address, language: string): string {
  let country = a.country;
  try {
    country = new Intl.DisplayNames([language], { type: 'region' }).of(a.country) ?? a.country;
  } catch {
    // An unknown code is shown as it is.
  }
  const place = [a.region, a.postalCode].filter(Boolean).join(' ');
  return [`${a.firstName} ${a.lastName}`.trim(), a.line1, a.line2, a.city, place, country].filter(Boolean).join(', ');
}

/** The account's addresses to offer, the default first; `current` is the form's shipping address. */
export async function savedAddresses(store: Store, userId: string, current: Address, language: string): Promise<SavedAddresses> {
  const list = await listAddresses(store, userId);
  const choices = list.map((a) => {
    const fields = checkoutAddressOf(a);
    return { id: a.id, summary: summaryOf(fields, language), isDefault: a.isDefault, fields, inUse: sameAddress(fields, current) };
  });
  return { choices, canSave: list.length < MAX_ADDRESSES };
}

/** The shipping fields of one of the account's addresses, or undefined when it has no such address. */
export async function savedAddressFields(store: Store, userId: string, addressId: string): Promise<Record<string, string> | undefined> {
  const found = (await listAddresses(store, userId)).find((a) => a.id === addressId);
  return found ? shippingFieldsOf(checkoutAddressOf(found)) : undefined;
}

export type SaveOutcome = 'saved' | 'known' | 'full' | 'refused';

/**
 * Adds the address to the account's book unless it is there already. The
 * order is placed by then: a full book or an address the book's rules
 * refuse leaves the order as it is (the outcome says which).
 */
export async function saveTypedAddress(store: Store, userId: string, a: Address): Promise<SaveOutcome> {
  const list = await listAddresses(store, userId);
  if (list.some((s) => sameAddress(checkoutAddressOf(s), a))) return 'known';
  if (list.length >= MAX_ADDRESSES) return 'full';
  try {
    await addAddress(store, userId, { firstName: a.firstName, lastName: a.lastName, line1: a.line1, line2: a.line2, city: a.city, state: a.region, zip: a.postalCode, country: a.country });
    return 'saved';
  } catch (e) {
    if (e instanceof SessionError) return e.code === 'ADDRESS_BOOK_FULL' ? 'full' : 'refused';
    throw e;
  }
}
