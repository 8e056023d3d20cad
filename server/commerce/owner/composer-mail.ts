/**
 * The composer preview's mail (page type 210): the confirmation mail a
 * buyer of the composed product gets, written by the order mail itself
 * (orders/order-mail.ts) for a paid one-line order of the draft, with its
 * download link and delivery note. Nothing is stored or sent: the draft is
 * the query (editor/digital-composer.ts), the order a stand-in.
 */
import { COMPOSER_FIELD_MAX, draftCents, draftOf } from '../../../editor/digital-composer.js';
import { ProductType } from '../../../engine/commerce/model.js';
import { specialTexts } from '../../../site/render/special-texts.js';
import type { FullOrder } from '../orders/order-repo.js';
import { orderMail } from '../orders/order-mail.js';
import type { PreviewMail } from './confirmation-mail.js';

/** The stand-in order's id and the address it is written to (example.com: a domain that never receives mail). */
const PREVIEW_ORDER_ID = '000000000000000000000210';
const PREVIEW_EMAIL = 'buyer@example.com';
/** Site languages are BCP 47 tags; prefixes a slash and a segment. */
const LANGUAGE = '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$';
const PREFIX = '^(/[a-z0-9-]{1,20})?$';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const composerMailQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text(COMPOSER_FIELD_MAX.name),
    description: text(COMPOSER_FIELD_MAX.description),
    price: text(COMPOSER_FIELD_MAX.price),
    image: text(COMPOSER_FIELD_MAX.image),
    delivery: { type: 'string', enum: ['file', 'pages'] },
    file: text(COMPOSER_FIELD_MAX.file),
    unlocks: text(COMPOSER_FIELD_MAX.unlocks),
    note: text(COMPOSER_FIELD_MAX.note),
    language: { type: 'string', maxLength: 35, pattern: LANGUAGE },
    prefix: { type: 'string', maxLength: 21, pattern: PREFIX },
  },
} as const;

/** The mail of a draft, in the draft's site language. */
export function composerMail(query: Record<string, string>, o: { currency: string; baseUrl: string }): PreviewMail {
  const draft = draftOf(query);
  const language = query.language ?? 'en-US';
  const cents = draftCents(draft) ?? 0;
  const now = new Date().toISOString();
  const name = draft.name.trim() || specialTexts(language).composerUntitled;
  const full = {
    order: {
      id: PREVIEW_ORDER_ID,
      status: 'paid',
      test_mode: 0,
      currency: o.currency,
      email: PREVIEW_EMAIL,
      language,
      subtotal_cents: cents,
      shipping_cents: 0,
      tax_cents: 0,
      discount_cents: 0,
      gift_card_cents: 0,
      grand_total_cents: cents,
      shipping_option: null,
      shipping_name: null,
      created_at: now,
    },
    lines: [
      {
        id: PREVIEW_ORDER_ID,
        order_id: PREVIEW_ORDER_ID,
        position: 0,
        item_id: PREVIEW_ORDER_ID,
        sku: 'PREVIEW',
        product_type: draft.delivery === 'pages' ? ProductType.PAYWALL : ProductType.DIGITAL,
        product_name: name,
        attributes: '{}',
        quantity: 1,
        unit_price_cents: cents,
        additional_fields: null,
      },
    ],
    addresses: [],
    payments: [],
    subscription: undefined,
    giftCards: [],
  } as unknown as FullOrder;
  const base = o.baseUrl.replace(/\/+$/, '');
  // A paid order's download: its link (a grant's, here one that serves nothing) and the product's note.
  const downloads = draft.delivery === 'file' ? [{ productName: name, url: `${base}/api/commerce/downloads/${PREVIEW_ORDER_ID}?token=preview`, note: draft.note.trim() }] : [];
  const mail = orderMail(full, base, query.prefix ?? '', 'preview', downloads);
  return { subject: mail.subject, html: mail.html ?? null, text: mail.text, createdAt: now };
}
