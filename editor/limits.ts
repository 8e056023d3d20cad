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
/** Images in one gallery block (SPEC section 9: photo gallery size 50). */
export const PHOTO_GALLERY_SIZE = 50;
/** Gallery blocks on one page (SPEC section 9: photo gallery count 20). */
export const PHOTO_GALLERY_COUNT = 20;
/** Fields of one form block (Vitrine's; the SPEC sets none). */
export const MAX_FORM_FIELDS = 50;
/** Choices of one radio, checkbox, select or likert field (Vitrine's). */
export const MAX_FIELD_OPTIONS = 50;
/** Characters of a label, a button text or a choice (Vitrine's). */
export const MAX_LABEL_CHARS = 200;
/** Characters of a submission text or a disclaimer (Vitrine's). */
export const MAX_FORM_TEXT_CHARS = 2000;
/** Alt text, as SPEC section 9 cuts it from a body. */
export const MAX_ALT_CHARS = 250;
