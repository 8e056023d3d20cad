/**
 * The review-request page (page type 209) as the form a buyer writes a
 * review with: reached from the link on each line of their order mail and
 * order page (`?item=&order=&line=&token=`, the order's signed link token),
 * it takes a rating of REVIEW_RATING_MIN to REVIEW_RATING_MAX stars, an
 * optional headline, the text and the name shown with it
 * (engine/commerce/review-rules.ts), and posts them to REVIEWS_PATH
 * (server/reviews/), which checks that the line is the buyer's and not yet
 * reviewed. Without the link's fields the page says where to find it.
 * Without JavaScript the form posts and comes back with its outcome shown
 * once (`formPost.review`); the island (client/widgets/review-form.tsx)
 * posts the same form with fetch.
 */
import type { Json } from '../content/types.js';
import { REVIEW_BODY_MAX_CHARS, REVIEW_BODY_MIN_CHARS, REVIEW_NAME_MAX_CHARS, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TITLE_MAX_CHARS } from '../../engine/commerce/review-rules.js';
import { contributionTexts, fillText } from './contribution-texts.js';

/** Where the review form posts. */
export const REVIEWS_PATH = '/api/reviews';

export interface ReviewOutcome {
  succeeded?: boolean;
  /** The line had its review already. */
  already?: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: { rating: string; title: string; body: string; name: string };
}

const ERROR = (field: string, id: string) => `{.if errors.${field}}<span class="vitrine-comment-form__error" id="${id}-error">{errors.${field}|html}</span>{.end}`;
const INVALID = (field: string, id: string, hint?: string) =>
  `{.if errors.${field}} aria-invalid="true" aria-describedby="${id}-error${hint ? ` ${hint}` : ''}"{.or}${hint ? ` aria-describedby="${hint}"` : ''}{.end}`;

const FORM = `<form class="vitrine-special__form vitrine-review-form" method="post" action="{action|htmlattr}" novalidate data-review-form>
<div data-widget="review-form" data-props="{props|htmlattr}" hidden></div>
<input type="hidden" name="crumb" value="{crumb|htmlattr}"><input type="hidden" name="pagePath" value="{pagePath|htmlattr}"><input type="hidden" name="language" value="{language|htmlattr}">
<input type="hidden" name="itemId" value="{link.item|htmlattr}"><input type="hidden" name="orderId" value="{link.order|htmlattr}"><input type="hidden" name="lineId" value="{link.line|htmlattr}"><input type="hidden" name="token" value="{link.token|htmlattr}">
<p class="vitrine-comments__status{.if message} vitrine-comments__status--error{.end}" data-review-status{.if message} role="alert"{.or} role="status"{.end} tabindex="-1">{.if message}{message|html}{.end}</p>
<fieldset class="vitrine-review-form__rating"{.if errors.rating} aria-describedby="review-rating-error"{.end}><legend>{labels.rating|html}</legend>
{.repeated section stars}<label class="vitrine-review-form__star"><input type="radio" name="rating" value="{value|htmlattr}"{.if checked} checked{.end}> {label|html}</label>{.end}
${ERROR('rating', 'review-rating')}</fieldset>
<p class="vitrine-special__field"><label for="review-title">{labels.title|html}</label><input type="text" id="review-title" name="title" maxlength="${REVIEW_TITLE_MAX_CHARS}" value="{values.title|htmlattr}"${INVALID('title', 'review-title')}>${ERROR('title', 'review-title')}</p>
<p class="vitrine-special__field"><label for="review-body">{labels.body|html}</label><span class="vitrine-comment-form__hint" id="review-body-hint">{labels.bodyHint|html}</span><textarea id="review-body" name="body" rows="6" maxlength="${REVIEW_BODY_MAX_CHARS}" required${INVALID('body', 'review-body', 'review-body-hint')}>{values.body|html}</textarea>${ERROR('body', 'review-body')}</p>
<p class="vitrine-special__field"><label for="review-name">{labels.name|html}</label><input type="text" id="review-name" name="name" autocomplete="name" maxlength="${REVIEW_NAME_MAX_CHARS}" required value="{values.name|htmlattr}"${INVALID('name', 'review-name')}>${ERROR('name', 'review-name')}</p>
<p><button type="submit" class="button" data-review-submit>{labels.submit|html}</button></p></form>`;

export const REVIEW_TEMPLATE = `<h1>{title|html}</h1>{.if product}{.section product}{.if imageUrl}<img class="vitrine-special__image" src="{imageUrl|htmlattr}?format=300w" alt="" width="150" height="150">{.end}{.end}{.end}<p>{body|html}</p>
{.if done}<p class="vitrine-comments__status" role="status">{done|html}</p><p><a class="button" href="{linkUrl|htmlattr}">{linkLabel|html}</a></p>{.or}{.if link}${FORM}{.or}<p>{needsLink|html}</p><p><a class="button" href="{linkUrl|htmlattr}">{linkLabel|html}</a></p>{.end}{.end}`;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface ReviewFormInput {
  languageTag: string;
  path: string;
  crumb: string;
  query: Record<string, string>;
  /** The product the link names (its default-language id), when it is one. */
  productId: string | null;
  outcome: ReviewOutcome | undefined;
}

export function reviewFormContext(i: ReviewFormInput): Json {
  const t = contributionTexts(i.languageTag);
  const o = i.outcome;
  if (o?.succeeded) return { done: o.already ? t.reviewAlready : t.reviewThanks };
  const q = i.query;
  const linked = i.productId !== null && [q.order, q.line, q.token].every((v) => typeof v === 'string' && ID.test(v));
  if (!linked) return { needsLink: t.reviewNeedsLink };
  const pagePath = `${i.path}?${new URLSearchParams({ item: q.item ?? '', order: q.order!, line: q.line!, token: q.token! }).toString()}`;
  const chosen = o?.values?.rating ?? '';
  const stars = [];
  for (let n = REVIEW_RATING_MAX; n >= REVIEW_RATING_MIN; n--) stars.push({ value: String(n), label: fillText(t.ratingStars, { count: String(n) }), checked: chosen === String(n) });
  return {
    link: { item: i.productId, order: q.order, line: q.line, token: q.token },
    action: REVIEWS_PATH,
    crumb: i.crumb,
    pagePath,
    language: i.languageTag,
    props: JSON.stringify({ sending: t.sendingReview, submit: t.submitReview }),
    stars,
    labels: {
      rating: t.ratingLegend,
      title: t.reviewTitle,
      body: t.reviewBody,
      bodyHint: fillText(t.reviewBodyHint, { min: String(REVIEW_BODY_MIN_CHARS), max: String(REVIEW_BODY_MAX_CHARS) }),
      name: t.reviewName,
      submit: t.submitReview,
    },
    values: { title: o?.values?.title ?? '', body: o?.values?.body ?? '', name: o?.values?.name ?? '' },
    errors: o?.errors ?? {},
    ...(o?.message ? { message: o.message } : {}),
  };
}
