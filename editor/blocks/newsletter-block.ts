/**
 * The newsletter sign-up block (SPEC block type 51): a heading, a short
 * description and a form of one required email field, which the forms'
 * catalogue takes sign-ups for like any form of the site (its captcha
 * action NEWSLETTER_BLOCK, SPEC section 5), stored with the site's
 * submissions. The theme renders it with its form block.
 *
 * Its list (`props.list`, a mailing list's id, editor/mailing-lists.ts) is
 * required: a sign-up also joins that list. The list stays in the page's
 * layout, which the server reads (server/forms/form-catalogue.ts): the
 * form the page shows never names it. Saving one without reads the
 * SPEC's 'A List must be selected'; the server also refuses a list the site
 * no longer has (server/editor/pages/block-sources.ts). A block saved before
 * lists existed has none: it still renders and takes sign-ups (stored as
 * submissions, as always) until the owner picks a list and saves its page.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { isReference, propsOf, textProp } from './fields.js';
import { MAX_BLOCK_LABEL_CHARS, MAX_BLOCK_PARAGRAPH_CHARS, MAX_BLOCK_TITLE_CHARS, MAX_THANKS_CHARS } from './limits.js';
import type { ContentBlockRule } from './types.js';

export const NEWSLETTER_CAPTCHA_ACTION = 'NEWSLETTER_BLOCK';
/** The form's one field. */
export const NEWSLETTER_EMAIL_FIELD_ID = 'email';
/** A sign-up form's id: unique on the site, as block ids are. */
export const newsletterFormId = (blockId: string): string => `newsletter-${blockId}`;
/** What a sign-up form says when the owner left a label empty (the editor fills these in the owner's language when the block is added). */
export const NEWSLETTER_FALLBACKS = { label: 'Email Address', button: 'Sign Up' } as const;

export const newsletterBlock: ContentBlockRule = {
  type: 51,
  typeName: 'newsletter',
  error: 'NEWSLETTER_BLOCK_INVALID',
  defaults: () => ({ props: { heading: '', description: '', list: '', label: NEWSLETTER_FALLBACKS.label, button: NEWSLETTER_FALLBACKS.button, thanks: '' } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const heading = textProp(p, 'heading', MAX_BLOCK_TITLE_CHARS, M.headingTooLong, messages);
    const description = textProp(p, 'description', MAX_BLOCK_PARAGRAPH_CHARS, M.descriptionTooLong, messages);
    const label = textProp(p, 'label', MAX_BLOCK_LABEL_CHARS, M.labelTooLong, messages);
    const button = textProp(p, 'button', MAX_BLOCK_LABEL_CHARS, M.labelTooLong, messages);
    const thanks = textProp(p, 'thanks', MAX_THANKS_CHARS, M.thanksTooLong, messages);
    const list = typeof p.list === 'string' ? p.list.trim() : '';
    if (!isReference(list)) messages.push(M.listNeeded);
    return messages.length ? { ok: false, messages } : { ok: true, props: { heading, description, list, label, button, thanks } };
  },
  data(b) {
    const s = (k: string) => String(b.props[k] ?? '');
    return {
      type: 'newsletter',
      heading: s('heading'),
      description: s('description'),
      form: {
        type: 'form',
        formId: newsletterFormId(b.id),
        formName: '',
        newsletter: true,
        captchaAction: NEWSLETTER_CAPTCHA_ACTION,
        fields: [{ id: NEWSLETTER_EMAIL_FIELD_ID, type: 'email', title: s('label') || NEWSLETTER_FALLBACKS.label, required: true }],
        submitButtonText: s('button') || NEWSLETTER_FALLBACKS.button,
        ...(s('thanks') ? { submissionText: s('thanks') } : {}),
      },
    };
  },
};
