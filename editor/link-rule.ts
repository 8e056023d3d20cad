/**
 * The links an owner may give a block (a button's link): a page or file of
 * this site (a path, a #fragment or a ?query), a web address (http, https),
 * an email (mailto:) or a phone number (tel:). Any other scheme
 * (javascript:, data:, vbscript:, ...) could run script on click and is
 * refused with a message, in the editor as typed and on the server on save.
 * Browsers drop tabs and line breaks anywhere and leading control
 * characters before they read the scheme, so the check does too.
 * Pure: shared by the editor app and the server.
 */

/** Schemes a link may have (lower case, with the colon). */
export const LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

export const LINK_MESSAGES = {
  unsafe: 'This link cannot be used. Links go to a page of this site (starting with /), a web address (https://), an email (mailto:) or a phone number (tel:).',
} as const;

export function isAllowedLink(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const normalised = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalised);
  return !scheme || LINK_SCHEMES.includes(`${scheme[1]!.toLowerCase()}:`);
}

/** The message for a link, or null when it may be used. */
export const linkProblem = (url: string): string | null => (isAllowedLink(url) ? null : LINK_MESSAGES.unsafe);
