/**
 * Forms without JavaScript (post, redirect, get): the submission's outcome
 * is kept server-side under a random token named by a short cookie, the
 * browser is sent back to the page, and the page's form block shows it
 * once (`formPost` in the page context): the answers and each field's
 * message after a refusal, or the success state.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../store/index.js';
import { ANSWER_PARTS, isMultiPart, type Answers, type FormDefinition } from '../../engine/forms/fields.js';
import type { FormTexts } from '../../engine/forms/texts.js';

export const FORM_RESULT_COOKIE = 'vitrine_form_result';
/** How long an outcome waits for its page (the redirect follows at once). */
export const FORM_RESULT_TTL_MS = 5 * 60_000;

export interface Outcome {
  errors?: Record<string, string>;
  /** The overall failure message (SPEC section 8). */
  message?: string;
  succeeded?: boolean;
}

/** The form block's view of a posted form: its definition, each field with its answer and message, and the outcome. */
export function postedView(form: FormDefinition, answers: Answers, outcome: Outcome, texts: FormTexts): Record<string, unknown> {
  const errors = outcome.errors ?? {};
  const fields = form.fields.map((f) => {
    const a = answers[f.id];
    const view: Record<string, unknown> = { ...f };
    if (errors[f.id]) view.error = errors[f.id];
    if (typeof a === 'string') view.answer = a;
    if (isMultiPart(f.type) && Array.isArray(a)) view.parts = Object.fromEntries(ANSWER_PARTS[f.type].map((p, i) => [p, a[i] ?? '']));
    if (f.type === 'checkbox' || f.type === 'radio' || f.type === 'select') {
      const chosen = Array.isArray(a) ? a : typeof a === 'string' ? [a] : [];
      view.choices = (f.options ?? []).map((o) => ({ value: o, checked: chosen.includes(o) }));
    }
    if (f.type === 'likert') {
      const rated = a && typeof a === 'object' && !Array.isArray(a) ? a : {};
      view.statements = (f.options ?? []).map((s, i) => ({ text: s, index: i, value: rated[s] ?? '' }));
    }
    return view;
  });
  return {
    ...form,
    formId: form.id,
    formName: form.name,
    fields,
    posted: true,
    succeeded: outcome.succeeded === true,
    submissionText: form.submissionText ?? texts.thanks,
    ...(outcome.message ? { message: outcome.message } : {}),
    ...(outcome.message && !form.newsletter ? { scrollDown: texts.scrollDown, scrollUp: texts.scrollUp } : {}),
  };
}

export class PageStates {
  constructor(private readonly store: Store) {}

  async remember(reply: FastifyReply, request: FastifyRequest, view: Record<string, unknown>): Promise<void> {
    const token = randomBytes(18).toString('base64url');
    const now = Date.now();
    await this.store.change(async (tx) => {
      await tx.deleteFrom('form_results').where('expires_at', '<', new Date(now).toISOString()).execute();
      await tx.insertInto('form_results').values({ token, state: JSON.stringify(view), expires_at: new Date(now + FORM_RESULT_TTL_MS).toISOString() }).execute();
    });
    reply.setCookie(FORM_RESULT_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: FORM_RESULT_TTL_MS / 1000, secure: request.protocol === 'https' });
  }

  /** The outcome waiting for this request's page, read once (its cookie is cleared). */
  async take(request: FastifyRequest, reply: FastifyReply): Promise<Record<string, unknown> | undefined> {
    const token = request.cookies?.[FORM_RESULT_COOKIE];
    if (!token) return undefined;
    reply.clearCookie(FORM_RESULT_COOKIE, { path: '/' });
    const row = await this.store.change(async (tx) => {
      const found = await tx.selectFrom('form_results').select(['state', 'expires_at']).where('token', '=', token).executeTakeFirst();
      if (found) await tx.deleteFrom('form_results').where('token', '=', token).execute();
      return found;
    });
    if (!row || row.expires_at < new Date().toISOString()) return undefined;
    return JSON.parse(row.state) as Record<string, unknown>;
  }
}
