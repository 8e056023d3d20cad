/**
 * The mail a form's owner gets for each stored submission when the form
 * names an address (the form builder's storage fieldset): one line per
 * answered field, 'Title: answer' ('N/A' for none), through the site's
 * mailer (the outbox by default). The submission is stored first; a mail
 * that fails is logged, never the visitor's failure.
 */
import type { FastifyBaseLogger } from 'fastify';
import { answerText } from '../../engine/forms/answers.js';
import { isAnswered, type Answers, type FormDefinition } from '../../engine/forms/fields.js';
import { FORM_TEXT } from '../../engine/forms/texts.js';
import type { Mailer } from '../mail/mailer.js';
import { notifyAddresses } from '../../editor/form-builder.js';

/** The outbox kind of these mails. */
export const SUBMISSION_MAIL_KIND = 'form-submission';

export function submissionMail(form: FormDefinition, answers: Answers, pagePath: string): { subject: string; text: string } {
  const lines = form.fields.filter(isAnswered).map((f) => `${f.title || f.id}: ${answerText(f, answers[f.id], FORM_TEXT)}`);
  return { subject: `New submission: ${form.name || form.id}`, text: [...lines, '', `Sent from ${pagePath}`].join('\n') };
}

export async function noticeSubmission(mailer: Mailer | undefined, log: FastifyBaseLogger, form: FormDefinition, answers: Answers, pagePath: string): Promise<void> {
  if (!mailer || !form.notifyEmail) return;
  try {
    for (const to of notifyAddresses(form.notifyEmail)) await mailer.send({ to, kind: SUBMISSION_MAIL_KIND, ...submissionMail(form, answers, pagePath) });
  } catch (e) {
    log.error({ err: e, formId: form.id }, 'the submission notice could not be mailed');
  }
}
