/**
 * The fields of a form (a form block or a product's additional fields), one
 * component per kind of SPEC section 3, controlled: answers keyed by field
 * id (text, the parts of a multi-part field, checkbox choices, likert
 * statement -> -2..2). Each field shows its message above it and the
 * textarea its 'count / max' counter (only for a positive maxLength; an
 * over-max style past it).
 */
import type { ReactNode } from 'react';
import { ANSWER_PARTS, LIKERT_VALUES, MASKED_PASSWORD, isMultiPart, type Answer, type Answers, type FormField } from '../../engine/forms/fields.js';
import { likertLabel } from '../../engine/forms/answers.js';
import { maxLengthOf } from '../../engine/forms/rules.js';
import type { FormTexts } from '../../engine/forms/texts.js';

export interface FormFieldsProps {
  fields: readonly FormField[];
  values: Answers;
  errors: Record<string, string>;
  texts: FormTexts;
  /** Unique per form on the page: element ids are `${idPrefix}-${field.id}`. */
  idPrefix: string;
  onChange: (id: string, answer: Answer) => void;
}

/** The parts a field shows: a phone without country code shows 3 (the country is prepended blank when checked). */
export function shownParts(f: FormField): readonly string[] {
  if (!isMultiPart(f.type)) return [];
  const parts = ANSWER_PARTS[f.type];
  return f.type === 'phone' && !f.showCountryCode ? parts.slice(1) : parts;
}

const PART_TEXT: Record<string, keyof FormTexts> = {
  Line1: 'partLine1', Line2: 'partLine2', City: 'partCity', State: 'partState', Zip: 'partZip', Country: 'partCountry',
  Month: 'partMonth', Day: 'partDay', Year: 'partYear', First: 'partFirst', Last: 'partLast',
  Areacode: 'partAreacode', Prefix: 'partPrefix', Line: 'partLine', Hour: 'partHour', Minute: 'partMinute', Second: 'partSecond', Ampm: 'partAmpm',
};

const INPUT_TYPE: Record<string, string> = { email: 'email', password: 'password', website: 'url' };

export function FormFields({ fields, values, errors, texts, idPrefix, onChange }: FormFieldsProps) {
  return (
    <>
      {fields.map((f) => (
        <Field key={f.id} field={f} value={values[f.id]} error={errors[f.id]} texts={texts} id={`${idPrefix}-${f.id}`} onChange={(a) => onChange(f.id, a)} />
      ))}
    </>
  );
}

interface FieldProps {
  field: FormField;
  value: Answer | undefined;
  error: string | undefined;
  texts: FormTexts;
  id: string;
  onChange: (a: Answer) => void;
}

function Required({ field }: { field: FormField }) {
  return field.required ? <span className="form-field__required" aria-hidden="true"> *</span> : null;
}

function Field(props: FieldProps) {
  const { field: f, error, id } = props;
  if (f.type === 'hidden') return null;
  if (f.type === 'section') {
    return (
      <div className="form-field form-field--section" data-field-id={f.id}>
        <h3 className={`form-field__section${f.underline ? ' form-field__section--underline' : ''}`}>{f.title}</h3>
        {f.description && <p className="form-field__description">{f.description}</p>}
      </div>
    );
  }
  return (
    <div className={`form-field form-field--${f.type}${f.required ? ' form-field--required' : ''}${error ? ' form-field--invalid' : ''}`} data-field-id={f.id}>
      {error && <p className="form-field__error" id={`${id}-error`}>{error}</p>}
      {control(props)}
    </div>
  );
}

function Group({ field, id, error, children, className = '' }: { field: FormField; id: string; error: string | undefined; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`form-field__group ${className}`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="form-field__label">{field.title}<Required field={field} /></legend>
      {field.description && <p className="form-field__description">{field.description}</p>}
      {children}
    </fieldset>
  );
}

