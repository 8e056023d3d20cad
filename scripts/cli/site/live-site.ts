/**
 * The site behind `vitrine serve`: reloadable. It keeps the last load (or
 * its fatal diagnostics) and shows it to site-routes through a LoadedSite
 * that reads the current one on every request, so the server stays up while
 * the folder changes. Pages get the live script (live-client.ts).
 */
import { SitePasswords } from '../../../server/site/routing/site-passwords.js';
import type { LoadedSite } from '../../../server/site/load-site.js';
import { SiteLoadError } from '../../../server/site/load-site.js';
import type { SiteDiagnostic } from '../../../server/site/diagnostics.js';
import type { PageResult, SiteRenderer } from '../../../server/site/site-renderer.js';
import type { CompileSiteCssResult } from '../../../server/site/styles/index.js';
import type { Theme } from '../../../server/site/theme/types.js';
import { injectLive, liveScript, loadErrorPage, overlayErrors } from './live-client.js';
import { loadPreview, type PreviewSource } from './load-preview.js';
import { NONCE_PLACEHOLDER } from '../../../server/site/http/csp.js';
import { markInlineScripts } from '../../../server/site/render/script-nonce.js';

export type LiveState = { ok: true; site: LoadedSite; content: string } | { ok: false; diagnostics: SiteDiagnostic[] };

const EMPTY_CSS: CompileSiteCssResult = { css: '', diagnostics: [], tweaks: [], tweakValues: {}, bodyClasses: [] };
const NO_PASSWORDS = new SitePasswords(new Map());

export class LiveSite {
  state: LiveState = { ok: false, diagnostics: [] };
  /** Bumped on every load: the stylesheet's cache buster. */
  version = 0;

  constructor(readonly source: PreviewSource) {}

  async reload(): Promise<LiveState> {
    try {
      const { site, content } = await loadPreview(this.source, undefined, NONCE_PLACEHOLDER);
      this.state = { ok: true, site, content };
    } catch (e) {
      if (!(e instanceof SiteLoadError)) throw e;
      this.state = { ok: false, diagnostics: e.diagnostics };
    }
    this.version++;
    return this.state;
  }

  /** Errors of the stylesheet compile (LESS), shown in the overlay without a page reload. */
  cssErrors() {
    return this.state.ok ? overlayErrors(this.state.site.css.diagnostics) : [];
  }

  /** Load errors other than the stylesheet's (conf files). */
  private loadErrors() {
    if (!this.state.ok) return [];
    const css = new Set(this.state.site.css.diagnostics);
    return overlayErrors(this.state.site.diagnostics.filter((d) => !css.has(d)));
  }

  private render(args: Parameters<SiteRenderer['render']>): PageResult {
    const state = this.state;
    if (!state.ok) return { status: 500, contentType: 'text/html', html: markInlineScripts(loadErrorPage(this.source.folder, state.diagnostics), NONCE_PLACEHOLDER), diagnostics: [] };
    const result = state.site.renderer.render(...args);
    const query = args[1] ?? {};
    if (result.contentType !== 'text/html' || result.location !== undefined || query.format !== undefined) return result;
    // The live script runs under the pages' CSP: it carries their nonce.
    const script = markInlineScripts(liveScript([...this.loadErrors(), ...overlayErrors(result.diagnostics)], this.cssErrors()), NONCE_PLACEHOLDER);
    return { ...result, html: injectLive(result.html, script) };
  }

  /** What site-routes serves: always the current load. */
  loadedSite(): LoadedSite {
    const live = this;
    const renderer = {
      render: (...args: Parameters<SiteRenderer['render']>) => live.render(args),
      get index() {
        if (!live.state.ok) throw new Error('the site is not loaded');
        return live.state.site.renderer.index;
      },
    } as unknown as SiteRenderer;
    return {
      get theme(): Theme {
        return live.state.ok ? live.state.site.theme : ({ root: live.source.folder } as Theme);
      },
      renderer,
      get css(): CompileSiteCssResult {
        return live.state.ok ? live.state.site.css : EMPTY_CSS;
      },
      get passwords(): SitePasswords {
        return live.state.ok ? live.state.site.passwords : NO_PASSWORDS;
      },
      diagnostics: [],
    };
  }
}
