/**
 * The review-request page's link for one order line (page type 209): the
 * product, the order, the line and the order's signed link token, which
 * the review API checks (server/contributions/review-routes.ts).
 */
export const REVIEW_REQUEST_PATH = '/reviews/request';

/** Product types a buyer reviews (not gift cards, type 4). */
export const REVIEWABLE = (productType: number) => productType !== 4;

/** `prefix`: the order language's path prefix ('' or '/fr'). */
export function reviewRequestPath(prefix: string, itemId: string, orderId: string, lineId: string, token: string): string {
  return `${prefix}${REVIEW_REQUEST_PATH}?${new URLSearchParams({ item: itemId, order: orderId, line: lineId, token }).toString()}`;
}
