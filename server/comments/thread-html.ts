/**
 * A post's comment section as the page shows it, with or without
 * JavaScript: the SPEC's count ('No Comments', '1 Comment', 'N Comments'),
 * the like button (a real form: it posts and comes back), the approved
 * comments oldest first, and the comment form (name and email for a
 * visitor when the site allows it, the account's email for a signed-in
 * one, else a sign-in link), or 'Comments are closed.'. After a post
 * without JavaScript, the form shows its outcome once: the thank-you (the
 * comment waits for the owner), or each field's problem with what was typed.
 * The comments island (client/widgets/comments.tsx) posts the same forms
 * with fetch and updates this markup in place.
 */
import { escapeAttr, escapeText } from '../../site/tags/html.js';
import type { ShownComment } from './comment-store.js';
import type { CommentField } from './comment-input.js';
import { COMMENT_BODY_MAX_CHARS, COMMENT_NAME_MAX_CHARS } from './limits.js';
import type { Post } from './posts.js';
import { countText, likesText, type CommentTexts } from './texts.js';

/** Where the forms post. */
export const COMMENTS_PATH = '/api/comments';
export const LIKE_PATH = '/api/comments/like';

/** What a plain form's post left for its page (kept by the forms' page states, read once). */
export interface CommentOutcome {
  itemId: string;
  succeeded?: boolean;
  message?: string;
  errors?: Partial<Record<CommentField, string>>;
  values?: { name: string; email: string; body: string };
}

export interface ThreadInput {
  post: Post;
  texts: CommentTexts;
  /** The page's language tag, for dates ('en-US', 'fr-FR'). */
  locale: string;
  timeZone: string;
  pagePath: string;
  crumb: string;
  comments: ShownComment[];
  count: number;
  likes: { count: number; liked: boolean };
  /** The signed-in visitor's email, else null. */
  signedIn: string | null;
  /** Where the site's sign-in page is (with a way back here). */
  signInUrl: string;
  outcome?: CommentOutcome | undefined;
}

/** A comment's text as paragraphs: blank lines part them, single line ends stay. */
export function bodyHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function formatDate(iso: string, locale: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  }
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeAttr(value)}">`;

function likeForm(i: ThreadInput): string {
  if (!i.post.likesOn) return '';
  const { texts, likes } = i;
  return (
    `<form class="vitrine-like" method="post" action="${LIKE_PATH}" data-like-form>` +
    hidden('crumb', i.crumb) + hidden('itemId', i.post.itemId) + hidden('pagePath', i.pagePath) + hidden('liked', likes.liked ? 'false' : 'true') +
    `<button type="submit" class="vitrine-like__button" aria-pressed="${likes.liked}" aria-describedby="like-count-${escapeAttr(i.post.itemId)}" data-like-button>` +
    `<span class="vitrine-like__heart" aria-hidden="true">${likes.liked ? '♥' : '♡'}</span> <span data-like-label>${escapeText(likes.liked ? texts.liked : texts.like)}</span></button>` +
    ` <span class="vitrine-like__count" id="like-count-${escapeAttr(i.post.itemId)}" data-like-count>${escapeText(likesText(texts, likes.count))}</span>` +
    `</form>`
  );
}

function commentList(i: ThreadInput): string {
  if (i.comments.length === 0) return '';
  const items = i.comments.map((c) => {
    const date = formatDate(c.createdOn, i.locale, i.timeZone);
    return (
      `<li class="vitrine-comment" id="comment-${escapeAttr(c.id)}"><article>` +
      `<p class="vitrine-comment__meta"><strong class="vitrine-comment__author">${escapeText(c.authorName)}</strong> <time datetime="${escapeAttr(c.createdOn)}">${escapeText(date)}</time></p>` +
      `<div class="vitrine-comment__body">${bodyHtml(c.body)}</div></article></li>`
    );
  });
  return `<ol class="vitrine-comments__list">${items.join('')}</ol>`;
}

