/**
 * The owner's inbox of form submissions (issue 37): the site's forms with
 * their counts, one form's submissions newest first with their read marks
 * and answers as text, one submission, mark read or unread, delete. The
 * answers are read with the form's current fields (titles as the owner
 * named them); a field since removed is listed under its id.
 */
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import { answerText } from '../../engine/forms/answers.js';
import { FORM_TEXT } from '../../engine/forms/texts.js';
import type { Answers, FormDefinition } from '../../engine/forms/fields.js';
import type { FormCatalogue } from './form-catalogue.js';
import { decodeCursor, encodeCursor, type Page } from './cursor.js';
import { formsError } from './errors.js';

/** Rows per page of the inbox's lists. */
export const INBOX_PAGE_SIZE = 25;

export interface InboxForm {
  formId: string;
  /** The form's name as the owner gave it; '' when it has none (or is no longer on the site). */
  name: string;
  /** Whether the site still has the form (false: only its past submissions remain). */
  onSite: boolean;
  submissions: number;
  unread: number;
  lastSubmittedOn: string | null;
}

export interface InboxAnswer {
  fieldId: string;
  title: string;
  text: string;
}

export interface InboxSubmission {
  id: string;
  formId: string;
  submittedOn: string;
  read: boolean;
  pagePath: string | null;
  pageTitle: string | null;
  answers: InboxAnswer[];
}

interface SubmissionRow {
  id: string;
  form_id: string;
  answers: string;
  page_path: string | null;
  page_title: string | null;
  created_at: string;
  read_at: string | null;
}

