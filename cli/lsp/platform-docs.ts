/**
 * Hover texts for platform tags and system variables, from
 * ../shared/design/DEVELOPER-MODE.md sections 3 and 4.1 (what the platform
 * does; Vitrine renders the same offline).
 */

/** `<squarespace:NAME>` -> its use and attributes (DEVELOPER-MODE 3.1-3.8). */
export const PLATFORM_TAGS: Readonly<Record<string, string>> = {
  navigation:
    '`<squarespace:navigation navigationId="mainNav" template="main-nav" />`\n\n`navigationId` names a `navigations[].name`; `template` names `blocks/X.block`. **Inline form**: no template; the body is the template.',
  'folder-navigation':
    '`<squarespace:folder-navigation template="submenu" />`\n\nWhen the current page (or item\'s collection) is inside a folder or index, the context is `items` (the folder\'s children as navigation items), `collection` (the folder) and `folderActive: true`. Otherwise the tag outputs nothing.',
  'block-field':
    '`<squarespace:block-field id="footerBlocks" columns="12" label="Footer" class="F" lock-layout="true" />`\n\nAn area where the owner places blocks, stored per `id` site-wide. `columns` is 12 (grid) or 1 (single column); `lock-layout` freezes the layout for editors.',
  query:
    '`<squarespace:query collection="blog" limit="3" featured="true" category="A" tag="x,y" skip="2">…</squarespace:query>`\n\n`collection` (required; the `urlId`), `limit` (max 100), `featured` (starred only), `category` and `tag` (comma-separated), `skip` (max 10). **Platform limits:** 8 queries per page, 100 results each. **Body scope:** the list-page context of the queried collection: `items`, the queried `collection`, and the site-wide keys.',
  script:
    '`<squarespace:script src="site.js" combo="true" />`\n\n`src` is relative to `scripts/` (subfolders allowed); `combo` is `"true"` or `"false"`. **Offline:** emit `<script src="/scripts/SRC"></script>` in place, ignoring `combo` so execution order is kept.',
  category:
    '`<squarespace:category collection="{urlId}" template="category-slugs" />`, or inline with a body.\n\nAttributes `collection` (required), `template`, `limit`. Context: `categories: [{name}]` and the collection.',
  related:
    '`<squarespace:related collectionId="{collection.id}" itemId="{item.id}" limit="5">…</squarespace:related>`\n\nAlways with a body, guarded by `collection.features.relatedItems.isEnabled`. Offline `items`: the collection\'s other items sharing a category or tag, ranked by the number shared, then collection order, then limited.',
  'social-share': 'Hosted service. Offline: `<div class="squarespace-social-share" data-title="…" data-full-url="…"></div>`',
  comments: 'Hosted service. Offline: `<div class="squarespace-comments" data-item-id="…"></div>`',
};

/** System variables (DEVELOPER-MODE 4.1): what the platform puts there. */
export const SYSTEM_VARIABLES: Readonly<Record<string, string>> = {
  'squarespace-headers':
    'Base, charset, `<title>`, favicon, canonical, Open Graph/Twitter meta, Typekit, script bundles, `Static.SQUARESPACE_CONTEXT`, `Squarespace.load`, RSS, JSON-LD, `site.css` links, header injection',
  'squarespace-footers': 'Image-loader bootstrap, `afterBodyLoad`, footer injection',
  'squarespace.main-content': 'The view, escaped',
  'squarespace.page-classes':
    'Tweak classes, `native-currency-code-CUR` (e.g. `usd`), `collection-ID`, `collection-type-TYPENAME`, `collection-layout-LAYOUTKEY`, `homepage` (home only), `view-list` or `view-item`, `mobile-style-available` (when `template.mobileStylesEnabled`)',
  'squarespace.page-id': '`collection-ID`; on items `item-ID` (inferred)',
  'squarespace.cart-classes': '`sqs-custom-cart` (Wright)',
  'squarespace.template-revision': 'An integer (e.g. 242), used to bust caches',
  'squarespace.page-title': '`websiteSettings.itemTitleFormat` (`%i — %s`), `collectionTitleFormat` (`%c — %s`), or the homepage format',
  'squarespace-post-entry': 'Undocumented',
};
