/**
 * Inline scripts the site owner wrote (the theme's templates, code
 * injection) get a `nonce` attribute, so they run under a Content Security
 * Policy that allows no other inline script. Scripts with a `src` load
 * from the site ('self') and need none. Content values are never marked:
 * only template text and the owner's injection pass through here.
 */

/** An inline script's start tag (`<script` not followed by a src attribute in the same tag). */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)(?![^>]*\bnonce\s*=)/gi;

/** The text with every inline script start tag given `nonce="<nonce>"`. */
export function markInlineScripts(html: string, nonce: string): string {
  return html.replace(INLINE_SCRIPT, `<script nonce="${nonce}"`);
}
