/**
 * The form builder (a Puck custom field of the Form block): the five
 * fieldsets in the SPEC's order and numbering (build 1, storage 2,
 * advanced 3, captcha 4, disclaimer 5). Build adds, removes and reorders
 * fields (by buttons, so the keyboard can), with each kind's properties
 * (engine/forms/fields.ts); the messages of the server's check show while
 * the owner types.
 */
import { useId, useState, type ReactElement } from 'react';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { FIELD_KINDS, FIELD_PROPERTIES, FORM_FIELDSETS, checkFormSettings, moveField, newField, type BuilderField, type FieldKind, type FormSettings } from '../../editor/form-builder.js';
import { MAX_FORM_FIELDS } from '../../editor/limits.js';
import { siteFacts } from './site-facts.js';

const T = EDITOR_TEXTS.form;
type Props = keyof typeof T.props;

function Text({ label, value, set, multiline = false }: { label: string; value: string; set: (v: string) => void; multiline?: boolean }) {
  const id = useId();
  return (
    <div className="vitrine-form-control">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea id={id} value={value} onChange={(e) => set(e.target.value)} /> : <input id={id} type="text" value={value} onChange={(e) => set(e.target.value)} />}
    </div>
  );
}

function Check({ label, checked, set }: { label: string; checked: boolean; set: (v: boolean) => void }) {
  return (
    <div className="vitrine-form-control">
      <label><input type="checkbox" checked={checked} onChange={(e) => set(e.target.checked)} /> {label}</label>
    </div>
  );
}

/** One field: its label and the properties its kind takes, with its move and remove buttons. */
function FieldEditor({ field, set, at, count, move, remove }: { field: BuilderField; set: (f: BuilderField) => void; at: number; count: number; move: (by: -1 | 1) => void; remove: () => void }) {
  const takes = FIELD_PROPERTIES[field.type] as readonly string[];
  const prop = (k: Props, v: unknown) => set({ ...field, [k]: v });
  return (
    <li className="vitrine-form-field" data-field={field.id} aria-label={`${T.kinds[field.type]}: ${field.title || field.key || field.id}`}>
      <strong>{T.kinds[field.type]}</strong>
      {field.type === 'hidden' ? null : <Text label={T.props.title} value={field.title ?? ''} set={(v) => prop('title', v)} />}
      {takes.includes('required') ? <Check label={T.props.required} checked={field.required === true} set={(v) => prop('required', v)} /> : null}
      {(['description', 'placeholder', 'currencySymbol', 'key', 'value'] as const).filter((k) => takes.includes(k)).map((k) => (
        <Text key={k} label={T.props[k]} value={field[k] ?? ''} set={(v) => prop(k, v)} multiline={k === 'description'} />
      ))}
      {(['showCountryCode', 'underline'] as const).filter((k) => takes.includes(k)).map((k) => (
        <Check key={k} label={T.props[k]} checked={field[k] === true} set={(v) => prop(k, v)} />
      ))}
      {takes.includes('options') ? <Text label={T.props.options} value={(field.options ?? []).join('\n')} set={(v) => prop('options', v.split('\n'))} multiline /> : null}
      {takes.includes('maxLength') ? (
        <Text label={T.props.maxLength} value={field.maxLength === undefined ? '' : String(field.maxLength)} set={(v) => prop('maxLength', v.trim() === '' ? undefined : Number(v))} />
      ) : null}
      <button type="button" onClick={() => move(-1)} disabled={at === 0}>{T.moveFieldUp}</button>{' '}
      <button type="button" onClick={() => move(1)} disabled={at === count - 1}>{T.moveFieldDown}</button>{' '}
      <button type="button" onClick={remove}>{T.removeField}</button>
    </li>
  );
}

function Build({ value, set }: { value: FormSettings['build']; set: (b: FormSettings['build']) => void }) {
  const [kind, setKind] = useState<FieldKind>('text');
  const fields = value.fields;
  const setFields = (next: BuilderField[]) => set({ ...value, fields: next });
  return (
    <>
      <Text label={T.formName} value={value.formName} set={(v) => set({ ...value, formName: v })} />
      <h4>{T.fields}</h4>
      {fields.length === 0 ? <p>{T.noFields}</p> : null}
      <ol className="vitrine-form-fields">
        {fields.map((f, i) => (
          <FieldEditor
            key={f.id}
            field={f}
            at={i}
            count={fields.length}
            set={(nf) => setFields(fields.map((x, j) => (j === i ? nf : x)))}
            move={(by) => setFields(moveField(fields, i, by))}
            remove={() => setFields(fields.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <label>
        {T.fieldKind}{' '}
        <select value={kind} onChange={(e) => setKind(e.target.value as FieldKind)}>
          {FIELD_KINDS.map((k) => <option key={k} value={k}>{T.kinds[k]}</option>)}
        </select>
      </label>{' '}
      <button type="button" disabled={fields.length >= MAX_FORM_FIELDS} onClick={() => setFields([...fields, newField(kind, fields)])}>{T.addField}</button>
    </>
  );
}

export function FormBuilder({ value, onChange }: { value: FormSettings; onChange: (v: FormSettings) => void }) {
  const check = checkFormSettings(value);
  const part = <K extends keyof FormSettings>(key: K, v: FormSettings[K]) => onChange({ ...value, [key]: v });
  const body: Record<(typeof FORM_FIELDSETS)[number]['key'], ReactElement> = {
    build: <Build value={value.build} set={(b) => part('build', b)} />,
    storage: (
      <>
        <p>{T.storageNote}</p>
        <Text label={T.notifyEmail} value={value.storage.notifyEmail} set={(v) => part('storage', { notifyEmail: v })} />
      </>
    ),
    advanced: (
      <>
        <Text label={T.submitButtonText} value={value.advanced.submitButtonText} set={(v) => part('advanced', { ...value.advanced, submitButtonText: v })} />
        <Text label={T.submissionText} value={value.advanced.submissionText} set={(v) => part('advanced', { ...value.advanced, submissionText: v })} multiline />
        <Text label={T.successUrl} value={value.advanced.successUrl} set={(v) => part('advanced', { ...value.advanced, successUrl: v })} />
      </>
    ),
    captcha: (
      <>
        <Check label={T.useCaptcha} checked={value.captcha.enabled} set={(v) => part('captcha', { enabled: v })} />
        <p><small>{T.captchaNote}</small></p>
        {value.captcha.enabled && !siteFacts.captcha ? <p role="note">{T.captchaNotSetUp}</p> : null}
      </>
    ),
    disclaimer: <Text label={T.disclaimerText} value={value.disclaimer.text} set={(v) => part('disclaimer', { text: v })} multiline />,
  };
  return (
    <div className="vitrine-form-builder" role="group" aria-label={T.panel}>
      {FORM_FIELDSETS.map(({ key, number }) => (
        <fieldset key={key} data-fieldset={key}>
          <legend>{`${number}. ${T.fieldsets[key]}`}</legend>
          {body[key]}
        </fieldset>
      ))}
      {check.ok ? null : (
        <ul role="alert" className="vitrine-form-messages">
          {check.messages.map((m) => <li key={m}>{m}</li>)}
        </ul>
      )}
    </div>
  );
}
