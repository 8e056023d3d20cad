/** Product props as templates/blocks/product-props.block renders them, and cart answers. */
import type { ProductProps } from '../../client/product.js';
import { attr } from './helpers.js';

const money = (cents: number) => ({ currency: 'USD', value: (cents / 100).toFixed(2) });

export function variant(id: string, sku: string, attributes: Record<string, string>, stock: number | 'unlimited', cents = 3800, extra: object = {}) {
  return {
    id, sku, price: cents, priceMoney: money(cents), salePrice: 0, salePriceMoney: money(0), onSale: false,
    unlimited: stock === 'unlimited', qtyInStock: stock === 'unlimited' ? 0 : stock, attributes,
    optionValues: Object.entries(attributes).map(([optionName, value]) => ({ optionName, value })),
    ...extra,
  };
}

export function product(over: Partial<ProductProps> = {}): ProductProps {
  return {
    itemId: 'item-1', collectionId: 'shop', title: 'Linen Apron', url: '/shop/linen-apron', productType: 1,
    soldOut: false, onSale: false, hasVariants: false, isSubscribable: false, subscriptionPlan: null,
    fromPriceCents: 3800, currency: 'USD', variantOptionOrdering: [],
    variants: [variant('v1', 'SKU1', {}, 5)], additionalFieldsForm: null,
    ...over,
  };
}

export const apron = () =>
  product({
    hasVariants: true, variantOptionOrdering: ['Color'],
    variants: [
      variant('v1', 'SKU-SAND', { Color: 'Sand' }, 3),
      variant('v2', 'SKU-SLATE', { Color: 'Slate' }, 9, 3800, { mainImage: { assetUrl: '/assets/slate.jpg' } }),
      variant('v3', 'SKU-RUST', { Color: 'Rust' }, 0),
    ],
  });

export const bowls = () =>
  product({
    itemId: 'bowls', title: 'Nesting Bowls', hasVariants: true, variantOptionOrdering: ['Glaze', 'Size'],
    variants: [
      variant('b1', 'B-WS', { Glaze: 'White', Size: 'Small' }, 4),
      variant('b2', 'B-WL', { Glaze: 'White', Size: 'Large' }, 4),
      variant('b3', 'B-BS', { Glaze: 'Blue', Size: 'Small' }, 4),
    ],
  });

export const threeOptions = () =>
  product({
    itemId: 'tee', title: 'Tee', hasVariants: true, variantOptionOrdering: ['Color', 'Size', 'Fit'],
    variants: [
      variant('t1', 'T1', { Color: 'Red', Size: 'S', Fit: 'Slim' }, 4),
      variant('t2', 'T2', { Color: 'Blue', Size: 'M', Fit: 'Loose' }, 4),
    ],
  });

export const giftCard = () =>
  product({
    itemId: 'gift', title: 'Gift Card', productType: 4, hasVariants: true, variantOptionOrdering: ['Value'],
    variants: [variant('g1', 'G25', { Value: '$25' }, 0, 2500), variant('g2', 'G50', { Value: '$50' }, 0, 5000)],
  });

export const subscription = () =>
  product({ itemId: 'coffee', title: 'Weekly Coffee', isSubscribable: true, subscriptionPlan: { billingPeriod: { unit: 'WEEK', value: 1 }, numBillingCycles: 0 } });

export const withForm = () =>
  product({
    itemId: 'napkins', title: 'Monogrammed Napkins',
    additionalFieldsForm: {
      id: 'form-monogram', name: 'Monogram details', submitButtonText: 'Save',
      fields: [
        { id: 'field-initials', type: 'text', title: 'Initials', required: true, maxLength: 3 },
        { id: 'field-thread', type: 'select', title: 'Thread colour', required: true, options: ['Navy', 'Rust'] },
        { id: 'field-note', type: 'textarea', title: 'Anything else?', required: false },
      ],
    },
  });

/** The add-to-cart island with the server's button inside, as the theme renders it. */
export const addButtonHtml = (p: ProductProps, label = 'Add To Cart') =>
  `<div class="product-detail__add" data-widget="add-to-cart" data-props="${attr(p)}"><div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button" role="button" data-original-label="${label}"><div class="sqs-add-to-cart-button-inner">${label}</div></div></div></div>`;

export const productPageHtml = (p: ProductProps, label?: string) => `
<article class="product-detail" data-item-id="${p.itemId}">
  <img class="product-detail__image" src="/assets/main.jpg" srcset="/assets/main.jpg?format=500w 500w">
  ${(p.variants ?? []).length > 1 ? `<div data-widget="variant-select" data-props="${attr(p)}"><select><option>server</option></select></div>` : ''}
  <div data-widget="quantity-input" data-props="${attr({ itemId: p.itemId, min: 1, max: 9999, productType: p.productType, variants: p.variants })}"><input value="1"></div>
  ${addButtonHtml(p, label)}
</article>`;

export const listingHtml = (p: ProductProps) =>
  `<ul class="product-grid"><li><article class="product-card" data-item-id="${p.itemId}">${addButtonHtml(p)}</article></li></ul>`;

export function cart(entries: { id: string; itemId: string; quantity: number; cents: number; title?: string; sku?: string }[]) {
  return {
    id: 'cart-1',
    entries: entries.map((e) => ({
      id: e.id, itemId: e.itemId, title: e.title ?? e.itemId, quantity: e.quantity, purchasePriceCents: e.cents,
      chosenVariant: { sku: e.sku ?? 'SKU1', attributes: {} },
    })),
    totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
    subtotalCents: entries.reduce((n, e) => n + e.quantity * e.cents, 0),
  };
}
