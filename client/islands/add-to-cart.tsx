/** Island `add-to-cart`: the add-to-cart button of a product page or card. */
import type { ProductProps } from '../product.js';
import { AddToCart } from '../widgets/add-to-cart.js';
import { LISTING_SELECTOR } from './listing.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => (
  <AddToCart
    props={props as ProductProps}
    serverLabel={host.querySelector('[data-original-label]')?.getAttribute('data-original-label') ?? undefined}
    listing={host.closest(LISTING_SELECTOR) !== null}
    host={host}
  />
));
