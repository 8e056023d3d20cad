/**
 * The digital product composer preview (SPEC page type 210), the owner's
 * alone (shoppers get "not found"): a plain GET form composes a digital
 * product (editor/digital-composer.ts), and the page shows it as a shopper
 * gets it: its product page (the theme's own product item view, rendered by
 * the site renderer from the draft item built here), its delivery on the
 * order page (the order pages' own downloads block, or the page a paywall
 * product unlocks) and its confirmation mail (the real order mail, framed
 * from the owner API). Nothing is stored: the draft is the query.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, ItemContent, Json } from '../content/types.js';
import { composerMailPath, COMPOSER_FIELD_MAX, COMPOSER_PATH, draftCents, draftOf, EMPTY_DRAFT, type ComposerDraft } from '../../editor/digital-composer.js';
import { priceText } from '../../editor/price-input.js';
import { paragraphs } from '../tags/html.js';
import { ORDER_DOWNLOADS } from './checkout-pages.js';
import { deliveryTexts } from './delivery-texts.js';
import { specialTexts } from './special-texts.js';

/** Product types the composer makes: digital (a file) and paywall (pages). */
const DIGITAL = 2;
const PAYWALL = 5;
/** The draft item's id when it starts from no product (24 hex digits, as item ids are). */
const DRAFT_ITEM_ID = '000000000000000000000210';
/** Pages offered to unlock, at most. */
const MAX_UNLOCKABLE = 50;

export interface ComposerInput {
  index: SiteIndex;
  defaultIndex: SiteIndex;
  languageTag: string;
  prefix: string;
  query: Record<string, string>;
  currency: string;
  /** How long and how often a download link works (the order page says so). */
  downloadPolicy?: { hours: number; count: number } | undefined;
}

const field = (id: string, key: keyof ComposerDraft, label: string, extra = '') =>
  `<p class="vitrine-composer__field"><label for="composer-${id}">{text.${label}|html}</label><input id="composer-${id}" name="${key}" value="{draft.${key}|htmlattr}" maxlength="${COMPOSER_FIELD_MAX[key]}"${extra}></p>`;

export const COMPOSER_TEMPLATE = `<h1>{title|html}</h1><p>{intro|html}</p>
<form class="vitrine-composer__form" method="get" action="{action|htmlattr}" aria-labelledby="composer-form-title"><h2 id="composer-form-title">{text.composerForm|html}</h2>
{.if draft.item}<input type="hidden" name="item" value="{draft.item|htmlattr}">{.end}
${field('name', 'name', 'composerName')}
<p class="vitrine-composer__field"><label for="composer-description">{text.composerDescription|html}</label><textarea id="composer-description" name="description" rows="4" maxlength="${COMPOSER_FIELD_MAX.description}">{draft.description|html}</textarea></p>
<p class="vitrine-composer__field"><label for="composer-price">{text.composerPrice|html}</label><span class="vitrine-comment-form__hint" id="composer-price-hint">{text.composerPriceHint|html}</span><input id="composer-price" name="price" inputmode="decimal" value="{draft.price|htmlattr}" maxlength="${COMPOSER_FIELD_MAX.price}" aria-describedby="composer-price-hint{.if priceError} composer-price-error{.end}"{.if priceError} aria-invalid="true"{.end}>{.if priceError}<span class="vitrine-comment-form__error" id="composer-price-error">{priceError|html}</span>{.end}</p>
<p class="vitrine-composer__field"><label for="composer-image">{text.composerImage|html}</label><select id="composer-image" name="image"><option value="">{text.composerNoImage|html}</option>{.repeated section images}<option value="{url|htmlattr}"{.if selected} selected{.end}>{label|html}</option>{.end}</select></p>
<fieldset class="vitrine-composer__field"><legend>{text.composerDelivery|html}</legend>{.repeated section deliveries}<label class="vitrine-composer__choice"><input type="radio" name="delivery" value="{value|htmlattr}"{.if checked} checked{.end}> {label|html}</label>{.end}</fieldset>
${field('file', 'file', 'composerFile')}
{.if pages}<p class="vitrine-composer__field"><label for="composer-unlocks">{text.composerUnlocks|html}</label><select id="composer-unlocks" name="unlocks">{.repeated section pages}<option value="{id|htmlattr}"{.if selected} selected{.end}>{title|html}</option>{.end}</select></p>{.end}
<p class="vitrine-composer__field"><label for="composer-note">{text.composerNote|html}</label><span class="vitrine-comment-form__hint" id="composer-note-hint">{text.composerNoteHint|html}</span><textarea id="composer-note" name="note" rows="3" maxlength="${COMPOSER_FIELD_MAX.note}" aria-describedby="composer-note-hint">{draft.note|html}</textarea></p>
<p><button type="submit" class="button">{text.composerSubmit|html}</button></p></form>
<section class="vitrine-composer__preview vitrine-composer__preview--page" aria-labelledby="composer-page-title" data-product-type="{productType}"><h2 id="composer-page-title">{text.composerPagePreview|html}</h2><div class="vitrine-composer__page">{productHtml}</div></section>
<section class="vitrine-composer__preview vitrine-composer__preview--delivery" aria-labelledby="composer-delivery-title"><h2 id="composer-delivery-title">{text.composerDeliveryPreview|html}</h2>
${ORDER_DOWNLOADS}{.section unlocked}<div class="vitrine-order-line"><a class="vitrine-order-line__unlocks sqs-button-element--primary" href="{fullUrl|htmlattr}">{title|html}</a></div>{.end}</section>
<section class="vitrine-composer__preview vitrine-composer__preview--mail" aria-labelledby="composer-mail-title"><h2 id="composer-mail-title">{text.composerMailPreview|html}</h2><iframe class="vitrine-special__mail-frame" src="{mailUrl|htmlattr}" title="{text.composerMailFrame|htmlattr}" sandbox="" referrerpolicy="no-referrer" loading="lazy"></iframe></section>`;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const stores = (index: SiteIndex) => index.content.collections.filter((c) => c.typeName === 'products');

