/** Island `slideshow-controls`: a gallery slideshow's controls. */
import { SlideshowControls, type SlideshowControlsProps } from '../widgets/slideshow-controls.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <SlideshowControls host={host} props={props as SlideshowControlsProps | null} />);
