/**
 * System partials the platform provides (DEVELOPER-MODE 4.2), written in
 * the template language. A folder's own block of the same name wins.
 */
import { CART_PILL_MARKER, CART_PILL_PARTIAL } from './cart-pill.js';
const SOCIAL_LINKS = `{.repeated section website.socialAccounts}<a href="{profileUrl|htmlattr}" class="sqs-svg-icon--wrapper {serviceName|slugify}" target="_blank" rel="noopener" aria-label="{serviceName|htmlattr}"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="22"/></svg></div></a>{.end}`;

export const SYSTEM_PARTIALS: Record<string, string> = {
  // The cart pill: a marker the renderer (or the site route, per visitor) replaces with the pill (cart-pill.ts).
  [CART_PILL_PARTIAL]: CART_PILL_MARKER,
  // Applied inside an item: {.if} looks the site options up through the scopes, and fullUrl / title are the item's.
  'sqs-share-buttons': `<div class="sqs-share-buttons">{.if website.shareButtonOptions.facebook}<a class="ss-social-button facebook" href="https://www.facebook.com/sharer/sharer.php?u={website.baseUrl|url-encode}{fullUrl|url-encode}">Facebook</a>{.end}{.if website.shareButtonOptions.twitter}<a class="ss-social-button twitter" href="https://twitter.com/intent/tweet?url={website.baseUrl|url-encode}{fullUrl|url-encode}&amp;text={title|url-encode}">Twitter</a>{.end}{.if website.shareButtonOptions.pinterest}<a class="ss-social-button pinterest" href="https://www.pinterest.com/pin/create/button/?url={website.baseUrl|url-encode}{fullUrl|url-encode}&amp;description={title|url-encode}">Pinterest</a>{.end}{.if website.shareButtonOptions.linkedin}<a class="ss-social-button linkedin" href="https://www.linkedin.com/shareArticle?url={website.baseUrl|url-encode}{fullUrl|url-encode}&amp;title={title|url-encode}">LinkedIn</a>{.end}</div>`,
  // One icon per connected account: a disc in the icon colour (Vitrine's own glyph; the platform's SVG sprite is not loaded offline).
  'sqs-social-links': SOCIAL_LINKS,
  // The social-links web module's partial, which the platform's build tool copies into a folder that depends on it.
  'social-links.block': SOCIAL_LINKS,
  'sqs-video-background.block': `{.equal? backgroundSource 3}<div class="sqs-video-background content-fill" data-config-url="{video.url|htmlattr}" data-config-playback-speed="{video.playbackSpeed}" data-config-filter="{video.filter}" data-config-filter-strength="{video.filterStrength}">{.section videoFallbackContentItem}{.main-image?}<img {@|image-meta}>{.end}{.end}</div>{.end}`,
};
