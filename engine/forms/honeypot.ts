/**
 * The honeypot of every public form (form blocks, newsletters, restock
 * sign-ups): a text input people never see or reach (off screen, hidden
 * from assistive technology, out of the tab order), which a bot filling
 * every input fills. A post with it filled is dropped without a word: it
 * answers as a stored one would, and nothing is stored or sent.
 */

/** The input's name (and the JSON property the islands send it as). */
export const HONEYPOT_FIELD = 'website';
/** Longest honeypot value the APIs accept (anything filled is a bot's). */
export const HONEYPOT_MAX_CHARS = 2000;

/** Whether a posted body filled the honeypot. */
export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  // A form body may repeat the field (an array): any filled copy counts.
  return (Array.isArray(value) ? value : [value]).some((v) => typeof v === 'string' && v.trim() !== '');
}
