/**
 * The messages of the content blocks' rules (English; block-messages-fr.ts
 * has the French ones, which the editor's catalogue looks up by the English
 * text). The SPEC gives none for these blocks but its generic option
 * message, '{val} is not one of the expected options'.
 */
import {
  MAX_ACCORDION_BODY_CHARS,
  MAX_ACCORDION_ITEMS,
  MAX_ADDRESS_CHARS,
  MAX_BLOCK_LABEL_CHARS,
  MAX_BLOCK_PARAGRAPH_CHARS,
  MAX_BLOCK_TITLE_CHARS,
  MAX_CODE_CHARS,
  MAX_EMBED_HEIGHT,
  MAX_GRID_PRODUCTS,
  MAX_MAP_ADDRESS_CHARS,
  MAX_SUMMARY_ITEMS,
  MAX_THANKS_CHARS,
  MIN_EMBED_HEIGHT,
  MAX_CHART_COLUMNS,
  MAX_CHART_LABEL_CHARS,
  MAX_CHART_ROWS,
  MAX_CHART_VALUE_CHARS,
} from './limits.js';
import { MAX_ALBUM_TRACKS } from '../limits.js';

export const BLOCK_MESSAGES = {
  // SPEC section 5's catalogue: a newsletter block without a mailing list (editor/blocks/newsletter-block.ts).
  listNeeded: 'A List must be selected',
  // SPEC section 8's editor messages: the block's list field when the site has no list.
  listNone: "You don't have any mailing lists. Please create one before continuing",
  productNeeded: 'Choose a product to show.',
  productMissing: 'That product is no longer in the store. Choose another one.',
  storeNeeded: 'Choose a store to show products from.',
  storeMissing: 'That store no longer exists. Choose another one.',
  gridCount: `The number of products must be a whole number from 1 to ${MAX_GRID_PRODUCTS}.`,
  summaryNeeded: 'Choose a blog or an events page to show.',
  summaryMissing: 'That blog or events page no longer exists. Choose another one.',
  summaryCount: `The number of items must be a whole number from 1 to ${MAX_SUMMARY_ITEMS}.`,
  titleTooLong: `A title can be at most ${MAX_BLOCK_TITLE_CHARS} characters long.`,
  addressTooLong: `An address can be at most ${MAX_ADDRESS_CHARS} characters long.`,
  videoNeeded: 'Give the address of the video.',
  videoAddress: 'A video address must be a YouTube or Vimeo page, or a video file (.mp4, .webm, .ogg) on this site or at an https:// address.',
  posterAddress: 'A poster image address must start with / or https://.',
  // SPEC section 8, editor messages: the video host says the video's account is on its Basic plan.
  vimeoBasic: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  audioNeeded: 'Give the address of the audio file.',
  audioAddress: 'An audio address must be an audio file (.mp3, .m4a, .ogg, .wav) on this site or at an https:// address.',
  artistTooLong: `An artist's name can be at most ${MAX_BLOCK_TITLE_CHARS} characters long.`,
  headingTooLong: `A heading can be at most ${MAX_BLOCK_TITLE_CHARS} characters long.`,
  descriptionTooLong: `A description can be at most ${MAX_BLOCK_PARAGRAPH_CHARS} characters long.`,
  labelTooLong: `A label can be at most ${MAX_BLOCK_LABEL_CHARS} characters long.`,
  thanksTooLong: `A thank-you text can be at most ${MAX_THANKS_CHARS} characters long.`,
  mapNeeded: 'Give the address to show.',
  mapTooLong: `A map's address can be at most ${MAX_MAP_ADDRESS_CHARS} characters long.`,
  codeNeeded: 'Give the HTML to show.',
  codeTooLong: `The code can be at most ${MAX_CODE_CHARS} characters long.`,
  embedNeeded: 'Paste the embed code or the address to show.',
  embedOneFrame: 'The embed code must be one iframe with an https:// address.',
  embedHost: 'Only embeds from these sites can be used: {hosts}.',
  embedTitle: 'Give the embed a title: screen readers say it.',
  embedHeight: `The height must be a whole number of pixels from ${MIN_EMBED_HEIGHT} to ${MAX_EMBED_HEIGHT}.`,
  quoteNeeded: 'Give the text of the quote.',
  quoteTooLong: `A quote can be at most ${MAX_BLOCK_PARAGRAPH_CHARS} characters long.`,
  sourceTooLong: `A source can be at most ${MAX_BLOCK_TITLE_CHARS} characters long.`,
  accordionEmpty: 'An accordion needs at least one item.',
  accordionTooMany: `An accordion can hold at most ${MAX_ACCORDION_ITEMS} items.`,
  accordionTitle: 'Every accordion item needs a title.',
  accordionTitleTooLong: `An accordion item's title can be at most ${MAX_BLOCK_TITLE_CHARS} characters long.`,
  accordionBodyTooLong: `An accordion item's text can be at most ${MAX_ACCORDION_BODY_CHARS} characters long.`,
  albumTitleNeeded: 'Give the album a title.',
  coverAddress: 'A cover image address must start with / or https://.',
  albumEmpty: 'An album needs at least one track.',
  albumTooMany: `An album can hold at most ${MAX_ALBUM_TRACKS} tracks.`,
  trackFileNeeded: 'Every track needs an audio file: upload one, choose an upload or give its address.',
  trackTitleNeeded: 'Every track needs a title.',
  chartTitleNeeded: 'Give the chart a title: screen readers say it.',
  // SPEC section 5, editor catalogue messages (the chart's dataset).
  datasetNoColumn: 'Your dataset must have at least one column',
  datasetNoRow: 'Your dataset must have at least one row',
  datasetMissingData: 'One or more rows was missing data',
  datasetTooManyColumns: `A chart can have at most ${MAX_CHART_COLUMNS} columns.`,
  datasetTooManyRows: `A chart can have at most ${MAX_CHART_ROWS} rows.`,
  datasetColumnName: 'Every column needs a name.',
  datasetColumnTwice: 'Two columns cannot have the same name.',
  datasetLabelTooLong: `A column's name or a row's label can be at most ${MAX_CHART_LABEL_CHARS} characters long.`,
  datasetNotNumber: `Every value must be a number such as 12, -3 or 4.5 (at most ${MAX_CHART_VALUE_CHARS} characters).`,
} as const;

