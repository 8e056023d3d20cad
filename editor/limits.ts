/**
 * The editor's limits, SPEC section 9 (and section 5 for the url id), one
 * named constant each. Enforced today: blocks per layout (page saves),
 * category length and nested categories (store setup and products), the
 * url id minimum (page, store and product url ids), products per
 * collection and tag length (products). The others wait for their
 * operations (orderable collections, albums). Vitrine's own limits for
 * products and uploads follow, marked.
 */
import { BYTES_PER_MB } from './file-size.js';

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

// Vitrine's limits for products and uploads (the SPEC gives none).
/** Variants of one product. */
export const MAX_VARIANTS_PER_PRODUCT = 100;
/** Option names of one product (Size, Colour, ...). */
export const MAX_PRODUCT_OPTIONS = 6;
/** Tags, and categories, of one product. */
export const MAX_PRODUCT_TAGS = 50;
/** A variant's price, in cents (one million in the store currency). */
export const MAX_PRICE_CENTS = 100_000_000;
/** Units in stock of one variant. */
export const MAX_STOCK_QUANTITY = 1_000_000;
/** Characters of a SKU. */
export const SKU_MAX_LENGTH = 64;
/** Characters of a product title. */
export const PRODUCT_TITLE_MAX_LENGTH = 200;
/** Characters of a product description (plain text). */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 10_000;
/** A digital product's note to its buyers (shown with its download in the order page and mail). */
export const DELIVERY_NOTE_MAX_LENGTH = 500;
/** A digital file's name as the composer preview (page type 210) shows it. */
export const DIGITAL_FILE_NAME_MAX_LENGTH = 255;
/** Characters of an option name or value. */
export const OPTION_MAX_LENGTH = 50;
/** Bytes of one uploaded image: 10 MB of SPEC section 9's 1,000,000 bytes (file-size.ts). */
export const MAX_UPLOAD_BYTES = 10 * BYTES_PER_MB;
/** Characters of a store's title (and its navigation title). */
export const STORE_TITLE_MAX_LENGTH = 200;
/** Characters of an external navigation link's title. */
export const NAV_LINK_TITLE_MAX_LENGTH = 200;
/** Characters of an external navigation link's URL. */
export const NAV_LINK_URL_MAX_LENGTH = 2048;
/** Characters of the site title (the header and the footer show it). */
export const SITE_TITLE_MAX_LENGTH = 100;
/** Characters of the header's announcement text. */
export const ANNOUNCEMENT_MAX_LENGTH = 300;
/** Characters of the footer's text. */
export const FOOTER_TEXT_MAX_LENGTH = 500;
/** Characters of a commerce preference namespace (letters, digits, - and _; a letter first). */
export const PREFERENCE_NAMESPACE_MAX_LENGTH = 64;
/** Settings in one commerce preference namespace. */
export const MAX_PREFERENCE_KEYS = 100;
/** Languages of one site. */
export const MAX_LANGUAGES = 20;
/** Characters of a language's display name. */
export const LANGUAGE_NAME_MAX_LENGTH = 50;
