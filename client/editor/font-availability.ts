/**
 * Whether the browser has a font family, for the fonts panel's preview:
 * the sites load no remote fonts, so a family the owner's computer lacks
 * previews in its fallback, and the panel says so (SPEC section 8: 'Unable
 * to load preview for {fontName}'). A family is present when text set in it
 * measures differently from every generic family it could fall back to.
 */
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', '-apple-system', 'ui-serif', 'ui-sans-serif', 'ui-monospace']);
const FALLBACKS = ['monospace', 'serif', 'sans-serif'] as const;
const SAMPLE = 'mmmmmmmmmmlli WWw 0123';

/** The first family of a CSS font stack, without its quotes. */
export function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}

export function hasFont(family: string): boolean {
  if (family === '' || GENERIC.has(family.toLowerCase())) return true;
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return true;
  const width = (font: string) => {
    ctx.font = `32px ${font}`;
    return ctx.measureText(SAMPLE).width;
  };
  return FALLBACKS.some((f) => width(`"${family.replace(/"/g, '')}", ${f}`) !== width(f));
}
