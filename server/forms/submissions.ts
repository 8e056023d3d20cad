/**
 * Submission keys and stored submissions. A key is made by
 * FormSubmissionKey and good for one submission until it expires; the
 * submission is checked, then stored and its key spent in one transaction,
 * so a refused or failed submission stores nothing and a key is never spent
 * twice.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Store } from '../store/index.js';
import { checkAnswers, partsOf } from '../../engine/forms/rules.js';
import { FORM_TEXT, type FormTexts } from '../../engine/forms/texts.js';
import { answerText } from '../../engine/forms/answers.js';
import { isAnswered, isMultiPart, type Answers, type FormDefinition } from '../../engine/forms/fields.js';
import { formsError } from './errors.js';
import { decodeCursor, encodeCursor, type Page } from './cursor.js';

/** Submissions per page of the owner's listing. */
export const SUBMISSIONS_PAGE_SIZE = 50;
/** Rows of one CSV export. */
export const CSV_MAX_ROWS = 100_000;

export interface PageFields {
  pageTitle?: string | undefined;
  pageId?: string | undefined;
  contentSource?: 'i' | 'c' | undefined;
  pagePath?: string | undefined;
  pagePermissionTypeValue?: string | undefined;
}

export interface StoredSubmission extends PageFields {
  id: string;
  formId: string;
  answers: Answers;
  createdAt: string;
}

export class SubmissionService {
  constructor(
    private readonly store: Store,
    private readonly keyTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh single-use key; expired keys are swept on the way. */
  async newKey(): Promise<string> {
    const key = randomBytes(18).toString('base64url');
    const at = this.now();
    await this.store.change(async (tx) => {
      await tx.deleteFrom('form_keys').where('expires_at', '<', new Date(at).toISOString()).execute();
      await tx.insertInto('form_keys').values({ key, created_at: new Date(at).toISOString(), expires_at: new Date(at + this.keyTtlMs).toISOString() }).execute();
    });
    return key;
  }

  /** The answers of the fields that take one, as the server keeps them; throws FIELDS_INVALID with the per-field messages. */
  check(form: FormDefinition, answers: Answers, texts: FormTexts = FORM_TEXT): Answers {
    const errors = checkAnswers(form.fields, answers, texts, true);
    if (Object.keys(errors).length) throw formsError('FIELDS_INVALID', errors);
    const kept: Answers = {};
    for (const f of form.fields) {
      if (f.type === 'hidden') kept[f.key || f.id] = f.value ?? '';
      else if (isAnswered(f) && answers[f.id] !== undefined) kept[f.id] = isMultiPart(f.type) ? partsOf(f, answers[f.id]) : answers[f.id]!;
    }
    return kept;
  }

  /** Throws KEY_INVALID unless `key` is known and unexpired (save spends it; checked first so a forged key counts toward no quota). */
  async checkKey(key: string): Promise<void> {
    const found = await this.store.db.selectFrom('form_keys').select('key').where('key', '=', key).where('expires_at', '>=', new Date(this.now()).toISOString()).executeTakeFirst();
    if (!found) throw formsError('KEY_INVALID');
  }

  /** Spends the key and stores the submission in one transaction (KEY_INVALID when the key is unknown, spent or expired). */
  async save(form: FormDefinition, key: string | null, answers: Answers, page: PageFields): Promise<string> {
    const kept = this.check(form, answers);
    const id = randomUUID();
    const at = new Date(this.now()).toISOString();
    await this.store.change(async (tx) => {
      if (key !== null) {
        const spent = await tx.deleteFrom('form_keys').where('key', '=', key).where('expires_at', '>=', at).executeTakeFirst();
        if (Number(spent.numDeletedRows) !== 1) throw formsError('KEY_INVALID');
      }
      await tx
        .insertInto('form_submissions')
        .values({
          id,
          form_id: form.id,
          answers: JSON.stringify(kept),
          page_title: page.pageTitle ?? null,
          page_id: page.pageId ?? null,
          content_source: page.contentSource ?? null,
          page_path: page.pagePath ?? null,
          page_permission_type_value: page.pagePermissionTypeValue ?? null,
          created_at: at,
        })
        .execute();
    });
    return id;
  }

  /** One page of a form's submissions, oldest first. */
  async list(formId: string, cursor: string | undefined, limit = SUBMISSIONS_PAGE_SIZE): Promise<Page<StoredSubmission>> {
    const after = decodeCursor(cursor);
    const rows = await this.store.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('form_id', '=', formId)
      .$if(after !== null, (q) =>
        q.where((eb) => eb.or([eb('created_at', '>', after![0]!), eb.and([eb('created_at', '=', after![0]!), eb('id', '>', after![1]!)])])),
      )
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit + 1)
      .execute();
    const items = rows.slice(0, limit).map((r): StoredSubmission => ({
      id: r.id,
      formId: r.form_id,
      answers: JSON.parse(r.answers) as Answers,
      createdAt: r.created_at,
      ...(r.page_title !== null ? { pageTitle: r.page_title } : {}),
      ...(r.page_id !== null ? { pageId: r.page_id } : {}),
      ...(r.content_source === 'i' || r.content_source === 'c' ? { contentSource: r.content_source } : {}),
      ...(r.page_path !== null ? { pagePath: r.page_path } : {}),
      ...(r.page_permission_type_value !== null ? { pagePermissionTypeValue: r.page_permission_type_value } : {}),
    }));
    const last = items[items.length - 1];
    const hasNextPage = rows.length > limit;
    return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.createdAt, last.id]) : null };
  }

  /** Every submission of a form as CSV: submitted at, page path, then one column per answered field (its title). */
  async csv(form: FormDefinition): Promise<string> {
    const fields = form.fields.filter((f) => f.type !== 'section');
    const header = ['Submitted', 'Page', ...fields.map((f) => f.title || f.key || f.id)];
    const lines = [header.map(csvCell).join(',')];
    let cursor: string | undefined;
    let count = 0;
    do {
      const page = await this.list(form.id, cursor, 500);
      for (const s of page.items) {
        const cells = [s.createdAt, s.pagePath ?? '', ...fields.map((f) => answerText(f, s.answers[f.type === 'hidden' ? f.key || f.id : f.id], FORM_TEXT))];
        lines.push(cells.map(csvCell).join(','));
        count++;
      }
      cursor = page.nextPageCursor ?? undefined;
    } while (cursor && count < CSV_MAX_ROWS);
    return lines.join('\r\n') + '\r\n';
  }
}

/** RFC 4180 quoting; cells starting like a formula are prefixed so spreadsheets show them as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
