/** The comments' limits (Vitrine's own: the SPEC names none for comments). */

/** The longest comment body, in characters. */
export const COMMENT_BODY_MAX_CHARS = 2000;
/** The longest commenter name, in characters. */
export const COMMENT_NAME_MAX_CHARS = 80;
/** Approved comments shown under a post, oldest first; later ones wait for a paged thread. */
export const THREAD_MAX_SHOWN = 200;
/** Comments per page of the owner's moderation list. */
export const MODERATION_PAGE_SIZE = 25;
/** Posts (comments and likes) per visitor address per window. */
export const COMMENT_RATE_LIMIT = { max: 20, windowMs: 60_000 } as const;
/** How long a visitor's liker cookie lasts (seconds): a year, so a like counts once. */
export const LIKER_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
