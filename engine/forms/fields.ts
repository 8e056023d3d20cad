/**
 * The form field kinds of SPEC section 3 and the shape of a form as the
 * site content holds it (a form block, or a product's additional-fields
 * form). Shared by the server's checks and the browser islands, so both
 * read a form the same way.
 */

/** The 19 field kinds; `section` is a heading and carries no answer. */
export const FIELD_KINDS = [
  'date', 'name', 'time', 'address', 'checkbox', 'likert', 'radio', 'select', 'phone', 'hidden',
  'text', 'textarea', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'section',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** The parts of a multi-part answer, in the order they are sent (SPEC section 3). */
export const ANSWER_PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const satisfies Partial<Record<FieldKind, readonly string[]>>;

export type MultiPartKind = keyof typeof ANSWER_PARTS;

/** Which configurable properties each kind takes (SPEC section 3); the template schema lists them. */
export const FIELD_PROPERTIES: Readonly<Record<FieldKind, readonly string[]>> = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required', 'maxLength'],
  email: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
};

/**
 * SPEC section 9: a masked password placeholder is used for fields. A
 * password field shows it as its placeholder (the kind takes no
 * configurable one, SPEC section 3), and a password answer is shown as it
 * wherever people read answers (the owner's mail, inbox and export, the
 * cart line), never in clear.
 */
export const MASKED_PASSWORD = '••••••••';

/** Likert answers -2..2 (SPEC section 3). */
export const LIKERT_VALUES = ['-2', '-1', '0', '1', '2'] as const;

export interface FormField {
  id: string;
  type: string;
  title?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** radio, checkbox, select: the choices; likert: the statements rated. */
  options?: string[];
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  /** hidden: the name and the value sent. */
  key?: string;
  value?: string;
  /** textarea: the character limit (a counter shows when positive). */
  maxLength?: number;
}

/**
 * SPEC section 3: a textarea gets maxLength when a form-handler feature is
 * on. The feature is the page context's `featureFlags.formHandler`; with
 * it off, a textarea's maxLength is ignored: no counter, no limit, on the
 * page and on the server alike.
 */
export const FORM_HANDLER_FLAG = 'formHandler';

/** Whether the form-handler feature is on in these feature flags. */
export const formHandlerOn = (featureFlags: unknown): boolean =>
  typeof featureFlags === 'object' && featureFlags !== null && (featureFlags as Record<string, unknown>)[FORM_HANDLER_FLAG] === true;

/** `fields` as the form handler sees them: a textarea keeps its maxLength only while the feature is on. */
export function withFormHandler<F extends FormField>(fields: readonly F[], on: boolean): F[] {
  if (on) return [...fields];
  return fields.map((f) => {
    if (f.maxLength === undefined) return f;
    const { maxLength: _dropped, ...rest } = f;
    return rest as F;
  });
}

export interface FormDefinition {
  /** formId of a form block, or the additionalFieldsFormId of a product. */
  id: string;
  name?: string;
  fields: FormField[];
  submitButtonText?: string;
  /** Success modes, in this order: redirect, post-submit HTML, submission text. */
  successUrl?: string;
  postSubmitHtml?: string;
  submissionText?: string;
  /** Newsletter forms show no 'scroll down/up to review' texts. */
  newsletter?: boolean;
  /** Which captcha action the form's submissions carry. */
  captchaAction?: string;
  /** false: the owner turned captcha off for this form, even on a site with a captcha key. */
  captcha?: false;
  /** Shown above the submit button. */
  disclaimer?: string;
  /** Where each submission is also mailed (the form builder's storage fieldset). */
  notifyEmail?: string;
}

/** One answer as sent: text, the parts of a multi-part field, the choices of a checkbox, or a likert statement -> value map. */
export type Answer = string | string[] | Record<string, string>;
export type Answers = Record<string, Answer>;

export const isFieldKind = (t: string): t is FieldKind => (FIELD_KINDS as readonly string[]).includes(t);
export const isMultiPart = (t: string): t is MultiPartKind => Object.prototype.hasOwnProperty.call(ANSWER_PARTS, t);
/** Fields that take an answer from the visitor (not section, not hidden). */
export const isAnswered = (f: FormField): boolean => f.type !== 'section' && f.type !== 'hidden';
