/** Island `restock`: the restock notification sign-up of a sold-out product. */
import { readRestockMarkup, Restock, type RestockProps } from '../widgets/restock.js';
import { reactIsland } from './react-island.js';

// The server's markup is read here, before the first render: Preact's compat layer empties the host as that render starts (React kept it until the commit).
export const mount = reactIsland((props, host) => <Restock props={props as RestockProps} host={host} markup={readRestockMarkup(host, props as RestockProps)} />);