/** A digital or paywall product by id (or the id it translates), in this language, else in the default one. */
function startingProduct(i: ComposerInput, id: string): { collection: CollectionContent; item: ItemContent } | null {
  if (!id) return null;
  for (const index of [i.index, i.defaultIndex]) {
    for (const c of index.content.collections) {
      const item = (c.items ?? []).find((x) => (x.id === id || x.translationOf === id) && [DIGITAL, PAYWALL].includes(obj(x.structuredContent).productType as number));
      if (item) return { collection: c, item };
    }
  }
  return null;
}

/** The pages a paywall product can unlock: the site's pages other than stores, folders and the home page's own links. */
function unlockable(index: SiteIndex): CollectionContent[] {
  return index.content.collections.filter((c) => c.typeName !== 'products' && c.folder !== true && typeof c.title === 'string' && c.title !== '').slice(0, MAX_UNLOCKABLE);
}

/** The draft a product starts: its texts, price, image, file, unlocked page and note. */
function draftOfProduct(index: SiteIndex, found: { item: ItemContent } | null): ComposerDraft {
  if (!found) return EMPTY_DRAFT;
  const { item } = found;
  const sc = obj(item.structuredContent);
  const variant = obj((sc.variants as Json[] | undefined)?.[0]);
  const paywall = sc.productType === PAYWALL;
  return {
    ...EMPTY_DRAFT,
    item: str(item.translationOf) || str(item.id),
    name: str(item.title),
    description: str(item.body).replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p[^>]*>/gi, '\n\n').replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').trim(),
    price: typeof variant.price === 'number' ? priceText(variant.price) : '',
    image: str(item.assetUrl),
    delivery: paywall ? 'pages' : 'file',
    file: str(obj(sc.digitalFile).fileName),
    // A paywall product's pages name it (paywallProductIds); the first it unlocks.
    unlocks: paywall ? (index.content.collections.find((c) => (c as Json).paywall === true && ((c as Json).paywallProductIds as unknown[] | undefined)?.includes(item.translationOf ?? item.id))?.id ?? '') : '',
    note: str(sc.deliveryNote),
  };
}

/** An image address the composer shows: a path on this site (never another origin, never a script URL). */
const SAFE_IMAGE = /^\/[\w./%-]{1,299}$/;

