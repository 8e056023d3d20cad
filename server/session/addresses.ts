/**
 * The account's address book: at most MAX_ADDRESSES addresses of the SPEC's
 * address parts (section 3: Line1, Line2, City, State, Zip, Country) with a
 * name and phone, each change one transaction. Addresses follow the
 * checkout's rules (engine/commerce/address-rules.ts): a country of the
 * list, a region of the country's list stored as its code ("New York" is
 * NY), a postal code of the country's shape and, in the US, of the state;
 * a US territory chosen as a state is its own country. One address may be
 * the default: the first one saved is, and removing it makes the oldest
 * left the default.
 */
import type { Store, Tx } from '../store/index.js';
import { countryCode, normalPostalCode, placeProblems, regionCode, territoryAsCountry, type AddressProblem } from '../../engine/commerce/address-rules.js';
import { newId } from './account-repo.js';
import { SessionError, sessionError } from './errors.js';
import { MAX_ADDRESSES, MAX_ADDRESS_FIELD_LENGTH } from './limits.js';

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'line2', 'city', 'state', 'zip', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export const REQUIRED_ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'city', 'zip', 'country'] as const;
export type AddressFields = Partial<Record<AddressField, string>>;
/** Why a field is refused: the address rules' reasons, or too long. */
export type AddressFieldProblem = AddressProblem | 'tooLong';

export interface Address extends AddressFields {
  id: string;
  createdAt: string;
  isDefault: boolean;
}

function read(text: string): AddressFields {
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const out: AddressFields = {};
    for (const f of ADDRESS_FIELDS) if (typeof v[f] === 'string') out[f] = v[f] as string;
    return out;
  } catch {
    return {};
  }
}

/**
 * The fields as stored: trimmed, empty ones left out, the country upper
 * case, the region as its code, the postal code in its country's shape.
 */
export function normalAddressFields(input: AddressFields): AddressFields {
  const fields: AddressFields = {};
  for (const f of ADDRESS_FIELDS) {
    const v = input[f]?.trim();
    if (v) fields[f] = v;
  }
  const country = countryCode(fields.country ?? '');
  const place = territoryAsCountry(country, regionCode(country, fields.state ?? ''));
  if (place.country) fields.country = place.country;
  if (place.region) fields.state = place.region;
  else delete fields.state;
  if (fields.zip) fields.zip = normalPostalCode(place.country, fields.zip);
  return fields;
}

/** Field name to the reason it is refused; empty when the address can be saved. */
export function addressProblems(fields: AddressFields): Partial<Record<AddressField, AddressFieldProblem>> {
  const out: Partial<Record<AddressField, AddressFieldProblem>> = {};
  for (const f of ADDRESS_FIELDS) if ((fields[f]?.length ?? 0) > MAX_ADDRESS_FIELD_LENGTH) out[f] = 'tooLong';
  for (const f of REQUIRED_ADDRESS_FIELDS) if (!fields[f] && !out[f]) out[f] = 'required';
  const place = placeProblems(fields.country ?? '', fields.state ?? '', fields.zip ?? '');
  if (place.country && !out.country) out.country = place.country;
  if (place.region && !out.state) out.state = place.region;
  if (place.postalCode && !out.zip) out.zip = place.postalCode;
  return out;
}

/** The checked, normal fields; throws ADDRESS_INCOMPLETE (a required field is empty) or ADDRESS_INVALID, with the fields' reasons. */
function checked(input: AddressFields): AddressFields {
  const fields = normalAddressFields(input);
  const problems = addressProblems(fields);
  if (Object.keys(problems).length === 0) return fields;
  const incomplete = Object.values(problems).some((p) => p === 'required');
  throw new SessionError(incomplete ? 'ADDRESS_INCOMPLETE' : 'ADDRESS_INVALID', problems);
}

const toAddress = (r: { id: string; created_at: string; fields: string; is_default: number | string }): Address => ({
  id: r.id,
  createdAt: r.created_at,
  isDefault: Number(r.is_default) === 1,
  ...read(r.fields),
});

/** The account's addresses, the default first, then oldest first. */
export async function listAddresses(store: Store, userId: string): Promise<Address[]> {
  const rows = await store.db.selectFrom('site_addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('created_at').orderBy('id').execute();
  return rows.map(toAddress);
}

async function lockedRows(tx: Tx, store: Store, userId: string) {
  let q = tx.selectFrom('site_addresses').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id');
  if (store.lockRows) q = q.forUpdate();
  return q.execute();
}

async function makeDefault(tx: Tx, userId: string, id: string): Promise<void> {
  await tx.updateTable('site_addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', id).execute();
  await tx.updateTable('site_addresses').set({ is_default: 1 }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Adds an address; the first one, or one sent with `isDefault`, becomes the default. */
export async function addAddress(store: Store, userId: string, input: AddressFields, asDefault = false): Promise<Address> {
  const fields = checked(input);
  return store.change(async (tx) => {
    const rows = await lockedRows(tx, store, userId);
    if (rows.length >= MAX_ADDRESSES) throw sessionError('ADDRESS_BOOK_FULL');
    const isDefault = asDefault || !rows.some((r) => Number(r.is_default) === 1);
    const row = { id: newId(), user_id: userId, fields: JSON.stringify(fields), created_at: new Date().toISOString(), is_default: 0 };
    await tx.insertInto('site_addresses').values(row).execute();
    if (isDefault) await makeDefault(tx, userId, row.id);
    return { id: row.id, createdAt: row.created_at, isDefault, ...fields };
  });
}

/** Replaces an address's fields (its id, age and default mark stay); `asDefault` also makes it the default. */
export async function updateAddress(store: Store, userId: string, id: string, input: AddressFields, asDefault = false): Promise<Address> {
  const fields = checked(input);
  return store.change(async (tx) => {
    const row = (await lockedRows(tx, store, userId)).find((r) => r.id === id);
    if (!row) throw sessionError('ADDRESS_NOT_FOUND');
    await tx.updateTable('site_addresses').set({ fields: JSON.stringify(fields) }).where('id', '=', id).where('user_id', '=', userId).execute();
    if (asDefault) await makeDefault(tx, userId, id);
    return { id, createdAt: row.created_at, isDefault: asDefault || Number(row.is_default) === 1, ...fields };
  });
}

/** Makes one address the default, and no other. */
export async function setDefaultAddress(store: Store, userId: string, id: string): Promise<void> {
  await store.change(async (tx) => {
    if (!(await lockedRows(tx, store, userId)).some((r) => r.id === id)) throw sessionError('ADDRESS_NOT_FOUND');
    await makeDefault(tx, userId, id);
  });
}

/** Removes an address; when it was the default, the oldest one left becomes the default. */
export async function removeAddress(store: Store, userId: string, id: string): Promise<void> {
  await store.change(async (tx) => {
    const rows = await lockedRows(tx, store, userId);
    const gone = rows.find((r) => r.id === id);
    if (!gone) throw sessionError('ADDRESS_NOT_FOUND');
    await tx.deleteFrom('site_addresses').where('id', '=', id).where('user_id', '=', userId).execute();
    const next = rows.find((r) => r.id !== id);
    if (Number(gone.is_default) === 1 && next) await makeDefault(tx, userId, next.id);
  });
}
