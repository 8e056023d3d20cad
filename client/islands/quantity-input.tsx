/** Island `quantity-input`: the quantity of a product page. */
import { QuantityInput, type QuantityInputProps } from '../widgets/quantity-input.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <QuantityInput props={props as QuantityInputProps} />);
