/**
 * The mail an order sends: the confirmation to the shopper (each line with
 * its variant and form answers, the download links of its digital
 * products), and a gift card to its recipient. Plain text, in the order's
 * language.
 */
import type { MailMessage } from '../../mail/mailer.js';
import type { Selectable } from 'kysely';
import type { GiftCardsTable } from '../../store/index.js';
import { checkoutTexts, fill } from '../checkout/texts.js';
import { displayCode } from '../gift-cards/gift-card-repo.js';
import type { FullOrder } from './order-repo.js';
import { moneyText, orderNumber } from './order-view.js';
import { orderPagePath } from '../../../site/paths/checkout-paths.js';
import { REVIEWABLE, reviewRequestPath } from '../../../site/paths/review-paths.js';
import { contributionTexts } from '../../../site/render/contribution-texts.js';
import { lineDetails } from './line-details.js';
import { deliveryTexts } from './delivery-texts.js';

/** A digital product's download link, for the mail. */
export interface MailDownload {
  productName: string;
  url: string;
}

/** Lines of a line's details in the mail are indented by this. */
const DETAIL_INDENT = '    ';

/** `prefix`: the path prefix of the order's language. */
export function orderMail(full: FullOrder, baseUrl: string, prefix: string, token: string, downloads: readonly MailDownload[] = []): MailMessage {
  const o = full.order;
  const t = checkoutTexts(o.language);
  const d = deliveryTexts(o.language);
  const m = (c: number) => moneyText(c, o.currency, o.language);
  const lines = full.lines.flatMap((l) => {
    const details = lineDetails(l);
    return [
      `${l.quantity} × ${l.product_name} — ${m(l.quantity * l.unit_price_cents)}`,
      ...(details.variantText ? [`${DETAIL_INDENT}${details.variantText}`] : []),
      ...details.answers.map((a) => `${DETAIL_INDENT}${a.title}: ${a.text}`),
    ];
  });
  const downloadLines = downloads.length ? ['', d.mailDownloads, ...downloads.map((x) => `${x.productName}: ${x.url}`)] : [];
  const totals = [
    `${t.subtotal}: ${m(o.subtotal_cents)}`,
    ...(o.discount_cents ? [`${t.discount}: −${m(o.discount_cents)}`] : []),
    ...(o.shipping_option ? [`${t.shipping}: ${m(o.shipping_cents)}`] : []),
    ...(o.tax_cents ? [`${t.tax}: ${m(o.tax_cents)}`] : []),
    ...(o.gift_card_cents ? [`${t.giftCard}: −${m(o.gift_card_cents)}`] : []),
    `${t.total}: ${m(o.grand_total_cents)}`,
  ];
  const url = `${baseUrl.replace(/\/+$/, '')}${orderPagePath('status', prefix, o.id, token)}`;
  // Each product bought (not gift cards) with its review link (page type 209).
  const reviewable = full.lines.filter((l) => REVIEWABLE(l.product_type));
  const reviewLines = reviewable.length ? ['', contributionTexts(o.language).reviewsInvite, ...reviewable.map((l) => `${l.product_name}: ${baseUrl.replace(/\/+$/, '')}${reviewRequestPath(prefix, l.item_id, o.id, l.id, token)}`)] : [];
  const text = [t.mailGreeting, '', `${t.orderNumber} ${orderNumber(o.id)}${o.test_mode ? ` (${t.testOrder})` : ''}`, '', ...lines, '', ...totals, ...downloadLines, '', fill(t.mailStatusLink, { url }), ...reviewLines].join('\n');
  return { to: o.email, subject: fill(t.mailSubject, { order: orderNumber(o.id) }), text, kind: 'order' };
}

/** ' (Colour: Blue, Size: L)' for a line's variant options; '' without any. */
export function variantSuffix(attributes: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(attributes);
  } catch {
    return '';
  }
  if (!parsed || typeof parsed !== 'object') return '';
  const parts = Object.entries(parsed as Record<string, unknown>).map(([k, v]) => `${k}: ${String(v)}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

export function giftCardMail(full: FullOrder, card: Selectable<GiftCardsTable>): MailMessage {
  const o = full.order;
  const t = checkoutTexts(o.language);
  const body = fill(t.giftMailBody, { amount: moneyText(card.initial_cents, card.currency, o.language), code: displayCode(card.code) });
  return { to: card.recipient_email, subject: t.giftMailSubject, text: card.message ? `${body}\n\n${card.message}` : body, kind: 'gift-card' };
}
