/**
 * Where a page shows a post's comment section: the theme writes
 * `<!--vitrine:comments:ITEM_ID-->` (templates/collections/blog.item), and
 * each response puts the section in its place (server/comments/), so a
 * page kept for everyone still shows the comments approved since, and each
 * visitor their own like and form. Elsewhere (`vitrine serve`, POST
 * /render) the marker stays an HTML comment and shows nothing.
 */
export const COMMENTS_MARKER_PATTERN = '<!--vitrine:comments:([A-Za-z0-9_-]{1,64})-->';

/** The item ids whose sections `html` asks for, once each. */
export function commentItemsOf(html: string): string[] {
  return [...new Set([...html.matchAll(new RegExp(COMMENTS_MARKER_PATTERN, 'g'))].map((m) => m[1]!))];
}

/** `html` with each marker replaced by its item's section ('' for an item with none). */
export function fillCommentHoles(html: string, sections: ReadonlyMap<string, string>): string {
  return html.replace(new RegExp(COMMENTS_MARKER_PATTERN, 'g'), (_m, id: string) => sections.get(id) ?? '');
}
