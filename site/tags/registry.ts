/** The nine platform tags by name (DEVELOPER-MODE §3); any other name is unknown. */
import type { TagHandler } from './call.js';
import { blockFieldTag } from './tag-block-field.js';
import { categoryTag } from './tag-category.js';
import { folderNavigationTag } from './tag-folder-navigation.js';
import { navigationTag } from './tag-navigation.js';
import { queryTag } from './tag-query.js';
import { relatedTag } from './tag-related.js';
import { scriptTag } from './tag-script.js';
import { commentsTag, socialShareTag } from './tag-static.js';

export const TAG_HANDLERS: ReadonlyMap<string, TagHandler> = new Map<string, TagHandler>([
  ['navigation', navigationTag],
  ['folder-navigation', folderNavigationTag],
  ['block-field', blockFieldTag],
  ['query', queryTag],
  ['script', scriptTag],
  ['category', categoryTag],
  ['related', relatedTag],
  ['social-share', socialShareTag],
  ['comments', commentsTag],
]);
