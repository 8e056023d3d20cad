/**
 * The editor's limits, SPEC section 9 (and section 5 for the url id), one
 * named constant each. Enforced today: blocks per layout (page saves),
 * category length and nested categories (store setup), the url id minimum
 * (page and store url ids). The others wait for their operations (products,
 * tags, orderable collections, albums), which the editor does not have yet.
 */

/** Blocks in one page layout. */
export const MAX_BLOCKS_PER_LAYOUT = 60;
/** Columns of the layout grid (SPEC section 3: "body with 12 columns and no rows"). */
export const LAYOUT_COLUMNS = 12;
/** Tracks in one album. */
export const MAX_ALBUM_TRACKS = 60;
/** Items in a collection the owner orders by hand. */
export const MAX_ORDERABLE_COLLECTION_ITEMS = 250;
/** Products in one store collection. */
export const MAX_PRODUCTS_PER_COLLECTION = 200;
/** Categories nested in one store. */
export const MAX_NESTED_CATEGORIES = 10_000;
/** Characters of a tag. */
export const TAG_MAX_LENGTH = 50;
/** Characters of a category name. */
export const CATEGORY_MAX_LENGTH = 25;
/** Characters of a url id, at least. */
export const URL_ID_MIN_LENGTH = 3;
