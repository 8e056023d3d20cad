/**
 * The platform's typed enumerations of content (SPEC section 3,
 * "Enumerations", and section 2, page types): record, collection, block,
 * page and product types, roles, background sources, folder behaviours,
 * slice types and the gallery option values. Shared by the engine's content
 * plugins and the server. `undefined` (-1) is the platform's value for a
 * code it does not know.
 */

export interface EnumValue<N extends string = string> {
  readonly code: number;
  readonly name: N;
}

export interface Enumeration<N extends string = string> {
  readonly kind: string;
  /** Every value, ordered by code. */
  readonly values: readonly EnumValue<N>[];
  fromCode(code: number): EnumValue<N> | undefined;
  fromName(name: string): EnumValue<N> | undefined;
  /** The code of a known name. */
  code(name: N): number;
}

/** Builds an enumeration from a name -> code table; names and codes must both be unique. */
export function enumeration<const T extends Record<string, number>>(kind: string, table: T): Enumeration<Extract<keyof T, string>> {
  type N = Extract<keyof T, string>;
  const values: EnumValue<N>[] = [];
  const byCode = new Map<number, EnumValue<N>>();
  const byName = new Map<string, EnumValue<N>>();
  for (const name of Object.keys(table) as N[]) {
    const value: EnumValue<N> = Object.freeze({ code: table[name]!, name });
    if (byCode.has(value.code)) throw new Error(`${kind}: code ${value.code} is used twice`);
    byCode.set(value.code, value);
    byName.set(name, value);
    values.push(value);
  }
  values.sort((a, b) => a.code - b.code);
  return Object.freeze({
    kind,
    values: Object.freeze(values),
    fromCode: (code: number) => byCode.get(code),
    fromName: (name: string) => byName.get(name),
    code: (name: N) => byName.get(name)!.code,
  });
}

/** The code the platform uses for an unknown value. */
export const UNDEFINED_CODE = -1;

export const RECORD_TYPE = enumeration('RecordType', {
  undefined: UNDEFINED_CODE,
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  chat: 6,
  audio: 7,
  video: 8,
  review: 10,
  'store-item': 11,
  event: 12,
  thread: 13,
  gallery: 14,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
  lesson: 62,
  'course-item': 63,
});
export type RecordTypeName = (typeof RECORD_TYPE.values)[number]['name'];

/**
 * Record types the template language has no `NAME?` predicate for: the
 * editor's later additions (the template language's predicate set predates them).
 */
export const RECORD_TYPES_WITHOUT_PREDICATE: ReadonlySet<RecordTypeName> = new Set<RecordTypeName>([
  'chat',
  'review',
  'thread',
  'lesson',
  'course-item',
]);

/**
 * Record types whose predicate is also true when the item promotes a block
 * of the same name (`video?` is true for a video record or a promoted video block).
 */
export const PROMOTED_RECORD_TYPES: readonly RecordTypeName[] = ['video', 'image', 'quote', 'link', 'gallery'];

/** Collection types 1 to 25; the named ones (SPEC: "named in one reading"). */
export const COLLECTION_TYPE = enumeration('CollectionType', {
  undefined: UNDEFINED_CODE,
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  'gallery-block': 6,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  fivehundredpix: 11,
  flickr: 12,
  products: 13,
  'slide-gallery': 15,
  'slide-album': 16,
  'slide-video': 17,
  'album-block': 18,
});
export type CollectionTypeName = (typeof COLLECTION_TYPE.values)[number]['name'];
export const COLLECTION_TYPE_MAX = 25;

/** Block types (the editor's reading, which extends the 1..21, 100, 101 reading). */
export const BLOCK_TYPE = enumeration('BlockType', {
  undefined: UNDEFINED_CODE,
  navigation: 1,
  html: 2,
  logo: 3,
  map: 4,
  image: 5,
  twitter: 6,
  journal: 7,
  gallery: 8,
  form: 9,
  geo: 10,
  index: 11,
  collectionlink: 12,
  link: 13,
  tagcloud: 14,
  comments: 16,
  folder: 17,
  menu: 18,
  sociallinks: 19,
  summary: 20,
  spacer: 21,
  embed: 22,
  code: 23,
  foursquare: 24,
  instagram: 25,
  calendar: 26,
  postsbyauthor: 27,
  postsbytag: 28,
  postsbycategory: 29,
  postsbymonth: 30,
  quote: 31,
  video: 32,
  search: 33,
  audio: 41,
  fivehundredpix: 42,
  product: 43,
  markdown: 44,
  flickr: 45,
  amazon: 46,
  horizontalrule: 47,
  socialaccountlinks: 48,
  rss: 49,
  opentable: 50,
  newsletter: 51,
  donation: 52,
  button: 53,
  'socialaccountlinks-v2': 54,
  'summary-v2': 55,
  soundcloud: 56,
  emailfooter: 57,
  'in-browser-message-link': 58,
  tourdates: 59,
  album: 60,
  archive: 61,
  chart: 62,
  'wedding-registry': 63,
  acuity: 65,
  'opentable-v2': 66,
  'member-area': 67,
  tock: 68,
  accordion: 69,
  marquee: 70,
  shape: 71,
  'pricing-plan': 72,
  'website-component': 1337,
});
export type BlockTypeName = (typeof BLOCK_TYPE.values)[number]['name'];

