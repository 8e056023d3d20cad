/** Island `product-scarcity`: the low-stock note of the chosen variant. */
import type { ProductProps } from '../product.js';
import { ProductScarcity } from '../widgets/product-scarcity.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <ProductScarcity props={props as ProductProps} />);
