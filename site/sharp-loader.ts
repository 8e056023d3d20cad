/**
 * sharp on first use: it loads a native image library, about a tenth of a
 * second that a process starting up (`npm start`, every `vitrine` command)
 * should not pay before it serves or resizes its first image.
 */
type Sharp = typeof import('sharp').default;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
