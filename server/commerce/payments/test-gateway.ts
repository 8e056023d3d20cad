/**
 * The test gateway: a payment provider that moves no money and reaches no
 * network, for the demo store and the tests. It is labelled as such on the
 * checkout page. Its answer depends on the card number only:
 *
 *   4242 4242 4242 4242  authorised and captured (paid)
 *   4000 0000 0000 0077  authorised, capture pending (the order is received, awaiting payment)
 *   4000 0000 0000 0002  declined
 *   4000 0000 0000 0119  processing failure
 *   4000 0000 0000 0341  paid, but its renewals are declined (a subscription's card that later fails)
 *
 * A card kept for renewals becomes `test_pm_<last four>_<random>`: the
 * saved method says which card it was (so any process can charge it) and
 * holds no card number.
 *
 * Refunds need no memory: any process refunds a `test_` payment, and the
 * refund's id is derived from its idempotency key (the same key answers
 * the same refund, in every process). A refund of a payment id the
 * gateway never made, or of no money, fails.
 *
 * Any other number is declined as unknown. The expiry must be a month not
 * yet past and the CVC three or four digits, as a real provider checks.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthorizeRequest, AuthorizeResult, CaptureResult, PaymentProvider, RefundRequest, RefundResult, SavedAuthorizeRequest } from './provider.js';

export const TEST_CARDS = {
  success: '4242424242424242',
  pending: '4000000000000077',
  declined: '4000000000000002',
  failure: '4000000000000119',
  renewalDeclined: '4000000000000341',
} as const;

const SAVED_METHOD = /^test_pm_(\d{4})_[0-9a-f]{16}$/;

/** Authorisations remembered per idempotency key (per process; enough for a test gateway). */
export const TEST_GATEWAY_MEMORY = 10_000;

export type TestDecline = 'card-declined' | 'card-unknown' | 'expired' | 'cvc' | 'processing';

export class TestGateway implements PaymentProvider {
  readonly name = 'test-gateway';
  readonly testMode = true;
  private readonly byKey = new Map<string, AuthorizeResult>();
  private readonly payments = new Map<string, { card: string; state: 'authorized' | 'captured' | 'pending' | 'void' }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    return this.remember(request.idempotencyKey, () => this.decide(request));
  }

  private remember(key: string, decide: () => AuthorizeResult): AuthorizeResult {
    const known = this.byKey.get(key);
    if (known) return known;
    const result = decide();
    if (this.byKey.size >= TEST_GATEWAY_MEMORY) this.byKey.delete(this.byKey.keys().next().value as string);
    this.byKey.set(key, result);
    return result;
  }

  private authorized(card: string, keep: boolean): AuthorizeResult {
    const paymentId = `test_${randomBytes(10).toString('hex')}`;
    this.payments.set(paymentId, { card, state: 'authorized' });
    return { status: 'authorized', paymentId, last4: card.slice(-4), ...(keep ? { savedMethod: `test_pm_${card.slice(-4)}_${randomBytes(8).toString('hex')}` } : {}) };
  }

  async authorizeSaved(request: SavedAuthorizeRequest): Promise<AuthorizeResult> {
    return this.remember(request.idempotencyKey, () => {
      const last4 = SAVED_METHOD.exec(request.savedMethod)?.[1];
      const card = Object.values(TEST_CARDS).find((n) => n.slice(-4) === last4);
      if (!card) return { status: 'declined', reason: 'card-unknown' };
      if (card === TEST_CARDS.renewalDeclined) return { status: 'declined', reason: 'card-declined' };
      return this.authorized(card, false);
    });
  }

  async capture(paymentId: string): Promise<CaptureResult> {
    const p = this.payments.get(paymentId);
    if (!p || p.state === 'void') throw new Error(`test gateway: no authorisation ${paymentId} to capture`);
    if (p.card === TEST_CARDS.pending) {
      p.state = 'pending';
      return { status: 'pending' };
    }
    p.state = 'captured';
    return { status: 'captured' };
  }

  async void(paymentId: string): Promise<void> {
    const p = this.payments.get(paymentId);
    if (p && p.state === 'authorized') p.state = 'void';
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!/^test_[0-9a-f]{20}$/.test(request.paymentId)) return { status: 'failed', reason: 'unknown-payment' };
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return { status: 'failed', reason: 'amount' };
    return { status: 'refunded', refundId: `test_re_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20)}` };
  }

  private decide(request: AuthorizeRequest): AuthorizeResult {
    const number = request.card.number.replace(/[\s-]/g, '');
    if (!this.expiryValid(request.card.expiry)) return { status: 'declined', reason: 'expired' };
    if (!/^\d{3,4}$/.test(request.card.cvc.trim())) return { status: 'declined', reason: 'cvc' };
    if (number === TEST_CARDS.failure) return { status: 'failed', reason: 'processing' };
    if (number === TEST_CARDS.declined) return { status: 'declined', reason: 'card-declined' };
    if (number !== TEST_CARDS.success && number !== TEST_CARDS.pending && number !== TEST_CARDS.renewalDeclined) return { status: 'declined', reason: 'card-unknown' };
    return this.authorized(number, request.keepForRenewals === true);
  }

  private expiryValid(text: string): boolean {
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
    if (!m) return false;
    const month = Number(m[1]);
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (month < 1 || month > 12) return false;
    const now = this.now();
    return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
  }
}
