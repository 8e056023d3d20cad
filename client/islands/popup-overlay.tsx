/** Island `popup-overlay`: the site's promotional pop-up. */
import { PopupOverlay, type PopupOverlayProps } from '../widgets/popup-overlay.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <PopupOverlay props={props as PopupOverlayProps} host={host} />);
