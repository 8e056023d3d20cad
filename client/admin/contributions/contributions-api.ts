/** The owner's donations and reviews APIs as the Donations and Reviews screens call them (server/contributions/). */
import { get, send } from '../../editor/api.js';
import type { CursorPage } from '../../admin-ui/index.js';

export interface OwnerDonation {
  id: string;
  number: string;
  amountCents: number;
  currency: string;
  donorName: string;
  donorEmail: string;
  status: 'paid' | 'pending';
  testMode: boolean;
  createdOn: string;
}

export interface DonationsPage extends CursorPage<OwnerDonation> {
  totals: { currency: string; count: number; amountCents: number }[];
}

export async function donationsPage(cursor: string | null): Promise<DonationsPage> {
  const r: { donations: OwnerDonation[]; hasNextPage: boolean; nextPageCursor: string | null; totals: DonationsPage['totals'] } = await get(`/api/owner/donations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  return { items: r.donations, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor, totals: r.totals };
}

export type ReviewStatus = 'pending' | 'approved';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'approved'];

export interface OwnerReview {
  id: string;
  itemId: string;
  productName: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  authorEmail: string;
  status: ReviewStatus;
  createdOn: string;
}

export interface ReviewsPage extends CursorPage<OwnerReview> {
  counts: Record<ReviewStatus, number>;
}

export async function reviewsPage(status: ReviewStatus, cursor: string | null): Promise<ReviewsPage> {
  const q = new URLSearchParams({ status });
  if (cursor) q.set('cursor', cursor);
  const r: { reviews: OwnerReview[]; hasNextPage: boolean; nextPageCursor: string | null; counts: Record<ReviewStatus, number> } = await get(`/api/owner/reviews?${q}`);
  return { items: r.reviews, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor, counts: r.counts };
}

export const setReviewStatus = (r: OwnerReview, status: ReviewStatus): Promise<OwnerReview> => send('PUT', `/api/owner/reviews/${encodeURIComponent(r.id)}`, { status });
export const deleteReview = (r: OwnerReview): Promise<void> => send('DELETE', `/api/owner/reviews/${encodeURIComponent(r.id)}`);
