/**
 * The page editor's preview kit: what the browser needs to render a page
 * exactly as the shopper site does, with the site renderer and the engine
 * in the editor (render-preview.ts). It holds the theme's templates (the
 * regions, collection views, page templates and blocks, which the renderer
 * makes its partials), the site content the page context is built from,
 * with no secret in it, the stylesheet's tweak classes and values, and the
 * stylesheet's address. Pure data and pure functions: no Node, no DOM.
 */
import type { CollectionType, PageTemplate, SourceFile, Theme } from '../theme/types.js';
import type { Json, SiteContent } from '../content/types.js';

/** The address of the site's compiled stylesheet (server/site-http/site-routes.ts serves it). */
export const SITE_STYLESHEET_URL = '/site.css';

/** The theme as JSON: its Maps and Sets as entry lists, and no folder path of the server. */
export interface KitTheme {
  conf: Theme['conf'];
  regions: [string, SourceFile][];
  collections: [string, CollectionType][];
  blocks: [string, SourceFile][];
  blockTypeOverrides: [string, string][];
  pages: [string, PageTemplate][];
  scripts: string[];
  assets: string[];
  strings: [string, Record<string, unknown>][];
}

export interface PreviewKit {
  /** The content revision the kit was made from. */
  revision: number;
  /** The page being edited: its id and the address the site serves it at. */
  page: { id: string; urlId: string; path: string };
  theme: KitTheme;
  /** The site content (every language), without passwords, hashes or tokens. */
  content: Omit<SiteContent, 'locks'>;
  /** The compiled stylesheet's body classes and tweak values, which the page's markup carries. */
  tweakClasses: string[];
  tweakJSON: Json;
  stylesheetUrl: string;
}

export function kitTheme(theme: Theme): KitTheme {
  return {
    conf: theme.conf,
    regions: [...theme.regions],
    collections: [...theme.collections],
    blocks: [...theme.blocks],
    blockTypeOverrides: [...theme.blockTypeOverrides],
    pages: [...theme.pages],
    scripts: [...theme.scripts],
    assets: [...theme.assets],
    strings: [...theme.strings],
  };
}

export function themeOfKit(k: KitTheme): Theme {
  return {
    root: '',
    conf: k.conf,
    regions: new Map(k.regions),
    collections: new Map(k.collections),
    blocks: new Map(k.blocks),
    blockTypeOverrides: new Map(k.blockTypeOverrides),
    pages: new Map(k.pages),
    scripts: new Set(k.scripts),
    assets: new Set(k.assets),
    strings: new Map(k.strings),
  };
}

/** Keys that never leave the server, wherever they sit in the content (content/secrets.ts takes the passwords at load; this is the second lock). */
export const SECRET_KEY = /^(password|passwordHash|.*token|.*secret.*|.*apiKey|privateKey)$/i;
/** Deep enough for any content the site loads. */
const MAX_DEPTH = 64;

/** A deep copy of JSON without the secret keys; what nests deeper than MAX_DEPTH is left out rather than copied unchecked. */
export function withoutSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return (Array.isArray(value) ? [] : {}) as T;
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (!SECRET_KEY.test(k)) out[k] = withoutSecrets(v, depth + 1);
  return out as T;
}
