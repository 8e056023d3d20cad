/**
 * The additional-fields form of a product, in a modal lightbox with a close
 * control (SPEC section 2): 'Required' on an empty required field, the
 * answers keyed by field id.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdditionalFieldsForm, FormField } from '../product.js';
import { TEXT } from '../texts.js';

export interface LightboxProps {
  form: AdditionalFieldsForm;
  onClose: () => void;
  onSubmit: (answers: Record<string, string>) => void;
}

export function AdditionalFieldsLightbox({ form, onClose, onSubmit }: LightboxProps) {
  const id = useId();
  const fields = form.fields ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    for (const f of fields) if (f.required && !(values[f.id] ?? '').trim()) errs[f.id] = TEXT.required;
    setErrors(errs);
    if (Object.keys(errs).length === 0) onSubmit(values);
  };

  const field = (f: FormField) => {
    const common = {
      id: `${id}-${f.id}`,
      name: f.id,
      value: values[f.id] ?? '',
      'aria-invalid': errors[f.id] ? true : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.id]: e.target.value })),
    };
    if (f.type === 'textarea') return <textarea {...common} maxLength={f.maxLength} placeholder={f.placeholder} />;
    if (f.type === 'select')
      return (
        <select {...common}>
          <option value="">{TEXT.selectValue}</option>
          {(f.options ?? []).map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      );
    return <input {...common} type={f.type === 'email' ? 'email' : 'text'} maxLength={f.maxLength} placeholder={f.placeholder} />;
  };

  return (
    <div className="vitrine-lightbox" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="vitrine-lightbox__panel" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={dialog}>
        <button type="button" className="vitrine-lightbox__close" aria-label={TEXT.close} onClick={onClose}>×</button>
        <h2 id={`${id}-title`}>{form.name}</h2>
        <form onSubmit={submit} noValidate>
          {fields.map((f) => (
            <div className="form-item" key={f.id}>
              {errors[f.id] && <div className="field-error">{errors[f.id]}</div>}
              <label htmlFor={`${id}-${f.id}`}>{f.title}</label>
              {field(f)}
            </div>
          ))}
          <button type="submit" className="sqs-button-element--primary">{form.submitButtonText || 'Submit'}</button>
        </form>
      </div>
    </div>
  );
}
