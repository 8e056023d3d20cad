/** Island `purchase-event`: the order confirmation's purchase event. */
import { PurchaseEvent } from '../widgets/purchase-event.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <PurchaseEvent order={props} />);
