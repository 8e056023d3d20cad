/**
 * The editor API's error catalogue: a stable code, the HTTP status and the
 * text of every failure of server/editor/. Texts quoted from the SPEC are
 * marked; the others are Vitrine's, for rules the SPEC states without a
 * text. A failure answers `{ status, code, message, crumbFail, messages? }`,
 * the shape of the site-user API (server/session/errors.ts).
 */
import { CATEGORY_MAX_LENGTH, MAX_BLOCKS_PER_LAYOUT, MAX_NESTED_CATEGORIES, MAX_PRODUCTS_PER_COLLECTION, PHOTO_GALLERY_COUNT, TAG_MAX_LENGTH } from '../../editor/limits.js';
import { OWNER_REFUSALS } from '../session/owner-access.js';
import { failureBody, type ApiFailure } from '../api-failure.js';
import { BLOCK_ERRORS } from '../../editor/blocks/block-messages.js';
import { ORDERABLE_MESSAGES } from '../../editor/orderable-lists.js';
import { LIST_MESSAGES } from '../../editor/mailing-list-texts.js';

export const EDITOR_ERRORS = {
  // SPEC section 8.
  CRUMB_FAIL: { status: 403, text: 'Your session has expired. Please reload the page and try again.' },
  // SPEC sections 5 and 8: navigation saved when the site has no main navigation.
  NO_MAIN_NAVIGATION: { status: 409, text: 'Unable to find site main navigation' },
  // SPEC section 8, editor messages.
  NOT_FOUND: { status: 404, text: 'Unable to locate content' },
  INTERNAL_ERROR: { status: 500, text: 'Something went wrong' },
  // SPEC section 5, editor catalogue ({val} is filled in).
  NOT_AN_OPTION: { status: 400, text: '{val} is not one of the expected options' },
  NOT_A_PAGE_URL: { status: 400, text: '{val} is not a valid page URL' },
  TAG_EXISTS: { status: 409, text: 'This {tagType} already exists' },
  // Tags and categories (routes/taxonomies.ts): a name the collection does not have; a new name the rule refuses (its message in `messages`).
  TAG_NOT_FOUND: { status: 404, text: 'This {tagType} is not used in this collection.' },
  TAG_NAME_INVALID: { status: 400, text: 'Check the new name.' },
  FILE_NAME_MISSING: { status: 400, text: 'Please enter a file name' },
  // An upload without a processing job (audio, video, an image from before jobs, or no such upload).
  JOB_NOT_FOUND: { status: 404, text: 'Unable to locate content' },
  // SPEC section 8, editor messages: an upload refused ({fileTypeMessage} ends with a space).
  FILE_NOT_SUPPORTED: { status: 415, text: 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.' },
  FILE_TOO_LARGE: { status: 413, text: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.' },
  // SPEC section 5, Colours: the messages go in `messages`, every one that applies.
  COLOUR_INVALID: { status: 400, text: '{val} is not one of the expected options' },
  // The fonts, buttons and animations panels: each problem's message in `messages` (editor/design-*.ts).
  DESIGN_INVALID: { status: 400, text: '{val} is not one of the expected options' },
  // SPEC section 5, Images: an image block's messages in `messages` (editor/image-block.ts).
  IMAGE_INVALID: { status: 400, text: 'Invalid request.' },
  // The owner check's refusals (server/session/owner-access.ts), shared with every owner surface.
  ...OWNER_REFUSALS,
  // Vitrine's texts.
  CONFLICT: { status: 409, text: 'Someone else changed the site at the same time. Reload and try again.' },
  INVALID_REQUEST: { status: 400, text: 'Invalid request.' },
  URL_ID_TAKEN: { status: 409, text: 'Another page already uses this URL.' },
  // SPEC section 9, user-orderable collections (editor/orderable-lists.ts).
  TOO_MANY_ORDERED_ITEMS: { status: 400, text: ORDERABLE_MESSAGES.tooMany },
  TOO_MANY_BLOCKS: { status: 400, text: `A page can hold at most ${MAX_BLOCKS_PER_LAYOUT} blocks.` },
  TOO_MANY_CATEGORIES: { status: 400, text: `A store can hold at most ${MAX_NESTED_CATEGORIES} categories.` },
  CATEGORY_TOO_LONG: { status: 400, text: `A category name can be at most ${CATEGORY_MAX_LENGTH} characters long.` },
  TOO_MANY_PRODUCTS: { status: 400, text: `A store can hold at most ${MAX_PRODUCTS_PER_COLLECTION} products.` },
  TAG_TOO_LONG: { status: 400, text: `A tag can be at most ${TAG_MAX_LENGTH} characters long.` },
  SKU_TAKEN: { status: 409, text: 'Another variant already uses the SKU {sku}.' },
  VARIANTS_INVALID: { status: 400, text: 'Each variant needs one value for every option, and no two variants can have the same values.' },
  PAGE_NOT_EDITABLE: { status: 409, text: 'This page was made outside the editor and cannot be edited here yet.' },
  TOO_MANY_GALLERIES: { status: 400, text: `A page can hold at most ${PHOTO_GALLERY_COUNT} galleries.` },
  // A gallery's or a form's settings: every message of the editor's rules goes in `messages`.
  GALLERY_INVALID: { status: 400, text: 'Check the gallery options and images.' },
  FORM_INVALID: { status: 400, text: 'Check the form settings.' },
  // A colour that leaves a text colour unreadable on its background: the message in `messages` (editor/contrast.ts).
  COLOUR_CONTRAST: { status: 400, text: 'Check the contrast of the text and background colours.' },
  // A link that could run script (javascript:, data:, ...): editor/link-rule.ts.
  LINK_UNSAFE: { status: 400, text: 'Check the links of the page.' },
  RICH_TEXT_INVALID: { status: 400, text: 'Check the headings and paragraphs of the text block.' },
  SCHEDULE_IN_PAST: { status: 400, text: 'A scheduled page needs a publish time in the future.' },
  // A section's settings (editor/sections.ts): every message in `messages`; an unknown position or slice reads the SPEC's '{val} is not one of the expected options'.
  SECTION_INVALID: { status: 400, text: 'Check the section settings.' },
  LANGUAGE_INVALID: { status: 400, text: 'Each language needs a language tag, a display name and its own path prefix; exactly one is the default.' },
  // The Permissions screen (routes/permissions.ts).
  ACCOUNT_NOT_FOUND: { status: 404, text: 'No account uses this email. Ask them to create an account on the site first.' },
  OWN_ROLE: { status: 409, text: 'You cannot change your own role.' },
  // The store's settings (editor/store-preferences.ts): every problem's message in `messages`.
  PREFERENCES_INVALID: { status: 400, text: 'Check the commerce preferences.' },
  // Removing a product (routes/products.ts).
  PRODUCT_NOT_DELETABLE: { status: 409, text: 'This product was made outside the editor and cannot be removed here.' },
  // A digital product's file (routes/digital-files.ts).
  NOT_DIGITAL_PRODUCT: { status: 400, text: 'Only a digital product has a file to download.' },
  FILE_EMPTY: { status: 400, text: 'The file {fileName} is empty.' },
  // A subscription on a product type other than physical or service (SPEC section 5).
  SUBSCRIPTION_NOT_ALLOWED: { status: 400, text: 'Only PHYSICAL and SERVICE products can be subscribed to by the merchant.' },
  // A paywall product's pages (products/paywall-unlocks.ts).
  PAYWALL_PAGES_REQUIRED: { status: 400, text: 'Choose at least one page this product unlocks.' },
  PAYWALL_PAGE_INVALID: { status: 400, text: '{val} is not a page a paywall product can unlock.' },
  UNLOCKS_NOT_ALLOWED: { status: 400, text: 'Only a paywall product unlocks pages.' },
  // Video and lesson collections (routes/media-collections.ts): every message of the rule (editor/media-collections.ts) goes in `messages`.
  MEDIA_COLLECTION_INVALID: { status: 400, text: 'Check the collection settings.' },
  MEDIA_ITEM_INVALID: { status: 400, text: 'Check the item.' },
  ORDER_MISMATCH: { status: 400, text: 'The new order must name every item of the collection once.' },
  ITEM_URL_TAKEN: { status: 409, text: 'Another item of this collection already uses this URL.' },
  NOT_A_PRODUCT: { status: 400, text: '{val} is not a product of your store.' },
  // A product removed while videos or lessons still open with it (products.ts): their access changes first, nothing is opened by accident.
  PRODUCT_OPENS_MEDIA: { status: 409, text: 'This product opens videos or lessons in {collections}. Give them another access before you remove it.' },
  // Mailing lists (routes/mailing-lists.ts, editor/mailing-lists.ts).
  LIST_NAME_REQUIRED: { status: 400, text: LIST_MESSAGES.nameRequired },
  LIST_NAME_TOO_LONG: { status: 400, text: LIST_MESSAGES.nameTooLong },
  LIST_NAME_TAKEN: { status: 409, text: LIST_MESSAGES.nameTaken },
  TOO_MANY_LISTS: { status: 400, text: LIST_MESSAGES.tooMany },
  LIST_NOT_FOUND: { status: 404, text: LIST_MESSAGES.notFound },
  SUBSCRIBER_NOT_FOUND: { status: 404, text: LIST_MESSAGES.subscriberNotFound },
  SUBSCRIBER_EMAIL_INVALID: { status: 400, text: LIST_MESSAGES.emailInvalid },
  ALREADY_SUBSCRIBED: { status: 409, text: LIST_MESSAGES.alreadySubscribed },
  // The content blocks (editor/blocks/): every message of the block's rule goes in `messages`.
  ...BLOCK_ERRORS,
} as const satisfies Record<string, { status: number; text: string }>;

export type EditorErrorCode = keyof typeof EDITOR_ERRORS;
export const EDITOR_ERROR_CODES = Object.keys(EDITOR_ERRORS) as EditorErrorCode[];

export interface EditorFailure extends ApiFailure<EditorErrorCode> {
  /** Every message of a value with several problems (a colour's HSL bounds). */
  messages?: string[];
  /** What was not found (a NotFoundError's path). */
  path?: string;
}

export class EditorError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: EditorErrorCode,
    params: Record<string, string> = {},
    readonly messages?: string[],
  ) {
    // A value with several problems (a colour's HSL bounds) reads all of them.
    super(messages?.length ? messages.join(' ') : EDITOR_ERRORS[code].text.replace(/\{(\w+)\}/g, (all, k: string) => params[k] ?? all));
    this.name = 'EditorError';
    this.statusCode = EDITOR_ERRORS[code].status;
  }

  toBody(): EditorFailure {
    return { ...failureBody(this.statusCode, this.code, this.message), ...(this.messages ? { messages: this.messages } : {}) };
  }
}

/** SPEC section 8 (store setup): a NotFoundError carries the path of what was not found, in its answer too. */
export class NotFoundError extends EditorError {
  constructor(readonly path: string) {
    super('NOT_FOUND');
    this.name = 'NotFoundError';
  }

  override toBody(): EditorFailure {
    return { ...super.toBody(), path: this.path };
  }
}

export function editorError(code: EditorErrorCode, params: Record<string, string> = {}, messages?: string[]): EditorError {
  return new EditorError(code, params, messages);
}
