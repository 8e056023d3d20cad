/**
 * The form builder's rules: the five fieldsets in the SPEC's order and
 * numbering (section 2: build 1, storage 2, advanced 3, captcha 4,
 * disclaimer 5), a form's settings in them, their check, and the form
 * block the site renders and the forms API reads (docs/forms.md). Pure:
 * the builder and the server check with the same code.
 */
import { FIELD_KINDS, FIELD_PROPERTIES, type FieldKind, type FormField } from '../engine/forms/fields.js';
import { isValidEmail } from '../engine/forms/rules.js';
import { isSiteOrWebAddress } from './web-address.js';
import { MAX_FIELD_OPTIONS, MAX_FORM_FIELDS, MAX_FORM_TEXT_CHARS, MAX_LABEL_CHARS } from './limits.js';

/** SPEC section 2: the fieldsets and their numbers, in this order. */
export const FORM_FIELDSETS = [
  { key: 'build', number: 1 },
  { key: 'storage', number: 2 },
  { key: 'advanced', number: 3 },
  { key: 'captcha', number: 4 },
  { key: 'disclaimer', number: 5 },
] as const;
export type FormFieldset = (typeof FORM_FIELDSETS)[number]['key'];

export { FIELD_KINDS, FIELD_PROPERTIES, type FieldKind };
/** Kinds whose answers are chosen from the field's options. */
export const CHOICE_KINDS: readonly FieldKind[] = ['radio', 'checkbox', 'select', 'likert'];
/** Characters of a textarea's limit, at most. */
export const MAX_TEXTAREA_LIMIT = 10_000;

export interface BuilderField extends FormField {
  type: FieldKind;
}

export interface FormSettings {
  build: { formName: string; fields: BuilderField[] };
  /** Submissions are always kept in the site; each can also be mailed to the owner. */
  storage: { notifyEmail: string };
  advanced: { submitButtonText: string; submissionText: string; successUrl: string };
  /** Used only when the site has a captcha site key (SPEC section 5). */
  captcha: { enabled: boolean };
  disclaimer: { text: string };
}

export const FORM_MESSAGES = {
  // SPEC section 5, editor catalogue: one address that is not one; a list (several, comma-separated) with one that is not.
  invalidEmail: 'Please enter a valid email',
  emailsFormat: (email: string) => `Emails must be formatted as ${email}`,
  // Vitrine's.
  noFields: 'A form needs at least one field.',
  tooManyFields: `A form can hold at most ${MAX_FORM_FIELDS} fields.`,
  noLabel: 'Every field needs a label.',
  hiddenKey: 'A hidden field needs a key.',
  noOptions: 'Every choice field needs at least one option.',
  tooManyOptions: `A choice field can hold at most ${MAX_FIELD_OPTIONS} options.`,
  badLimit: `A character limit must be a whole number from 1 to ${MAX_TEXTAREA_LIMIT}.`,
  badSuccessUrl: 'The success URL must start with / or https://.',
  tooLong: `Labels and button texts can be at most ${MAX_LABEL_CHARS} characters, other texts ${MAX_FORM_TEXT_CHARS}.`,
  badField: 'Every field needs its own id and one of the field kinds.',
} as const;

export const FIELD_ID = /^[a-z0-9-]{1,64}$/;

/** The form the address-list message shows. */
export const EMAIL_EXAMPLE = 'name@example.com';

/** A notification field's addresses: split on commas, trimmed, empty ones dropped. */
export const notifyAddresses = (value: string): string[] => value.split(',').map((a) => a.trim()).filter((a) => a !== '');

export function defaultFormSettings(): FormSettings {
  return {
    build: { formName: '', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] },
    storage: { notifyEmail: '' },
    advanced: { submitButtonText: '', submissionText: '', successUrl: '' },
    captcha: { enabled: true },
    disclaimer: { text: '' },
  };
}

/** A new field of a kind with an id not yet in the form (`text-1`, `text-2`, ...). */
export function newField(kind: FieldKind, fields: readonly BuilderField[]): BuilderField {
  const taken = new Set(fields.map((f) => f.id));
  let n = 1;
  while (taken.has(`${kind}-${n}`)) n++;
  const field: BuilderField = { id: `${kind}-${n}`, type: kind, title: '' };
  if (CHOICE_KINDS.includes(kind)) field.options = [];
  if (kind === 'hidden') Object.assign(field, { key: '', value: '' });
  return field;
}

