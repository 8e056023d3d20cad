/**
 * Every limit of the platform tags, in one place (DEVELOPER-MODE.md §2-§3).
 */

/** Nesting levels of tags: a tag inside the 8th level's output renders nothing, with an error. */
export const MAX_TAG_DEPTH = 8;

/** `<squarespace:query>` tags rendered per page; the next ones render nothing, with a warning. */
export const MAX_QUERIES_PER_PAGE = 8;
/** Largest `limit` of a query; larger values are clamped, with a warning. */
export const QUERY_LIMIT_MAX = 100;
/** Largest `skip` of a query; larger values are clamped, with a warning. */
export const QUERY_SKIP_MAX = 10;
/** Limit of a query without `limit` when its collection has no `pageSize` (unverified). */
export const QUERY_DEFAULT_LIMIT = 20;

/** Largest `limit` of `<squarespace:related>`; default when the attribute is missing (unverified). */
export const RELATED_LIMIT_MAX = 100;
export const RELATED_DEFAULT_LIMIT = 5;

/** Largest `limit` of `<squarespace:category>` (unverified; the platform publishes none). */
export const CATEGORY_LIMIT_MAX = 1000;

/** Grid width of a block field: the wrapper is always `sqs-grid-12 columns-12`. */
export const BLOCK_FIELD_GRID = 12;
/** Row nesting inside a block-field column: one nested row level is allowed. */
export const BLOCK_FIELD_MAX_ROW_NESTING = 1;
