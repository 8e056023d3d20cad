/**
 * The donation routes:
 *   POST /api/donations            a gift (JSON from the island; urlencoded without JavaScript: 303 to the thank-you page, or back to the form)
 *   GET  /api/owner/donations      the owner's list, newest first (?cursor=), with the totals
 * A gift is checked (amount within DONATION_MIN_CENTS..DONATION_MAX_CENTS,
 * name, email, the card's fields), authorised through the checkout's
 * payment provider, kept, captured, and its receipt mailed in the donor's
 * language. It is no order: no tax, no shipping, no stock.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crumbIs, crumbMatches, ensureCrumb } from '../commerce/cookies.js';
import type { PaymentProvider } from '../commerce/payments/provider.js';
import { MAX_CURSOR_LENGTH } from '../forms/cursor.js';
import { formRateLimit } from '../forms/form-rate-limit.js';
import { safePath } from '../forms/routes.js';
import type { Mailer } from '../mail/mailer.js';
import { isValidEmail, normaliseEmail } from '../session/email-rule.js';
import type { AccountService } from '../session/account-service.js';
import { cardCvcError, cardExpiryError, cardNumberError } from '../../engine/commerce/card-rules.js';
import { chosenAmount, DONATION_MAX_CENTS, DONATION_MIN_CENTS, DONOR_NAME_MAX_CHARS } from '../../engine/commerce/donation-rules.js';
import { contributionTexts, fillText, type ContributionTexts } from '../../site/render/contribution-texts.js';
import { DONATIONS_PATH, money, type DonationOutcome } from '../../site/render/donate-page.js';
import type { DonationStore, OwnerDonation } from './donation-store.js';
import { ContributionError } from './errors.js';
import { mailTexts } from './mail-texts.js';
import { isFormPost, ownerGuard } from './owner-guard.js';

/**
 * Tries a minute from one address: card testing (many cards tried fast) is
 * the abuse to stop, while a few donors behind one office or school address
 * still get through.
 */
export const DONATION_RATE_LIMIT = { max: 20, windowMs: 60_000 };

export interface DonationRoutesOptions {
  donations: DonationStore;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The store's currency and the site's title, from the content in use. */
  site: () => { currency: string; title: string; timeZone: string };
  /** The path prefix of a language tag ('' for the default, '/fr' for French). */
  prefixOf(languageTag: string): string;
  ownerToken: string | null;
  accounts?: AccountService;
  remember(reply: FastifyReply, request: FastifyRequest, view: Record<string, unknown>): Promise<void>;
}

interface DonationBody {
  amount?: string;
  customAmount?: string;
  name?: string;
  email?: string;
  cardNumber?: string;
  cardExpiry?: string;
  cardCvc?: string;
  crumb?: string;
  pagePath?: string;
  language?: string;
}

