/** Island `checkout-form`: the checkout form. */
import { CheckoutForm, type CheckoutFormProps } from '../widgets/checkout-form.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <CheckoutForm props={props as CheckoutFormProps | null} host={host} />);
