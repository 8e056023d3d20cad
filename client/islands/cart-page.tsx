/** Island `cart-page`: the cart page. */
import { warmMoneyFormat } from '../intl-warm.js';
import { seedMoneyTexts } from '../money.js';
import { pageConfig, pageLocale } from '../page-config.js';
import { CartPage, currencyOf, type CartPageProps } from '../widgets/cart-page.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => {
  // The server's formatted amounts: the first render makes no Intl currency format (issue 41).
  const cart = props && typeof props === 'object' ? (props as Exclude<CartPageProps, null | ''>) : null;
  seedMoneyTexts(cart?.moneyTexts);
  // ICU's data loads in a worker meanwhile, so the shopper's first change formats in about a millisecond.
  if (cart?.entries?.length) warmMoneyFormat(pageLocale(), currencyOf(cart) || pageConfig().currency || 'USD');
  return <CartPage props={props as CartPageProps} />;
});