/** The editor API's failure of each block (its fallback text; every message of the rule goes in `messages`). */
export const BLOCK_ERRORS = {
  PRODUCT_BLOCK_INVALID: { status: 400, text: 'Check the product block.' },
  PRODUCTS_BLOCK_INVALID: { status: 400, text: 'Check the products grid.' },
  SUMMARY_BLOCK_INVALID: { status: 400, text: 'Check the summary block.' },
  VIDEO_BLOCK_INVALID: { status: 400, text: 'Check the video block.' },
  AUDIO_BLOCK_INVALID: { status: 400, text: 'Check the audio block.' },
  NEWSLETTER_BLOCK_INVALID: { status: 400, text: 'Check the newsletter block.' },
  MAP_BLOCK_INVALID: { status: 400, text: 'Check the map block.' },
  CODE_BLOCK_INVALID: { status: 400, text: 'Check the code block.' },
  EMBED_BLOCK_INVALID: { status: 400, text: 'Check the embed block.' },
  QUOTE_BLOCK_INVALID: { status: 400, text: 'Check the quote block.' },
  ACCORDION_BLOCK_INVALID: { status: 400, text: 'Check the accordion block.' },
  ALBUM_BLOCK_INVALID: { status: 400, text: 'Check the album block.' },
  CHART_BLOCK_INVALID: { status: 400, text: 'Check the chart block.' },
} as const satisfies Record<string, { status: number; text: string }>;

export type BlockErrorCode = keyof typeof BLOCK_ERRORS;
