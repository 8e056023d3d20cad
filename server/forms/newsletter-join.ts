/**
 * A newsletter sign-up joins its form's mailing list, besides being stored
 * as a submission: the list is the one the owner saved for the block or
 * the popup (the catalogue's `mailingListOf`, server/forms/newsletter-lists.ts),
 * never one the visitor names; the address is the form's email answer. A
 * form without a list (saved before lists existed) is only stored. The
 * visitor's answer is the same whether the address was on the list or
 * not, so a sign-up tells nobody who subscribes.
 */
import type { Answers, FormDefinition } from '../../engine/forms/fields.js';
import type { MailingLists } from '../mailing-lists/mailing-lists.js';

export async function joinNewsletterList(lists: MailingLists | undefined, listId: string | undefined, form: FormDefinition, answers: Answers): Promise<void> {
  if (!lists || !form.newsletter || !listId) return;
  const field = form.fields.find((f) => f.type === 'email');
  const email = field ? answers[field.id] : undefined;
  if (typeof email === 'string' && email.trim() !== '') await lists.join(listId, email, 'newsletter');
}
