/** Island `instalment-pill`: the instalments offer of the chosen variant. */
import type { ProductProps } from '../product.js';
import { InstalmentPill } from '../widgets/instalment-pill.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <InstalmentPill props={props as ProductProps} />);
