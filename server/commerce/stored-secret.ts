/**
 * A signing secret kept in the store (`commerce_secrets`), made on first use
 * so every process and restart signs alike. The promise is kept by the
 * caller; a failed load is forgotten so the next use tries again.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/index.js';

/** Bytes of a new secret. */
const SECRET_BYTES = 32;

/** The secret named `name`, made once when none is stored. */
export function loadStoredSecret(store: Store, name: string): Promise<Buffer> {
  return store.change(async (tx) => {
    await tx.insertInto('commerce_secrets').values({ name, value: randomBytes(SECRET_BYTES).toString('hex') }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const row = await tx.selectFrom('commerce_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'hex');
  });
}