/** The draft as the store item the theme's product view renders, in the store it belongs to. */
function draftItem(i: ComposerInput, d: ComposerDraft, base: { collection: CollectionContent; item: ItemContent } | null, untitled: string): { collection: CollectionContent; item: ItemContent } | null {
  const collection = base?.collection ?? stores(i.index)[0] ?? stores(i.defaultIndex)[0];
  if (!collection) return null;
  const cents = draftCents(d) ?? 0;
  const money = { currency: i.currency, value: priceText(cents) };
  const zero = { currency: i.currency, value: priceText(0) };
  const sc = obj(base?.item.structuredContent);
  const baseVariant = obj((sc.variants as Json[] | undefined)?.[0]);
  const title = d.name.trim() || untitled;
  const description = paragraphs(d.description);
  const item: Json = {
    ...(base?.item ?? {}),
    id: base?.item.id ?? DRAFT_ITEM_ID,
    collectionId: collection.id,
    recordType: 11,
    urlId: base?.item.urlId ?? 'preview',
    title,
    excerpt: description,
    body: description,
    structuredContent: {
      ...sc,
      productType: d.delivery === 'pages' ? PAYWALL : DIGITAL,
      variants: [{ ...baseVariant, id: str(baseVariant.id) || `${DRAFT_ITEM_ID}-v1`, sku: str(baseVariant.sku) || 'PREVIEW', price: cents, priceMoney: money, salePrice: 0, salePriceMoney: zero, onSale: false, unlimited: true, qtyInStock: 0, stock: { unlimited: true, quantity: 0 }, attributes: {}, optionValues: [] }],
      variantOptionOrdering: [],
      priceMoney: money,
      salePriceMoney: zero,
      onSale: false,
      ...(d.note.trim() ? { deliveryNote: d.note.trim() } : {}),
    },
  };
  for (const k of ['assetUrl', 'contentType', 'originalSize', 'mediaFocalPoint', 'systemDataVariants', 'systemDataId', 'mainImageId', 'mainImage', 'items']) delete item[k];
  if (SAFE_IMAGE.test(d.image)) {
    const own = base?.item.assetUrl === d.image ? base.item : null;
    Object.assign(item, own ? { assetUrl: own.assetUrl, contentType: own.contentType, originalSize: own.originalSize, mediaFocalPoint: own.mediaFocalPoint, systemDataVariants: own.systemDataVariants, mainImage: own.mainImage } : { assetUrl: d.image, mainImage: { assetUrl: d.image, altText: title, title } });
  }
  return { collection, item: item as unknown as ItemContent };
}

export interface ComposerPage {
  /** The page's `special` data. */
  data: Json;
  /** The draft as a store item, for the renderer to render with the theme's product view (into `data.productHtml`). */
  product: { collection: CollectionContent; item: ItemContent } | null;
}

export function composerPage(i: ComposerInput): ComposerPage {
  const t = specialTexts(i.languageTag);
  const base = startingProduct(i, i.query.item ?? '');
  const draft = draftOf(i.query, draftOfProduct(i.index, base));
  // A product id that names no digital or paywall product starts from nothing.
  if (!base) draft.item = '';
  const priceError = draft.price !== '' && draftCents(draft) === null ? t.composerPriceInvalid : '';
  const product = draftItem(i, draft, base, t.composerUntitled);
  const pages = unlockable(i.index);
  const unlockedPage = draft.delivery === 'pages' ? (pages.find((p) => p.id === draft.unlocks) ?? pages[0]) : undefined;
  if (unlockedPage) draft.unlocks = unlockedPage.id;
  const images = [...new Set([draft.image, ...stores(i.index).flatMap((c) => (c.items ?? []).map((x) => str(x.assetUrl)))].filter((u) => SAFE_IMAGE.test(u)))];
  const d = deliveryTexts(i.languageTag);
  const name = draft.name.trim() || t.composerUntitled;
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);
  return {
    product,
    data: {
      title: t.composerTitle,
      intro: t.composerIntro,
      text: t,
      action: `${i.prefix}/${COMPOSER_PATH}`,
      draft,
      priceError,
      productType: draft.delivery === 'pages' ? PAYWALL : DIGITAL,
      images: images.map((url) => ({ url, label: decodeURIComponent(url.split('/').pop() ?? url), selected: url === draft.image })),
      deliveries: [
        { value: 'file', label: t.composerDeliveryFile, checked: draft.delivery === 'file' },
        { value: 'pages', label: t.composerDeliveryPages, checked: draft.delivery === 'pages' },
      ],
      pages: pages.map((p) => ({ id: p.id, title: p.title ?? p.urlId, selected: p === unlockedPage })),
      productHtml: '',
      // What the order page shows once paid: the download with its note, or the page it unlocks.
      downloads:
        draft.delivery === 'file'
          ? {
              text: d,
              title: d.downloadsTitle,
              // No file is served from a preview: the button shows without a link.
              links: [{ url: '', label: fill(d.download, { name }), note: draft.note.trim() }],
              terms: i.downloadPolicy ? fill(d.downloadTerms, { hours: String(i.downloadPolicy.hours), count: String(i.downloadPolicy.count) }) : '',
              pending: '',
            }
          : null,
      unlocked: unlockedPage ? { title: unlockedPage.title ?? unlockedPage.urlId, fullUrl: i.index.fullUrl(unlockedPage) } : null,
      mailUrl: composerMailPath(i.languageTag, i.prefix, draft),
    },
  };
}
