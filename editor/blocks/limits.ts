/**
 * The limits of the page editor's content blocks (product, products grid,
 * summary, video, audio, newsletter, map, code, embed, quote, accordion),
 * one named constant each. The SPEC sets none of these; they are Vitrine's.
 */

/** Products a products grid shows, at most. */
export const MAX_GRID_PRODUCTS = 24;
/** Products a new products grid shows. */
export const DEFAULT_GRID_PRODUCTS = 4;
/** Posts or events a summary block shows, at most. */
export const MAX_SUMMARY_ITEMS = 24;
/** Posts or events a new summary block shows. */
export const DEFAULT_SUMMARY_ITEMS = 3;
/** Characters of a block's title, heading, source or an accordion item's title. */
export const MAX_BLOCK_TITLE_CHARS = 200;
/** Characters of a block's description (newsletter) or a quote. */
export const MAX_BLOCK_PARAGRAPH_CHARS = 1000;
/** Characters of a label (a newsletter's field or button). */
export const MAX_BLOCK_LABEL_CHARS = 60;
/** Characters of a newsletter's thank-you text. */
export const MAX_THANKS_CHARS = 300;
/** Characters of a media, poster or embed address. */
export const MAX_ADDRESS_CHARS = 2000;
/** Characters of a map's address (street, town, country, one a line). */
export const MAX_MAP_ADDRESS_CHARS = 300;
/** Characters of a code block's HTML (the page API's longest text property). */
export const MAX_CODE_CHARS = 5000;
/** Items of one accordion. */
export const MAX_ACCORDION_ITEMS = 30;
/** Characters of an accordion item's text. */
export const MAX_ACCORDION_BODY_CHARS = 2000;
/** An embed's height in pixels: least, most, and a new embed's. */
export const MIN_EMBED_HEIGHT = 100;
export const MAX_EMBED_HEIGHT = 1200;
export const DEFAULT_EMBED_HEIGHT = 400;
/**
 * A chart's dataset: series (columns) and rows at most, and the characters
 * of a series name, a row's label and a value. The SPEC says the dataset
 * has row and column limits without their values (section 9); these keep
 * a chart legible at a phone's width.
 */
export const MAX_CHART_COLUMNS = 6;
export const MAX_CHART_ROWS = 24;
export const MAX_CHART_LABEL_CHARS = 40;
export const MAX_CHART_VALUE_CHARS = 15;