const text = (max: number) => ({ type: 'string', maxLength: max });
const donationSchema = {
  body: {
    type: 'object',
    properties: {
      amount: text(16),
      customAmount: text(64),
      name: text(DONOR_NAME_MAX_CHARS * 4),
      email: text(320),
      cardNumber: text(40),
      cardExpiry: text(16),
      cardCvc: text(8),
      crumb: text(256),
      pagePath: text(2048),
      language: text(35),
    },
    additionalProperties: false,
  },
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function languageOf(request: FastifyRequest): string {
  const b = (request.body ?? {}) as { language?: unknown; pagePath?: unknown };
  if (typeof b.language === 'string' && b.language !== '') return b.language;
  return typeof b.pagePath === 'string' && /^\/fr(\/|$)/.test(b.pagePath) ? 'fr-FR' : 'en-US';
}

/** Each field's message; empty when the gift can be paid. */
function fieldErrors(b: DonationBody, t: ContributionTexts, fmt: (cents: number) => string): { errors: Record<string, string>; cents: number } {
  const errors: Record<string, string> = {};
  const limits = { min: fmt(DONATION_MIN_CENTS), max: fmt(DONATION_MAX_CENTS) };
  const amount = chosenAmount(str(b.amount), str(b.customAmount));
  if ('error' in amount) errors.amount = fillText(t.errors[amount.error], limits);
  const name = str(b.name).trim();
  if (name === '') errors.name = t.errors.required;
  else if ([...name].length > DONOR_NAME_MAX_CHARS) errors.name = fillText(t.errors.nameTooLong, { max: String(DONOR_NAME_MAX_CHARS) });
  const email = str(b.email).trim();
  if (email === '') errors.email = t.errors.required;
  else if (!isValidEmail(email)) errors.email = t.errors.emailInvalid;
  const card = { cardNumber: cardNumberError(str(b.cardNumber)), cardExpiry: cardExpiryError(str(b.cardExpiry), new Date()), cardCvc: cardCvcError(str(b.cardCvc)) };
  for (const [field, key] of Object.entries(card)) if (key) errors[field] = (t.errors as Record<string, string>)[key] ?? t.errors.required;
  return { errors, cents: 'cents' in amount ? amount.cents : 0 };
}

export async function donationRoutes(app: FastifyInstance, opts: DonationRoutesOptions): Promise<void> {
  const { donations, provider } = opts;
  const limited = formRateLimit(app, DONATION_RATE_LIMIT);

  app.post<{ Body: DonationBody }>(DONATIONS_PATH, { schema: donationSchema }, async (request, reply) => {
    const b = request.body ?? {};
    const language = languageOf(request);
    const t = contributionTexts(language);
    const site = opts.site();
    const fmt = (cents: number) => money(cents, site.currency, language);
    const prefix = opts.prefixOf(language);
    const back = safePath(b.pagePath ?? `${prefix}/donate`);
    const values = { amount: str(b.amount), customAmount: str(b.customAmount), name: str(b.name).trim(), email: str(b.email).trim() };
    try {
      if (await limited(request, reply)) throw new ContributionError('RATE_LIMITED');
      if (isFormPost(request)) {
        if (!crumbIs(request, b.crumb)) throw new ContributionError('CRUMB_FAIL');
      } else if (!crumbMatches(request)) {
        ensureCrumb(request, reply);
        throw new ContributionError('CRUMB_FAIL');
      }
      const { errors, cents } = fieldErrors(b, t, fmt);
      if (Object.keys(errors).length > 0) throw new ContributionError('FIELDS_INVALID', errors);
      const email = normaliseEmail(values.email);
      const card = { number: str(b.cardNumber).replace(/[\s-]/g, ''), expiry: str(b.cardExpiry), cvc: str(b.cardCvc), name: values.name };
      // The same visitor sending the same gift twice (a double click, a resent form) gives once.
      const key = `donation:${createHash('sha256').update(JSON.stringify([str(b.crumb) || request.headers['x-csrf-token'], cents, site.currency, email, card.number, card.expiry])).digest('base64url')}`;
      const gift = (await donations.byKey(key)) ?? (await take(key, cents, email, card, language));
      request.log.info({ donation: gift.id, amountCents: gift.amountCents }, 'donation received');
      const outcome: DonationOutcome = { succeeded: true, amountText: fmt(gift.amountCents), email: gift.donorEmail, number: gift.number };
      await opts.remember(reply, request, { donation: outcome });
      const thanks = `${prefix}/donate/thank-you`;
      if (!isFormPost(request)) return reply.code(201).send({ status: gift.status, number: gift.number, redirect: thanks });
      return reply.redirect(thanks, 303);
    } catch (e) {
      if (!(e instanceof ContributionError)) throw e;
      request.log.info({ code: e.code }, 'donation refused');
      if (!isFormPost(request)) return reply.code(e.statusCode).send(e.toBody(t));
      const outcome: DonationOutcome = { message: e.text(t), ...(e.fieldErrors ? { errors: e.fieldErrors } : {}), values };
      await opts.remember(reply, request, { donation: outcome });
      return reply.redirect(back, 303);
    }
  });

  /** Authorises, keeps, captures and mails one gift. */
  async function take(key: string, cents: number, email: string, card: { number: string; expiry: string; cvc: string; name: string }, language: string): Promise<OwnerDonation> {
    const site = opts.site();
    const auth = await provider.authorize({ amountCents: cents, currency: site.currency, card, idempotencyKey: key, description: `donation to ${site.title}` });
    if (auth.status === 'declined') throw new ContributionError('CARD_DECLINED');
    if (auth.status === 'failed') throw new ContributionError('PAYMENT_FAILED');
    const kept = await donations.add({
      idempotency_key: key,
      amount_cents: cents,
      currency: site.currency,
      donor_name: card.name,
      donor_email: email,
      language,
      provider: provider.name,
      provider_ref: auth.paymentId,
      last4: auth.last4,
      test_mode: provider.testMode ? 1 : 0,
    });
    if (!kept) {
      // Another request with this key won the race: its gift stands, this authorisation is released.
      await provider.void(auth.paymentId).catch(() => undefined);
      const first = await donations.byKey(key);
      if (!first) throw new Error('a donation key conflicted but its donation is gone');
      return first;
    }
    const captured = await provider.capture(auth.paymentId);
    if (captured.status === 'captured') await donations.markPaid(kept.id);
    const gift = { ...kept, status: captured.status === 'captured' ? ('paid' as const) : ('pending' as const) };
    await opts.mailer.send(receiptMail(gift, site));
    return gift;
  }

  app.get<{ Querystring: { cursor?: string } }>(
    '/api/owner/donations',
    { onRequest: ownerGuard(opts.ownerToken, opts.accounts), schema: { querystring: { type: 'object', properties: { cursor: text(MAX_CURSOR_LENGTH) }, additionalProperties: false } } },
    async (request) => {
      const [page, totals] = await Promise.all([donations.list(request.query.cursor), donations.totals()]);
      return { donations: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor, totals };
    },
  );
}

/** The receipt, in the donor's language. */
export function receiptMail(gift: OwnerDonation, site: { title: string; timeZone: string }): { to: string; subject: string; text: string; kind: string } {
  const m = mailTexts(gift.language);
  const amount = money(gift.amountCents, gift.currency, gift.language);
  const date = new Intl.DateTimeFormat(gift.language, { dateStyle: 'long', timeZone: site.timeZone }).format(new Date(gift.createdOn));
  const lines = [
    fillText(m.receiptGreeting, { name: gift.donorName }),
    '',
    fillText(m.receiptBody, { amount, site: site.title, date }),
    fillText(m.receiptNumber, { number: gift.number }),
    fillText(m.receiptCard, { last4: gift.last4 }),
    m.receiptNoTax,
    ...(gift.testMode ? [m.receiptTest] : []),
  ];
  return { to: gift.donorEmail, subject: fillText(m.receiptSubject, { site: site.title }), text: lines.join('\n'), kind: 'donation-receipt' };
}
