/**
 * The commerce email preview (page type 301) of one order: the page at
 * /email-preview?order=ID frames the order's confirmation mail, which the
 * owner API serves sandboxed (server/commerce/owner/confirmation-mail.ts).
 */
export const ORDER_ID_PATTERN = /^[0-9a-f]{24}$/;

/** The owner API address of an order's confirmation mail. */
export const confirmationMailPath = (orderId: string): string => `/api/commerce/owner/orders/${orderId}/confirmation-mail`;

/** The preview page of an order, in the site language of `prefix`. */
export const emailPreviewPath = (prefix: string, orderId: string): string => `${prefix}/email-preview?order=${orderId}`;
