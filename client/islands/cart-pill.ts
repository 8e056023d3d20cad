/** Island `cart-pill`: the floating cart pill, drawn with the DOM (no React on a page with only the pill). */
import { mountCartPill, type CartPillProps } from '../widgets/cart-pill.js';
import type { MountIsland } from './island.js';

export const mount: MountIsland = (host, props) => mountCartPill(host, (props ?? {}) as CartPillProps);
