/**
 * Render tenants: the unit of fairness of POST /render (a site, as the
 * hosting front-end names it). Their names, and the keys that stand for them.
 */

/** The request header a trusted caller names the tenant in. */
export const TENANT_HEADER = 'x-vitrine-tenant';
/** Characters of a tenant name at most (a site id or a host name fits). */
export const TENANT_NAME_MAX_CHARS = 64;
/** Characters of a render key at least (VITRINE_RENDER_TENANT_KEYS): too long to guess. */
export const RENDER_KEY_MIN_CHARS = 32;
/** Characters of a render key at most. */
export const RENDER_KEY_MAX_CHARS = 256;

/** Letters, digits, dots, hyphens and underscores, starting with a letter or digit. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A bearer token's characters (RFC 6750 b64token). */
const KEY = /^[A-Za-z0-9\-._~+/]+=*$/;

export function isTenantName(name: string): boolean {
  return name.length <= TENANT_NAME_MAX_CHARS && NAME.test(name);
}

export function isRenderKey(key: string): boolean {
  return key.length >= RENDER_KEY_MIN_CHARS && key.length <= RENDER_KEY_MAX_CHARS && KEY.test(key);
}
