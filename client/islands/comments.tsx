/** Island `comments`: a post's comments and likes. */
import { Comments, type CommentsProps } from '../widgets/comments.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <Comments props={props as CommentsProps} host={host} />);
