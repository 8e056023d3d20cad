/** Island `restock`: the restock notification sign-up of a sold-out product. */
import { Restock, type RestockProps } from '../widgets/restock.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <Restock props={props as RestockProps} host={host} />);
