/**
 * Who a POST /render is for. A caller VITRINE_TRUST_PROXY trusts (the
 * hosting front-end) names the tenant in X-Vitrine-Tenant; a request with a
 * render key (VITRINE_RENDER_TENANT_KEYS) is its key's tenant, from any
 * address; anyone else is the tenant of its address, as before tenants, and
 * its X-Vitrine-Tenant is ignored (or anyone could pick a fresh name for
 * each request, or hide behind another's). The pool's fairness, the
 * rate limit and the render-time budget all count per tenant.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, apiError, withHeaders } from '../errors.js';
import type { PeerTrust } from '../ops/trusted-peer.js';
import { isTenantName, TENANT_HEADER, TENANT_NAME_MAX_CHARS } from './tenant-name.js';

/** Named tenants' keys in the pool and the rate limit: apart from addresses, which never start so. */
const NAMED_PREFIX = 'tenant:';
/** Characters of a bad header value quoted back in the 400. */
const QUOTED_CHARS = TENANT_NAME_MAX_CHARS + 16;
const BEARER = /^Bearer +(\S+) *$/i;

export interface Tenant {
  /** The key the pool, the rate limit and the budget count by. */
  key: string;
  /** The name a caller gave, or none for an address. */
  name?: string;
}

export interface TenantRequest {
  headers: IncomingHttpHeaders;
  /** The connecting machine's address. */
  peer: string | undefined;
  /** The client's address (the forwarded one behind a trusted proxy). */
  ip: string;
}

export class TenantResolver {
  /** SHA-256 of each key -> tenant: keys are compared as digests, in constant time. */
  private readonly keys: { digest: Buffer; tenant: string }[];

  constructor(
    private readonly trusted: PeerTrust,
    keys: ReadonlyMap<string, string>,
  ) {
    this.keys = [...keys].map(([key, tenant]) => ({ digest: digest(key), tenant }));
  }

  /** The request's tenant, or the ApiError to answer it with. */
  resolve(request: TenantRequest): Tenant | ApiError {
    const header = request.headers[TENANT_HEADER];
    const byKey = this.keyTenant(request.headers.authorization);
    if (byKey instanceof ApiError) return byKey;
    if (byKey !== undefined) {
      if (header === undefined) return named(byKey);
      const name = checked(header);
      if (name instanceof ApiError) return name;
      return name === byKey ? named(byKey) : apiError('TENANT_MISMATCH', name);
    }
    if (header === undefined || !this.trusted(request.peer)) return { key: request.ip };
    const name = checked(header);
    return name instanceof ApiError ? name : named(name);
  }

  /** The tenant of a bearer render key; undefined without one (or without keys configured). */
  private keyTenant(authorization: string | undefined): string | ApiError | undefined {
    if (!this.keys.length || authorization === undefined) return undefined;
    const token = BEARER.exec(authorization)?.[1];
    if (token === undefined) return undefined;
    const d = digest(token);
    let tenant: string | undefined;
    // Every key is compared, so the time taken does not tell which matched.
    for (const k of this.keys) if (timingSafeEqual(k.digest, d)) tenant = k.tenant;
    return tenant ?? withHeaders(apiError('UNKNOWN_RENDER_KEY'), { 'www-authenticate': 'Bearer' });
  }
}

function named(name: string): Tenant {
  return { key: NAMED_PREFIX + name, name };
}

function checked(header: string | string[]): string | ApiError {
  if (typeof header === 'string' && isTenantName(header)) return header;
  const given = Array.isArray(header) ? `${header.length} headers` : quote(header);
  return apiError('INVALID_TENANT', given, TENANT_NAME_MAX_CHARS);
}

function quote(value: string): string {
  return value.length > QUOTED_CHARS ? `${JSON.stringify(value.slice(0, QUOTED_CHARS))}… (${value.length} characters)` : JSON.stringify(value);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
