/**
 * The site `serve` and `render --site` show: a template folder with its
 * content fixture (`--fixtures`, else one found beside the folder), else
 * content generated from the folder (site/content/generate.ts, when
 * present) or an empty site. Loaded through the site renderer's own parts,
 * as site/load-site.ts does.
 */
import { SitePasswords } from '../../site/routing/site-passwords.js';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadSite, SiteLoadError, type LoadedSite } from '../../site/load-site.js';
import { loadTheme } from '../../site/theme/load-theme.js';
import { emptyContent } from '../../site/content/load-content.js';
import { compileSiteCss } from '../../site/styles/index.js';
import { SiteRenderer, type SiteRendererOptions } from '../../site/site-renderer.js';
import type { SiteContent } from '../../site/content/types.js';
import type { Theme } from '../../site/theme/types.js';
import { CliError } from '../io.js';

export interface PreviewSource {
  /** Absolute path of the template folder. */
  folder: string;
  /** The fixture file or folder, or null for generated (or empty) content. */
  fixtures: string | null;
}

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();

/** DIR itself, or DIR/template when DIR is an example folder holding `template/` and its content. */
export function templateFolder(dir: string): string {
  const abs = resolve(dir);
  if (existsSync(join(abs, 'template.conf'))) return abs;
  if (existsSync(join(abs, 'template', 'template.conf'))) return join(abs, 'template');
  if (!isDir(abs)) throw new CliError(`vitrine: '${dir}' is not a folder`);
  throw new CliError(`vitrine: '${dir}' has no template.conf`);
}

/** `--fixtures`, else `content` or `fixtures` (a folder or a .json file) beside the template folder. */
export function previewSource(dir: string, fixtures?: string): PreviewSource {
  const folder = templateFolder(dir);
  if (fixtures !== undefined) {
    if (!existsSync(fixtures)) throw new CliError(`vitrine: cannot read fixtures '${fixtures}': no such file`);
    return { folder, fixtures: resolve(fixtures) };
  }
  const parent = dirname(folder);
  const found = ['content', 'fixtures'].flatMap((n) => [join(parent, n), join(parent, `${n}.json`)]).find((p) => existsSync(p));
  return { folder, fixtures: found ?? null };
}

type Generate = (theme: Theme) => SiteContent;

/** The demo-content generator, when this checkout has one. */
async function generator(): Promise<Generate | null> {
  // Beside this module in the build (.js) as in the sources (.ts).
  const file = new URL(`../../site/content/generate${import.meta.url.endsWith('.js') ? '.js' : '.ts'}`, import.meta.url);
  if (!existsSync(file)) return null;
  try {
    // A literal specifier, so the command's bundle (scripts/build-start.mjs) holds this module and the engine it shares.
    const mod = (await import('../../site/content/generate.js')) as { generateContent?: Generate };
    return typeof mod.generateContent === 'function' ? mod.generateContent : null;
  } catch {
    return null;
  }
}

export interface Preview {
  site: LoadedSite;
  /** What the pages show: the fixture path, or 'generated' / 'empty'. */
  content: string;
}

/** Loads the site; a fatal problem rejects with SiteLoadError (its diagnostics). */
export async function loadPreview(source: PreviewSource, now?: () => number, scriptNonce?: string, traced?: Pick<SiteRendererOptions, 'engine' | 'onRender'>): Promise<Preview> {
  // Previews load Vitrine's stand-in for the platform's front-end layer (layout CSS, ImageLoader, Y);
  // served pages mark inline scripts for the CSP nonce (server/site-http/csp.ts), written pages do not.
  // `traced`: the provenance overlay's engine and render observer (vitrine serve --provenance only).
  const options = { platformLayer: true, ...(now ? { now } : {}), ...(scriptNonce ? { scriptNonce } : {}), ...traced };
  if (source.fixtures) return { site: await loadSite(source.folder, source.fixtures, options), content: source.fixtures };
  const theme = loadTheme(source.folder);
  if (!theme.ok) throw new SiteLoadError(theme.diagnostics);
  const generate = await generator();
  let content = emptyContent();
  let kind = 'empty';
  if (generate) {
    try {
      content = generate(theme.theme);
      kind = 'generated';
    } catch {
      // A generator failure leaves the empty site.
    }
  }
  const css = await compileSiteCss({ folder: source.folder, stylesheets: theme.theme.conf.stylesheets, tweaks: content.tweaks });
  const renderer = new SiteRenderer(theme.theme, content, { ...options, tweakClasses: css.bodyClasses, tweakJSON: css.tweakValues });
  const site: LoadedSite = { theme: theme.theme, renderer, css, passwords: new SitePasswords(content.locks ?? new Map()), diagnostics: [...theme.diagnostics, ...css.diagnostics, ...renderer.loadDiagnostics] };
  return { site, content: kind };
}
