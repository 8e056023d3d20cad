/**
 * `node:fs` for the preview bundle: the site renderer reads files only for
 * the developer-mode platform layer, which the preview never turns on.
 */
export function readFileSync(path: unknown): never {
  throw new Error(`the preview reads no files (${String(path)})`);
}
