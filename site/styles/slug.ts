/**
 * Tweak keys and class slugs (DEVELOPER-MODE.md section 1.8): `slug`
 * lowercases, keeps letters, digits, spaces and hyphens, and turns each
 * space into a hyphen ("3:2 Standard" -> "32-standard").
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

/** A title starting with `tweak-` is the key as written, else slug(title). */
export function tweakKey(title: string): string {
  return title.startsWith('tweak-') ? title : slug(title);
}
