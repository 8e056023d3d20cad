/**
 * Product reviews on the product page (SPEC sections 2, 3, 9): shown only
 * when the store displays native or imported reviews
 * (`storeSettings.nativeReviewsDisplayEnabled`,
 * `importedReviewsDisplayEnabled`) and the product-reviews kill switch (the
 * beta flag `featureFlags.productReviewsKillSwitch`) is off. A product's
 * reviews are its content's `reviews` list: { source: 'native' |
 * 'imported', author, rating (1..5), title, body, createdOn (epoch ms) };
 * only those of a displayed source, and (native ones) approved by the
 * owner (`approved: true`), are shown, newest first.
 */
import type { Json } from '../content/types.js';
import { dateFormat, numberFormat } from '../../engine/i18n/intl-cache.js';

/** The best rating; ratings are whole stars from 1. */
export const MAX_RATING = 5;
/** Reviews shown on the page at most (the newest). */
export const MAX_REVIEWS_SHOWN = 50;

export interface ReviewTexts {
  title: string;
  /** '{rating} out of 5 stars' */
  rating: string;
  /** '{count} review' / '{count} reviews' */
  countOne: string;
  countOther: string;
}

/** English, unless the theme's strings translate them (`themeReviews`, `themeReviewsRating`, `themeReviewsCount` {one, other}). */
export function reviewTexts(strings: Json): ReviewTexts {
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' ? v : fallback);
  const count = (strings.themeReviewsCount ?? {}) as Json;
  return {
    title: text(strings.themeReviews, 'Reviews'),
    rating: text(strings.themeReviewsRating, '{rating} out of 5 stars'),
    countOne: text(count.one, '{count} review'),
    countOther: text(count.other, '{count} reviews'),
  };
}

const AVERAGE_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const REVIEW_DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(MAX_RATING - rating);

/** Whether the page shows reviews at all. */
export function reviewsShown(settings: Json, featureFlags: Json): boolean {
  const store = (settings.storeSettings ?? {}) as Json;
  const display = store.nativeReviewsDisplayEnabled === true || store.importedReviewsDisplayEnabled === true;
  return display && featureFlags.productReviewsKillSwitch !== true;
}

/** The reviews block's data for one product, or undefined when it shows none. */
export function reviewSummary(item: Json, settings: Json, featureFlags: Json, strings: Json, locale: string): Json | undefined {
  if (!reviewsShown(settings, featureFlags)) return undefined;
  const store = (settings.storeSettings ?? {}) as Json;
  const list = Array.isArray(item.reviews) ? (item.reviews as Json[]) : [];
  const entries = list
    .filter((r) => (r.source === 'imported' ? store.importedReviewsDisplayEnabled === true : store.nativeReviewsDisplayEnabled === true && r.approved === true))
    .map((r): Json & { rating: number } => ({ ...r, rating: Math.round(Number(r.rating)) }))
    .filter((r) => Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= MAX_RATING)
    .sort((a, b) => Number(b.createdOn ?? 0) - Number(a.createdOn ?? 0));
  const texts = reviewTexts(strings);
  const count = entries.length;
  const average = count ? entries.reduce((s, r) => s + r.rating, 0) / count : 0;
  // Built once per locale (the engine's cache): building them cost a tenth of a product page's render.
  const averageText = numberFormat(locale, AVERAGE_FORMAT).format(average);
  const dates = dateFormat(locale, REVIEW_DATE_FORMAT);
  return {
    title: texts.title,
    count,
    countText: fill(count === 1 ? texts.countOne : texts.countOther, { count: String(count) }),
    averageLabel: fill(texts.rating, { rating: averageText }),
    averageStars: stars(Math.round(average)),
    entries: entries.slice(0, MAX_REVIEWS_SHOWN).map((r) => {
      const created = Number(r.createdOn);
      return {
        author: typeof r.author === 'string' ? r.author : '',
        title: typeof r.title === 'string' ? r.title : '',
        body: typeof r.body === 'string' ? r.body : '',
        stars: stars(r.rating),
        ratingLabel: fill(texts.rating, { rating: String(r.rating) }),
        ...(Number.isFinite(created) && created > 0 ? { date: new Date(created).toISOString().slice(0, 10), dateText: dates.format(new Date(created)) } : {}),
      };
    }),
  };
}
