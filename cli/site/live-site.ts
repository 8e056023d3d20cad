/**
 * The site behind `vitrine serve`: reloadable. It keeps the last load (or
 * its fatal diagnostics) and shows it to site-routes through a LoadedSite
 * that reads the current one on every request, so the server stays up while
 * the folder changes. Pages get the live script (live-client.ts).
 */
import { SitePasswords } from '../../site/routing/site-passwords.js';
import type { LoadedSite } from '../../site/load-site.js';
import { SiteLoadError } from '../../site/load-site.js';
import type { SiteDiagnostic } from '../../site/diagnostics.js';
import type { PageResult, SiteRenderer } from '../../site/site-renderer.js';
import type { CompileSiteCssResult } from '../../site/styles/index.js';
import type { Theme } from '../../site/theme/types.js';
import { injectLive, liveScript, loadErrorPage, overlayErrors, type OverlayError } from './live-client.js';
import { loadPreview, type PreviewSource } from './load-preview.js';
import { NONCE_PLACEHOLDER } from '../../server/site-http/csp.js';
import { markInlineScripts } from '../../site/render/script-nonce.js';
import { Engine } from '../../engine/index.js';
import { ProvenanceRecorder } from './provenance.js';
import { provenanceScripts } from './provenance-client.js';
import { scenariosOf, selectScenarios } from '../scenarios/scenarios.js';
import { scenarioSite, type ScenarioSite } from '../scenarios/scenario-site.js';
import { scenarioPanel } from './scenario-panel.js';
import { CliError } from '../io.js';
import { buildCommand, standInNote, standInScripts } from './build-hint.js';

export interface LiveOptions {
  /** The provenance overlay, with the editor link template (provenance-client.ts); off when absent. */
  provenance?: { link: string };
}

export type LiveState = { ok: true; site: LoadedSite; content: string } | { ok: false; diagnostics: SiteDiagnostic[] };

const EMPTY_CSS: CompileSiteCssResult = { css: '', diagnostics: [], tweaks: [], tweakValues: {}, bodyClasses: [] };
const NO_PASSWORDS = new SitePasswords(new Map());

export class LiveSite {
  state: LiveState = { ok: false, diagnostics: [] };
  /** Bumped on every load: the stylesheet's cache buster. */
  version = 0;

  private readonly recorder: ProvenanceRecorder | null;
  /** The scenario every page shows (the panel chooses it), or null for the content as it is. */
  scenario: string | null = null;
  private scenarioView: { version: number; name: string; site: ScenarioSite } | null = null;

  constructor(
    readonly source: PreviewSource,
    private readonly options: LiveOptions = {},
  ) {
    this.recorder = options.provenance ? new ProvenanceRecorder(source.folder) : null;
  }

  async reload(): Promise<LiveState> {
    try {
      const recorder = this.recorder;
      const traced = recorder ? { engine: new Engine({ tracer: recorder }), onRender: recorder.onRender.bind(recorder) } : undefined;
      const { site, content } = await loadPreview(this.source, undefined, NONCE_PLACEHOLDER, traced);
      this.state = { ok: true, site, content };
    } catch (e) {
      if (!(e instanceof SiteLoadError)) throw e;
      this.state = { ok: false, diagnostics: e.diagnostics };
    }
    this.version++;
    return this.state;
  }

  /** Chooses the scenario pages show (null: none); an unknown name is a CliError listing the names. */
  setScenario(name: string | null): void {
    if (name === 'all') throw new CliError("vitrine: pages show one scenario at a time, not 'all'");
    if (name !== null && this.state.ok) selectScenarios([name], this.state.site.renderer.content);
    this.scenario = name;
  }

  private scenarioSite(): ScenarioSite | null {
    if (!this.state.ok || this.scenario === null) return null;
    const site = this.state.site;
    const [scenario] = scenariosOf(site.renderer.content).filter((s) => s.name === this.scenario);
    if (!scenario) return null; // a language the reloaded content no longer has
    if (this.scenarioView?.version !== this.version || this.scenarioView.name !== scenario.name) {
      this.scenarioView = { version: this.version, name: scenario.name, site: scenarioSite(site, scenario) };
    }
    return this.scenarioView.site;
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
    if (!state.ok) return { status: 500, contentType: 'text/html', html: markInlineScripts(loadErrorPage(this.source.folder, state.diagnostics, this.version), NONCE_PLACEHOLDER), diagnostics: [] };
    this.recorder?.take(); // a fresh table for this page
    const view = this.scenarioSite();
    const result = view ? view.render(args[0], args[1]) : state.site.renderer.render(...args);
    const query = args[1] ?? {};
    const table = this.recorder?.take();
    if (result.contentType !== 'text/html' || result.location !== undefined || query.format !== undefined) return result;
    // The live script runs under the pages' CSP: it carries their nonce.
    let script = liveScript([...this.loadErrors(), ...overlayErrors(result.diagnostics), ...this.standInNotes(result.diagnostics)], this.cssErrors(), this.version);
    if (table && this.options.provenance) script += provenanceScripts(table, this.options.provenance.link);
    script += scenarioPanel(scenariosOf(state.site.renderer.content), this.scenario);
    return { ...result, html: injectLive(result.html, markInlineScripts(script, NONCE_PLACEHOLDER)) };
  }

  /** The page's scripts served as stand-ins, explained (a warning with no position: they are not the templates' fault). */
  private standInNotes(diagnostics: readonly SiteDiagnostic[]): OverlayError[] {
    const scripts = standInScripts(this.source.folder, diagnostics);
    if (scripts.length === 0) return [];
    return [{ severity: 'warning', file: 'scripts/', line: 0, col: 0, message: standInNote(this.source.folder, scripts, buildCommand(this.source.folder)) }];
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