/** Block types an item may promote; each has a `promotedNAME?` predicate (name upper-cased). */
export const PROMOTED_BLOCK_TYPES: readonly BlockTypeName[] = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
];

/** Block variants 1000 to 1019. */
export const BLOCK_VARIANT = enumeration('BlockVariant', {
  'gallery-slideshow': 1000,
  'gallery-carousel': 1001,
  'gallery-grid': 1002,
  'gallery-stack': 1003,
  'summary-wall': 1004,
  'summary-carousel': 1005,
  'summary-list': 1006,
  'summary-grid': 1007,
  'chart-bar': 1008,
  'chart-line': 1009,
  'chart-pie': 1010,
  'image-inline': 1011,
  'image-poster': 1012,
  'image-card': 1013,
  'image-overlap': 1014,
  'image-collage': 1015,
  'image-stack': 1016,
  'tock-reservations': 1017,
  'tock-events': 1018,
});

/** Page types (SPEC section 2). */
export const PAGE_TYPE = enumeration('PageType', {
  'main-content': 1,
  page: 2,
  'splash-page': 3,
  'content-item': 50,
  'not-found': 100,
  error: 101,
  search: 102,
  'lock-screen': 103,
  'popup-overlay': 104,
  'protected-content': 105,
  'member-area-access-denied': 106,
  paywall: 107,
  'show-cart': 200,
  checkout: 201,
  'order-confirmed': 202,
  donate: 203,
  'contribution-confirmed': 204,
  'cart-v2': 205,
  'subscription-confirmed': 206,
  'order-received': 207,
  'membership-confirmed': 208,
  'reviews-request': 209,
  'digital-product-composer-preview': 210,
  'order-status': 211,
  'newsletter-unsubscribe': 300,
  'commerce-email-preview': 301,
  'sso-page': 400,
});
export type PageTypeName = (typeof PAGE_TYPE.values)[number]['name'];

export const PRODUCT_TYPE = enumeration('ProductType', {
  undefined: UNDEFINED_CODE,
  physical: 1,
  digital: 2,
  service: 3,
  'gift-card': 4,
  paywall: 5,
});
export type ProductTypeName = (typeof PRODUCT_TYPE.values)[number]['name'];

/** Site user roles. */
export const ROLE = enumeration('Role', {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  'store-manager': 8,
  scheduling: 9,
  viewer: 10,
  'campaigns-editor': 11,
  'scheduling-viewer': 12,
  'scheduling-editor': 13,
  none: 14,
  'website-manager': 15,
  'draft-editor': 16,
});
export type RoleName = (typeof ROLE.values)[number]['name'];

/** Where a page section's background comes from; each has a `background-source-NAME?` predicate. */
export const BACKGROUND_SOURCE = enumeration('BackgroundSource', {
  undefined: UNDEFINED_CODE,
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
});
export type BackgroundSourceName = (typeof BACKGROUND_SOURCE.values)[number]['name'];

/** What a navigation folder does when clicked. */
export const FOLDER_BEHAVIOR = enumeration('FolderBehavior', {
  undefined: UNDEFINED_CODE,
  index: 1,
  redirect: 2,
  none: 3,
  variation: 4,
});
export type FolderBehaviorName = (typeof FOLDER_BEHAVIOR.values)[number]['name'];

/** Cover-page slice types, tested by `current-type? NAME`. */
export const SLICE_TYPE = enumeration('SliceType', {
  undefined: UNDEFINED_CODE,
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
});
export type SliceTypeName = (typeof SLICE_TYPE.values)[number]['name'];

export const SECTION_TYPE = enumeration('SectionType', {
  'cover-page': 1,
  'lock-screen': 2,
  'popup-overlay': 3,
  'sso-screen': 4,
});

/** Comment state 1: comments are open. */
export const COMMENT_STATE_OPEN = 1;

/** Gallery option values, each tested by a generated `gallery-...?` predicate. */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
export const GALLERY_META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;
/** Boolean gallery options with a `gallery-OPTION?` predicate. */
export const GALLERY_BOOLEAN_OPTIONS = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
] as const;
