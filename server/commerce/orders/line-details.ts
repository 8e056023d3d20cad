/**
 * What an order line says besides its product: the variant chosen
 * ("Size: M, Colour: Natural") and the product form's answers, as the
 * cart entry kept them (each with its field's title, so they read the same
 * after the form changes). For the order mail and the order pages.
 */
import type { Answer } from '../../../engine/forms/fields.js';
import { answerText } from '../../../engine/forms/answers.js';
import { formTexts } from '../../../engine/forms/texts.js';
import { labelled } from '../../../engine/i18n/label-value.js';

export interface LineAnswer {
  title: string;
  text: string;
}

export interface LineDetails {
  /** '' for a product without variant options. */
  variantText: string;
  answers: LineAnswer[];
}

/** `language`: the order's, for the typography of "Size: M" ("Taille : M" in French). */
export function lineDetails(line: { attributes: string; additional_fields?: string | null }, language?: string): LineDetails {
  return { variantText: variantText(line.attributes, language), answers: lineAnswers(line.additional_fields ?? null) };
}

/** "Size: M, Colour: Natural" from a line's kept attributes; '' without any. */
export function variantText(attributes: string, language?: string): string {
  try {
    const attrs = JSON.parse(attributes) as unknown;
    if (!attrs || typeof attrs !== 'object' || Array.isArray(attrs)) return '';
    return Object.entries(attrs as Record<string, unknown>)
      .map(([k, v]) => labelled(k, String(v), language))
      .join(', ');
  } catch {
    return '';
  }
}

function lineAnswers(raw: string | null): LineAnswer[] {
  if (!raw) return [];
  let kept: unknown;
  try {
    kept = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return [];
  const texts = formTexts();
  const out: LineAnswer[] = [];
  for (const [id, k] of Object.entries(kept as Record<string, unknown>)) {
    if (typeof k === 'string') out.push({ title: id, text: k.trim() || texts.noAnswer });
    else if (k && typeof k === 'object' && 'value' in k) {
      const a = k as { title?: unknown; type?: unknown; value: unknown };
      out.push({ title: typeof a.title === 'string' && a.title ? a.title : id, text: answerText({ type: (typeof a.type === 'string' ? a.type : 'text') as never }, a.value as Answer, texts) });
    }
  }
  return out;
}
