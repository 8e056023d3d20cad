/**
 * Which posts take comments and likes, read from the site's content (the
 * newest revision when the editor is on): a post of a blog collection
 * takes comments while its commentState is 1 (SPEC section 4: comment
 * state 1 means comments open) and the site's commentsEnabled is on; likes
 * while simpleLikingEnabled is on. `anonymousCommentsAllowed` (Vitrine's
 * setting) lets visitors who are not signed in comment with a name and an
 * email.
 */
import type { SiteContent } from '../../site/content/types.js';
import { COMMENT_STATE_OPEN } from '../../engine/content/enums.js';

export interface Post {
  itemId: string;
  title: string;
  /** The site language of its collection ('' for the default language). */
  language: string;
  commentsOpen: boolean;
  likesOn: boolean;
  anonymousAllowed: boolean;
}

/** The posts of `content` by item id. */
export function postsOf(content: SiteContent): Map<string, Post> {
  const settings = content.websiteSettings;
  const commentsOn = settings.commentsEnabled === true;
  const likesOn = settings.simpleLikingEnabled === true;
  const anonymousAllowed = settings.anonymousCommentsAllowed === true;
  const out = new Map<string, Post>();
  for (const c of content.collections) {
    if (c.typeName !== 'blog') continue;
    for (const item of c.items ?? []) {
      out.set(item.id, {
        itemId: item.id,
        title: typeof item.title === 'string' ? item.title : '',
        language: typeof c.language === 'string' ? c.language : '',
        commentsOpen: commentsOn && item.commentState === COMMENT_STATE_OPEN,
        likesOn,
        anonymousAllowed,
      });
    }
  }
  return out;
}

/** The posts of the content in use, kept until the content changes. */
export class Posts {
  private cached: { content: SiteContent; posts: Map<string, Post> } | null = null;

  constructor(private readonly content: () => SiteContent) {}

  get(itemId: string): Post | undefined {
    const content = this.content();
    if (this.cached?.content !== content) this.cached = { content, posts: postsOf(content) };
    return this.cached.posts.get(itemId);
  }
}
