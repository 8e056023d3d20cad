/** The download page (a link that no longer downloads says why there, and offers a fresh one). */
export const CHECKOUT_PAGE_PATHS_DOWNLOAD = '/checkout/download';

export function downloadPagePath(prefix: string, grant: string, token: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ grant, token, ...extra });
  return `${prefix}${CHECKOUT_PAGE_PATHS_DOWNLOAD}?${q.toString()}`;
}
