// Product reviews on the product page: shown only when the store displays
// native or imported reviews and the kill switch is off; only approved
// native reviews and imported ones of a displayed source; the raw list
// never reaches the page; texts in the page's language.
import t from 'tap';
import { reviewSummary, reviewsShown } from '../../site/context/reviews.js';

const settings = (native: boolean, imported: boolean) => ({ storeSettings: { nativeReviewsDisplayEnabled: native, importedReviewsDisplayEnabled: imported } });
const item = {
  reviews: [
    { source: 'native', approved: true, author: 'Maya', rating: 5, title: 'Great', body: 'Lovely.', createdOn: Date.UTC(2026, 5, 2) },
    { source: 'imported', author: 'Tom', rating: 4, title: '', body: 'Good.', createdOn: Date.UTC(2026, 4, 1) },
    { source: 'native', approved: false, author: 'Bot', rating: 1, title: 'Spam', body: 'x', createdOn: Date.UTC(2026, 6, 1) },
    { source: 'imported', author: 'Odd', rating: 9, title: 'Out of range', body: 'x' },
  ],
};

t.test('the store settings and the kill switch decide', async (t) => {
  t.equal(reviewsShown(settings(false, false), {}), false, 'no display setting on');
  t.equal(reviewsShown(settings(true, false), {}), true);
  t.equal(reviewsShown(settings(false, true), {}), true);
  t.equal(reviewsShown(settings(true, true), { productReviewsKillSwitch: true }), false, 'the kill switch wins');
  t.equal(reviewSummary(item, settings(true, true), { productReviewsKillSwitch: true }, {}, 'en-US'), undefined);
});

t.test('approved native and imported reviews, newest first, with their ratings', async (t) => {
  const s = reviewSummary(item, settings(true, true), {}, {}, 'en-US')!;
  t.match(s, { title: 'Reviews', count: 2, countText: '2 reviews', averageLabel: '4.5 out of 5 stars', averageStars: '★★★★★' });
  t.match(s.entries, [
    { author: 'Maya', stars: '★★★★★', ratingLabel: '5 out of 5 stars', date: '2026-06-02', dateText: 'Jun 2, 2026' },
    { author: 'Tom', stars: '★★★★☆', ratingLabel: '4 out of 5 stars' },
  ]);
  t.match(reviewSummary(item, settings(false, true), {}, {}, 'en-US'), { count: 1, countText: '1 review', entries: [{ author: 'Tom' }] }, 'imported only');
  t.match(reviewSummary(item, settings(true, false), {}, {}, 'en-US'), { count: 1, entries: [{ author: 'Maya' }] }, 'native only');
  t.match(reviewSummary({}, settings(true, true), {}, {}, 'en-US'), { count: 0, countText: '0 reviews', entries: [] });
  const fr = reviewSummary(item, settings(true, true), {}, { themeReviews: 'Avis', themeReviewsRating: '{rating} sur 5 étoiles', themeReviewsCount: { one: '{count} avis', other: '{count} avis' } }, 'fr-FR')!;
  t.match(fr, { title: 'Avis', countText: '2 avis', averageLabel: '4,5 sur 5 étoiles' });
  t.match(fr.entries, [{ author: 'Maya', dateText: '2 juin 2026' }], 'dates in the page language');
  // The formatters are kept per language: English after French is English again.
  t.match(reviewSummary(item, settings(true, true), {}, {}, 'en-US'), { averageLabel: '4.5 out of 5 stars', entries: [{ dateText: 'Jun 2, 2026' }] });
});

t.test('the demo product page shows its reviews block; the raw list stays on the server', async (t) => {
  const { fileURLToPath } = await import('node:url');
  const { loadSite } = await import('../../site/load-site.js');
  const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
  const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
  const mug = site.renderer.render('/shop/stoneware-mug').html;
  t.match(mug, /<section class="product-reviews" aria-labelledby="product-reviews-title">\s*<h2 class="product-reviews__title" id="product-reviews-title">Reviews<\/h2>/);
  t.match(mug, /<span class="product-reviews__stars" role="img" aria-label="4.5 out of 5 stars">★★★★★<\/span> <span class="product-reviews__count">2 reviews<\/span>/);
  t.match(mug, /<strong class="product-review__title">My everyday mug<\/strong>/);
  t.notMatch(mug, /Spam Bot|Unmoderated/, 'an unapproved review shows nowhere, not even in the page context');
  t.notMatch(site.renderer.render('/shop/stoneware-mug', { format: 'json' }).html, /Unmoderated/, 'nor in its JSON');
  t.notMatch(site.renderer.render('/shop/linen-apron').html, /product-reviews__stars/, 'no reviews: no stars');
});
