/**
 * Password hashing with argon2id (the maintained `argon2` package). An
 * unknown email is checked against a hash made once per process, so a
 * sign-in takes the same time whether or not the account exists.
 */
import { randomBytes } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { sessionError } from './errors.js';
import { argon2Options, loadArgon2 } from '../../site/routing/password-hashing.js';

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw sessionError('PASSWORD_TOO_SHORT');
  if (password.length > PASSWORD_MAX_LENGTH) throw sessionError('PASSWORD_TOO_LONG');
}

export function hashPassword(password: string): Promise<string> {
  return loadArgon2().then((argon2) => argon2.hash(password, argon2Options()));
}

let dummy: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first sign-in, so even that one takes no longer for an unknown email. */
export function prepareDummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex')).catch((err: unknown) => {
    dummy = undefined; // the next sign-in tries again
    throw err;
  });
  return dummy;
}

/** Whether the password matches the hash; with no hash, a dummy verification of the same cost answers false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash === undefined) {
    await (await loadArgon2()).verify(await prepareDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await (await loadArgon2()).verify(hash, password);
  } catch {
    return false;
  }
}
