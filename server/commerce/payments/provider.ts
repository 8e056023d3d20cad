/**
 * The payment-provider interface: what checkout asks of whoever moves the
 * money. A real provider (Stripe, Adyen...) implements it with its own API
 * calls; Vitrine ships only the test gateway (test-gateway.ts), which
 * reaches no network.
 *
 * Checkout authorises before it places the order and captures after the
 * order's transaction has committed, so a failed placement (stock gone, a
 * retried request that finds the order already placed) voids the
 * authorisation and no money moves twice. `idempotencyKey` lets a provider
 * answer a repeated authorisation with the first one's result.
 *
 * Subscriptions ask the first authorisation to keep the card
 * (`keepForRenewals`); the provider answers with a reference to the saved
 * method (never card data), which the renewal job later charges with
 * `authorizeSaved` and the same capture.
 *
 * The owner refunds a captured payment, in full or in part, with `refund`
 * (commerce/owner/refunds.ts): the same idempotency key gives the same
 * refund, so a retried or doubled request moves the money once.
 */

/** Card details as the shopper typed them; a real provider would get a token from its own widget instead. */
export interface CardInput {
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  name: string;
}

export interface AuthorizeRequest {
  amountCents: number;
  currency: string;
  card: CardInput;
  /** Same key, same answer: a double click authorises once. */
  idempotencyKey: string;
  /** For the provider's dashboard. */
  description: string;
  /** Keep the card for later charges without the shopper (a subscription's renewals): the result then carries `savedMethod`. */
  keepForRenewals?: boolean;
}

/** A charge without the shopper, on a method an earlier authorisation saved (a subscription renewal). */
export interface SavedAuthorizeRequest {
  amountCents: number;
  currency: string;
  /** What `savedMethod` said. */
  savedMethod: string;
  idempotencyKey: string;
  description: string;
}

/**
 * 'authorized': the money is reserved, capture takes it;
 * 'declined': the card was refused (the shopper may try another);
 * 'failed': the provider could not process the payment (try again later).
 */
export type AuthorizeResult =
  | { status: 'authorized'; paymentId: string; last4: string; savedMethod?: string }
  | { status: 'declined'; reason: string }
  | { status: 'failed'; reason: string };

/** 'captured': paid; 'pending': the provider will settle later (the order waits as 'awaiting payment'). */
export type CaptureResult = { status: 'captured' } | { status: 'pending' };

export interface RefundRequest {
  /** The captured payment's id (what `authorize` answered). */
  paymentId: string;
  amountCents: number;
  currency: string;
  /** Same key, same refund. */
  idempotencyKey: string;
}

/** 'refunded': the money goes back to the card; 'failed': the provider refused (nothing moved). */
export type RefundResult = { status: 'refunded'; refundId: string } | { status: 'failed'; reason: string };

export interface PaymentProvider {
  /** Stable name stored with each payment. */
  readonly name: string;
  /** True for a provider that moves no real money: orders are marked testMode. */
  readonly testMode: boolean;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Authorises on a saved method (a Stripe off-session payment intent on the saved payment method, say). */
  authorizeSaved(request: SavedAuthorizeRequest): Promise<AuthorizeResult>;
  capture(paymentId: string): Promise<CaptureResult>;
  /** Releases an authorisation that no order will capture. */
  void(paymentId: string): Promise<void>;
  /** Gives back part or all of a captured payment. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
