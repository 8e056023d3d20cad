/**
 * The cookies client/tracking/ sets (census: SPEC section 9; the analytics
 * id's fallback). Pages never show them, so a visitor sending only these
 * (and the crumb) still gets the cached anonymous page.
 */
export const TELEMETRY_COOKIES: ReadonlySet<string> = new Set(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'vitrine_aid']);
