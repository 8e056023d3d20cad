/**
 * Census hits of the storefront widgets. Census failures are silently
 * swallowed (SPEC section 8); until the telemetry endpoints exist the call
 * answers 404, which is the same nothing.
 */
import { requestJson } from './http.js';

export const QUICK_VIEW_CENSUS_PATH = '/api/census/RecordQuickView/';

/** Records that a product was opened in Quick View; never fails. */
export async function recordQuickView(itemId: string): Promise<void> {
  await requestJson('POST', QUICK_VIEW_CENSUS_PATH + encodeURIComponent(itemId)).catch(() => undefined);
}
