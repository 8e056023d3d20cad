/** The checkout drafts: per cart, the form as typed and the last submit's errors. */
import type { Tx } from '../../store/index.js';
import { parseForm, type CheckoutForm } from './form.js';

export interface Draft {
  form: CheckoutForm;
  /** Field name (or 'form') to a text key or error code. */
  errors: Record<string, string>;
}

export async function readDraft(db: Tx, cartId: string): Promise<Draft> {
  const row = await db.selectFrom('checkout_drafts').select(['data', 'errors']).where('cart_id', '=', cartId).executeTakeFirst();
  let errors: Record<string, string> = {};
  try {
    const v = row ? (JSON.parse(row.errors) as unknown) : {};
    if (v && typeof v === 'object' && !Array.isArray(v)) errors = v as Record<string, string>;
  } catch {
    errors = {};
  }
  return { form: parseForm(row?.data), errors };
}

export async function saveDraft(tx: Tx, cartId: string, draft: Draft): Promise<void> {
  const values = { data: JSON.stringify(draft.form), errors: JSON.stringify(draft.errors), updated_at: new Date().toISOString() };
  await tx
    .insertInto('checkout_drafts')
    .values({ cart_id: cartId, ...values })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet(values))
    .execute();
}
