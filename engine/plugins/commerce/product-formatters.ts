/**
 * Product widgets: add-to-cart button, variants select, quantity input,
 * checkout block, quick-view button, status mark, scarcity and restock
 * blocks. The sizeable markup comes from templates/ run by render.ts.
 */
import type { FormatterDef } from '../types.js';
import { asBoolean, asString, getMember, getPath, isObject, isTruthy } from '../../runtime/values.js';
import {
  isOnSale,
  isSoldOut,
  productType,
  ProductType,
  QUANTITY_MAX,
  QUANTITY_MIN,
  showsQuantityInput,
  variantDescriptor,
  variantOptions,
} from '../../commerce/model.js';
import { interpolate } from '../../commerce/message.js';
import { escapeAttr, escapeHtml } from '../util.js';
import { commerceFormatter, localized, localizedOr, lookup } from './shared.js';
import { runTemplate } from './render.js';
import { ADD_TO_CART_BTN } from './templates/add-to-cart-btn.js';
import { QUANTITY_INPUT } from './templates/quantity-input.js';
import { VARIANTS_SELECT } from './templates/variants-select.js';
import { PRODUCT_CHECKOUT } from './templates/product-checkout.js';
import { PRODUCT_SCARCITY } from './templates/product-scarcity.js';
import { PRODUCT_RESTOCK_NOTIFICATION } from './templates/product-restock-notification.js';

/** Default labels (SPEC section 9). */
export const LABELS = {
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quickView: 'Quick View',
  soldOut: 'sold out',
  sale: 'sale',
  quantity: 'Quantity',
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',
  giftCardValue: 'Value',
  optionName: '{name}',
} as const;

const content = (item: unknown) => getMember(item, 'structuredContent');

/** The product's entry of productMerchandisingContext, looked up from the tag's scope. */
function merchandising(item: unknown, ctx: Parameters<FormatterDef['apply']>[2], frame: Parameters<FormatterDef['apply']>[3]): unknown {
  const all = lookup(ctx, frame, 'productMerchandisingContext');
  const id = asString(getMember(item, 'id'));
  return id && isObject(all) ? getMember(all, id) : undefined;
}

