/**
 * The site renderer: one path for the demo theme and for any developer-mode
 * folder. Per request it routes the path, builds the page context, renders
 * the main content view, adds the system values, renders the chosen
 * layout, and expands the platform tags (DEVELOPER-MODE section 2).
 */
import { Engine, type RenderResult } from '../../engine/index.js';
import { SiteIndex } from './content/site-index.js';
import type { CollectionContent, Json, SiteContent } from './content/types.js';
import { buildPageContext } from './context/page-context.js';
import { buildNavigation } from './context/navigation.js';
import { collectionJson } from './context/collection-json.js';
import { DiagnosticList, type SiteDiagnostic } from './diagnostics.js';
import { resolveRoute, type Route } from './routing/resolve-route.js';
import { PAGE_TYPE } from './routing/page-types.js';
import { chooseLayout, layoutSource } from './render/choose-layout.js';
import { mainView } from './render/main-view.js';
import { systemValues } from './render/system-values.js';
import { SYSTEM_PARTIALS } from './render/system-partials.js';
import { sourceMapOf, toSiteDiagnostic, type SourceMap } from './render/engine-diagnostics.js';
import { createNonce } from './tags/markers.js';
import { prepareTags } from './tags/prepare.js';
import { TagTable } from './tags/table.js';
import { expandTags } from './tags/index.js';
import type { PreparedSource, TagHost, TemplateFile, BlockFieldData, CollectionData, SourcePosition } from './tags/types.js';
import type { Theme } from './theme/types.js';

export interface PageResult {
  status: number;
  /** text/html, or application/json for `?format=json`. */
  contentType: string;
  html: string;
  location?: string;
  diagnostics: SiteDiagnostic[];
}

export interface SiteRendererOptions {
  engine?: Engine;
  /** The clock; fixed in tests so output is reproducible. */
  now?: () => number;
  /** Script URLs added to squarespace-headers (the shopper widgets' bundle). */
  scripts?: string[];
  /** Body classes and values of the stylesheets' tweaks (from the stylesheet compiler). */
  tweakClasses?: string[];
  tweakJSON?: Json;
  /** Cart summary for the pill. */
  shoppingCart?: (query: Record<string, string>) => Json | undefined;
}

/** Engine diagnostics of a block partial name back to its file. */
const partialFile = (name: string) => (SYSTEM_PARTIALS[name] !== undefined ? `(system partial ${name})` : `blocks/${name}`);

export class SiteRenderer {
  readonly index: SiteIndex;
  private readonly engine: Engine;
  /** Per renderer: content values never carry it, so they cannot forge a tag marker. */
  private readonly nonce = createNonce();
  private readonly prepared = new Map<string, PreparedSource>();
  private readonly partials: Record<string, string> = {};
  private readonly blockSources: PreparedSource[] = [];

  constructor(
    readonly theme: Theme,
    readonly content: SiteContent,
    private readonly options: SiteRendererOptions = {},
  ) {
    this.index = new SiteIndex(content);
    this.engine = options.engine ?? new Engine();
    for (const [name, source] of Object.entries(SYSTEM_PARTIALS)) this.partials[name] = source;
    for (const [name, file] of theme.blocks) {
      const p = this.prepare(file.text, file.path);
      this.blockSources.push(p);
      this.partials[name] = p.source;
      // A block is applied as `name.block`; accept the name without the extension too.
      this.partials[name.replace(/\.block$/, '')] ??= p.source;
    }
  }

