/** The social predicates: comments open, Disqus in use. */
import type { PredicateDef } from './types.js';
import { asNumber, getMember, isTruthy } from '../runtime/values.js';
import { COMMENT_STATE_OPEN } from '../content/enums.js';

export const SOCIAL_PREDICATES: PredicateDef[] = [
  {
    name: 'comments?',
    family: 'social',
    summary: 'comments are open on the node (or it has public comments), unless the website settings disable comments',
    maxArgs: 0,
    test(_args, ctx, frame) {
      const node = frame.node;
      const settings = ctx.resolve(frame, ['websiteSettings']);
      if (settings !== undefined && !isTruthy(getMember(settings, 'commentsEnabled'))) return false;
      return asNumber(getMember(node, 'commentState')) === COMMENT_STATE_OPEN || asNumber(getMember(node, 'publicCommentCount')) > 0;
    },
  },
  {
    name: 'disqus?',
    family: 'social',
    summary: 'the website settings name a Disqus short name',
    maxArgs: 0,
    test: (_args, ctx, frame) => isTruthy(ctx.resolve(frame, ['websiteSettings', 'disqusShortName'])),
  },
];
