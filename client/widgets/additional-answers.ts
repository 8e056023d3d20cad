/**
 * The answers of a product's additional-fields form as the cart keeps them
 * (the entry's additionalFields JSON string): keyed by field id, each with
 * the field's title and kind, so the cart line and the order can show them
 * after the form changes. Sections and hidden fields are not kept.
 */
import { isAnswered, type Answer, type Answers, type FormField } from '../../engine/forms/fields.js';
import { answerText } from '../../engine/forms/answers.js';
import { partsOf } from '../../engine/forms/rules.js';
import type { FormTexts } from '../../engine/forms/texts.js';

export interface KeptAnswer {
  title: string;
  type: string;
  value: Answer;
}

export type KeptAnswers = Record<string, KeptAnswer>;

export function keepAnswers(fields: readonly FormField[], answers: Answers): KeptAnswers {
  const out: KeptAnswers = {};
  for (const f of fields) {
    if (!isAnswered(f)) continue;
    const a = answers[f.id];
    if (a === undefined) continue;
    out[f.id] = { title: f.title ?? f.id, type: f.type, value: f.type === 'phone' ? partsOf(f, a) : a };
  }
  return out;
}

/** The kept answers of an entry; {} when it has none or they do not read. */
export function readKept(additionalFields: string | null | undefined): KeptAnswers {
  if (!additionalFields) return {};
  try {
    const v = JSON.parse(additionalFields) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const out: KeptAnswers = {};
    for (const [id, k] of Object.entries(v as Record<string, unknown>)) {
      if (k && typeof k === 'object' && 'value' in k) {
        const kept = k as Partial<KeptAnswer>;
        out[id] = { title: String(kept.title ?? id), type: String(kept.type ?? 'text'), value: kept.value as Answer };
      } else if (typeof k === 'string') out[id] = { title: id, type: 'text', value: k };
    }
    return out;
  } catch {
    return {};
  }
}

/** The answers to refill a form with. A phone without country code shows its last 3 parts. */
export function answersOf(kept: KeptAnswers, fields: readonly FormField[]): Answers {
  const out: Answers = {};
  for (const f of fields) {
    const k = kept[f.id];
    if (!k) continue;
    out[f.id] = f.type === 'phone' && !f.showCountryCode && Array.isArray(k.value) && k.value.length === 4 ? k.value.slice(1) : k.value;
  }
  return out;
}

/** Title and answer lines of a cart line ('N/A' for none). */
export function answerLines(kept: KeptAnswers, texts: FormTexts): { id: string; title: string; text: string }[] {
  return Object.entries(kept).map(([id, k]) => ({ id, title: k.title, text: answerText({ type: k.type }, k.value, texts) }));
}
