/**
 * The third rendering shape: the demo store's product pages as the site
 * renderer renders them. The store example's item view
 * (fixtures/themes/store/template/collections/products.item) with the page
 * context the site renderer builds for each product of its shop (variants
 * with options, a sale, a sold-out pot, a digital print, a gift card),
 * captured from a real SiteRenderer render, and a careful hand-written
 * builder of the same HTML.
 *
 * The builder does the work a hand-written site must do for this markup:
 * it escapes as Vitrine must (text with & < >, attributes with the quote
 * too, test first and replace only when needed), builds the platform's
 * price, variant, quantity and add-to-cart markup inline, and percent-
 * encodes the share links. For what a hand-written site would take from a
 * library it calls the same helpers as the engine's formatters: money
 * through engine/commerce/money.ts (`formatMoney`: Intl, half-even) and the
 * product state through engine/commerce/model.ts (sold out, on sale, lowest
 * and highest prices, variant options, whether the quantity input shows).
 * Subscriptions are not built (the store sells none): the builder throws.
 */
import { loadSite } from '../../site/load-site.js';
import { fromRoot } from '../../site/project-root.js';
import { formatMoney, readMoney, type Money } from '../../engine/commerce/money.js';
import {
  hasVariants,
  hasVariedPrices,
  highestPrice,
  isOnSale,
  isSoldOut,
  isSubscribable,
  lowestPrice,
  productType,
  ProductType,
  salePrice,
  showsQuantityInput,
  variantOptions,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '../../engine/commerce/model.js';
import { CONTENT_LIMITS } from '../../engine/limits.js';

/** One product page's render as the site renderer made it. */
export interface ProductPage {
  path: string;
  /** The item view's source. */
  source: string;
  file: string;
  /** The page context, as plain JSON. */
  context: Record<string, unknown>;
  partials: Record<string, string>;
  locale: string;
  now: number;
  /** What the site renderer's engine rendered. */
  html: string;
}

const THEME = fromRoot('fixtures', 'themes', 'store', 'template');
const CONTENT = fromRoot('fixtures', 'themes', 'store', 'content');
/** The shop's products, in the order of its collection. */
export const PRODUCT_PATHS = ['/shop/sencha', '/shop/oolong', '/shop/teapot', '/shop/tea-map', '/shop/gift-card'];
const NOW = Date.UTC(2026, 10, 23);

/** Renders each product page through the site renderer and keeps its item view's render (context copied at render time). */
export async function productPages(): Promise<ProductPage[]> {
  let last: ProductPage | undefined;
  const site = await loadSite(THEME, CONTENT, {
    now: () => NOW,
    onRender(r) {
      if (!r.file.endsWith('collections/products.item')) return;
      last = { path: '', source: r.source, file: r.file, context: JSON.parse(JSON.stringify(r.context)), partials: { ...r.partials }, locale: r.locale, now: r.now, html: r.html };
    },
  });
  return PRODUCT_PATHS.map((path) => {
    last = undefined;
    const page = site.renderer.render(path);
    if (page.status !== 200 || !last) throw new Error(`the store's product page ${path} did not render (status ${page.status})`);
    return { ...(last as ProductPage), path };
  });
}

// ---- the hand-written builder ----

type Json = Record<string, any>;

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const text = (s: string) => (/[&<>]/.test(s) ? s.replace(/[&<>]/g, (c) => ESC[c]!) : s);
const attr = (s: string) => (/[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESC[c]!) : s);
/** A scalar printed as the page prints it (nothing for a missing value). */
const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null || typeof v === 'object' ? '' : String(v));
const truthy = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : v !== null && typeof v === 'object' ? Object.keys(v).length > 0 : Boolean(v));
/** JSON for an attribute: `</` cannot close a script, then attribute escaping. */
const jsonAttr = (v: unknown) => {
  const j = JSON.stringify(v);
  return attr(j.includes('</') ? j.replace(/<\//g, '<\\/') : j);
};

/** Percent-encoding of the UTF-8 bytes, keeping A-Z a-z 0-9 @ * _ + - . / (the platform's url-encode). */
function urlEncode(s: string): string {
  let plain = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 64 && c <= 90) || (c >= 45 && c <= 57) || c === 42 || c === 95 || c === 43)) {
      plain = false;
      break;
    }
  }
  if (plain) return s;
  // encodeURIComponent leaves ! ' ( ) ~ and encodes @ + /: fix those up.
  return encodeURIComponent(s).replace(/%(?:40|2B|2F)|[!'()~]/g, (m) => (m.length === 1 ? `%${m.charCodeAt(0).toString(16).toUpperCase()}` : String.fromCharCode(parseInt(m.slice(1), 16))));
}

const slug = (s: string) => s.replace(/[^a-zA-Z0-9\s-]+/g, '').replace(/\s+/g, '-').toLowerCase();
const SRCSET_WIDTHS = CONTENT_LIMITS.imageWidths.map((w) => `${w}w`);

function itemClasses(item: Json): string {
  let out = 'hentry';
  if (truthy(item.promotedBlockType)) out += ` promoted promoted-block-${slug(str(item.promotedBlockType))}`;
  if (truthy(item.categories)) for (const c of item.categories) out += ` category-${slug(str(c))}`;
  if (truthy(item.tags)) for (const t of item.tags) out += ` tag-${slug(str(t))}`;
  if (truthy(item.author) && truthy(item.author.displayName)) out += ` author-${slug(str(item.author.displayName))}`;
  out += ` post-type-${str(item.recordTypeLabel)}`;
  if (truthy(item.starred)) out += ' featured';
  if (item.recordType === 11) {
    if (isOnSale(item)) out += ' on-sale';
    if (isSoldOut(item)) out += ' sold-out';
  }
  return out;
}

function imageMeta(item: Json): string {
  const url = str(item.assetUrl);
  const fp = item.mediaFocalPoint;
  let out = '';
  if (item.licensedAssetPreview !== null && typeof item.licensedAssetPreview === 'object') out += 'data-licensed-asset-preview="true" ';
  if (item.componentKey !== undefined) out += `data-component-key="${str(item.componentKey)}" `;
  out += `data-src="${url}" data-image="${url}" data-image-dimensions="${str(item.originalSize)}" data-image-focal-point="${fp === undefined ? CONTENT_LIMITS.defaultFocalPoint : `${Number(fp.x)},${Number(fp.y)}`}" `;
  return `${out}alt="${attr(truthy(item.title) ? str(item.title) : '')}" `;
}

function imageSrcset(item: Json): string {
  const url = str(item.assetUrl);
  const variants = str(item.systemDataVariants)
    .split(',')
    .filter((v) => v.endsWith('w'));
  if (variants.length === 0) return '';
  let srcset = variants.map((v) => `${url}?format=${v} ${v}`).join(',');
  const at = SRCSET_WIDTHS.indexOf(variants[variants.length - 1]!);
  if (at !== -1 && at < SRCSET_WIDTHS.length - 1) srcset += `,${url}?format=original ${SRCSET_WIDTHS[at + 1]}`;
  return ` srcset="${srcset}"`;
}

function productStatus(item: Json, ctx: Json, merch: Json | undefined): string {
  const ls = ctx.localizedStrings ?? {};
  if (isSoldOut(item)) return `<div class="product-mark sold-out">${attr(str(merch?.customSoldOutText) || str(ls.productSoldOutText) || 'sold out')}</div>`;
  if (isOnSale(item)) return `<div class="product-mark sale">${truthy(ls.productSaleText) ? str(ls.productSaleText) : 'sale'}</div>`;
  return '';
}

function productPrice(item: Json, ctx: Json, money: (m: Money) => string): string {
  const ls = ctx.localizedStrings ?? {};
  let body = '';
  if (isSubscribable(item)) throw new Error('the builder does not build subscription prices');
  if (productType(item) !== ProductType.UNDEFINED) {
    if (hasVariedPrices(item)) {
      const from = money(lowestPrice(item));
      const pattern = ls.productPriceFromText === undefined ? 'from {fromPrice}' : str(ls.productPriceFromText);
      body = pattern.replace(/\{\s*(fromPrice|price)\s*\}/g, () => from);
    }
    if (body !== '') body += '\n';
    else if (isOnSale(item)) {
      const saleLabel = truthy(ls.salePriceText) ? str(ls.salePriceText) : 'Sale Price:';
      const originalLabel = truthy(ls.originalPriceText) ? str(ls.originalPriceText) : 'Original Price:';
      body = `<span class="visually-hidden v6-visually-hidden">${attr(saleLabel)}</span>${money(salePrice(item))} <span class="visually-hidden v6-visually-hidden">${attr(originalLabel)}</span><span class="original-price">${money(highestPrice(item))}</span>\n`;
    } else body = money(highestPrice(item));
  }
  return `\n\n\n<div class="product-price">\n${body}\n</div>`;
}

function productScarcity(merch: Json | undefined): string {
  if (!merch || !(merch.scarcityEnabled === true || merch.scarcityEnabled === 'true')) return '';
  const pattern = str(merch.scarcityText);
  let out = '';
  for (const v of Array.isArray(merch.scarcityTemplateViews) ? merch.scarcityTemplateViews : []) {
    const message = pattern.replace(/\{\s*qtyInStock\s*\}/g, () => str(v?.qtyInStock));
    out += `\n  <div class="product-scarcity"${truthy(v?.attributes) ? ` data-variant-attributes="${jsonAttr(v.attributes)}" hidden` : ''}>\n    ${attr(message)}\n  </div>\n`;
  }
  return out;
}

function variantsSelect(item: Json, ctx: Json): string {
  const options = variantOptions(item);
  if (options.length === 0) return '';
  const ls = ctx.localizedStrings ?? {};
  const giftCard = productType(item) === ProductType.GIFT_CARD;
  const select = giftCard ? (truthy(ls.giftCardVariantSelectText) ? str(ls.giftCardVariantSelectText) : 'Select Value') : truthy(ls.productVariantSelectText) ? str(ls.productVariantSelectText) : 'Select {variantName}';
  const display = giftCard ? (truthy(ls.giftCardValueDisplayText) ? str(ls.giftCardValueDisplayText) : 'Value') : '{name}';
  const sc = item.structuredContent;
  let out = `\n  \n  \n  \n  \n\n  <div class="product-variants" data-item-id="${str(item.id)}" data-variants="${jsonAttr(sc.variants)}"`;
  if (truthy(sc.isSubscribable)) out += ` data-is-subscribable="true" data-subscription-plan="${jsonAttr(sc.subscriptionPlan)}"`;
  out += ' data-animation-role="content">';
  for (const o of options) {
    const name = attr(o.name);
    const selectText = attr(select.replace(/\{\s*variantName\s*\}/g, () => o.name));
    out += `\n    <div class="variant-option">\n    <div class="variant-option-title">${attr(display.replace(/\{\s*name\s*\}/g, () => o.name))}: </div>\n    <div class="variant-select-wrapper">\n      <select aria-label="${selectText}" data-variant-option-name="${name}">\n        <option value="">${selectText}</option>\n        `;
    const values = o.values.map(attr);
    for (const v of values) out += `<option value="${v}">${v}</option>`;
    out += `\n      </select>\n    </div>\n    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">`;
    for (const v of values) {
      out += `\n      <input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${name}" id="variant-option-${name}-${v}"/>\n      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${name}-${v}">${v}</label>`;
    }
    out += '\n    </div>\n    </div>';
  }
  return `${out}\n  </div>\n`;
}

function quantityInput(item: Json, ctx: Json): string {
  if (!showsQuantityInput(item, ctx.websiteSettings)) return '';
  const ls = ctx.localizedStrings ?? {};
  const label = attr(truthy(ls.productQuantityInputLabel) ? str(ls.productQuantityInputLabel) : 'Quantity');
  return `\n\n\n<div class="product-quantity-input" data-item-id="${str(item.id)}" data-animation-role="content">\n  <div class="quantity-label">${label}:</div>\n  <input aria-label="${label}" size="4" max="${QUANTITY_MAX}" min="${QUANTITY_MIN}" value="${QUANTITY_MIN}" type="number" step="1"></input>\n</div>`;
}

function addToCartButton(item: Json, ctx: Json): string {
  const ls = ctx.localizedStrings ?? {};
  const sc = item.structuredContent ?? {};
  if (truthy(sc.isSubscribable)) throw new Error('the builder does not build subscription buttons');
  const label = attr(truthy(sc.useCustomAddButtonText) && truthy(sc.customAddButtonText) ? str(sc.customAddButtonText) : truthy(ls.productAddToCartText) ? str(ls.productAddToCartText) : 'Add To Cart');
  const form = truthy(sc.additionalFieldsFormId) && truthy(sc.additionalFieldsForm) ? sc.additionalFieldsForm : undefined;
  return `${'\n'.repeat(12)}\n<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${form ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings data-collection-id="${str(item.collectionId)}" data-item-id="${str(item.id)}" data-product-type="${str(sc.productType)}" data-use-custom-label="${str(sc.useCustomAddButtonText)}" data-original-label="${label}" ${form ? `data-form="${jsonAttr(form)}"` : ''}>\n    <div class="sqs-add-to-cart-button-inner">${label}</div>\n  </div>\n</div>`;
}

function shareButtons(item: Json, ctx: Json): string {
  const website = ctx.website ?? {};
  const options = website.shareButtonOptions ?? {};
  const page = urlEncode(str(website.baseUrl)) + urlEncode(str(item.fullUrl));
  const title = urlEncode(str(item.title));
  let out = '<div class="sqs-share-buttons">';
  if (truthy(options.facebook)) out += `<a class="ss-social-button facebook" href="https://www.facebook.com/sharer/sharer.php?u=${page}">Facebook</a>`;
  if (truthy(options.twitter)) out += `<a class="ss-social-button twitter" href="https://twitter.com/intent/tweet?url=${page}&amp;text=${title}">Twitter</a>`;
  if (truthy(options.pinterest)) out += `<a class="ss-social-button pinterest" href="https://www.pinterest.com/pin/create/button/?url=${page}&amp;description=${title}">Pinterest</a>`;
  if (truthy(options.linkedin)) out += `<a class="ss-social-button linkedin" href="https://www.linkedin.com/shareArticle?url=${page}&amp;title=${title}">LinkedIn</a>`;
  return `${out}</div>`;
}

/** The careful hand-written builder of the store's product item view. */
export function productPageHandWritten(ctx: Json, locale: string): string {
  const item = ctx.item;
  if (!truthy(item)) return '\n';
  const ls = ctx.localizedStrings ?? {};
  const cldr = truthy(ctx.featureFlags?.useCLDRMoneyFormat) || truthy(ctx.website?.useCLDRMoneyFormat);
  const money = (m: Money) => formatMoney(m, cldr, locale);
  const merchAll = ctx.productMerchandisingContext;
  const merch = merchAll && typeof merchAll === 'object' ? merchAll[str(item.id)] : undefined;
  const id = str(item.id);
  let o = `\n<article class="product ${itemClasses(item)}" id="item-${id}" data-item-id="${id}">\n  `;
  if (truthy(item.mainImageId) || truthy(item.systemDataId)) o += `<img class="product-image" ${imageMeta(item)} ${imageSrcset(item)}>`;
  o += `\n  <h1 class="product-title">${text(str(item.title))}</h1>\n  <div class="product-status">${productStatus(item, ctx, merch)}</div>\n  <div class="product-price">${productPrice(item, ctx, money)}</div>\n  `;
  if (isOnSale(item)) o += `<p class="product-sale-note">${str(ls.onSale)}</p>`;
  o += '\n  ';
  if (hasVariedPrices(item)) o += `<p class="product-from" data-from-cents="${lowestPrice(item).cents}">${str(ls.from)}</p>`;
  o += `\n  <div class="product-scarcity">${productScarcity(merch)}</div>\n  <div class="product-excerpt">${str(item.excerpt)}</div>\n  `;
  if (isSoldOut(item)) o += `\n  <p class="product-sold-out">${str(ls.soldOut)}</p>\n  `;
  else {
    o += '\n  ';
    if (hasVariants(item)) o += `<div class="product-variants">${variantsSelect(item, ctx)}</div>`;
    o += `\n  <div class="product-quantity">${quantityInput(item, ctx)}</div>\n  <div class="product-add">${addToCartButton(item, ctx)}</div>\n  `;
  }
  o += '\n  <ul class="product-variant-prices">';
  const variants = item.structuredContent?.variants;
  if (Array.isArray(variants)) for (const v of variants) o += `<li class="variant-price" data-sku="${str(v.sku)}">${money(v.priceMoney !== null && typeof v.priceMoney === 'object' ? readMoney(v.priceMoney) : { cents: Number(v.priceMoney) || 0, currency: 'USD' })}</li>`;
  o += `</ul>\n  ${shareButtons(item, ctx)}\n</article>\n\n`;
  return o;
}
