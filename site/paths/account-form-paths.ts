/** Where the account page's plain forms post (form-routes.ts); the pages that render them import these. */
export const ACCOUNT_FORM_PATHS = {
  'sign-in': '/account/sign-in',
  'sign-up': '/account/sign-up',
  'sign-out': '/account/sign-out',
} as const;

export type AccountFormName = keyof typeof ACCOUNT_FORM_PATHS;

/** Where a paywalled page's offer posts (paywall-route.ts). */
export const PAYWALL_PURCHASE_PATH = '/account/paywall-purchase';

/** Where the account page's address book posts without JavaScript (server/session/address-form-routes.ts); `:id` is the address's. */
export const ADDRESS_FORM_PATHS = {
  add: '/account/addresses',
  update: '/account/addresses/:id',
  default: '/account/addresses/:id/default',
  remove: '/account/addresses/:id/remove',
} as const;
