/**
 * Approved reviews reach the product page through the site content: the
 * product's `reviews` list (site/context/reviews.ts shows it with the
 * rating summary, in each language) gets the product's approved native
 * reviews after each moderation, in the product and its translations, as
 * one content revision. So a kept page changes when its content does, in
 * every process, like any owner's edit. Imported reviews in the list stay.
 */
import type { ContentStore, Json } from '../editor/content-store.js';
import { collectionsOf, isObject } from '../editor/doc.js';
import type { OwnerReview } from './review-store.js';

/** The marker of a review this store wrote into the content (its row's id). */
const REVIEW_ID = 'reviewId';

export function contentReview(r: OwnerReview): Json {
  return { source: 'native', approved: true, [REVIEW_ID]: r.id, author: r.authorName, rating: r.rating, title: r.title, body: r.body, createdOn: Date.parse(r.createdOn) };
}

/** Writes `approved` as the native reviews of `itemId` and its translations; false when nothing changed. */
export function writeReviews(doc: Json, itemId: string, approved: OwnerReview[]): boolean {
  let changed = false;
  const next = approved.map(contentReview);
  for (const c of collectionsOf(doc)) {
    for (const item of Array.isArray(c.items) ? (c.items as unknown[]) : []) {
      if (!isObject(item) || (item.id !== itemId && item.translationOf !== itemId)) continue;
      const kept = (Array.isArray(item.reviews) ? (item.reviews as unknown[]) : []).filter((r) => !(isObject(r) && typeof r[REVIEW_ID] === 'string'));
      const reviews = [...next, ...kept];
      if (JSON.stringify(reviews) === JSON.stringify(item.reviews ?? [])) continue;
      item.reviews = reviews;
      changed = true;
    }
  }
  return changed;
}

/** Brings the product's content up to its approved reviews (no revision when it already is). */
export async function syncProductReviews(content: ContentStore, itemId: string, approved: OwnerReview[], accountId: string | null): Promise<number> {
  const { revision } = await content.change({ accountId, summary: `moderated the reviews of product ${itemId}` }, (doc) => (writeReviews(doc, itemId, approved) ? true : false));
  return revision;
}
