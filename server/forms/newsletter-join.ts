/**
 * A newsletter sign-up joins its block's mailing list (the form's
 * mailingListId, editor/blocks/newsletter-block.ts), besides being stored
 * as a submission: the address is the form's email answer. A form without
 * a list (a block saved before lists existed) is only stored.
 */
import type { Answers, FormDefinition } from '../../engine/forms/fields.js';
import type { MailingLists } from '../mailing-lists/mailing-lists.js';

export async function joinNewsletterList(lists: MailingLists | undefined, form: FormDefinition, answers: Answers): Promise<void> {
  if (!lists || !form.newsletter || !form.mailingListId) return;
  const field = form.fields.find((f) => f.type === 'email');
  const email = field ? answers[field.id] : undefined;
  if (typeof email === 'string' && email.trim() !== '') await lists.join(form.mailingListId, email, 'newsletter');
}
