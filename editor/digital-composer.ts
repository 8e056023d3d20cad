/**
 * The digital product composer preview (SPEC page type 210): the owner
 * composes a digital product (name, description, price, cover image, its
 * file or the pages it unlocks, and the note its buyers get with it) and
 * sees, before saving or publishing, its product page and its delivery (the
 * order page's downloads and the confirmation mail) as a shopper gets them.
 * The draft travels in the page's query (a plain GET form, and the admin
 * product form's Preview link), so nothing is stored until the owner saves;
 * this module reads and writes that query, bounded by the editor's limits.
 */
import { DELIVERY_NOTE_MAX_LENGTH, DIGITAL_FILE_NAME_MAX_LENGTH, PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_TITLE_MAX_LENGTH } from './limits.js';
import { priceCents } from './price-input.js';

/** The composer's path after the language prefix. */
export const COMPOSER_PATH = 'digital-product-preview';

/** How a composed product reaches its buyer: a file to download (product type 2), or pages it unlocks (paywall, type 5). */
export type ComposerDelivery = 'file' | 'pages';
export const COMPOSER_DELIVERIES: readonly ComposerDelivery[] = ['file', 'pages'];

export interface ComposerDraft {
  /** The product it starts from (its id), if any. */
  item: string;
  name: string;
  description: string;
  /** The price as typed ("9", "9.50"); priceCents reads it. */
  price: string;
  /** The cover image's address, one of the store's product images, or ''. */
  image: string;
  delivery: ComposerDelivery;
  /** The downloadable file's name (delivery 'file'). */
  file: string;
  /** The page (collection id) a paywall product unlocks (delivery 'pages'). */
  unlocks: string;
  /** The buyer's delivery text. */
  note: string;
}

export const EMPTY_DRAFT: ComposerDraft = { item: '', name: '', description: '', price: '', image: '', delivery: 'file', file: '', unlocks: '', note: '' };

const FIELDS = ['item', 'name', 'description', 'price', 'image', 'delivery', 'file', 'unlocks', 'note'] as const;
const MAX: Record<(typeof FIELDS)[number], number> = {
  item: 24,
  name: PRODUCT_TITLE_MAX_LENGTH,
  description: PRODUCT_DESCRIPTION_MAX_LENGTH,
  price: 16,
  image: 300,
  delivery: 8,
  file: DIGITAL_FILE_NAME_MAX_LENGTH,
  unlocks: 24,
  note: DELIVERY_NOTE_MAX_LENGTH,
};

/** A draft from a query over `base` (the product it starts from): each field sent wins, cut to its limit. */
export function draftOf(query: Record<string, string | undefined>, base: ComposerDraft = EMPTY_DRAFT): ComposerDraft {
  const out: ComposerDraft = { ...base };
  for (const f of FIELDS) {
    const v = query[f];
    if (typeof v !== 'string') continue;
    if (f === 'delivery') out.delivery = COMPOSER_DELIVERIES.includes(v as ComposerDelivery) ? (v as ComposerDelivery) : base.delivery;
    else out[f] = v.slice(0, MAX[f]);
  }
  if (!/^[0-9a-f]{24}$/.test(out.item)) out.item = '';
  return out;
}

/** The draft's price in cents, null when it is not a price. */
export const draftCents = (d: ComposerDraft): number | null => priceCents(d.price);

/** The query of a draft (empty fields left out). */
export function draftQuery(d: Partial<ComposerDraft>): string {
  const params = new URLSearchParams();
  for (const f of FIELDS) {
    const v = d[f];
    if (typeof v === 'string' && v !== '') params.set(f, v);
  }
  return params.toString();
}

/** The composer page of a draft, in the site language of `prefix`. */
export const composerPath = (prefix: string, d: Partial<ComposerDraft>): string => {
  const q = draftQuery(d);
  return `${prefix}/${COMPOSER_PATH}${q ? `?${q}` : ''}`;
};

/** The owner API address of a draft's confirmation mail (the composer's mail frame). */
export const composerMailPath = (language: string, prefix: string, d: ComposerDraft): string => {
  const q = draftQuery({ ...d, item: '' });
  return `${COMPOSER_MAIL_PATH}?${q ? `${q}&` : ''}language=${encodeURIComponent(language)}${prefix ? `&prefix=${encodeURIComponent(prefix)}` : ''}`;
};

/** The owner API route of a draft's confirmation mail. */
export const COMPOSER_MAIL_PATH = '/api/commerce/owner/composer-mail';

/** The bounds of each draft field as typed, for the forms and the API's schema. */
export const COMPOSER_FIELD_MAX = MAX;

/** A digital product's delivery note (`structuredContent.deliveryNote`, plain text), '' without one. */
export function deliveryNoteOf(item: unknown): string {
  const sc = (item as { structuredContent?: { deliveryNote?: unknown } } | null | undefined)?.structuredContent;
  return typeof sc?.deliveryNote === 'string' ? sc.deliveryNote : '';
}
