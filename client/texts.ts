/**
 * Every shopper-facing text of the widgets, word for word from SPEC
 * sections 2, 4, 5, 8 and 9. One place, so a test can check them.
 */
export const TEXT = {
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
} as const;

/** The message for the options still to choose (SPEC section 5). */
export function unselectedOptionsMessage(names: string[]): string {
  if (names.length === 1) return TEXT.selectOne(names[0]!);
  if (names.length === 2) return TEXT.selectTwo(names[0]!, names[1]!);
  return TEXT.selectMany(names.slice(0, -1).join(', '), names[names.length - 1]!);
}
