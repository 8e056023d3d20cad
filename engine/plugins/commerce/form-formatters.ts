/**
 * summary-form-field: one answer of a product's additional-fields form in
 * an order summary, by field type (address, checkbox, date, likert, name,
 * phone, time; any other type shows its value). No answer shows 'N/A'.
 */
import type { FormatterDef } from '../types.js';
import type { RenderContext } from '../../runtime/context.js';
import type { Frame } from '../../runtime/frame.js';
import { asString, getMember, isObject } from '../../runtime/values.js';
import { commerceFormatter, lookup } from './shared.js';
import { escapeAttr } from '../util.js';
import { runTemplate } from './render.js';
import { SUMMARY_ANSWERS, SUMMARY_FORM_FIELD } from './templates/summary-form-field.js';

/** Shown for a field with no answer (SPEC section 3). */
export const NO_ANSWER_TEXT = 'N/A';

/** Likert answers -2..2 and their English texts, each overridable by a localizedStrings key (SPEC section 3). */
export const LIKERT_ANSWERS: ReadonlyArray<readonly [string, string, string]> = [
  ['-2', 'productAnswerMapStronglyDisagree', 'Strongly Disagree'],
  ['-1', 'productAnswerMapDisagree', 'Disagree'],
  ['0', 'productAnswerMapNeutral', 'Neutral'],
  ['1', 'productAnswerMapAgree', 'Agree'],
  ['2', 'productAnswerMapStronglyAgree', 'Strongly Agree'],
];

/** Question-answer pairs of a likert field; an unknown answer reads as neutral. */
function likertAnswers(values: unknown, strings: unknown): { question: string; answer: string }[] {
  const texts = new Map<string, string>();
  for (const [code, key, english] of LIKERT_ANSWERS) {
    const v = getMember(strings, key);
    texts.set(code, typeof v === 'string' ? v : english);
  }
  if (!isObject(values)) return [];
  return Object.entries(values).map(([question, code]) => ({
    question,
    answer: texts.get(asString(code)) || texts.get('0')!,
  }));
}

function answerOf(field: unknown, ctx: RenderContext, frame: Frame): string {
  const type = asString(getMember(field, 'type'));
  const template = Object.prototype.hasOwnProperty.call(SUMMARY_ANSWERS, type) ? SUMMARY_ANSWERS[type] : undefined;
  // The answer is the shopper's text: escaped here, as the templates escape theirs.
  if (template === undefined) return escapeAttr(asString(getMember(field, 'value')));
  const data =
    type === 'likert' ? { answers: likertAnswers(getMember(field, 'values'), lookup(ctx, frame, 'localizedStrings')) } : field;
  return runTemplate(`summary-${type}`, template, data, ctx);
}

export const FORM_FORMATTERS: FormatterDef[] = [
  commerceFormatter({
    name: 'summary-form-field',
    summary: "a form field's title and answer for an order summary ('N/A' when unanswered)",
    maxArgs: 0,
    apply(field, _args, ctx, frame) {
      const noAnswer = asString(lookup(ctx, frame, 'localizedStrings', 'productSummaryFormNoAnswerText')).trim() || NO_ANSWER_TEXT;
      const data = { title: asString(getMember(field, 'rawTitle')), answer: answerOf(field, ctx, frame), noAnswer };
      return runTemplate('summary-form-field', SUMMARY_FORM_FIELD, data, ctx);
    },
  }),
];
