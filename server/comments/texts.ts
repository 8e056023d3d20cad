/**
 * The visitors' comment and like texts in each language the demo site
 * offers. The counts are the SPEC's (section 9: 'No Comments', '1 Comment',
 * 'N Comments'); the rest are Vitrine's (the SPEC shows no comment form).
 * Failure texts are keyed by the comment API's error codes (errors.ts).
 */
import { COMMENT_BODY_MAX_CHARS, COMMENT_NAME_MAX_CHARS } from './limits.js';

const EN = {
  noComments: 'No Comments',
  oneComment: '1 Comment',
  manyComments: '{count} Comments',
  leaveComment: 'Leave a comment',
  name: 'Name',
  email: 'Email',
  emailHint: 'Never shown on the site.',
  comment: 'Comment',
  post: 'Post comment',
  posting: 'Posting…',
  commentingAs: 'Commenting as {email}.',
  signInToComment: 'Sign in to comment',
  signInPrompt: 'Only signed-in visitors can comment on this site.',
  closed: 'Comments are closed.',
  pending: 'Thank you! Your comment will appear once the site owner approves it.',
  like: 'Like',
  liked: 'Liked',
  likes: '{count} likes',
  oneLike: '1 like',
  errors: {
    REQUIRED: 'Required',
    EMAIL_INVALID: 'Email is invalid',
    NAME_TOO_LONG: `Use at most ${COMMENT_NAME_MAX_CHARS} characters.`,
    BODY_TOO_LONG: `Use at most ${COMMENT_BODY_MAX_CHARS} characters.`,
    POST_NOT_FOUND: 'This post does not take comments.',
    COMMENTS_CLOSED: 'Comments are closed.',
    LIKES_OFF: 'This site does not count likes.',
    SIGN_IN_REQUIRED: 'Only signed-in visitors can comment on this site.',
    CRUMB_FAIL: 'Your session has expired. Reload the page and try again.',
    RATE_LIMITED: 'Too many posts from your address. Wait a minute and try again.',
    FIELDS_INVALID: 'Check the fields marked below.',
  },
};

export type CommentTexts = typeof EN;

const FR: CommentTexts = {
  noComments: 'Aucun commentaire',
  oneComment: '1 commentaire',
  manyComments: '{count} commentaires',
  leaveComment: 'Laisser un commentaire',
  name: 'Nom',
  email: 'E-mail',
  emailHint: 'Jamais affiché sur le site.',
  comment: 'Commentaire',
  post: 'Publier le commentaire',
  posting: 'Publication…',
  commentingAs: 'Vous commentez en tant que {email}.',
  signInToComment: 'Se connecter pour commenter',
  signInPrompt: 'Seuls les visiteurs connectés peuvent commenter sur ce site.',
  closed: 'Les commentaires sont fermés.',
  pending: 'Merci ! Votre commentaire apparaîtra dès que le propriétaire du site l’aura approuvé.',
  like: 'J’aime',
  liked: 'Vous aimez',
  likes: '{count} mentions J’aime',
  oneLike: '1 mention J’aime',
  errors: {
    REQUIRED: 'Obligatoire',
    EMAIL_INVALID: 'L’e-mail n’est pas valide',
    NAME_TOO_LONG: `${COMMENT_NAME_MAX_CHARS} caractères au plus.`,
    BODY_TOO_LONG: `${COMMENT_BODY_MAX_CHARS} caractères au plus.`,
    POST_NOT_FOUND: 'Cet article n’accepte pas de commentaires.',
    COMMENTS_CLOSED: 'Les commentaires sont fermés.',
    LIKES_OFF: 'Ce site ne compte pas les mentions J’aime.',
    SIGN_IN_REQUIRED: 'Seuls les visiteurs connectés peuvent commenter sur ce site.',
    CRUMB_FAIL: 'Votre session a expiré. Rechargez la page et réessayez.',
    RATE_LIMITED: 'Trop d’envois depuis votre adresse. Attendez une minute et réessayez.',
    FIELDS_INVALID: 'Vérifiez les champs signalés ci-dessous.',
  },
};

/** The texts of a site language tag ('fr-FR', 'fr'); English for any other. */
export function commentTexts(language: string | undefined): CommentTexts {
  return language?.toLowerCase().startsWith('fr') ? FR : EN;
}

export const COMMENT_LANGUAGES = { en: EN, fr: FR } as const;

/** The SPEC's comment count in a language: 'No Comments', '1 Comment', 'N Comments'. */
export function countText(texts: CommentTexts, count: number): string {
  if (count === 0) return texts.noComments;
  if (count === 1) return texts.oneComment;
  return texts.manyComments.replace('{count}', String(count));
}

export function likesText(texts: CommentTexts, count: number): string {
  return count === 1 ? texts.oneLike : texts.likes.replace('{count}', String(count));
}
