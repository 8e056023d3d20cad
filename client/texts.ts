/**
 * Every shopper-facing text of the widgets, word for word from SPEC
 * sections 2, 4, 5, 8 and 9 in English. One place, so a test can check them.
 * Other languages come with the page (the theme's `widgetTexts` strings of
 * the page language, in the vitrine-commerce settings): `chooseLanguage`
 * lays them over the English ones once, before the islands mount, so the
 * bundle carries no catalogue but English.
 */

const EN = {
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  adding: 'Adding…',
  added: 'Added!',
  listingAdded: 'Added',
  selectOption: 'Select Option',
  soldOut: 'Sold out',
  quantity: 'Quantity',
  selectValue: 'Select Value',
  selectVariant: (name: string) => `Select ${name}`,

  titleAdd: 'Unable to Add Item',
  titlePurchase: 'Unable to Purchase Item',
  titleGiftCard: 'Unable to purchase Gift Card',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  tooManyRequests: 'Please try again in a few seconds.',
  tryAgain: 'Please try again.',
  checkConnection: 'Please check your internet connection.',

  selectOne: (option: string) => `Please select the ${option} option.`,
  selectTwo: (a: string, b: string) => `Please select the ${a} and ${b} options.`,
  selectMany: (list: string, last: string) => `Please select the ${list} and ${last} options.`,
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number.',
  giftCardDenomination: 'Select a denomination for the Gift Card.',
  required: 'Required',

  updateQuantityFailed: 'Unable to update quantity',
  removeItemFailed: 'Unable to remove item',
  // Vitrine's: the cart page's plain forms without JavaScript, and the cart's refusals they show (server/commerce/errors.ts).
  updateQuantity: 'Update',
  entryNotFound: 'That item is no longer in your shopping cart.',
  quantityOutOfRange: 'Quantity must be between 1 and 9999.',
  emptyCart: 'You have nothing in your shopping cart.',
  cartMinimum: (subtotal: string) => `To check out, your order subtotal must be ${subtotal} or more.`,
  moreThan100: 'More than 100 items in cart',
  itemsInCart: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} in cart`,
  item: 'item',
  items: 'items',
  cappedCount: '100+',
  zeroItems: '0 items',
  addedToCart: 'Added to cart',
  viewCart: 'View Cart',
  close: 'Close',
  remove: 'Remove',
  subtotal: 'Subtotal',
  checkout: 'Checkout',
  ok: 'OK',

  // Prices of the chosen variant (SPEC section 2 labels, engine LABELS).
  sale: 'sale',
  soldOutMark: 'sold out',
  salePrice: 'Sale Price:',
  originalPrice: 'Original Price:',
  /** A sold-out value in a variant dropdown. */
  soldOutOption: (value: string) => `${value} (sold out)`,

  // Instalments (SPEC section 9).
  instalmentPayments: (n: number, amount: string) => `${n} interest-free payments of ${amount}`,
  instalmentOver: (amount: string) => `available for orders over ${amount}`,
  instalmentUpTo: (amount: string) => `available for orders up to ${amount}`,
  instalmentWith: (brand: string) => `with ${brand}`,
  instalmentInfo: (brand: string) => `About ${brand}`,

  quickView: 'Quick View',
  quickViewLoading: 'Loading…',
  quickViewFailed: 'Unable to load. Try again.',
  viewDetails: 'View full details',
  dialogClose: 'Close',
  // Vitrine's: the popup overlay's name when the owner gave it no heading, and its newsletter field's label when none.
  popupDialog: 'Announcement',
  popupEmail: 'Email Address',
  previous: 'Previous',
  next: 'Next',
  // Vitrine's: the image lightbox's name and its place in a gallery.
  imageViewer: 'Image viewer',
  imageOf: (n: number, total: number) => `Image ${n} of ${total}`,
};

type Catalogue<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };
export type Texts = Catalogue<typeof EN>;

/** The English catalogue (the SPEC's texts). */
export const TEXT_EN: Texts = EN;

/** The page's catalogue: a live binding, so every widget reads the language chosen at start. */
export let TEXT: Texts = TEXT_EN;

/**
 * A translated text as the page gives it: a string, with `{0}`, `{1}` for
 * the arguments of a text that takes some, or `{ one, other }` for a text
 * whose first argument is a count.
 */
export type TranslatedText = string | { one: string; other: string };

function fill(template: string, args: unknown[]): string {
  return template.replace(/\{(\d)\}/g, (m, i: string) => (Number(i) < args.length ? String(args[Number(i)]) : m));
}

/** The English catalogue with the page's translations laid over it; keys it does not know are ignored. */
export function catalogue(translations: Record<string, unknown> | null | undefined): Texts {
  const out: Record<string, unknown> = { ...TEXT_EN };
  for (const [key, english] of Object.entries(TEXT_EN)) {
    const t = translations?.[key];
    if (typeof t === 'string') out[key] = typeof english === 'function' ? (...args: unknown[]) => fill(t, args) : t;
    else if (t && typeof t === 'object' && typeof english === 'function') {
      const { one, other } = t as { one?: unknown; other?: unknown };
      if (typeof one === 'string' && typeof other === 'string') out[key] = (...args: unknown[]) => fill(args[0] === 1 ? one : other, args);
    }
  }
  return out as Texts;
}

/** Chooses the page's catalogue: its translations, or English. */
export function chooseLanguage(translations?: Record<string, unknown> | null): Texts {
  TEXT = translations ? catalogue(translations) : TEXT_EN;
  return TEXT;
}

/** The message for the options still to choose (SPEC section 5). */
export function unselectedOptionsMessage(names: string[]): string {
  if (names.length === 1) return TEXT.selectOne(names[0]!);
  if (names.length === 2) return TEXT.selectTwo(names[0]!, names[1]!);
  return TEXT.selectMany(names.slice(0, -1).join(', '), names[names.length - 1]!);
}
