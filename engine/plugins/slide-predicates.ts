/** The slide predicate: the type of the current cover-page slice. */
import type { PredicateDef } from './types.js';
import { asNumber, getMember } from '../runtime/values.js';
import { SLICE_TYPE } from '../content/enums.js';

export const SLIDE_PREDICATES: PredicateDef[] = [
  {
    name: 'current-type?',
    family: 'slide',
    summary: 'current-type? SLICE: the node\'s "currentType" is the slice type SLICE (heading, body, image, gallery, ...)',
    minArgs: 1,
    maxArgs: 1,
    validate: (args) => (args.length === 1 && SLICE_TYPE.fromName(args[0]!) === undefined ? `'${args[0]}' is not a slice type` : null),
    test(args, _ctx, frame) {
      const type = SLICE_TYPE.fromName(args[0]!);
      return type !== undefined && type.code === (asNumber(getMember(frame.node, 'currentType')) | 0);
    },
  },
];
