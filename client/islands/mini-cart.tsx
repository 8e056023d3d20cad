/** Island `mini-cart`: the small cart widget. */
import { MiniCart } from '../widgets/mini-cart.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <MiniCart props={(props ?? {}) as { currency?: string }} />);
