/**
 * Built-in views for system collections a folder has no view for
 * (DEVELOPER-MODE section 7), showing what the platform shows for each
 * type: products with price, status, variants and add to cart; events
 * with dates and location; galleries as a grid of their images; blog posts with date, author and excerpt. Any other type gets
 * one article per item (linked title, main image, excerpt). Written in the
 * template language, with the platform's commerce and date formatters.
 */

const GENERIC_LIST = `<div class="vitrine-system-collection collection-type-{collection.typeName}">
{.repeated section items}<article class="vitrine-system-item" id="item-{id}">
  {.main-image?}<a href="{fullUrl}" class="vitrine-system-image"><img {@|image-meta} loading="lazy"></a>{.end}
  <h2><a href="{fullUrl}">{title|html}</a></h2>
  {.excerpt?}<div class="vitrine-system-excerpt">{excerpt}</div>{.end}
</article>
{.end}</div>`;

const GENERIC_ITEM = `<article class="vitrine-system-item collection-type-{collection.typeName}" id="item-{item.id}">
{.section item}
  <h1>{title|html}</h1>
  {.main-image?}<img {@|image-meta}>{.end}
  {.if body}<div class="vitrine-system-body">{body}</div>{.end}
{.end}
</article>`;

const PRODUCTS_LIST = `<div class="vitrine-system-collection collection-type-products products-list">
{.repeated section items}<article class="vitrine-system-item product{.sold-out?} sold-out{.end}{.on-sale?} on-sale{.end}" id="item-{id}" data-item-id="{id}">
  {.main-image?}<a href="{fullUrl}" class="vitrine-system-image product-image"><img {@|image-meta} loading="lazy"></a>{.end}
  <h2 class="product-title"><a href="{fullUrl}">{title|html}</a></h2>
  {@|product-price}
  {@|product-status}
</article>
{.end}</div>`;

const PRODUCTS_ITEM = `{.section item}<article class="vitrine-system-item collection-type-products product{.sold-out?} sold-out{.end}{.on-sale?} on-sale{.end}" id="item-{id}" data-item-id="{id}">
  {.main-image?}<div class="vitrine-system-image product-image"><img {@|image-meta}></div>{.end}
  <h1 class="product-title">{title|html}</h1>
  {@|product-status}
  {@|product-price}
  {.if excerpt}<div class="product-excerpt">{excerpt}</div>{.end}
  <div class="product-checkout">{@|product-checkout}</div>
  {.if body}<div class="product-description">{body}</div>{.end}
</article>{.end}`;

const EVENT_DETAILS = `<p class="event-dates"><time class="event-date" datetime="{startDate|date %Y-%m-%dT%H:%M}">{startDate|date %A, %B %e, %Y}</time>
    <time class="event-time-start">{startDate|date %l:%M %p}</time> – <time class="event-time-end" datetime="{endDate|date %Y-%m-%dT%H:%M}">{endDate|date %l:%M %p}</time></p>
  {.section location}{.if addressTitle}<address class="event-location"><span class="event-location-title">{addressTitle|html}</span>{.if addressLine1} <span>{addressLine1|html}</span>{.end}{.if addressLine2} <span>{addressLine2|html}</span>{.end}</address>{.end}{.end}`;

const EVENTS_LIST = `<div class="vitrine-system-collection collection-type-events events-list">
{.repeated section items}<article class="vitrine-system-item event" id="item-{id}">
  {.main-image?}<a href="{fullUrl}" class="vitrine-system-image"><img {@|image-meta} loading="lazy"></a>{.end}
  <h2 class="event-title"><a href="{fullUrl}">{title|html}</a></h2>
  ${EVENT_DETAILS}
  {.excerpt?}<div class="vitrine-system-excerpt">{excerpt}</div>{.end}
</article>
{.end}</div>`;

const EVENTS_ITEM = `{.section item}<article class="vitrine-system-item collection-type-events event" id="item-{id}">
  <h1 class="event-title">{title|html}</h1>
  ${EVENT_DETAILS}
  {.main-image?}<img {@|image-meta}>{.end}
  {.if body}<div class="vitrine-system-body">{body}</div>{.end}
</article>{.end}`;

const GALLERY_LIST = `<div class="vitrine-system-collection collection-type-{collection.typeName} gallery-list">
<div class="sqs-gallery">{.repeated section items}<figure class="gallery-slide" id="item-{id}">
  <a href="{.if clickthroughUrl}{clickthroughUrl}{.or}{fullUrl}{.end}"><img {@|image-meta} loading="lazy"></a>
  {.if title}<figcaption>{title|html}</figcaption>{.end}
</figure>{.end}</div>
</div>`;

const GALLERY_ITEM = `<article class="vitrine-system-item collection-type-gallery" id="item-{item.id}">
{.section item}<figure class="gallery-slide">
  <img {@|image-meta}>
  {.if title}<figcaption>{title|html}</figcaption>{.end}
</figure>
{.if body}<div class="vitrine-system-body">{body}</div>{.end}{.end}
</article>`;

const BLOG_LIST = `<div class="vitrine-system-collection collection-type-blog blog-list">
{.repeated section items}<article class="vitrine-system-item blog-post" id="item-{id}">
  {.main-image?}<a href="{fullUrl}" class="vitrine-system-image"><img {@|image-meta} loading="lazy"></a>{.end}
  <h2><a href="{fullUrl}">{title|html}</a></h2>
  <p class="blog-meta"><time datetime="{publishOn|date %Y-%m-%d}">{publishOn|date %B %e, %Y}</time>{.section author} · <span class="blog-author">{displayName|html}</span>{.end}</p>
  {.excerpt?}<div class="vitrine-system-excerpt">{excerpt}</div>{.end}
</article>
{.end}</div>`;

const BLOG_ITEM = `{.section item}<article class="vitrine-system-item collection-type-blog blog-post" id="item-{id}">
  <h1>{title|html}</h1>
  <p class="blog-meta"><time datetime="{publishOn|date %Y-%m-%d}">{publishOn|date %B %e, %Y}</time>{.section author} · <span class="blog-author">{displayName|html}</span>{.end}</p>
  {.main-image?}<img {@|image-meta}>{.end}
  {.if body}<div class="vitrine-system-body">{body}</div>{.end}
</article>{.end}`;

const VIEWS: Record<string, { list: string; item: string }> = {
  products: { list: PRODUCTS_LIST, item: PRODUCTS_ITEM },
  events: { list: EVENTS_LIST, item: EVENTS_ITEM },
  gallery: { list: GALLERY_LIST, item: GALLERY_ITEM },
  blog: { list: BLOG_LIST, item: BLOG_ITEM },
};

/** The built-in list view of a system collection type. */
export const systemListView = (typeName: string): string => VIEWS[typeName]?.list ?? GENERIC_LIST;

/** The built-in item view of a system collection type. */
export const systemItemView = (typeName: string): string => VIEWS[typeName]?.item ?? GENERIC_ITEM;

/** The views of a type the platform does not define (kept for callers that show any collection). */
export const SYSTEM_LIST_VIEW = GENERIC_LIST;
export const SYSTEM_ITEM_VIEW = GENERIC_ITEM;
