/**
 * Built-in views for system collections a folder has no view for
 * (DEVELOPER-MODE section 7): one article per item with a linked title, the
 * main image and the excerpt. Written in the template language.
 */
export const SYSTEM_LIST_VIEW = `<div class="vitrine-system-collection collection-type-{collection.typeName}">
{.repeated section items}<article class="vitrine-system-item" id="item-{id}">
  {.main-image?}<a href="{fullUrl}" class="vitrine-system-image"><img {@|image-meta} loading="lazy"></a>{.end}
  <h2><a href="{fullUrl}">{title|html}</a></h2>
  {.excerpt?}<div class="vitrine-system-excerpt">{excerpt}</div>{.end}
</article>
{.end}</div>`;

export const SYSTEM_ITEM_VIEW = `<article class="vitrine-system-item collection-type-{collection.typeName}" id="item-{item.id}">
{.section item}
  <h1>{title|html}</h1>
  {.main-image?}<img {@|image-meta}>{.end}
  {.if body}<div class="vitrine-system-body">{body}</div>{.end}
{.end}
</article>`;
