/**
 * The mail an order sends: the confirmation to the shopper (each line with
 * its variant and form answers, the download links of its digital
 * products), and a gift card to its recipient, in the order's language.
 * The confirmation has an HTML part too, built from the same pieces with
 * every value escaped: the owner previews it on the commerce email preview
 * page (page type 301).
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
import { lineDetails, variantText } from './line-details.js';
import { labelled } from '../../../engine/i18n/label-value.js';
import { deliveryTexts } from './delivery-texts.js';

/** A digital product's download link, for the mail. */
export interface MailDownload {
  productName: string;
  url: string;
  /** The product's delivery note to its buyers ('' or absent: none). */
  note?: string;
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
    const details = lineDetails(l, o.language);
    return [
      `${l.quantity} × ${l.product_name} — ${m(l.quantity * l.unit_price_cents)}`,
      ...(details.variantText ? [`${DETAIL_INDENT}${details.variantText}`] : []),
      ...details.answers.map((a) => `${DETAIL_INDENT}${labelled(a.title, a.text, o.language)}`),
    ];
  });
  const downloadLines = downloads.length ? ['', d.mailDownloads, ...downloads.flatMap((x) => [labelled(x.productName, x.url, o.language), ...(x.note ? [`${DETAIL_INDENT}${x.note}`] : [])])] : [];
  // [label, value] pairs: the text part joins them, the HTML part puts them in two cells.
  const totalPairs: [string, string][] = [
    [t.subtotal, m(o.subtotal_cents)],
    ...(o.discount_cents ? [[t.discount, `−${m(o.discount_cents)}`] as [string, string]] : []),
    ...(o.shipping_option ? [[t.shipping, m(o.shipping_cents)] as [string, string]] : []),
    ...(o.tax_cents ? [[t.tax, m(o.tax_cents)] as [string, string]] : []),
    ...(o.gift_card_cents ? [[t.giftCard, `−${m(o.gift_card_cents)}`] as [string, string]] : []),
    [t.total, m(o.grand_total_cents)],
  ];
  const totals = totalPairs.map(([label, value]) => labelled(label, value, o.language));
  const url = `${baseUrl.replace(/\/+$/, '')}${orderPagePath('status', prefix, o.id, token)}`;
  const heading = `${t.orderNumber} ${orderNumber(o.id)}${o.test_mode ? ` (${t.testOrder})` : ''}`;
  // Each product bought (not gift cards) with its review link (page type 209).
  const reviewable = full.lines.filter((l) => REVIEWABLE(l.product_type));
  const reviewLinks = reviewable.map((l) => ({ name: l.product_name, url: `${baseUrl.replace(/\/+$/, '')}${reviewRequestPath(prefix, l.item_id, o.id, l.id, token)}` }));
  const reviewLines = reviewLinks.length ? ['', contributionTexts(o.language).reviewsInvite, ...reviewLinks.map((r) => labelled(r.name, r.url, o.language))] : [];
  const text = [t.mailGreeting, '', heading, '', ...lines, '', ...totals, ...downloadLines, '', fill(t.mailStatusLink, { url }), ...reviewLines].join('\n');
  const subject = fill(t.mailSubject, { order: orderNumber(o.id) });
  const row = (cells: string[], tag = 'td') => `<tr>${cells.map((c, i) => `<${i === 0 ? 'th scope="row"' : tag}${i === 0 ? ' style="text-align:left;font-weight:normal;padding:4px 12px 4px 0"' : ' style="text-align:right;padding:4px 0"'}>${c}</${i === 0 ? 'th' : tag}>`).join('')}</tr>`;
  const lineRows = full.lines.map((l) => {
    const details = lineDetails(l, o.language);
    const more = [details.variantText, ...details.answers.map((a) => labelled(a.title, a.text, o.language))].filter((x): x is string => !!x);
    return row([`${l.quantity} × ${escapeHtml(l.product_name)}${more.map((x) => `<br><small>${escapeHtml(x)}</small>`).join('')}`, escapeHtml(m(l.quantity * l.unit_price_cents))]);
  });
  const totalRows = totalPairs.map(([label, value]) => row([escapeHtml(label), escapeHtml(value)]));
  const html = [
    `<!doctype html><html lang="${escapeHtml(o.language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:24px">',
    `<p>${escapeHtml(t.mailGreeting)}</p><h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    `<table style="border-collapse:collapse;width:100%;max-width:560px"><tbody>${lineRows.join('')}</tbody><tfoot>${totalRows.join('')}</tfoot></table>`,
    downloads.length ? `<h2 style="font-size:16px">${escapeHtml(d.mailDownloads)}</h2><ul>${downloads.map((x) => `<li><a href="${escapeHtml(x.url)}">${escapeHtml(x.productName)}</a>${x.note ? `<br><span style="white-space:pre-line">${escapeHtml(x.note)}</span>` : ''}</li>`).join('')}</ul>` : '',
    `<p><a href="${escapeHtml(url)}">${escapeHtml(fill(t.mailStatusLink, { url }))}</a></p>`,
    reviewLinks.length ? `<p>${escapeHtml(contributionTexts(o.language).reviewsInvite)}</p><ul>${reviewLinks.map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(r.name)}</a></li>`).join('')}</ul>` : '',
    '</body></html>',
  ].join('');
  return { to: o.email, subject, text, html, kind: 'order' };
}

/** `s` safe as HTML text and as a quoted attribute value. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** ' (Colour: Blue, Size: L)' for a line's variant options, in `language`'s typography; '' without any. */
export function variantSuffix(attributes: string, language?: string): string {
  const text = variantText(attributes, language);
  return text ? ` (${text})` : '';
}

export function giftCardMail(full: FullOrder, card: Selectable<GiftCardsTable>): MailMessage {
  return cardMail(card, full.order.language);
}

/** The recipient's mail of a card, in `language` (an order's, or the site's for a card the owner issued by hand). */
export function cardMail(card: Selectable<GiftCardsTable>, language: string): MailMessage {
  const t = checkoutTexts(language);
  const body = fill(t.giftMailBody, { amount: moneyText(card.initial_cents, card.currency, language), code: displayCode(card.code) });
  return { to: card.recipient_email, subject: t.giftMailSubject, text: card.message ? `${body}\n\n${card.message}` : body, kind: 'gift-card' };
}
