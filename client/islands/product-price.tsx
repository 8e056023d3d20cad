/** Island `product-price`: the price of the chosen variant. */
import type { ProductProps } from '../product.js';
import { ProductPrice } from '../widgets/product-price.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <ProductPrice props={props as ProductProps} serverHtml={host.innerHTML} />);
