/** Island `form`: a form block. */
import { FormBlock, type FormBlockProps } from '../widgets/form-block.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <FormBlock props={props as FormBlockProps} host={host} />);
