/**
 * The shared email rule of SPEC section 5: 3 to 256 characters, a simple
 * local part, an at sign and a domain whose top-level part has 2 to 4
 * letters.
 */
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH } from './limits.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** The form an email is stored and looked up in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