/** Moves the field at `from` by one place up (-1) or down (1); out-of-range moves change nothing. */
export function moveField<T>(fields: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  const out = [...fields];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const section = (input: Record<string, unknown>, key: FormFieldset): Record<string, unknown> => (isObject(input[key]) ? (input[key] as Record<string, unknown>) : {});

/** One field as sent, keeping only the properties its kind takes (FIELD_PROPERTIES). */
function readField(raw: unknown, messages: Set<string>): BuilderField | null {
  if (!isObject(raw) || typeof raw.id !== 'string' || !FIELD_ID.test(raw.id) || !(FIELD_KINDS as readonly string[]).includes(text(raw.type))) {
    messages.add(FORM_MESSAGES.badField);
    return null;
  }
  const type = raw.type as FieldKind;
  const field: BuilderField = { id: raw.id, type, title: text(raw.title).trim() };
  const takes = FIELD_PROPERTIES[type];
  for (const k of ['description', 'placeholder', 'currencySymbol', 'key', 'value'] as const) if (takes.includes(k) && text(raw[k]) !== '') field[k] = text(raw[k]);
  for (const k of ['required', 'showCountryCode', 'underline'] as const) if (takes.includes(k) && raw[k] === true) field[k] = true;
  if (takes.includes('options')) field.options = (Array.isArray(raw.options) ? raw.options : []).map(text).map((o) => o.trim()).filter((o) => o !== '');
  if (takes.includes('maxLength') && raw.maxLength !== undefined && raw.maxLength !== null && raw.maxLength !== '') {
    const n = raw.maxLength;
    if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_TEXTAREA_LIMIT) field.maxLength = n;
    else messages.add(FORM_MESSAGES.badLimit);
  }
  if (type === 'hidden' ? !field.key : field.title === '') messages.add(type === 'hidden' ? FORM_MESSAGES.hiddenKey : FORM_MESSAGES.noLabel);
  if (field.options && field.options.length === 0) messages.add(FORM_MESSAGES.noOptions);
  if (field.options && field.options.length > MAX_FIELD_OPTIONS) messages.add(FORM_MESSAGES.tooManyOptions);
  const long = [field.title, ...(field.options ?? []), field.placeholder, field.currencySymbol, field.key].some((s) => (s ?? '').length > MAX_LABEL_CHARS);
  if (long || [field.description, field.value].some((s) => (s ?? '').length > MAX_FORM_TEXT_CHARS)) messages.add(FORM_MESSAGES.tooLong);
  return field;
}

/** A form's settings as sent, or every message that applies (each once, in fieldset order). */
export function checkFormSettings(input: unknown): { ok: true; settings: FormSettings } | { ok: false; messages: string[] } {
  const all = isObject(input) ? input : {};
  const messages = new Set<string>();
  const build = section(all, 'build');
  const rawFields = Array.isArray(build.fields) ? build.fields : [];
  if (rawFields.length === 0) messages.add(FORM_MESSAGES.noFields);
  if (rawFields.length > MAX_FORM_FIELDS) messages.add(FORM_MESSAGES.tooManyFields);
  const fields = rawFields.slice(0, MAX_FORM_FIELDS).map((f) => readField(f, messages)).filter((f): f is BuilderField => f !== null);
  if (new Set(fields.map((f) => f.id)).size !== fields.length) messages.add(FORM_MESSAGES.badField);
  const formName = text(build.formName).trim();

  // Each submission can be mailed to several people: addresses separated by commas.
  const notifyList = notifyAddresses(text(section(all, 'storage').notifyEmail));
  const notifyEmail = notifyList.join(', ');
  if (notifyList.some((a) => !isValidEmail(a))) messages.add(notifyList.length > 1 ? FORM_MESSAGES.emailsFormat(EMAIL_EXAMPLE) : FORM_MESSAGES.invalidEmail);

  const advanced = section(all, 'advanced');
  const submitButtonText = text(advanced.submitButtonText).trim();
  const submissionText = text(advanced.submissionText).trim();
  const successUrl = text(advanced.successUrl).trim();
  if (successUrl !== '' && !isSiteOrWebAddress(successUrl)) messages.add(FORM_MESSAGES.badSuccessUrl);

  const captcha = section(all, 'captcha');
  const disclaimer = text(section(all, 'disclaimer').text).trim();
  if (formName.length > MAX_LABEL_CHARS || submitButtonText.length > MAX_LABEL_CHARS || submissionText.length > MAX_FORM_TEXT_CHARS || disclaimer.length > MAX_FORM_TEXT_CHARS) messages.add(FORM_MESSAGES.tooLong);

  if (messages.size) return { ok: false, messages: [...messages] };
  return {
    ok: true,
    settings: {
      build: { formName, fields },
      storage: { notifyEmail },
      advanced: { submitButtonText, submissionText, successUrl },
      captcha: { enabled: captcha.enabled !== false },
      disclaimer: { text: disclaimer },
    },
  };
}

/** The form block the site renders and the forms API reads (docs/forms.md), unset texts left out. */
export function formBlockContent(settings: FormSettings, formId: string): Record<string, unknown> {
  const { build, storage, advanced, captcha, disclaimer } = settings;
  const optional: Record<string, string> = {
    formName: build.formName,
    submitButtonText: advanced.submitButtonText,
    submissionText: advanced.submissionText,
    successUrl: advanced.successUrl,
    notifyEmail: storage.notifyEmail,
    disclaimer: disclaimer.text,
  };
  return {
    type: 'form',
    formId,
    fields: build.fields,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== '')),
    ...(captcha.enabled ? {} : { captcha: false }),
  };
}
