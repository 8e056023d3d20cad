/**
 * The account's address book: at most MAX_ADDRESSES addresses of the SPEC's
 * address parts (section 3: Line1, Line2, City, State, Zip, Country) with a
 * name and phone, each change one transaction.
 */
import type { Store } from '../store/index.js';
import { newId } from './account-repo.js';
import { sessionError } from './errors.js';
import { MAX_ADDRESSES } from './limits.js';

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'line2', 'city', 'state', 'zip', 'country', 'phone'] as const;
export const REQUIRED_ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'city', 'zip', 'country'] as const;
export type AddressFields = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

export interface Address extends AddressFields {
  id: string;
  createdAt: string;
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

export async function listAddresses(store: Store, userId: string): Promise<Address[]> {
  const rows = await store.db.selectFrom('site_addresses').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, createdAt: r.created_at, ...read(r.fields) }));
}

export async function addAddress(store: Store, userId: string, input: AddressFields): Promise<Address> {
  const fields: AddressFields = {};
  for (const f of ADDRESS_FIELDS) {
    const v = input[f]?.trim();
    if (v) fields[f] = v;
  }
  if (REQUIRED_ADDRESS_FIELDS.some((f) => !fields[f])) throw sessionError('ADDRESS_INCOMPLETE');
  return store.change(async (tx) => {
    const count = await tx.selectFrom('site_addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_ADDRESSES) throw sessionError('ADDRESS_BOOK_FULL');
    const row = { id: newId(), user_id: userId, fields: JSON.stringify(fields), created_at: new Date().toISOString() };
    await tx.insertInto('site_addresses').values(row).execute();
    return { id: row.id, createdAt: row.created_at, ...fields };
  });
}

export async function removeAddress(store: Store, userId: string, id: string): Promise<void> {
  const r = await store.change((tx) => tx.deleteFrom('site_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst());
  if (r.numDeletedRows === 0n) throw sessionError('ADDRESS_NOT_FOUND');
}
