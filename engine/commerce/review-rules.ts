/**
 * A buyer's review of a product they bought (page type 209): the limits
 * and checks shared by the review form, its island and the server. Each
 * check answers the text key of its error, or undefined.
 */

/** Ratings are whole stars from REVIEW_RATING_MIN to REVIEW_RATING_MAX. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The review's text: long enough to say something, short enough to read on the product page. */
export const REVIEW_BODY_MIN_CHARS = 10;
export const REVIEW_BODY_MAX_CHARS = 2_000;
/** The optional headline. */
export const REVIEW_TITLE_MAX_CHARS = 100;
/** The name shown with the review. */
export const REVIEW_NAME_MAX_CHARS = 80;

export type ReviewFieldError = 'required' | 'ratingInvalid' | 'bodyTooShort' | 'bodyTooLong' | 'titleTooLong' | 'nameTooLong';

export interface ReviewFields {
  rating: string;
  title: string;
  body: string;
  name: string;
}

/** Each field's problem; empty when the review can be kept. */
export function reviewProblems(f: ReviewFields): Partial<Record<keyof ReviewFields, ReviewFieldError>> {
  const out: Partial<Record<keyof ReviewFields, ReviewFieldError>> = {};
  const rating = Number(f.rating);
  if (f.rating.trim() === '') out.rating = 'required';
  else if (!Number.isInteger(rating) || rating < REVIEW_RATING_MIN || rating > REVIEW_RATING_MAX) out.rating = 'ratingInvalid';
  const body = f.body.trim();
  if (body === '') out.body = 'required';
  else if ([...body].length < REVIEW_BODY_MIN_CHARS) out.body = 'bodyTooShort';
  else if ([...body].length > REVIEW_BODY_MAX_CHARS) out.body = 'bodyTooLong';
  if ([...f.title.trim()].length > REVIEW_TITLE_MAX_CHARS) out.title = 'titleTooLong';
  const name = f.name.trim();
  if (name === '') out.name = 'required';
  else if ([...name].length > REVIEW_NAME_MAX_CHARS) out.name = 'nameTooLong';
  return out;
}
