/**
 * The test gateway: a payment provider that moves no money and reaches no
 * network, for the demo store and the tests. It is labelled as such on the
 * checkout page. Its answer depends on the card number only:
 *
 *   4242 4242 4242 4242  authorised and captured (paid)
 *   4000 0000 0000 0077  authorised, capture pending (the order is received, awaiting payment)
 *   4000 0000 0000 0002  declined
 *   4000 0000 0000 0119  processing failure
 *
 * Any other number is declined as unknown. The expiry must be a month not
 * yet past and the CVC three or four digits, as a real provider checks.
 */
import { randomBytes } from 'node:crypto';
import type { AuthorizeRequest, AuthorizeResult, CaptureResult, PaymentProvider } from './provider.js';

export const TEST_CARDS = {
  success: '4242424242424242',
  pending: '4000000000000077',
  declined: '4000000000000002',
  failure: '4000000000000119',
} as const;

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
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return known;
    const result = this.decide(request);
    if (this.byKey.size >= TEST_GATEWAY_MEMORY) this.byKey.delete(this.byKey.keys().next().value as string);
    this.byKey.set(request.idempotencyKey, result);
    return result;
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

  private decide(request: AuthorizeRequest): AuthorizeResult {
    const number = request.card.number.replace(/[\s-]/g, '');
    if (!this.expiryValid(request.card.expiry)) return { status: 'declined', reason: 'expired' };
    if (!/^\d{3,4}$/.test(request.card.cvc.trim())) return { status: 'declined', reason: 'cvc' };
    if (number === TEST_CARDS.failure) return { status: 'failed', reason: 'processing' };
    if (number === TEST_CARDS.declined) return { status: 'declined', reason: 'card-declined' };
    if (number !== TEST_CARDS.success && number !== TEST_CARDS.pending) return { status: 'declined', reason: 'card-unknown' };
    const paymentId = `test_${randomBytes(10).toString('hex')}`;
    this.payments.set(paymentId, { card: number, state: 'authorized' });
    return { status: 'authorized', paymentId, last4: number.slice(-4) };
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
