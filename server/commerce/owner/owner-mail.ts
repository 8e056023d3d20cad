/**
 * The mail of the owner's order actions, written after the action's
 * transaction commits and only by the request that made the change (a
 * replay sends nothing): the fulfilment and refund and cancellation mail
 * to the shopper, and the new-order mail to the owner's recipients
 * (Settings → Commerce preferences, else VITRINE_ORDER_MAIL_TO, else the
 * site owner emails).
 */
import type { Mailer } from '../../mail/mailer.js';
import type { OrderLinks } from '../orders/order-links.js';
import { variantSuffix } from '../orders/order-mail.js';
import { moneyText, orderNumber } from '../orders/order-view.js';
import { orderPagePath } from '../../../site/paths/checkout-paths.js';
import type { FullOrder } from '../orders/order-repo.js';
import { fill, ownerMailTexts } from './owner-mail-texts.js';

export interface OwnerMailDeps {
  mailer: Mailer;
  links: OrderLinks;
  /** The site's public address (config or content). */
  baseUrl(): string;
  languagePrefix(language: string): string;
  /** Who gets the new-order mail, as the owner set it now (store-settings.ts). */
  newOrderRecipients(): Promise<readonly string[]>;
  /** The admin's address of an order (for the new-order mail). */
  adminOrderPath(orderId: string): string;
}

export class OwnerMail {
  constructor(private readonly deps: OwnerMailDeps) {}

  private async statusUrl(full: FullOrder): Promise<string> {
    const o = full.order;
    const token = await this.deps.links.token(o.id);
    return `${this.deps.baseUrl().replace(/\/+$/, '')}${orderPagePath('status', this.deps.languagePrefix(o.language), o.id, token)}`;
  }

  async fulfilled(full: FullOrder, carrier: string, tracking: string): Promise<void> {
    const o = full.order;
    const t = ownerMailTexts(o.language);
    const order = orderNumber(o.id);
    const lines = full.lines.map((l) => `${l.quantity} × ${l.product_name}${variantSuffix(l.attributes, o.language)}`);
    const text = [
      t.fulfilledBody,
      '',
      ...lines,
      '',
      ...(carrier ? [fill(t.carrier, { carrier })] : []),
      ...(tracking ? [fill(t.tracking, { tracking })] : []),
      '',
      fill(t.statusLink, { url: await this.statusUrl(full) }),
    ].join('\n');
    await this.deps.mailer.send({ to: o.email, subject: fill(t.fulfilledSubject, { order }), text, kind: 'order-fulfilled' });
  }

  async refunded(full: FullOrder, amounts: { cardCents: number; giftCardCents: number }, lines: { lineId: string; quantity: number }[]): Promise<void> {
    const o = full.order;
    const t = ownerMailTexts(o.language);
    const order = orderNumber(o.id);
    const m = (c: number) => moneyText(c, o.currency, o.language);
    const named = lines
      .map((r) => ({ r, line: full.lines.find((l) => l.id === r.lineId) }))
      .filter((x) => x.line)
      .map(({ r, line }) => `${r.quantity} × ${line!.product_name}${variantSuffix(line!.attributes, o.language)}`);
    const text = [
      fill(t.refundBody, { amount: m(amounts.cardCents + amounts.giftCardCents), order }),
      ...(amounts.cardCents > 0 ? [t.refundToCard] : []),
      ...(amounts.giftCardCents > 0 ? [fill(t.refundToGiftCard, { amount: m(amounts.giftCardCents) })] : []),
      ...(named.length ? ['', t.refundedLines, ...named] : []),
      '',
      fill(t.statusLink, { url: await this.statusUrl(full) }),
    ].join('\n');
    await this.deps.mailer.send({ to: o.email, subject: fill(t.refundSubject, { order }), text, kind: 'order-refund' });
  }

  async canceled(full: FullOrder, refundedCents: number): Promise<void> {
    const o = full.order;
    const t = ownerMailTexts(o.language);
    const order = orderNumber(o.id);
    const text = [
      fill(t.canceledBody, { order }),
      refundedCents > 0 ? fill(t.canceledRefund, { amount: moneyText(refundedCents, o.currency, o.language) }) : t.canceledNothingCharged,
      // The cards the order sold were voided with it (gift-card-voids.ts); named by their last four, as on the owner's screen.
      ...(full.giftCards.length > 0 ? [fill(t.canceledGiftCards, { codes: full.giftCards.map((g) => `•••• ${g.code.slice(-4)}`).join(', ') })] : []),
      '',
      fill(t.statusLink, { url: await this.statusUrl(full) }),
    ].join('\n');
    await this.deps.mailer.send({ to: o.email, subject: fill(t.canceledSubject, { order }), text, kind: 'order-canceled' });
  }

  /** The owner's new-order mail, one per recipient, in the site's default language. */
  async newOrder(full: FullOrder, language: string): Promise<void> {
    const o = full.order;
    const t = ownerMailTexts(language);
    const order = orderNumber(o.id);
    const total = moneyText(o.grand_total_cents, o.currency, language);
    const lines = full.lines.map((l) => `${l.quantity} × ${l.product_name}${variantSuffix(l.attributes, language)} — ${moneyText(l.quantity * l.unit_price_cents, o.currency, language)}`);
    const url = `${this.deps.baseUrl().replace(/\/+$/, '')}${this.deps.adminOrderPath(o.id)}`;
    const text = [
      `${t.newOrderBody}${o.test_mode ? ` (${t.testOrder})` : ''}`,
      '',
      fill(t.newOrderCustomer, { email: o.email }),
      ...lines,
      fill(t.newOrderTotal, { total }),
      '',
      fill(t.newOrderLink, { url }),
    ].join('\n');
    for (const to of await this.deps.newOrderRecipients()) await this.deps.mailer.send({ to, subject: fill(t.newOrderSubject, { order, total }), text, kind: 'order-new-owner' });
  }
}
