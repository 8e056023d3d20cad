/**
 * Interpolation of the commerce captions and localized strings: `{name}` is
 * replaced by the named argument; a placeholder without an argument stays
 * as written. (The full message syntax with plural and select lives in the
 * i18n family; the commerce texts only use plain placeholders.)
 */
export function interpolate(pattern: string, args: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{\s*([A-Za-z_][\w-]*)\s*\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(args, name) ? args[name]! : whole,
  );
}
