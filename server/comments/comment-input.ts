/**
 * A posted comment's fields, checked the same way for the island's JSON
 * and the plain form: a name and a body always; an email when the
 * visitor is not signed in (a signed-in visitor comments with their
 * account's). Each failure names its field with a code of texts.ts.
 */
import { isValidEmail, normaliseEmail } from '../session/email-rule.js';
import { COMMENT_BODY_MAX_CHARS, COMMENT_NAME_MAX_CHARS } from './limits.js';

export type CommentField = 'name' | 'email' | 'body';
export type FieldProblem = 'REQUIRED' | 'EMAIL_INVALID' | 'NAME_TOO_LONG' | 'BODY_TOO_LONG';

export interface CommentFields {
  name: string;
  email: string;
  body: string;
}

/** Trimmed fields; line ends made \n (a form sends \r\n). */
export function cleanFields(raw: { name?: unknown; email?: unknown; body?: unknown }): CommentFields {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { name: text(raw.name).trim(), email: text(raw.email).trim(), body: text(raw.body).replace(/\r\n?/g, '\n').trim() };
}

/** The problem of each field, none when the comment may be kept. `signedInEmail`: the account's address, which stands for the email field. */
export function fieldProblems(f: CommentFields, signedInEmail: string | null): Partial<Record<CommentField, FieldProblem>> {
  const out: Partial<Record<CommentField, FieldProblem>> = {};
  if (f.name === '') out.name = 'REQUIRED';
  else if ([...f.name].length > COMMENT_NAME_MAX_CHARS) out.name = 'NAME_TOO_LONG';
  if (signedInEmail === null) {
    if (f.email === '') out.email = 'REQUIRED';
    else if (!isValidEmail(f.email)) out.email = 'EMAIL_INVALID';
  }
  if (f.body === '') out.body = 'REQUIRED';
  else if ([...f.body].length > COMMENT_BODY_MAX_CHARS) out.body = 'BODY_TOO_LONG';
  return out;
}

export const emailOf = (f: CommentFields, signedInEmail: string | null): string => signedInEmail ?? normaliseEmail(f.email);
