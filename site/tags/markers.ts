/**
 * Tag markers: what a start tag becomes in the prepared source.
 *
 *   <!--sqs:NONCE:t:ID;  <!--sqs:NONCE:a:NAME=VALUE ...  <!--sqs:NONCE:e;
 *
 * The attribute values stay JSON-T text between the tokens, so the engine renders them in
 * the tag's scope. Every token carries the per-render nonce, so text coming from content
 * values (which cannot know the nonce) never forms a token.
 */
import { randomBytes } from 'node:crypto';

const NONCE_RE = /^[A-Za-z0-9]{8,64}$/;

export function createNonce(): string {
  return randomBytes(12).toString('hex');
}

export function checkNonce(nonce: string): void {
  if (!NONCE_RE.test(nonce)) throw new Error(`tag nonce must be 8-64 letters or digits: ${JSON.stringify(nonce)}`);
}

function prefix(nonce: string): string {
  return `<!--sqs:${nonce}:`;
}

export function openToken(nonce: string, id: string): string {
  return `${prefix(nonce)}t:${id};`;
}

export function attrToken(nonce: string, name: string): string {
  return `${prefix(nonce)}a:${name}=`;
}

export function endToken(nonce: string): string {
  return `${prefix(nonce)}e;`;
}

export type MarkerToken =
  | { type: 'text'; text: string }
  | { type: 'open'; id: string }
  | { type: 'attr'; name: string }
  | { type: 'end' };

/** Splits rendered HTML into text and marker tokens of this nonce. */
export function tokenize(html: string, nonce: string): MarkerToken[] {
  const re = new RegExp(`<!--sqs:${nonce}:(?:t:([A-Za-z0-9.]+);|a:([^=<>\\s]+)=|e;)`, 'g');
  const out: MarkerToken[] = [];
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m.index > last) out.push({ type: 'text', text: html.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ type: 'open', id: m[1] });
    else if (m[2] !== undefined) out.push({ type: 'attr', name: m[2] });
    else out.push({ type: 'end' });
    last = re.lastIndex;
  }
  if (last < html.length) out.push({ type: 'text', text: html.slice(last) });
  return out;
}

/**
 * Drops what is left of this nonce's tokens, including ones a formatter escaped (`&lt;!--sqs:…`),
 * and then the nonce itself wherever a formatter carried it (url-encoded, …): it never leaks.
 */
export function stripResidue(html: string, nonce: string): string {
  if (!html.includes(nonce)) return html;
  const re = new RegExp(`(?:<|&lt;|&#0*60;|&#x0*3c;)?!--sqs:${nonce}:(?:t:[A-Za-z0-9.]+;|a:[^=<>\\s]*=|e;)?`, 'gi');
  return html.replace(re, '').split(nonce).join('');
}

/** Whether `html` holds any token of this nonce. */
export function hasMarkers(html: string, nonce: string): boolean {
  return html.includes(prefix(nonce));
}
