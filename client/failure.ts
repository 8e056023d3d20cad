/** What a failed cart call tells the shopper (SPEC section 8). */
import type { ApiResult } from './api/http.js';
import { cookiesEnabled } from './api/cookies.js';
import { TEXT } from './texts.js';

export function failureMessage(res: Extract<ApiResult<unknown>, { ok: false }>): string {
  if (res.crumbFail) return cookiesEnabled() ? TEXT.sessionExpired : TEXT.enableCookies;
  if (res.status === 429) return TEXT.tooManyRequests;
  if (res.network) return TEXT.checkConnection;
  return res.message || TEXT.tryAgain;
}
