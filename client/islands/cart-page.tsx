/** Island `cart-page`: the cart page. */
import { CartPage, type CartPageProps } from '../widgets/cart-page.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <CartPage props={props as CartPageProps} />);
