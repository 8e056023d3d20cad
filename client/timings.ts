/** Every widget timing of SPEC section 9, in milliseconds. */
/** 'Adding…' turns to 'Added!' this long after the add succeeded. */
export const ADDED_LABEL_DELAY_MS = 1000;
/** 'Added!' goes back to idle this long after it appeared. */
export const ADDED_RESET_MS = 2000;
/** After a failed add the button is idle again after this long. */
export const ERROR_RESET_MS = 1000;
/** A listing button reads 'Select Option', disabled, for this long. */
export const SELECT_OPTION_MS = 2000;
/** The 'added to cart' popover closes by itself after this long. */
export const ADDED_POPOVER_MS = 3000;
/** Cart pill: counts above this read '100+'. */
export const CART_COUNT_CAP = 100;
