/**
 * Reading a submission as it arrives: the islands send JSON (`form` is the
 * answers as a JSON string or object, keyed by field id); a browser without
 * JavaScript sends the form block's own fields, urlencoded, named
 * `f.<id>`, `f.<id>.<Part>` (multi-part) and `f.<id>.<n>` (likert statement n).
 */
import { ANSWER_PARTS, isAnswered, isMultiPart, type Answer, type Answers, type FormDefinition } from '../../engine/forms/fields.js';
import { formsError } from './errors.js';
import type { PageFields } from './submissions.js';

/** Characters of the `form` JSON text. */
export const MAX_FORM_JSON_LENGTH = 256 * 1024;

function isAnswer(v: unknown): v is Answer {
  if (typeof v === 'string') return true;
  if (Array.isArray(v)) return v.every((s) => typeof s === 'string');
  return typeof v === 'object' && v !== null && Object.values(v).every((s) => typeof s === 'string');
}

/** The `form` of a JSON submission: FIELDS_UNPARSEABLE when it is not an object of answers. */
export function parseFormJson(raw: unknown): Answers {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_FORM_JSON_LENGTH) throw formsError('FIELDS_UNPARSEABLE');
    try {
      value = JSON.parse(raw);
    } catch {
      throw formsError('FIELDS_UNPARSEABLE');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw formsError('FIELDS_UNPARSEABLE');
  const out: Answers = {};
  for (const [k, v] of Object.entries(value)) {
    if (!isAnswer(v)) throw formsError('FIELDS_UNPARSEABLE');
    out[k] = v;
  }
  return out;
}

const one = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');

/** The answers of a urlencoded (no-JavaScript) submission, read by the form's own fields. */
export function answersFromFormBody(form: FormDefinition, body: Record<string, unknown>): Answers {
  const out: Answers = {};
  for (const f of form.fields) {
    if (!isAnswered(f)) continue;
    const name = `f.${f.id}`;
    if (isMultiPart(f.type)) out[f.id] = ANSWER_PARTS[f.type].map((p) => one(body[`${name}.${p}`]));
    else if (f.type === 'checkbox') {
      const v = body[name];
      out[f.id] = Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : typeof v === 'string' ? [v] : [];
    } else if (f.type === 'likert') out[f.id] = Object.fromEntries((f.options ?? []).map((s, i) => [s, one(body[`${name}.${i}`])]));
    else out[f.id] = one(body[name]);
  }
  return out;
}

const PAGE_TEXT_MAX = 2000;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, PAGE_TEXT_MAX) : undefined);

/** The page fields of a submission (SPEC section 3); contentSource only 'i' or 'c'. */
export function pageFieldsOf(body: Record<string, unknown>): PageFields {
  const source = body.contentSource;
  return {
    pageTitle: text(body.pageTitle),
    pageId: text(body.pageId),
    contentSource: source === 'i' || source === 'c' ? source : undefined,
    pagePath: text(body.pagePath),
    pagePermissionTypeValue: text(typeof body.pagePermissionTypeValue === 'number' ? String(body.pagePermissionTypeValue) : body.pagePermissionTypeValue),
  };
}