export const PRODUCT_FORMATTERS: FormatterDef[] = [
  commerceFormatter({
    name: 'add-to-cart-btn',
    summary: 'the add-to-cart button of a product (custom, subscribe or default label; additional-fields form)',
    maxArgs: 0,
    apply(item, _args, ctx, frame) {
      const c = content(item);
      const useCustom = getMember(c, 'useCustomAddButtonText');
      const custom = getMember(c, 'customAddButtonText');
      const isSubscribable = getMember(c, 'isSubscribable');
      const form = getMember(c, 'additionalFieldsForm');
      const options = getMember(c, 'productSubscriptionOptions');
      const hasOptions = Array.isArray(options) ? options.length > 0 : isObject(options) && Object.keys(options).length > 0;
      let label: string;
      if (isTruthy(useCustom) && isTruthy(custom)) label = asString(custom);
      else if (isTruthy(isSubscribable)) label = localizedOr(ctx, frame, 'productSubscribeText', LABELS.subscribe);
      else label = localizedOr(ctx, frame, 'productAddToCartText', LABELS.addToCart);
      const data = {
        id: getMember(item, 'id'),
        collectionId: getMember(item, 'collectionId'),
        productType: getMember(c, 'productType'),
        useCustom,
        isSubscribable,
        label,
        form: isTruthy(getMember(c, 'additionalFieldsFormId')) && isTruthy(form) ? form : undefined,
        subscriptionOptionId: hasOptions && isTruthy(isSubscribable) ? getPath(options, [0, 'id']) : undefined,
      };
      return runTemplate('add-to-cart-btn', ADD_TO_CART_BTN, data, ctx);
    },
  }),
  commerceFormatter({
    name: 'product-checkout',
    summary: 'variants select, quantity input and add-to-cart button of a product',
    maxArgs: 0,
    apply(item, _args, ctx, frame) {
      // The item in the page's scope: the three formatters look up localizedStrings and websiteSettings.
      return runTemplate('product-checkout', PRODUCT_CHECKOUT, item, ctx, frame);
    },
  }),
  commerceFormatter({
    name: 'product-quick-view',
    summary: 'product-quick-view [GROUP]: the quick-view button; GROUP is a key of the item or of the scope, else literal',
    maxArgs: 1,
    apply(item, args, ctx, frame) {
      let group = args[0] ?? '';
      if (group !== '') {
        const own = getMember(item, group);
        const outer = own === undefined ? lookup(ctx, frame, group) : own;
        if (outer !== undefined) group = asString(outer);
      }
      const text = localized(ctx, frame, 'productQuickViewText') ?? LABELS.quickView;
      const id = escapeAttr(asString(getMember(item, 'id')));
      return `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${id}" data-group="${escapeAttr(group)}">${escapeHtml(text)}</span>`;
    },
  }),
  commerceFormatter({
    name: 'product-status',
    summary: "the 'sold out' or 'sale' mark of a product; nothing otherwise",
    maxArgs: 0,
    apply(item, _args, ctx, frame) {
      if (isSoldOut(item)) {
        const custom = asString(getMember(merchandising(item, ctx, frame), 'customSoldOutText'));
        const text = custom || asString(localized(ctx, frame, 'productSoldOutText')) || LABELS.soldOut;
        return `<div class="product-mark sold-out">${escapeAttr(text)}</div>`;
      }
      if (isOnSale(item)) return `<div class="product-mark sale">${localizedOr(ctx, frame, 'productSaleText', LABELS.sale)}</div>`;
      return undefined;
    },
  }),
  commerceFormatter({
    name: 'quantity-input',
    summary: 'the quantity input, for physical products and services with stock above 1 that are not subscriptions',
    maxArgs: 0,
    apply(item, _args, ctx, frame) {
      if (!showsQuantityInput(item, lookup(ctx, frame, 'websiteSettings'))) return undefined;
      const data = {
        id: getMember(item, 'id'),
        label: localizedOr(ctx, frame, 'productQuantityInputLabel', LABELS.quantity),
        min: QUANTITY_MIN,
        max: QUANTITY_MAX,
      };
      return runTemplate('quantity-input', QUANTITY_INPUT, data, ctx);
    },
  }),
  commerceFormatter({
    name: 'variant-descriptor',
    summary: "a variant's option values joined by ' / '",
    maxArgs: 0,
    apply: (variant) => variantDescriptor(variant),
  }),
  commerceFormatter({
    name: 'variants-select',
    summary: 'the option selects and radio buttons of a product with more than one variant',
    maxArgs: 0,
    apply(item, _args, ctx, frame) {
      const options = variantOptions(item);
      if (options.length === 0) return undefined;
      const giftCard = productType(item) === ProductType.GIFT_CARD;
      // Gift-card variants are named "Value" by the platform, so their texts are translated as a whole.
      const select = giftCard
        ? localizedOr(ctx, frame, 'giftCardVariantSelectText', LABELS.selectValue)
        : localizedOr(ctx, frame, 'productVariantSelectText', LABELS.selectVariant);
      const display = giftCard ? localizedOr(ctx, frame, 'giftCardValueDisplayText', LABELS.giftCardValue) : LABELS.optionName;
      const c = content(item);
      const data = {
        id: getMember(item, 'id'),
        variants: getMember(c, 'variants'),
        subscribable: isTruthy(getMember(c, 'isSubscribable')),
        subscriptionPlan: getMember(c, 'subscriptionPlan'),
        options: options.map((o) => ({
          name: o.name,
          values: o.values,
          title: interpolate(display, { name: o.name }),
          selectText: interpolate(select, { variantName: o.name }),
        })),
      };
      return runTemplate('variants-select', VARIANTS_SELECT, data, ctx);
    },
  }),
  commerceFormatter({
    name: 'product-scarcity',
    summary: "the low-stock messages of a product, when scarcity is enabled in its merchandising context",
    maxArgs: 0,
    apply(item, _args, ctx, frame) {
      const merch = merchandising(item, ctx, frame);
      if (!isObject(merch) || !asBoolean(merch.scarcityEnabled)) return undefined;
      const pattern = asString(merch.scarcityText);
      const views = Array.isArray(merch.scarcityTemplateViews) ? merch.scarcityTemplateViews : [];
      const data = {
        views: views.map((v) => ({
          attributes: getMember(v, 'attributes'),
          text: interpolate(pattern, { qtyInStock: asString(getMember(v, 'qtyInStock')) }),
        })),
      };
      return runTemplate('product-scarcity', PRODUCT_SCARCITY, data, ctx);
    },
  }),
  commerceFormatter({
    name: 'product-restock-notification',
    summary: 'the back-in-stock sign-up forms of a product, one per restock view',
    maxArgs: 0,
    apply(item, _args, ctx, frame) {
      const merch = merchandising(item, ctx, frame);
      const data = {
        productId: getMember(item, 'id'),
        views: getMember(merch, 'restockNotificationViews'),
        messages: getMember(merch, 'restockNotificationMessages'),
        mailingListSignUpEnabled: getMember(merch, 'mailingListSignUpEnabled'),
        mailingListOptInByDefault: getMember(merch, 'mailingListOptInByDefault'),
        captchaSiteKey: lookup(ctx, frame, 'website', 'captchaSettings', 'siteKey'),
      };
      return runTemplate('product-restock-notification', PRODUCT_RESTOCK_NOTIFICATION, data, ctx);
    },
  }),
];
