/**
 * Secrets never travel with site content. A fixture may carry the site's
 * and its pages' passwords (`password` in plain text for a developer
 * folder, or `passwordHash`, an argon2 hash, as the demo store does); they
 * are taken out of the content when it is read, so no page, JSON view or
 * log line built from the content can show them. Keys named like a
 * password are removed wherever they appear.
 */
import type { SiteContent } from './types.js';

/** The lock target of the whole site (collections lock under their own id). */
export const SITE_LOCK_ID = 'site';

/** A password as the fixture gave it: an argon2 hash, or plain text (hashed before use). */
export type LockSecret = { kind: 'hash'; hash: string } | { kind: 'plain'; text: string };

const SECRET_KEY = /^(password|passwordHash)$/i;

/** The lock secrets of the content, by target; the content keeps none of them (changed in place). */
export function takeSecrets(content: SiteContent): Map<string, LockSecret> {
  const locks = new Map<string, LockSecret>();
  const lockOf = (owner: Record<string, unknown>): LockSecret | null =>
    typeof owner.passwordHash === 'string' && owner.passwordHash !== ''
      ? { kind: 'hash', hash: owner.passwordHash }
      : typeof owner.password === 'string' && owner.password !== ''
        ? { kind: 'plain', text: owner.password }
        : null;
  const site = lockOf(content.website);
  if (site) locks.set(SITE_LOCK_ID, site);
  for (const c of content.collections) {
    const lock = lockOf(c);
    if (lock) locks.set(c.id, lock);
  }
  strip(content, 0);
  return locks;
}

/** Deep enough for any fixture; deeper data is not walked (a fixture that deep is refused elsewhere). */
const MAX_DEPTH = 64;

function strip(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) strip(v, depth + 1);
    return;
  }
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (SECRET_KEY.test(key)) delete obj[key];
    else strip(obj[key], depth + 1);
  }
}
