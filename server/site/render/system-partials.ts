/**
 * System partials the platform provides (DEVELOPER-MODE 4.2), written in
 * the template language. A folder's own block of the same name wins.
 */
export const SYSTEM_PARTIALS: Record<string, string> = {
  // Applied inside an item: {.if} looks the site options up through the scopes, and fullUrl / title are the item's.
  'sqs-share-buttons': `<div class="sqs-share-buttons">{.if website.shareButtonOptions.facebook}<a class="ss-social-button facebook" href="https://www.facebook.com/sharer/sharer.php?u={website.baseUrl|url-encode}{fullUrl|url-encode}">Facebook</a>{.end}{.if website.shareButtonOptions.twitter}<a class="ss-social-button twitter" href="https://twitter.com/intent/tweet?url={website.baseUrl|url-encode}{fullUrl|url-encode}&amp;text={title|url-encode}">Twitter</a>{.end}{.if website.shareButtonOptions.pinterest}<a class="ss-social-button pinterest" href="https://www.pinterest.com/pin/create/button/?url={website.baseUrl|url-encode}{fullUrl|url-encode}&amp;description={title|url-encode}">Pinterest</a>{.end}{.if website.shareButtonOptions.linkedin}<a class="ss-social-button linkedin" href="https://www.linkedin.com/shareArticle?url={website.baseUrl|url-encode}{fullUrl|url-encode}&amp;title={title|url-encode}">LinkedIn</a>{.end}</div>`,
  'sqs-social-links': `{.repeated section website.socialAccounts}<a href="{profileUrl|htmlattr}" class="sqs-svg-icon--wrapper {serviceName|slugify}" target="_blank" rel="noopener" aria-label="{serviceName|htmlattr}"></a>{.end}`,
  'sqs-video-background.block': `{.equal? backgroundSource 3}<div class="sqs-video-background content-fill" data-config-url="{video.url|htmlattr}" data-config-playback-speed="{video.playbackSpeed}" data-config-filter="{video.filter}" data-config-filter-strength="{video.filterStrength}">{.section videoFallbackContentItem}{.main-image?}<img {@|image-meta}>{.end}{.end}</div>{.end}`,
};
