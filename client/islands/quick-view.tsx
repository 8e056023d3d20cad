/** Island `quick-view`: quick View on a product card; its dialog mounts the product's islands the way the page does. */
import { QuickView, type QuickViewProps } from '../widgets/quick-view.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, _host, ctx) => <QuickView props={props as QuickViewProps} mount={ctx.mountIslands} />);
