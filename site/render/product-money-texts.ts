/**
 * The amounts a product page's widgets may show before the shopper acts,
 * formatted by the server (issue 41): the instalment pill's payment or
 * limit at the 'from' price and at each variant's price, and each
 * variant's price and sale price for the price island (a `?variant=` link
 * chooses one before its first render). They go to the page's commerce
 * settings (client/page-config.ts `moneyTexts`), so the page makes no Intl
 * currency format of its own, whose first one loads ICU's data on the main
 * thread. What the widgets compute from the props of
 * templates/blocks/product-props.block, computed the same way here.
 */
import { instalmentOffer, offerCents, type InstalmentContext } from '../../engine/commerce/instalments.js';
import { lowestPrice, variants } from '../../engine/commerce/model.js';
import { readMoney } from '../../engine/commerce/money.js';
import { formatMoneyTexts, type MoneyAmount, type MoneyTexts } from '../../editor/money-texts.js';
import type { Json } from '../content/types.js';

/** Variants whose amounts are formatted (a product with more leaves the rest to the page: a few bytes each, not a catalogue's worth). */
export const MONEY_TEXT_VARIANTS = 50;

/** On sale as the widgets read it (client/product.ts). */
const onSale = (v: Json) => v.onSale === true || v.onSale === 'true';

/** The product's amounts as its widgets would format them (`currency`: the store's, as the props carry it); none for an item that is not a product. */
export function productMoneyAmounts(item: Json | undefined, currency: string): MoneyAmount[] {
  const sc = item?.structuredContent as Json | undefined;
  if (!item || !sc) return [];
  const all = variants(item);
  if (all.length === 0) return [];
  const shown = all.slice(0, MONEY_TEXT_VARIANTS);
  const amounts: MoneyAmount[] = [];
  // The price island (client/widgets/product-price.tsx): a chosen variant's prices, in the variant's currency.
  if (all.length > 1) {
    for (const v of shown) {
      const price = readMoney(v.priceMoney);
      amounts.push([price.currency, price.cents]);
      if (onSale(v)) amounts.push([price.currency, readMoney(v.salePriceMoney).cents]);
    }
  }
  // The instalment pill (client/widgets/instalment-pill.tsx): its offer at the 'from' price and at each variant's current price.
  const instalment = item.instalment as InstalmentContext | undefined;
  const type = typeof sc.productType === 'number' ? sc.productType : undefined;
  const current = [lowestPrice(item).cents, ...shown.map((v) => readMoney(onSale(v) ? v.salePriceMoney : v.priceMoney).cents)];
  for (const cents of current) {
    const offer = instalmentOffer(instalment, type, cents);
    if (offer) amounts.push([currency, offerCents(offer)]);
  }
  return amounts;
}

/** The texts for the page's commerce settings; undefined when the product's widgets format nothing. */
export function productMoneyTexts(item: Json | undefined, currency: string, locale: string): MoneyTexts | undefined {
  const amounts = productMoneyAmounts(item, currency);
  return amounts.length ? formatMoneyTexts(amounts, locale) : undefined;
}
