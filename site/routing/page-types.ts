/** Page type codes of SPEC section 2 that the site renderer produces. */
export const PAGE_TYPE = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  PAYWALL: 107,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  ORDER_STATUS: 211,
} as const;

export type PageTypeCode = (typeof PAGE_TYPE)[keyof typeof PAGE_TYPE];
