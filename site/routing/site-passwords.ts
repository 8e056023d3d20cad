/**
 * The passwords of a locked site and its protected pages, kept as argon2
 * hashes. A plain password from a developer folder's fixture is hashed on
 * first use (the CLI and pages that are never unlocked pay nothing) and
 * its text dropped; verification is argon2's constant-time comparison.
 */
import type { LockSecret } from '../content/secrets.js';
import { argon2Options, loadArgon2 } from './password-hashing.js';

export class SitePasswords {
  private readonly plain = new Map<string, string>();
  private readonly hashes = new Map<string, Promise<string>>();

  constructor(locks: ReadonlyMap<string, LockSecret>) {
    for (const [target, secret] of locks) {
      if (secret.kind === 'hash') this.hashes.set(target, Promise.resolve(secret.hash));
      else this.plain.set(target, secret.text);
    }
  }

  /** Whether the target has a password at all. */
  has(target: string): boolean {
    return this.hashes.has(target) || this.plain.has(target);
  }

  /** Whether `given` is the target's password; false for a target without one or a malformed hash. */
  async matches(target: string, given: string): Promise<boolean> {
    const hash = this.hashOf(target);
    if (!hash) return false;
    try {
      return await (await loadArgon2()).verify(await hash, given);
    } catch {
      return false;
    }
  }

  private hashOf(target: string): Promise<string> | undefined {
    const text = this.plain.get(target);
    if (text !== undefined) {
      this.plain.delete(target);
      this.hashes.set(target, loadArgon2().then((argon2) => argon2.hash(text, argon2Options())));
    }
    return this.hashes.get(target);
  }
}
