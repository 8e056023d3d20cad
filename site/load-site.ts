/**
 * Loads a site for serving: the template folder, the content fixture and
 * the compiled stylesheet, into one SiteRenderer. Fatal problems (no
 * template.conf, no layout, unreadable fixture) reject with every
 * diagnostic; everything else is kept for the logs and `vitrine check`.
 */
import { loadTheme } from './theme/load-theme.js';
import { loadContent, type ContentResult } from './content/load-content.js';
import { generateContent } from './content/generate.js';
import { fillNavigations } from './content/live-pages.js';
import { compileSiteCss, type CompileSiteCssResult } from './styles/index.js';
import { SiteRenderer, type SiteRendererOptions } from './site-renderer.js';
import { formatSiteDiagnostic, type SiteDiagnostic } from './diagnostics.js';
import type { Theme } from './theme/types.js';
import { SitePasswords } from './routing/site-passwords.js';

export interface LoadedSite {
  theme: Theme;
  renderer: SiteRenderer;
  css: CompileSiteCssResult;
  diagnostics: SiteDiagnostic[];
  /** The lock screen's and protected pages' passwords, as hashes (never in the content). */
  passwords: SitePasswords;
}

export class SiteLoadError extends Error {
  constructor(readonly diagnostics: SiteDiagnostic[]) {
    super(`the site cannot be loaded:\n${diagnostics.filter((d) => d.severity === 'error').map(formatSiteDiagnostic).join('\n')}`);
  }
}

/**
 * `contentPath` null: demo content generated from the folder itself (content/generate.ts), around the renderer's clock;
 * `{ content }`: content already read (the editor's content store, server/editor/).
 */
export async function loadSite(themeDir: string, contentPath: string | null | { content: ContentResult }, options: Omit<SiteRendererOptions, 'tweakClasses' | 'tweakJSON'> = {}): Promise<LoadedSite> {
  const theme = loadTheme(themeDir);
  const content: ContentResult =
    typeof contentPath === 'object' && contentPath !== null
      ? contentPath.content
      : contentPath !== null
        ? loadContent(contentPath)
        : theme.ok
          ? { ok: true, content: generateContent(theme.theme, options.now ? { now: options.now() } : {}), diagnostics: [] }
          : { ok: false, diagnostics: [] };
  if (!theme.ok || !content.ok) throw new SiteLoadError([...theme.diagnostics, ...content.diagnostics]);
  // Live-site pages carry no navigations: each the template declares lists the top-level pages.
  const siteContent = fillNavigations(content.content, theme.theme.conf.navigations.map((n) => n.name));
  const css = await compileSiteCss({ folder: themeDir, stylesheets: theme.theme.conf.stylesheets, tweaks: siteContent.tweaks });
  const renderer = new SiteRenderer(theme.theme, siteContent, { ...options, tweakClasses: css.bodyClasses, tweakJSON: css.tweakValues });
  return { theme: theme.theme, renderer, css, passwords: new SitePasswords(content.content.locks ?? new Map()), diagnostics: [...theme.diagnostics, ...content.diagnostics, ...css.diagnostics, ...renderer.loadDiagnostics] };
}
