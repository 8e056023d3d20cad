/**
 * POST /api/newsletter/unsubscribe: the newsletter unsubscribe page's
 * plain form (page type 300, site/render/special-pages.ts). The address
 * leaves every mailing list (server/mailing-lists/), and each of its
 * restock sign-ups' opt-ins (isJoinMailingList) is turned off, in one
 * transaction. The answer never says whether the
 * address had any (no one learns who subscribed). A form goes back to the
 * page (`?done=1`, or `?error=invalid` for a malformed address); JSON gets
 * `{ unsubscribed: true }`.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import { crumbIs, crumbMatches } from '../commerce/cookies.js';
import { isValidEmail, normaliseEmail } from '../session/email-rule.js';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../../site/paths/newsletter-paths.js';
import { formsError } from './errors.js';
import { MailingLists } from '../mailing-lists/mailing-lists.js';
import { safePath } from './routes.js';

interface Body {
  email?: string;
  crumb?: string;
  pagePath?: string;
}

export async function newsletterUnsubscribeRoute(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const schema = { body: { type: 'object', properties: { email: { type: 'string', maxLength: 320 }, crumb: { type: 'string', maxLength: 256 }, pagePath: { type: 'string', maxLength: 2048 } }, additionalProperties: false } };
  app.post<{ Body: Body }>(NEWSLETTER_UNSUBSCRIBE_PATH, { schema }, async (request, reply) => {
    const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const b = request.body ?? {};
    // Answered here: the forms' error handler belongs to their own routes' plugin.
    const refuse = (code: 'CRUMB_FAIL' | 'EMAIL_INVALID') => {
      const e = formsError(code);
      return reply.code(e.statusCode).type('application/json; charset=utf-8').send(e.toBody());
    };
    if (form ? !crumbIs(request, b.crumb) : !crumbMatches(request)) return refuse('CRUMB_FAIL');
    const back = safePath(b.pagePath);
    const email = (b.email ?? '').trim();
    if (!isValidEmail(email)) {
      if (form) return reply.redirect(`${back}?error=invalid`, 303);
      return refuse('EMAIL_INVALID');
    }
    await opts.store.change(async (tx) => {
      await tx.updateTable('restock_signups').set({ join_mailing_list: 0 }).where(sql<boolean>`lower(email) = ${normaliseEmail(email)}`).execute();
      await MailingLists.unsubscribeEverywhere(tx, email);
    });
    request.log.info('newsletter unsubscribe');
    return form ? reply.redirect(`${back}?done=1`, 303) : { unsubscribed: true };
  });
}