  private prepare(source: string, file: string, at?: SourcePosition): PreparedSource {
    const key = `${file}\u0000${at?.line ?? 1}:${at?.col ?? 1}\u0000${source}`;
    let p = this.prepared.get(key);
    if (!p) {
      p = prepareTags(source, file, this.nonce, at);
      this.prepared.set(key, p);
    }
    return p;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private renderWith(source: string, file: string, context: unknown, diags: DiagnosticList, map: SourceMap | null = null): string {
    const website = this.content.website;
    const result: RenderResult = this.engine.compile(source, file).render(context, {
      partials: this.partials,
      locale: typeof website.language === 'string' ? website.language : 'en-US',
      now: this.now(),
    });
    for (const d of [...result.errors, ...result.warnings]) diags.add(toSiteDiagnostic(d, file, map, partialFile));
    return result.html;
  }

  private host(root: Json, current: CollectionContent | null, table: TagTable, diags: DiagnosticList): TagHost {
    const index = this.index;
    const theme = this.theme;
    const data = (c: CollectionContent): CollectionData => ({
      collection: collectionJson(index, c),
      items: index.items(c).map((i) => ({ collectionId: c.id, ...i, fullUrl: index.itemUrl(c, i) })),
    });
    return {
      root,
      diagnostics: diags,
      renderTemplate: (source, file, context) => this.renderWith(source, file, context, diags),
      block(name: string): TemplateFile | null {
        const file = theme.blocks.get(name) ?? theme.blocks.get(`${name}.block`);
        return file ? { source: file.text, file: file.path } : null;
      },
      navigation: (id) => buildNavigation(index, id, current),
      folderNavigation: () => {
        if (!current) return null;
        const folder = current.folder ? current : index.parentFolder(current);
        if (!folder) return null;
        const nav = { items: index.children(folder).map((c) => ({ active: c === current, folderActive: false, collection: collectionJson(index, c) })) };
        return { ...nav, collection: collectionJson(index, folder), folderActive: true };
      },
      collectionByUrlId: (urlId) => {
        const c = index.byUrlId.get(urlId);
        return c ? data(c) : null;
      },
      collectionById: (id) => {
        const c = index.byId.get(id);
        return c ? data(c) : null;
      },
      blockField: (id) => (this.content.blockFields[id] as BlockFieldData | undefined) ?? null,
      blockTypeOverride: (type) => theme.blockTypeOverrides.get(type) ?? null,
      scriptExists: (src) => theme.scripts.has(src.replace(/^\/+/, '')),
    };
    void table;
  }

  render(path: string, query: Record<string, string> = {}): PageResult {
    const diags = new DiagnosticList();
    const route: Route = resolveRoute(this.index, path);
    if (route.kind === 'redirect') return { status: 302, contentType: 'text/html', html: '', location: route.location, diagnostics: [] };

    const localizedStrings = this.localizedStrings();
    const shoppingCart = this.options.shoppingCart?.(query);
    const ctx = buildPageContext(this.index, route, { query, now: this.now(), localizedStrings, ...(shoppingCart ? { shoppingCart } : {}) });
    const current = route.kind === 'collection' || route.kind === 'item' ? route.collection : null;
    const table = new TagTable(this.nonce).add(...this.blockSources);
    const host = this.host(ctx, current, table, diags);

    const status = route.kind === 'not-found' ? 404 : 200;
    if (query.format === 'json' || query.format === 'json-pretty') {
      // The context without the system strings (DEVELOPER-MODE 5.6).
      const json = JSON.stringify(ctx, null, query.format === 'json-pretty' ? 2 : undefined);
      return { status, contentType: 'application/json', html: json, diagnostics: diags.items };
    }

    const view = mainView(this.theme, this.index, route, diags);
    let main = '';
    if (view.kind === 'template') {
      const p = this.prepare(view.source, view.file);
      table.add(p);
      main = expandTags(this.renderWith(p.source, view.file, view.context ? { ...ctx, ...view.context } : ctx, diags), table, host);
    } else if (view.kind === 'html') main = view.html;
    const viewStatus = view.kind === 'missing' ? (route.kind === 'item' ? 404 : 500) : status;
    if (query.format === 'main-content') return { status: viewStatus, contentType: 'text/html', html: main, diagnostics: diags.items };

    const isHome = current !== null && current === this.index.homepage && route.kind === 'collection';
    const layout = chooseLayout(this.theme, current, isHome, diags);
    const system = systemValues({
      context: ctx,
      layoutKey: layout.key,
      isHome,
      view: route.kind === 'item' ? 'item' : view.view,
      tweakClasses: this.options.tweakClasses ?? [],
      tweakJSON: this.options.tweakJSON ?? {},
      injection: this.content.injection,
      templateRevision: this.content.templateRevision,
      canonicalUrl: `${typeof this.content.website.baseUrl === 'string' ? this.content.website.baseUrl : ''}${path}`,
      scripts: this.options.scripts ?? [],
      alternates: [],
    });
    Object.assign(ctx, system);
    (ctx.squarespace as Json)['main-content'] = main;

    const source = layoutSource(this.theme, layout, diags);
    const p = this.prepare(source.text, source.parts[0]?.file ?? 'template.conf');
    table.add(p);
    const html = expandTags(this.renderWith(p.source, p.file, ctx, diags, sourceMapOf(source.parts, source.text)), table, host);

    return { status: viewStatus, contentType: 'text/html', html, diagnostics: diags.items };
  }

  /** The theme's strings for the site language, then en-US, then the fixture's own (DEVELOPER-MODE 1.7). */
  private localizedStrings(): Json {
    const lang = typeof this.content.website.language === 'string' ? this.content.website.language : 'en-US';
    const s = this.theme.strings;
    return { ...(s.get('en-US') ?? {}), ...(s.get(lang.replace('_', '-')) ?? {}), ...(s.get(lang.replace('-', '_')) ?? {}), ...this.content.localizedStrings };
  }
}

export { PAGE_TYPE };
