/**
 * What the site renderer takes from `node:crypto`, for the preview bundle
 * (scripts/build-editor-preview.ts maps the import here): random bytes for
 * its per-renderer markers, and a stable digest that names a template's
 * tags. The digest only needs to tell sources apart within one render, so a
 * 64-bit FNV-1a stands in for SHA-1; nothing secret depends on it.
 */
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function randomBytes(n: number): { toString(encoding: 'hex'): string } {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return { toString: () => hex(bytes) };
}

export function createHash(_algorithm: 'sha1') {
  let h = FNV_OFFSET;
  const digest = {
    update(text: string) {
      for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * FNV_PRIME) & MASK_64;
      return digest;
    },
    digest: (_encoding: 'hex') => h.toString(16).padStart(16, '0'),
  };
  return digest;
}
