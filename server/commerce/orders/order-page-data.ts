/**
 * The context of the order pages: order confirmed (202), order received
 * (207), subscription confirmed (206) and order status (211). `order` is
 * SPEC section 3's order entity (what the Purchase event carries);
 * `orderPage` what the page shows, in the order's language.
 */
import { deliveryNoteOf } from '../../../editor/digital-composer.js';
import { REVIEWABLE, reviewRequestPath } from '../../../site/paths/review-paths.js';
import { contributionTexts, fillText } from '../../../site/render/contribution-texts.js';
import { DateTime } from 'luxon';
import { checkoutTexts, fill } from '../checkout/texts.js';
import { countryOptions } from '../checkout/page-data.js';
import type { ProductInfoIndex } from '../checkout/product-info.js';
import { displayCode } from '../gift-cards/gift-card-repo.js';
import type { AddressRow, FullOrder } from './order-repo.js';
import { orderPagePath, type OrderPage } from '../../../site/paths/checkout-paths.js';
import { money, orderEntity, orderNumber } from './order-view.js';
import { lineDetails } from './line-details.js';
import { deliveryTexts } from './delivery-texts.js';
import { ProductType } from '../../../engine/commerce/model.js';
import type { OrderDownload } from '../downloads/delivery.js';
import type { GrantPolicy } from '../downloads/download-grants.js';

export interface OrderPageOptions {
  page: OrderPage;
  language: string;
  prefix: string;
  token: string;
  products: ProductInfoIndex;
  timeZone: string;
  /** The newest download link of each digital product, and how long and often links work. */
  downloads?: { links: OrderDownload[]; policy: GrantPolicy };
  /** The product of a line in the page's language (its translation: same stock item and SKU), when the store has one. */
  inLanguage?: (itemId: string, stockItemId: string | null, sku: string) => string | undefined;
}

export function orderPageData(full: FullOrder, o: OrderPageOptions): Record<string, unknown> {
  const t = checkoutTexts(o.language);
  const order = full.order;
  const m = (c: number) => money(c, order.currency);
  const title = { confirmed: t.orderConfirmedTitle, received: t.orderReceivedTitle, subscribed: t.subscriptionConfirmedTitle, status: t.orderStatusTitle }[o.page];
  const address = (a: AddressRow | undefined) => {
    if (!a) return null;
    const country = countryOptions(o.language, a.country).find((c) => c.value === a.country)?.label ?? a.country;
    const lines = [`${a.first_name} ${a.last_name}`, a.line1, a.line2, [a.postal_code, a.city, a.region].filter(Boolean).join(' '), country].filter((l) => l.trim() !== '');
    return { lines };
  };
  const sub = full.subscription;
  const date = (iso: string) => DateTime.fromISO(iso).setZone(o.timeZone).setLocale(o.language).toLocaleString(DateTime.DATE_FULL);
  return {
    collection: { id: 'checkout', urlId: 'checkout', typeName: 'checkout', title, fullUrl: `${o.prefix}/checkout` },
    order: orderEntity(full),
    orderPage: {
      text: t,
      page: o.page,
      title,
      number: orderNumber(order.id),
      testMode: order.test_mode === 1,
      paid: order.status === 'paid',
      statusText: order.status === 'paid' ? t.statusPaid : t.statusAwaitingPayment,
      emailText: fill(t.confirmationSent, { email: order.email }),
      statusUrl: orderPagePath('status', o.prefix, order.id, o.token),
      createdText: date(order.created_at),
      lines: full.lines.map((l) => {
        // A line links its product's page in the page's language (a mug added on an English page, bought on the French checkout).
        const stockItemId = (l as { stock_item_id?: string | null }).stock_item_id ?? null;
        const info = o.products.get(o.inLanguage?.(l.item_id, stockItemId, l.sku) ?? l.item_id) ?? o.products.get(l.item_id);
        const details = lineDetails(l, o.language);
        return {
          productName: l.product_name,
          itemId: l.item_id,
          sku: l.sku,
          url: info?.url ?? '',
          imageUrl: info?.imageUrl ?? '',
          variantText: details.variantText,
          answers: details.answers,
          quantity: l.quantity,
          lineTotal: m(l.quantity * l.unit_price_cents),
          // The buyer's way to the review form (page type 209), on each product line but gift cards.
          ...(REVIEWABLE(l.product_type) ? { reviewUrl: reviewRequestPath(o.prefix, l.item_id, order.id, l.id, o.token), reviewLabel: fillText(contributionTexts(o.language).reviewLink, { product: l.product_name }) } : {}),
        };
      }),
      amounts: {
        subtotal: m(order.subtotal_cents),
        discount: m(order.discount_cents),
        hasDiscount: order.discount_cents > 0,
        shipping: m(order.shipping_cents),
        hasShipping: order.shipping_option !== null,
        tax: m(order.tax_cents),
        hasTax: order.tax_cents > 0,
        giftCard: m(order.gift_card_cents),
        hasGiftCard: order.gift_card_cents > 0,
        grandTotal: m(order.grand_total_cents),
      },
      cents: { subtotal: order.subtotal_cents, discount: order.discount_cents, shipping: order.shipping_cents, tax: order.tax_cents, giftCard: order.gift_card_cents, grandTotal: order.grand_total_cents },
      shippingAddress: address(full.addresses.find((a) => a.kind === 'shipping')),
      billingAddress: address(full.addresses.find((a) => a.kind === 'billing')),
      payments: full.payments.map((p) => ({ label: p.method === 'card' ? fill(t.card, { last4: p.last4 }) : `${t.giftCard} ${displayCode(p.provider_ref).slice(-4)}`, amount: m(p.amount_cents) })),
      subscription: sub
        ? {
            item: o.products.get(sub.item_id)?.item ?? null,
            nextBillingText: date(sub.next_billing_at),
            cyclesText: sub.billing_cycles === 0 ? t.indefinite : `${sub.cycles_billed} / ${sub.billing_cycles}`,
          }
        : null,
      downloads: downloadsData(full, o),
      giftCards: full.giftCards.map((g) => ({ code: displayCode(g.code), amount: m(g.initial_cents), sentText: fill(t.giftCardSentTo, { email: g.recipient_email }) })),
    },
  };
}

/** The downloads block of an order page: a link per digital product once paid, else a note. */
function downloadsData(full: FullOrder, o: OrderPageOptions): Record<string, unknown> | null {
  if (!full.lines.some((l) => l.product_type === ProductType.DIGITAL) || !o.downloads) return null;
  const d = deliveryTexts(o.language);
  const { links, policy } = o.downloads;
  return {
    text: d,
    title: d.downloadsTitle,
    links: links.map((l) => ({ url: l.path, label: fill(d.download, { name: l.productName }), note: deliveryNoteOf(o.products.get(l.itemId)?.item) })),
    terms: fill(d.downloadTerms, { hours: String(Math.round(policy.ttlMs / 3_600_000)), count: String(policy.maxDownloads) }),
    pending: links.length === 0 ? d.downloadAwaitingPayment : '',
  };
}
