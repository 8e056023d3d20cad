/**
 * The `<squarespace:*>` platform tags of the site renderer (DEVELOPER-MODE §2-§3):
 * `prepareTags` before compiling, `expandTags` after rendering. See types.ts for the contract.
 */
export { prepareTags, BODYLESS_TAGS } from './prepare.js';
export { expandTags } from './expand.js';
export { TagTable } from './table.js';
export { createNonce } from './markers.js';
export { TAG_HANDLERS } from './registry.js';
export { TAG_CODES, type TagCode } from './codes.js';
export { rankRelated } from './tag-related.js';
export * from './limits.js';
export type * from './types.js';
