/**
 * Password reset links: `/account/reset-password?token=...` where the
 * token is the user id and an expiry, signed with HMAC-SHA256 under the
 * server's secret and the account's current password hash. So a link
 * expires (RESET_LINK_TTL_MS), cannot be forged, and works once: setting
 * the password changes the hash and every earlier link stops verifying.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESET_PATH = '/account/reset-password';

export interface ResetClaim {
  userId: string;
  expiresAt: number;
}

function sign(secret: string, payload: string, passwordHash: string): string {
  return createHmac('sha256', secret).update(payload).update('\u0000').update(passwordHash).digest('base64url');
}

export function resetToken(secret: string, userId: string, passwordHash: string, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, e: expiresAt })).toString('base64url');
  return `${payload}.${sign(secret, payload, passwordHash)}`;
}

/** The claim of a token, unverified (to find the account whose hash checks it); null when malformed. */
export function readResetToken(token: string): (ResetClaim & { payload: string; signature: string }) | null {
  const m = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  try {
    const v = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown };
    if (typeof v.u !== 'string' || typeof v.e !== 'number') return null;
    return { userId: v.u, expiresAt: v.e, payload: m[1]!, signature: m[2]! };
  } catch {
    return null;
  }
}

export function verifyResetToken(secret: string, claim: { payload: string; signature: string; expiresAt: number }, passwordHash: string, now: number): boolean {
  if (claim.expiresAt <= now) return false;
  const a = Buffer.from(claim.signature);
  const b = Buffer.from(sign(secret, claim.payload, passwordHash));
  return a.length === b.length && timingSafeEqual(a, b);
}
