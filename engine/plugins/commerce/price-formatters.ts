/**
 * Price formatters: the raw lowest, highest and sale prices in cents, and
 * the price blocks of a product (product-price) and of its subscription
 * pricing options (subscription-price).
 */
import type { FormatterDef } from '../types.js';
import type { RenderContext } from '../../runtime/context.js';
import type { Frame } from '../../runtime/frame.js';
import { getMember, getPath, isTruthy } from '../../runtime/values.js';
import {
  hasVariedPrices,
  highestPrice,
  isOnSale,
  isSubscribable,
  lowestPrice,
  lowestVariantPricingOptions,
  pricingOptionPrice,
  productType,
  ProductType,
  salePrice,
} from '../../commerce/model.js';
import { subscriptionCaption, UNAVAILABLE_CAPTION } from '../../commerce/subscription.js';
import { readMoney, type CurrencyOptions, type Money } from '../../commerce/money.js';
import { interpolate } from '../../commerce/message.js';
import { commerceFormatter, localized, localizedOr, moneyText, parseCurrencyArgs, useCldrMoney, validateCurrencyArgs } from './shared.js';
import { runTemplate } from './render.js';
import { PRODUCT_PRICE } from './templates/product-price.js';

/** English default of the varied-prices caption (localizedStrings.productPriceFromText). */
export const FROM_PRICE_TEXT = 'from {fromPrice}';
/** A plain price caption. */
const PRICE_TEXT = '{price}';

interface PriceBlock {
  cssClass: string;
  salePriceLabel?: string;
  originalPriceLabel?: string;
  fromText?: string;
  saleText?: string;
  normalText?: string;
}

/** The block's data for the template: the screen-reader labels are looked up only when the sale caption shows. */
function priceData(block: PriceBlock, ctx: RenderContext, frame: Frame): PriceBlock {
  if (!block.fromText && block.saleText) {
    block.salePriceLabel = localizedOr(ctx, frame, 'salePriceText', 'Sale Price:');
    block.originalPriceLabel = localizedOr(ctx, frame, 'originalPriceText', 'Original Price:');
  }
  return block;
}

function moneyPrinter(args: readonly string[], ctx: RenderContext, frame: Frame): (m: Money) => string {
  const cldr = useCldrMoney(ctx, frame);
  const options: CurrencyOptions = parseCurrencyArgs(args).options;
  return (m) => moneyText(ctx, m, cldr, options);
}

/** Captions of a one-time purchase: 'from' for varied prices, sale and original, or the price. */
function oneTimeCaptions(item: unknown, block: PriceBlock, money: (m: Money) => string, ctx: RenderContext, frame: Frame): void {
  if (hasVariedPrices(item)) {
    const from = money(lowestPrice(item));
    block.fromText = interpolate(localized(ctx, frame, 'productPriceFromText') ?? FROM_PRICE_TEXT, { fromPrice: from, price: from });
  }
  // The block shows the 'from' caption alone when there is one: the other prices are not formatted for nothing.
  if (block.fromText) return;
  if (isOnSale(item)) block.saleText = interpolate(PRICE_TEXT, { price: money(salePrice(item)) });
  block.normalText = interpolate(PRICE_TEXT, { price: money(highestPrice(item)) });
}

/** Captions of a subscription: "{price} every ..." with the plan's period and duration. */
function subscriptionCaptions(item: unknown, block: PriceBlock, money: (m: Money) => string, ctx: RenderContext, frame: Frame): void {
  const varied = hasVariedPrices(item);
  const caption = subscriptionCaption(getPath(item, ['structuredContent', 'subscriptionPlan']), varied);
  if (caption === null) {
    block.fromText = localized(ctx, frame, 'productPriceUnavailable') ?? UNAVAILABLE_CAPTION;
    return;
  }
  const pattern = localized(ctx, frame, caption.key) ?? caption.text;
  const fill = (m: Money) => {
    const price = money(m);
    return interpolate(pattern, {
      price,
      fromPrice: price,
      billingPeriodValue: String(caption.billingPeriodValue),
      duration: String(caption.duration),
    });
  };
  if (varied) block.fromText = fill(lowestPrice(item));
  if (isOnSale(item)) block.saleText = fill(salePrice(item));
  block.normalText = fill(highestPrice(item));
}

const rawPrice = (name: string, what: string, price: (item: unknown) => Money): FormatterDef =>
  commerceFormatter({ name, summary: `${what}, in cents`, maxArgs: 0, apply: (item) => String(price(item).cents) });

const CURRENCY_ARGS = '[style:S] [group|no-group] [minimumFractionDigits:N] [maximumFractionDigits:N]';

export const PRICE_FORMATTERS: FormatterDef[] = [
  rawPrice('from-price', 'the lowest current price of the product (sale prices count)', lowestPrice),
  rawPrice('normal-price', 'the highest regular price of the product', highestPrice),
  rawPrice('sale-price', 'the lowest sale price of the product (0 when nothing is on sale)', salePrice),
  commerceFormatter({
    name: 'product-price',
    summary: `the price block of a product: one-time or subscription captions, 'from', sale and original price; ${CURRENCY_ARGS}`,
    validate: validateCurrencyArgs,
    apply(item, args, ctx, frame) {
      const block: PriceBlock = { cssClass: 'product-price' };
      const money = moneyPrinter(args, ctx, frame);
      if (isSubscribable(item)) subscriptionCaptions(item, block, money, ctx, frame);
      else if (productType(item) !== ProductType.UNDEFINED) oneTimeCaptions(item, block, money, ctx, frame);
      return runTemplate('product-price', PRODUCT_PRICE, priceData(block, ctx, frame), ctx);
    },
  }),
  commerceFormatter({
    name: 'subscription-price',
    summary: `the price block of the subscription pricing options of the cheapest variant; ${CURRENCY_ARGS}`,
    validate: validateCurrencyArgs,
    apply(item, args, ctx, frame) {
      const block: PriceBlock = { cssClass: 'subscription-price' };
      const money = moneyPrinter(args, ctx, frame);
      const options = lowestVariantPricingOptions(item);
      const first = options[0];
      if (first !== undefined) {
        if (hasVariedPrices(item)) {
          const from = money(pricingOptionPrice(first));
          block.fromText = interpolate(localized(ctx, frame, 'productPriceFromText') ?? FROM_PRICE_TEXT, { fromPrice: from, price: from });
        }
        if (isTruthy(getMember(first, 'onSale'))) block.saleText = interpolate(PRICE_TEXT, { price: money(readMoney(getMember(first, 'salePriceMoney'))) });
        block.normalText = interpolate(PRICE_TEXT, { price: money(readMoney(getMember(first, 'priceMoney'))) });
      }
      return runTemplate('subscription-price', PRODUCT_PRICE, priceData(block, ctx, frame), ctx);
    },
  }),
];
