/**
 * Every visitor-facing text of forms, restock sign-up and captcha, word for
 * word from SPEC sections 2, 3, 5 and 8 where it gives one (the others are
 * Vitrine's, marked). Sites translate them through the theme's strings
 * (`formTexts` in strings/template-LOCALE.json); `formTexts(overrides)`
 * merges a translation over the English.
 */
export const FORM_TEXT = {
  // SPEC section 5.
  required: 'Required',
  characterLimit: 'You have exceeded the character limit.',
  emailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
  emailExample: 'user@domain.com',
  invalidForm: 'One or more fields is invalid, please check your entries.',
  // SPEC section 4.
  submitting: 'Submitting…',
  saving: 'Saving…',
  // SPEC section 8, form submission.
  status401: 'Unable to submit form. Please try again later.',
  status404: 'This form has not been configured yet.',
  status429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  status500: 'Unable to send form. Please try again later.',
  unknownError: 'Unknown error, please try again later.',
  processingError: 'Error processing form submission. Please reload and try again.',
  completeCaptcha: 'Complete CAPTCHA before submitting.',
  captchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
  noKey: 'Could not get a form submission key, please try again later.',
  parseError: 'Could not parse the form fields, please check your entries.',
  scrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  scrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  // SPEC section 8, cart and form opening.
  updateFormFailed: 'Unable to update form',
  openFormFailed: 'Unable to open form',
  tryAgain: 'Please try again.',
  checkConnection: 'Please check your internet connection.',
  // SPEC section 3: likert answers and no answer.
  likertStronglyDisagree: 'Strongly Disagree',
  likertDisagree: 'Disagree',
  likertNeutral: 'Neutral',
  likertAgree: 'Agree',
  likertStronglyAgree: 'Strongly Agree',
  noAnswer: 'N/A',
  // SPEC sections 2 and 5, restock.
  signedUp: 'Signed up!',
  emailBlank: 'Email cannot be blank',
  emailIsInvalid: 'Email is invalid',
  // Vitrine's texts: labels of parts and controls the SPEC leaves unnamed.
  submit: 'Submit',
  close: 'Close',
  edit: 'Edit',
  selectValue: 'Select Value',
  partLine1: 'Address 1',
  partLine2: 'Address 2',
  partCity: 'City',
  partState: 'State',
  partZip: 'Zip Code',
  partCountry: 'Country',
  partMonth: 'MM',
  partDay: 'DD',
  partYear: 'YYYY',
  partFirst: 'First Name',
  partLast: 'Last Name',
  partAreacode: '###',
  partPrefix: '###',
  partLine: '####',
  partHour: 'Hour',
  partMinute: 'Minute',
  partSecond: 'Second',
  partAmpm: 'AM/PM',
  am: 'AM',
  pm: 'PM',
  notANumber: 'Enter a number.',
  notAnOption: 'Choose one of the options.',
  captchaLabel: 'I am not a robot',
  captchaBadge: 'Protected by CAPTCHA',
  // The honeypot's label (honeypot.ts): hidden from people and screen readers, read by bots.
  honeypotLabel: 'Leave this field empty',
  variantInStock: 'This item is in stock.',
  unknownVariant: 'Sorry, that item variant is unavailable.',
  thanks: 'Thank you!',
  foreignOrigin: 'Forms of this site can only be sent from its own pages.',
  invalidRequest: 'Invalid request.',
  restockVariant: 'Variant',
  // SPEC section 8 (an expired crumb).
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
} as const;

export type FormTextKey = keyof typeof FORM_TEXT;
export type FormTexts = Record<FormTextKey, string>;

/** The English texts with a site's translations (non-empty strings of known keys) over them. */
export function formTexts(overrides?: unknown): FormTexts {
  const out: FormTexts = { ...FORM_TEXT };
  if (overrides && typeof overrides === 'object') {
    for (const [k, v] of Object.entries(overrides as Record<string, unknown>)) {
      if (Object.prototype.hasOwnProperty.call(FORM_TEXT, k) && typeof v === 'string' && v !== '') out[k as FormTextKey] = v;
    }
  }
  return out;
}

/** A text with its `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? values[name]! : m));
}
