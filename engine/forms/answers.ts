/**
 * Answers as people read them: one line of text per field (the cart line,
 * the owner's CSV export), with the likert labels and 'N/A' for no answer
 * (SPEC section 3), and a password answer masked (SPEC section 9).
 */
import { isMultiPart, MASKED_PASSWORD, type Answer, type FormField } from './fields.js';
import { partsOf } from './rules.js';
import type { FormTexts } from './texts.js';

const LIKERT_KEYS = {
  '-2': 'likertStronglyDisagree',
  '-1': 'likertDisagree',
  '0': 'likertNeutral',
  '1': 'likertAgree',
  '2': 'likertStronglyAgree',
} as const;

export function likertLabel(value: string, texts: FormTexts): string {
  const key = LIKERT_KEYS[value as keyof typeof LIKERT_KEYS];
  return key ? texts[key] : value;
}

/** The answer of one field as one line; texts.noAnswer when there is none. */
export function answerText(field: Pick<FormField, 'type'>, answer: Answer | undefined, texts: FormTexts): string {
  let out = '';
  if (typeof answer === 'string') out = answer.trim();
  else if (Array.isArray(answer)) {
    const parts = isMultiPart(field.type) ? partsOf(field as FormField, answer) : answer;
    const sep = field.type === 'date' ? '/' : field.type === 'time' ? ':' : field.type === 'checkbox' || field.type === 'address' ? ', ' : ' ';
    out = parts.map((p) => (typeof p === 'string' ? p.trim() : '')).filter((p) => p !== '').join(sep);
  } else if (answer && typeof answer === 'object') {
    out = Object.entries(answer)
      .filter(([, v]) => v !== '')
      .map(([q, v]) => `${q}: ${likertLabel(v, texts)}`)
      .join('; ');
  }
  if (out === '') return texts.noAnswer;
  return field.type === 'password' ? MASKED_PASSWORD : out;
}
