/** Island `cart-page`: the cart page. */
import { seedMoneyTexts } from '../money.js';
import { CartPage, type CartPageProps } from '../widgets/cart-page.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => {
  // The server's formatted amounts: the first render makes no Intl currency format (issue 41).
  seedMoneyTexts(props && typeof props === 'object' ? (props as Exclude<CartPageProps, null | ''>).moneyTexts : undefined);
  return <CartPage props={props as CartPageProps} />;
});
