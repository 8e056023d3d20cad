/**
 * The additional-fields form of a product in a modal lightbox (SPEC
 * sections 2, 4, 5): a dialog with a focus trap, closed by Escape or its
 * close control, focus returned to where it was; every field kind and the
 * client rules of the form block. Opened by add to cart (the answers go
 * with the add) and by the cart line's edit ('Saving…' while the new
 * answers are saved).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkAnswers } from '../../engine/forms/rules.js';
import type { Answers, FormField } from '../../engine/forms/fields.js';
import { formTexts, type FormTexts } from '../../engine/forms/texts.js';
import { FormFields } from './form-fields.js';
import { trapFocus } from './focus-trap.js';

export interface AdditionalFieldsForm {
  id?: string;
  name?: string;
  fields?: FormField[];
  submitButtonText?: string;
}

export interface LightboxProps {
  form: AdditionalFieldsForm;
  onClose: () => void;
  onSubmit: (answers: Answers) => void;
  /** The answers to start from (editing a cart line). */
  initial?: Answers;
  /** Editing: the button reads 'Saving…' while `saving`. */
  saving?: boolean;
  /** A failure to show above the button (e.g. 'Unable to update form'). */
  error?: string | null;
  texts?: FormTexts;
}

export function AdditionalFieldsLightbox({ form, onClose, onSubmit, initial, saving = false, error = null, texts = formTexts() }: LightboxProps) {
  const id = useId().replace(/:/g, '');
  const fields = form.fields ?? [];
  const [values, setValues] = useState<Answers>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    return trapFocus(el, el.querySelector<HTMLElement>('input, select, textarea'));
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const found = checkAnswers(fields, values, texts);
    setErrors(found);
    setInvalid(Object.keys(found).length > 0);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <div className="vitrine-lightbox" onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); close.current(); } }}
      onMouseDown={(e) => { if (e.target === e.currentTarget) close.current(); }}>
      <div className="vitrine-lightbox__panel" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={panel} tabIndex={-1}>
        <button type="button" className="vitrine-lightbox__close" aria-label={texts.close} onClick={() => close.current()}>×</button>
        <h2 id={`${id}-title`} className="vitrine-lightbox__title">{form.name}</h2>
        <form onSubmit={submit} noValidate className="vitrine-lightbox__form">
          <FormFields fields={fields} values={values} errors={errors} texts={texts} idPrefix={`${id}-f`} onChange={(fid, a) => setValues((v) => ({ ...v, [fid]: a }))} />
          {invalid && <p className="form-block__message form-field__error" role="alert">{texts.invalidForm}</p>}
          {error && <p className="form-block__message form-field__error" role="alert">{error}</p>}
          <button type="submit" className="sqs-button-element--primary vitrine-lightbox__submit" disabled={saving}>
            {saving ? texts.saving : form.submitButtonText || texts.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
