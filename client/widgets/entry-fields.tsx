/**
 * The additional-fields answers of a cart line and their edit (SPEC
 * sections 2, 7, 8): each title with its answer ('N/A' for none); Edit
 * loads the product's form ('Unable to open form' when it cannot) into the
 * lightbox, whose button reads 'Saving…' while the new answers are saved
 * with PUT .../entries/{entryId}/additionalFields ('Unable to update form'
 * on failure).
 */
import { useRef, useState } from 'react';
import type { FormDefinition } from '../../engine/forms/fields.js';
import type { FormTexts } from '../../engine/forms/texts.js';
import { cartOf, type CartEntry } from '../api/cart-api.js';
import { productForm, updateEntryFields } from '../api/forms-api.js';
import { failureMessage } from '../failure.js';
import { recalculating, setCart } from '../state/cart-store.js';
import { AdditionalFieldsLightbox } from './additional-fields.js';
import { answerLines, answersOf, keepAnswers, readKept } from './additional-answers.js';
import { Alert, type AlertMessage } from './alert.js';
import { pageLocale } from '../page-config.js';
import { labelled } from '../../engine/i18n/label-value.js';

export function EntryFields({ entry, texts }: { entry: CartEntry; texts: FormTexts }) {
  const raw = typeof entry.additionalFields === 'string' ? entry.additionalFields : null;
  const kept = readKept(raw);
  const lines = answerLines(kept, texts);
  const [form, setForm] = useState<FormDefinition | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  if (lines.length === 0) return null;

  const open = async () => {
    const res = await productForm(entry.itemId);
    if (!res.ok || !Array.isArray(res.data.fields)) {
      setAlert({ title: texts.openFormFailed, message: res.ok ? texts.tryAgain : res.network ? texts.checkConnection : res.error || texts.tryAgain });
      return;
    }
    setError(null);
    setForm(res.data);
  };

  const close = () => {
    setForm(null);
    opener.current?.focus();
  };

  const save = async (answers: Parameters<typeof keepAnswers>[1]) => {
    if (!form) return;
    setSaving(true);
    const res = await recalculating(() =>
      updateEntryFields(entry.id, {
        itemId: entry.itemId,
        sku: entry.chosenVariant?.sku ?? null,
        additionalFields: JSON.stringify(keepAnswers(form.fields, answers)),
      }),
    );
    setSaving(false);
    if (!res.ok) {
      setError(labelled(texts.updateFormFailed, failureMessage(res), pageLocale()));
      return;
    }
    const cart = cartOf(res.data);
    if (cart) setCart(cart);
    close();
  };

  return (
    <div className="vitrine-cart-entry__fields">
      <dl>
        {lines.map((l) => (
          <div key={l.id} className="vitrine-cart-entry__field">
            <dt>{l.title}</dt>
            <dd>{l.text}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="vitrine-cart-entry__edit" ref={opener} onClick={() => void open()} aria-label={labelled(texts.edit, entry.title ?? '', pageLocale())}>{texts.edit}</button>
      {form && (
        <AdditionalFieldsLightbox form={form} texts={texts} initial={answersOf(kept, form.fields)} saving={saving} error={error} onClose={close} onSubmit={(a) => void save(a)} />
      )}
      {alert && <Alert alert={alert} onClose={() => setAlert(null)} />}
    </div>
  );
}
