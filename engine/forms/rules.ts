/**
 * The checks of SPEC section 5 for additional-fields and generic forms, run
 * by the islands before sending and by the server on what arrives. An empty
 * optional field is valid; a required empty one reads 'Required' (checkbox:
 * no choice; likert: never checked); the textarea limit; the email rule.
 */
import { ANSWER_PARTS, isAnswered, isMultiPart, type Answer, type Answers, type FormField } from './fields.js';
import { fill, type FormTexts } from './texts.js';

/** The shared email rule: 3 to 256 characters, local part, at sign, domain, a 2 to 4 letter top level (SPEC sections 5 and 9). */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export function isValidEmail(text: string): boolean {
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** Characters of any one answer the server keeps (a textarea's own limit may be lower). */
export const MAX_ANSWER_LENGTH = 10_000;

/** A textarea's limit when it has one: only a positive number counts (SPEC section 5). */
export function maxLengthOf(field: FormField): number | undefined {
  const n = field.maxLength;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined;
}

/** The parts of a multi-part answer; a phone with 3 parts gets a blank country prepended (SPEC section 5). */
export function partsOf(field: FormField, answer: Answer | undefined): string[] {
  const list = Array.isArray(answer) ? answer.map((v) => (typeof v === 'string' ? v : '')) : [];
  if (field.type === 'phone' && list.length === 3) list.unshift('');
  return list;
}

function isEmpty(field: FormField, answer: Answer | undefined): boolean {
  if (answer === undefined) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  if (Array.isArray(answer)) return (isMultiPart(field.type) ? partsOf(field, answer) : answer).every((v) => typeof v !== 'string' || v.trim() === '');
  return Object.values(answer).every((v) => typeof v !== 'string' || v === '');
}

const NUMBER_TEXT = /^\s*-?(\d+([.,]\d+)?|[.,]\d+)\s*$/;

/** The message for one field's answer, or null when it is valid. */
export function checkAnswer(field: FormField, answer: Answer | undefined, texts: FormTexts): string | null {
  if (!isAnswered(field)) return null;
  if (isEmpty(field, answer)) return field.required && field.type !== 'likert' ? texts.required : null;
  const text = typeof answer === 'string' ? answer : '';
  switch (field.type) {
    case 'email':
      return isValidEmail(text.trim()) ? null : fill(texts.emailInvalid, { email: texts.emailExample });
    case 'textarea': {
      const max = maxLengthOf(field);
      return max !== undefined && text.length > max ? texts.characterLimit : null;
    }
    case 'number':
    case 'currency':
      return NUMBER_TEXT.test(text) ? null : texts.notANumber;
    default:
      return null;
  }
}

/**
 * The server's stricter reading of one answer: its shape must fit the kind
 * and its choices must be the field's options. Null when it fits.
 */
export function checkShape(field: FormField, answer: Answer | undefined, texts: FormTexts): string | null {
  if (answer === undefined || !isAnswered(field)) return null;
  const options = field.options ?? [];
  const tooLong = (s: string) => s.length > MAX_ANSWER_LENGTH;
  if (isMultiPart(field.type)) {
    if (!Array.isArray(answer)) return texts.parseError;
    const parts = partsOf(field, answer);
    if (parts.length !== ANSWER_PARTS[field.type].length || answer.some((v) => typeof v !== 'string')) return texts.parseError;
    return parts.some(tooLong) ? texts.characterLimit : null;
  }
  if (field.type === 'checkbox') {
    if (!Array.isArray(answer) || answer.some((v) => typeof v !== 'string')) return texts.parseError;
    return answer.every((v) => options.includes(v as string)) ? null : texts.notAnOption;
  }
  if (field.type === 'likert') {
    if (typeof answer !== 'object' || Array.isArray(answer)) return texts.parseError;
    for (const [statement, v] of Object.entries(answer)) {
      if (!options.includes(statement) || typeof v !== 'string') return texts.parseError;
      if (v !== '' && !['-2', '-1', '0', '1', '2'].includes(v)) return texts.notAnOption;
    }
    return null;
  }
  if (typeof answer !== 'string') return texts.parseError;
  if (tooLong(answer)) return texts.characterLimit;
  if ((field.type === 'radio' || field.type === 'select') && answer !== '' && !options.includes(answer)) return texts.notAnOption;
  return null;
}

/** Messages by field id for every field whose answer fails; empty when the whole form is valid. */
export function checkAnswers(fields: readonly FormField[], answers: Answers, texts: FormTexts, strict = false): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const a = Object.prototype.hasOwnProperty.call(answers, f.id) ? answers[f.id] : undefined;
    const message = (strict ? checkShape(f, a, texts) : null) ?? checkAnswer(f, a, texts);
    if (message) errors[f.id] = message;
  }
  return errors;
}
