/** Where the account page's plain forms post (form-routes.ts); the pages that render them import these. */
export const ACCOUNT_FORM_PATHS = {
  'sign-in': '/account/sign-in',
  'sign-up': '/account/sign-up',
  'sign-out': '/account/sign-out',
} as const;

export type AccountFormName = keyof typeof ACCOUNT_FORM_PATHS;

/** Where a paywalled page's offer posts (paywall-route.ts). */
export const PAYWALL_PURCHASE_PATH = '/account/paywall-purchase';