function field(i: ThreadInput, name: CommentField, label: string, control: (attrs: string) => string, hint?: string): string {
  const id = `comment-${name}-${i.post.itemId}`;
  const error = i.outcome?.errors?.[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attrs = `id="${escapeAttr(id)}" name="${name}"${describedBy ? ` aria-describedby="${escapeAttr(describedBy)}"` : ''}${error ? ' aria-invalid="true"' : ''} required`;
  return (
    `<p class="vitrine-comment-form__field" data-field="${name}"><label for="${escapeAttr(id)}">${escapeText(label)}</label>` +
    (hint ? `<span class="vitrine-comment-form__hint" id="${escapeAttr(id)}-hint">${escapeText(hint)}</span>` : '') +
    control(attrs) +
    (error ? `<span class="vitrine-comment-form__error" id="${escapeAttr(id)}-error">${escapeText(error)}</span>` : '') +
    `</p>`
  );
}

function commentForm(i: ThreadInput): string {
  const { texts, post } = i;
  if (!post.commentsOpen) return `<p class="vitrine-comments__closed">${escapeText(texts.closed)}</p>`;
  if (i.signedIn === null && !post.anonymousAllowed) {
    return `<p class="vitrine-comments__sign-in">${escapeText(texts.signInPrompt)} <a href="${escapeAttr(i.signInUrl)}">${escapeText(texts.signInToComment)}</a></p>`;
  }
  const mine = i.outcome && i.outcome.itemId === post.itemId ? i.outcome : undefined;
  // After a refusal the fields keep what was typed; after the thank-you they start empty.
  const values = mine && !mine.succeeded ? mine.values : undefined;
  const statusText = mine?.succeeded ? texts.pending : mine?.message ?? '';
  const input = { ...i, outcome: mine };
  const name = field(input, 'name', texts.name, (a) => `<input type="text" ${a} maxlength="${COMMENT_NAME_MAX_CHARS}" autocomplete="name" value="${escapeAttr(values?.name ?? '')}">`);
  const email = i.signedIn === null
    ? field(input, 'email', texts.email, (a) => `<input type="email" ${a} autocomplete="email" value="${escapeAttr(values?.email ?? '')}">`, texts.emailHint)
    : `<p class="vitrine-comment-form__who">${escapeText(texts.commentingAs.replace('{email}', i.signedIn))}</p>`;
  const body = field(input, 'body', texts.comment, (a) => `<textarea ${a} rows="5" maxlength="${COMMENT_BODY_MAX_CHARS}">${escapeText(values?.body ?? '')}</textarea>`);
  const role = mine && !mine.succeeded ? 'alert' : 'status';
  return (
    `<form class="vitrine-comment-form" method="post" action="${COMMENTS_PATH}" novalidate data-comment-form aria-labelledby="comment-form-title-${escapeAttr(post.itemId)}">` +
    `<h3 class="vitrine-comment-form__title" id="comment-form-title-${escapeAttr(post.itemId)}">${escapeText(texts.leaveComment)}</h3>` +
    `<p class="vitrine-comments__status${mine && !mine.succeeded ? ' vitrine-comments__status--error' : ''}" role="${role}" data-comment-status>${escapeText(statusText)}</p>` +
    hidden('crumb', i.crumb) + hidden('itemId', post.itemId) + hidden('pagePath', i.pagePath) + hidden('language', i.locale) +
    name + email + body +
    `<p><button type="submit" class="button vitrine-comment-form__submit" data-comment-submit>${escapeText(texts.post)}</button></p>` +
    `</form>`
  );
}

export function threadHtml(i: ThreadInput): string {
  const titleId = `comments-title-${escapeAttr(i.post.itemId)}`;
  // The island's hook: it enhances the forms above it (and renders nothing itself).
  const island = `<div data-widget="comments" data-props="${escapeAttr(JSON.stringify({ posting: i.texts.posting, post: i.texts.post }))}" hidden></div>`;
  return (
    `<section class="vitrine-comments" id="comments" aria-labelledby="${titleId}">` +
    `<div class="vitrine-comments__bar"><h2 class="vitrine-comments__title" id="${titleId}" data-comment-count>${escapeText(countText(i.texts, i.count))}</h2>${likeForm(i)}</div>` +
    commentList(i) +
    commentForm(i) +
    island +
    `</section>`
  );
}
