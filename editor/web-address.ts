/**
 * An address an owner may give for an image or a redirect: a path on this
 * site (`/assets/...`, not `//host`) or an http(s) address on the web. No
 * other scheme (javascript:, data:) and no spaces, quotes or angle brackets.
 */
export function isSiteOrWebAddress(value: string): boolean {
  if (/[\s"'<>\\]/.test(value)) return false;
  return (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^/]+/i.test(value);
}