/** Each answer in field order, as text; answers of fields the form no longer has after them. */
export function answersAsText(form: FormDefinition | undefined, answers: Answers): InboxAnswer[] {
  const out: InboxAnswer[] = [];
  const seen = new Set<string>();
  for (const f of form?.fields ?? []) {
    if (f.type === 'section') continue;
    const key = f.type === 'hidden' ? f.key || f.id : f.id;
    seen.add(key);
    if (answers[key] === undefined) continue;
    out.push({ fieldId: key, title: f.title || f.key || f.id, text: answerText(f, answers[key], FORM_TEXT) });
  }
  for (const [key, value] of Object.entries(answers)) {
    if (seen.has(key)) continue;
    out.push({ fieldId: key, title: key, text: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  return out;
}

export class InboxService {
  constructor(
    private readonly store: Store,
    private readonly catalogue: FormCatalogue,
    private readonly now: () => number = Date.now,
  ) {}

  /** The site's forms and any form with stored submissions, by id, with their counts. */
  async forms(cursor: string | undefined, limit = INBOX_PAGE_SIZE): Promise<Page<InboxForm>> {
    const after = decodeCursor(cursor)?.[0] ?? null;
    const counts = await this.store.db
      .selectFrom('form_submissions as s')
      .leftJoin('form_submission_reads as r', 'r.submission_id', 's.id')
      .select('s.form_id')
      .select(sql<number>`count(*)`.as('total'))
      .select(sql<number>`sum(case when r.submission_id is null then 1 else 0 end)`.as('unread'))
      .select(sql<string>`max(s.created_at)`.as('last'))
      .groupBy('s.form_id')
      .execute();
    const byId = new Map(counts.map((c) => [c.form_id, c]));
    const ids = [...new Set([...this.catalogue.formIds(), ...byId.keys()])].sort();
    const from = after === null ? 0 : ids.findIndex((id) => id > after);
    const slice = from < 0 ? [] : ids.slice(from, from + limit + 1);
    const items = slice.slice(0, limit).map((formId): InboxForm => {
      const form = this.catalogue.form(formId, true);
      const c = byId.get(formId);
      return { formId, name: form?.name ?? '', onSite: form !== undefined, submissions: Number(c?.total ?? 0), unread: Number(c?.unread ?? 0), lastSubmittedOn: c?.last ?? null };
    });
    const hasNextPage = slice.length > limit;
    const last = items[items.length - 1];
    return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.formId]) : null };
  }

  /** A form the inbox knows: on the site, or with stored submissions; FORM_NOT_CONFIGURED otherwise. */
  async form(formId: string): Promise<{ formId: string; name: string; onSite: boolean }> {
    const form = this.catalogue.form(formId, true);
    if (form) return { formId, name: form.name ?? '', onSite: true };
    const any = await this.store.db.selectFrom('form_submissions').select('id').where('form_id', '=', formId).limit(1).executeTakeFirst();
    if (!any) throw formsError('FORM_NOT_CONFIGURED');
    return { formId, name: '', onSite: false };
  }

  private rows() {
    return this.store.db
      .selectFrom('form_submissions as s')
      .leftJoin('form_submission_reads as r', 'r.submission_id', 's.id')
      .select(['s.id', 's.form_id', 's.answers', 's.page_path', 's.page_title', 's.created_at', 'r.read_at']);
  }

  private toSubmission(row: SubmissionRow): InboxSubmission {
    return {
      id: row.id,
      formId: row.form_id,
      submittedOn: row.created_at,
      read: row.read_at !== null,
      pagePath: row.page_path,
      pageTitle: row.page_title,
      answers: answersAsText(this.catalogue.form(row.form_id, true), JSON.parse(row.answers) as Answers),
    };
  }

  /** One page of a form's submissions, newest first; `unreadOnly` keeps the unread ones. */
  async list(formId: string, cursor: string | undefined, options: { unreadOnly?: boolean; limit?: number } = {}): Promise<Page<InboxSubmission>> {
    const limit = options.limit ?? INBOX_PAGE_SIZE;
    const before = decodeCursor(cursor);
    const rows = await this.rows()
      .where('s.form_id', '=', formId)
      .$if(options.unreadOnly === true, (q) => q.where('r.submission_id', 'is', null))
      .$if(before !== null, (q) =>
        q.where((eb) => eb.or([eb('s.created_at', '<', before![0]!), eb.and([eb('s.created_at', '=', before![0]!), eb('s.id', '<', before![1] ?? '')])])),
      )
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit + 1)
      .execute();
    const items = rows.slice(0, limit).map((r) => this.toSubmission(r));
    const hasNextPage = rows.length > limit;
    const last = items[items.length - 1];
    return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.submittedOn, last.id]) : null };
  }

  async get(formId: string, id: string): Promise<InboxSubmission> {
    const row = await this.rows().where('s.form_id', '=', formId).where('s.id', '=', id).executeTakeFirst();
    if (!row) throw formsError('SUBMISSION_NOT_FOUND');
    return this.toSubmission(row);
  }

  /** Marks a submission read (or unread again); marking twice changes nothing. */
  async markRead(formId: string, id: string, read: boolean): Promise<InboxSubmission> {
    await this.store.change(async (tx) => {
      const found = await tx.selectFrom('form_submissions').select('id').where('form_id', '=', formId).where('id', '=', id).executeTakeFirst();
      if (!found) throw formsError('SUBMISSION_NOT_FOUND');
      if (!read) await tx.deleteFrom('form_submission_reads').where('submission_id', '=', id).execute();
      else {
        await tx
          .insertInto('form_submission_reads')
          .values({ submission_id: id, read_at: new Date(this.now()).toISOString() })
          .onConflict((oc) => oc.column('submission_id').doNothing())
          .execute();
      }
    });
    return this.get(formId, id);
  }

  /** Deletes a submission and its read mark in one transaction. */
  async delete(formId: string, id: string): Promise<void> {
    await this.store.change(async (tx) => {
      const gone = await tx.deleteFrom('form_submissions').where('form_id', '=', formId).where('id', '=', id).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) throw formsError('SUBMISSION_NOT_FOUND');
      await tx.deleteFrom('form_submission_reads').where('submission_id', '=', id).execute();
    });
  }
}