function control({ field: f, value, error, texts, id, onChange }: FieldProps): ReactNode {
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const required = f.required && f.type !== 'likert' ? { 'aria-required': true as const } : {};

  if (isMultiPart(f.type)) {
    const parts = shownParts(f);
    const list = Array.isArray(value) ? value : [];
    const set = (i: number, v: string) => {
      const next = parts.map((_, j) => (typeof list[j] === 'string' ? (list[j] as string) : ''));
      next[i] = v;
      onChange(next);
    };
    return (
      <Group field={f} id={id} error={error}>
        <div className="form-field__parts">
          {parts.map((p, i) => (
            <label key={p} className={`form-field__part form-field__part--${p.toLowerCase()}`}>
              {p === 'Ampm' ? (
                <select className="form-field__input" name={`${f.id}.${p}`} value={(list[i] as string) ?? ''} onChange={(e) => set(i, e.target.value)}>
                  <option value="">–</option>
                  <option value="AM">{texts.am}</option>
                  <option value="PM">{texts.pm}</option>
                </select>
              ) : (
                <input className="form-field__input" name={`${f.id}.${p}`} value={(list[i] as string) ?? ''} onChange={(e) => set(i, e.target.value)} {...required} />
              )}
              <span>{texts[PART_TEXT[p]!]}</span>
            </label>
          ))}
        </div>
      </Group>
    );
  }

  if (f.type === 'checkbox' || f.type === 'radio') {
    const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
    return (
      <Group field={f} id={id} error={error}>
        {(f.options ?? []).map((o) => (
          <label key={o} className="form-field__option">
            <input
              type={f.type}
              name={f.id}
              value={o}
              checked={chosen.includes(o)}
              onChange={(e) => {
                if (f.type === 'radio') onChange(o);
                else onChange(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o));
              }}
            />{' '}
            {o}
          </label>
        ))}
      </Group>
    );
  }

  if (f.type === 'likert') {
    const rated = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    return (
      <Group field={f} id={id} error={error} className="form-field__likert">
        {(f.options ?? []).map((s, i) => (
          <div key={s} className="form-field__likert-row" role="radiogroup" aria-label={s}>
            <span className="form-field__likert-statement">{s}</span>
            {LIKERT_VALUES.map((v) => (
              <label key={v}>
                <input type="radio" name={`${f.id}.${i}`} value={v} checked={rated[s] === v} onChange={() => onChange({ ...rated, [s]: v })} /> {likertLabel(v, texts)}
              </label>
            ))}
          </div>
        ))}
      </Group>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const label = (
    <>
      <label className="form-field__label" htmlFor={id}>{f.title}<Required field={f} /></label>
      {f.description && <p className="form-field__description" id={`${id}-description`}>{f.description}</p>}
    </>
  );

  if (f.type === 'textarea') {
    const max = maxLengthOf(f);
    const over = max !== undefined && text.length > max;
    return (
      <>
        {label}
        <textarea className="form-field__input" id={id} name={f.id} value={text} placeholder={f.placeholder} onChange={(e) => onChange(e.target.value)} {...invalid} {...required} />
        {max !== undefined && (
          <span className={`form-field__counter${over ? ' form-field__counter--over' : ''}`} aria-live="polite">{`${text.length} / ${max}`}</span>
        )}
      </>
    );
  }

  if (f.type === 'select') {
    return (
      <>
        {label}
        <select className="form-field__input" id={id} name={f.id} value={text} onChange={(e) => onChange(e.target.value)} {...invalid} {...required}>
          <option value="">{texts.selectValue}</option>
          {(f.options ?? []).map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      </>
    );
  }

  const prefix = f.type === 'currency' ? f.currencySymbol : f.type === 'twitter' ? '@' : undefined;
  return (
    <>
      {label}
      <span className="form-field__affix">
        {prefix && <span className="form-field__prefix" aria-hidden="true">{prefix}</span>}
        <input
          className="form-field__input"
          id={id}
          name={f.id}
          type={INPUT_TYPE[f.type] ?? 'text'}
          inputMode={f.type === 'number' || f.type === 'currency' ? 'decimal' : undefined}
          placeholder={f.type === 'password' ? MASKED_PASSWORD : f.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...invalid}
          {...required}
        />
      </span>
    </>
  );
}
