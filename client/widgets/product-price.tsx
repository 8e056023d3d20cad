/**
 * The price of a product page or card, following the chosen variant
 * (SPEC section 2): its price, or its sale price with the original struck
 * and the 'sale' mark; 'sold out' when the variant is. Before a variant is
 * chosen it keeps the server's block ('from $24.00').
 */
import { readMoney } from '../../engine/commerce/money.js';
import { chosenVariant, soldOutText, variantStock, type ProductProps } from '../product.js';
import { formatCents } from '../money.js';
import { productStore } from '../state/product-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT } from '../texts.js';

export interface ProductPriceProps {
  props: ProductProps;
  /** The server's markup of the block, shown while no variant is chosen. */
  serverHtml: string;
}

export function ProductPrice({ props, serverHtml }: ProductPriceProps) {
  const { selection } = useStore(productStore(props.itemId));
  const chosen = Object.keys(selection).length > 0 ? chosenVariant(props, selection) : undefined;
  if (!chosen || (props.variants ?? []).length <= 1) {
    return <div className="product-price-server" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  const price = readMoney(chosen.priceMoney);
  const onSale = chosen.onSale === true || chosen.onSale === 'true';
  const sale = readMoney(chosen.salePriceMoney);
  const soldOut = variantStock(props, chosen) <= 0;
  const currency = price.currency || props.currency;
  return (
    <div className="product-price" data-variant-sku={typeof chosen.sku === 'string' ? chosen.sku : undefined}>
      {onSale ? (
        <>
          <span className="visually-hidden">{TEXT.salePrice}</span>
          <span className="product-price__sale">{formatCents(sale.cents, currency)}</span>{' '}
          <span className="visually-hidden">{TEXT.originalPrice}</span>
          <span className="original-price">{formatCents(price.cents, currency)}</span>
        </>
      ) : (
        <span className="product-price__amount">{formatCents(price.cents, currency)}</span>
      )}
      {onSale && !soldOut && <span className="product-mark sale">{TEXT.sale}</span>}
      {soldOut && <span className="product-mark sold-out">{soldOutText(props, TEXT.soldOutMark)}</span>}
    </div>
  );
}
