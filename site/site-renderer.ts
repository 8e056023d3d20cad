/**
 * The site renderer: one path for the demo theme and for any developer-mode
 * folder. Per request it routes the path, builds the page context, renders
 * the main content view, adds the system values, renders the chosen
 * layout, and expands the platform tags (DEVELOPER-MODE section 2).
 */
import { isOwnerSpecialPage, isPersonalSpecialPage, isSpecialPage, SPECIAL_PAGES, SPECIAL_ROUTES, specialContext, STYLE_PAGE_KIND } from './render/special-pages.js';
import { markInlineScripts } from './render/script-nonce.js';
import { Engine, type Diagnostic, type RenderResult } from '../engine/index.js';
import { ownerBannerHtml, withOwnerBanner } from './render/owner-banner.js';
import { SiteIndex } from './content/site-index.js';
import { languageOf, splitByLanguage, type LanguageSite } from './content/languages.js';
import type { CollectionContent, Json, SiteContent } from './content/types.js';
import { buildPageContext, type DeviceView } from './context/page-context.js';
import { buildNavigation, isReadme } from './context/navigation.js';
import { collectionJson } from './context/collection-json.js';
import { DiagnosticList, type SiteDiagnostic } from './diagnostics.js';
import { isCheckoutPage, resolveRoute, type CheckoutPageName, type Route } from './routing/resolve-route.js';
import { PAGE_TYPE } from './routing/page-types.js';
import { chooseLayout, layoutSource } from './render/choose-layout.js';
import { mainView } from './render/main-view.js';
import { composerPage } from './render/composer-page.js';
import { systemValues } from './render/system-values.js';
import { SYSTEM_PARTIALS } from './render/system-partials.js';
import { sourceMapOfTexts, toSiteDiagnostic, type SourceMap } from './render/engine-diagnostics.js';
import { createNonce } from './tags/markers.js';
import { prepareTags } from './tags/prepare.js';
import { TagTable } from './tags/table.js';
import { expandTags } from './tags/index.js';
import type { PreparedSource, TagHost, TemplateFile, BlockFieldData, CollectionData, SourcePosition } from './tags/types.js';
import type { Theme } from './theme/types.js';
import { ANONYMOUS, checkAccess, memberAreaOf, type AccessDenial, type Visitor, type AccountAddress } from './routing/access.js';
import { cartMinimumText } from './render/cart-minimum.js';
import { addUnlockedPages, paywallPageExtras } from './render/paywall-offers.js';
import { gatedKindOf, itemIsGated, VIDEO_PAYWALL_FLAG } from './content/video-lessons.js';
import { ACCESS_PAGE, ACCESS_PANEL, ACCOUNT_PAGE, ACCOUNT_RESET_PAGE, CART_PAGE, ERROR_PAGE, LOCK_SCREEN_PAGE, NOT_FOUND_PAGE, SEARCH_PAGE } from './render/system-pages.js';
import { CHECKOUT_PAGES } from './render/checkout-pages.js';
import { COVER_PAGE, POPUP_OVERLAY, SECTION_SCREEN_PAGE, SSO_PAGE, sectionContext } from './render/section-pages.js';
import { enabledSection } from './content/site-sections.js';
import { itemJson } from './context/collection-json.js';
import type { MainView } from './render/main-view.js';
import { CART_PILL_TEMPLATE, CartPill, pillContext, withCart } from './render/cart-pill.js';
import { fillPreloads, type ClientScript } from './render/module-preloads.js';
import { copyContext, watchCart } from './context/visitor-reads.js';

export interface PageResult {
  status: number;
  /** text/html, or application/json for `?format=json`. */
  contentType: string;
  html: string;
  location?: string;
  diagnostics: SiteDiagnostic[];
  /** A shared render (RenderRequestOptions.shared): the pill that fills its markers for a cart, and whether a template read the cart. */
  shared?: { pill: CartPill; readsCart: boolean };
}

export interface SiteRendererOptions {
  engine?: Engine;
  /** Payments move real money (a real provider): the donate page then shows no test-card note. Off with the test gateway, the only one shipped. */
  livePayments?: boolean;
  /** How long and how often a download link works (VITRINE_DOWNLOAD_*): the composer preview's order page says so. */
  downloadPolicy?: { hours: number; count: number };
  /** The clock; fixed in tests so output is reproducible. */
  now?: () => number;
  /** Script URLs added to squarespace-headers. */
  scripts?: string[];
  /** The shopper widgets' module script and the chunks each page's widgets load (render/module-preloads.ts). */
  clientScript?: ClientScript;
  /** Body classes and values of the stylesheets' tweaks (from the stylesheet compiler). */
  tweakClasses?: string[];
  tweakJSON?: Json;
  /** Load Vitrine's stand-in for the platform's front-end layer (layout CSS, ImageLoader, Y): developer-mode previews. */
  platformLayer?: boolean;
  /** Cart summary for the pill. */
  shoppingCart?: (query: Record<string, string>) => Json | undefined;
  /** When set, the theme's and the code injection's inline scripts get `nonce="<scriptNonce>"` (the CSP of site pages). */
  scriptNonce?: string;
  /** The captcha provider whose widget script the islands load (server/forms/captcha-browser.ts); the local test widget when absent. */
  captcha?: { provider: string; script: string };
  /** Told of every template render with its inputs and output (`vitrine check --reference` renders them again with the reference engine). */
  onRender?: (render: TemplateRender) => void;
  /** The account page's plain forms (no JavaScript), from the service that takes them; without it the page has none. */
  accountForms?: (input: AccountFormsInput) => string;
  /** The text of a refused paywall purchase (`?error=` code), from the service that refused it; unknown codes give undefined. */
  paywallRefusal?: (code: string, language: string) => string | undefined;
  /** The site's public address for a page's absolute links: canonical, hreflang, og:url and the templates' {website.baseUrl} (server/mail/public-url.ts: the one saved in Settings → Mail, else VITRINE_PUBLIC_URL, else a trusted proxy's host); null = the content's baseUrl. */
  publicOrigin?: () => string | null;
}

/** What the account page's plain forms need from the page. */
export interface AccountFormsInput {
  /** The page's language tag ('fr-FR') and the account page's own path ('/fr/account'). */
  language: string;
  accountPath: string;
  crumb: string;
  /** The signed-in account's email, undefined when signed out. */
  email: string | undefined;
  /** The signed-in account's address book (none when signed out). */
  addresses: readonly AccountAddress[];
  query: Record<string, string>;
}

/** One engine render of a page: a view, a layout, a tag body. */
export interface TemplateRender {
  file: string;
  source: string;
  context: unknown;
  partials: Readonly<Record<string, string>>;
  locale: string;
  now: number;
  html: string;
  /** A position the engine reports (its template or partial name, line, col) as a folder file:line:col. */
  locate(source: string | undefined, line: number, col: number): { file: string; line: number; col: number };
}

/** Per-request values computed before the (synchronous) render, e.g. by the site route. */
export interface RenderRequestOptions {
  /** The visitor's cart: its summary on most pages, the whole cart on the cart page; wins over SiteRendererOptions.shoppingCart. */
  shoppingCart?: Json;
  /** On an access page: the crumb its unlock form sends back, and the error of a refused unlock. */
  access?: { crumb?: string; error?: string };
  /** A form posted without JavaScript: its answers and messages or its success (server/forms/page-state.ts), as `formPost`. */
  formPost?: Json;
  /** Values of a checkout or order page (`checkout`, `order`, `orderPage`), added to its context. */
  pageData?: Json;
  /** The answer's status, when the page data decides it (an order link that does not verify: 404). */
  status?: number;
  /** The crumb the page's no-JavaScript forms send back (the site route puts a placeholder it swaps per response), as `postFields.crumb`. */
  crumb?: string;
  /** The site owner's preview: pages that are not live yet (draft, private, scheduled, needs review) are shown too. */
  preview?: boolean;
  /**
   * Render the page every visitor with the same access shares: no cart in
   * the context (a watched key: reading it is reported), and the cart pill
   * left as markers for the caller to fill per visitor (PageResult.shared).
   */
  shared?: boolean;
}

/** A checkout or order page a path names, with its language. */
export interface CheckoutPageOfPath {
  name: CheckoutPageName;
  /** The site language's tag ('fr-FR') and path prefix ('/fr'). */
  language: string;
  prefix: string;
}

/**
 * What a collection type's `.conf` says for all its collections, unless a
 * collection says otherwise (DEVELOPER-MODE 1.4.1): ordering, page size,
 * and the related-items and quick-view features.
 */
function withTypeDefaults(theme: Theme, content: SiteContent): SiteContent {
  const collections = content.collections.map((c) => {
    const conf = theme.collections.get(c.typeName)?.conf;
    if (!conf) return c;
    const out: CollectionContent = { ...c };
    if (out.ordering === undefined && typeof conf.ordering === 'string') out.ordering = conf.ordering;
    if (out.pageSize === undefined && typeof conf.pageSize === 'number') out.pageSize = conf.pageSize;
    const features = { ...((c.features as Json | undefined) ?? {}) };
    if (conf.relatedItems === true && features.relatedItems === undefined) features.relatedItems = { isEnabled: true };
    if (conf.hasProductQuickView === true && features.productQuickView === undefined) features.productQuickView = { isEnabled: true };
    if (Object.keys(features).length) out.features = features;
    return out;
  });
  return { ...content, collections };
}

/** A system partial applied but declared neither in template.conf nor in a collection conf renders as on the platform: information only (DEVELOPER-MODE 4.2). */
function undeclaredSystemPartials(theme: Theme): SiteDiagnostic[] {
  const declared = new Set(theme.conf.systemPartials);
  for (const t of theme.collections.values()) for (const p of Array.isArray(t.conf?.systemPartials) ? t.conf.systemPartials : []) declared.add(String(p));
  const out: SiteDiagnostic[] = [];
  const files = [...theme.regions.values(), ...theme.blocks.values(), ...[...theme.collections.values()].flatMap((t) => [t.list, t.item].filter((f) => f !== null)), ...[...theme.pages.values()].map((p) => p.page)];
  for (const file of files) {
    for (const m of file.text.matchAll(/\|\s*apply\s+([\w./-]+)/g)) {
      const name = m[1]!;
      const bare = name.replace(/\.block$/, '');
      if (SYSTEM_PARTIALS[name] === undefined || declared.has(name) || declared.has(bare) || theme.blocks.has(name)) continue;
      const before = file.text.slice(0, m.index);
      const line = before.split('\n').length;
      out.push({ code: 'SYSTEM_PARTIAL_UNDECLARED', severity: 'info', file: file.path, line, col: m.index! - before.lastIndexOf('\n'), message: `system partial '${name}' is used but not declared in systemPartials; it renders anyway` });
    }
  }
  return out;
}

/** Where diagnostics of the platform's own pages point. */
const SYSTEM_PAGE_FILE = '(system page)';
/** Where diagnostics of the cart pill point. */
const CART_PILL_FILE = '(system partial vitrine-cart-pill)';

/** Engine diagnostics of a block partial name back to its file. */
const partialFile = (name: string) => (SYSTEM_PARTIALS[name] !== undefined ? `(system partial ${name})` : `blocks/${name}`);

export class SiteRenderer {
  /** The default language's index (the whole site when it has one language). */
  readonly index: SiteIndex;
  private readonly languages: { site: LanguageSite; index: SiteIndex }[];
  private readonly engine: Engine;
  /** Per renderer: content values never carry it, so they cannot forge a tag marker. */
  private readonly nonce = createNonce();
  private readonly prepared = new Map<string, Map<string, PreparedSource>>();
  private readonly partials: Record<string, string> = {};
  private readonly blockSources: PreparedSource[] = [];

  readonly content: SiteContent;
  /** Found while loading: uses of system partials the folder does not declare. */
  readonly loadDiagnostics: SiteDiagnostic[];

  constructor(
    readonly theme: Theme,
    content: SiteContent,
    private readonly options: SiteRendererOptions = {},
  ) {
    content = withTypeDefaults(theme, content);
    this.content = content;
    this.languages = splitByLanguage(content).map((site) => ({ site, index: new SiteIndex(site.content, site.prefix) }));
    this.index = (this.languages.find((l) => l.site.isDefault) ?? this.languages[0]!).index;
    this.engine = options.engine ?? new Engine();
    for (const [name, source] of Object.entries(SYSTEM_PARTIALS)) this.partials[name] = source;
    this.loadDiagnostics = undeclaredSystemPartials(theme);
    for (const [name, file] of theme.blocks) {
      const p = this.prepare(file.text, file.path);
      this.blockSources.push(p);
      this.partials[name] = p.source;
      // A block is applied as `name.block`; accept the name without the extension too.
      this.partials[name.replace(/\.block$/, '')] ??= p.source;
    }
  }

  private prepare(source: string, file: string, at?: SourcePosition): PreparedSource {
    // Keyed by the file and then by the source string itself (not a concatenation),
    // so the lookup reuses the string's cached hash instead of hashing the text again.
    const fileKey = `${file}\u0000${at?.line ?? 1}:${at?.col ?? 1}`;
    let bySource = this.prepared.get(fileKey);
    if (!bySource) {
      bySource = new Map();
      this.prepared.set(fileKey, bySource);
    }
    let p = bySource.get(source);
    if (!p) {
      p = prepareTags(this.options.scriptNonce ? markInlineScripts(source, this.options.scriptNonce) : source, file, this.nonce, at);
      bySource.set(source, p);
    }
    return p;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private renderWith(source: string, file: string, context: unknown, diags: DiagnosticList, map: SourceMap | null = null, at?: SourcePosition): string {
    const website = ((context as Json | null)?.website ?? this.content.website) as Json;
    const locale = typeof website.language === 'string' ? website.language : 'en-US';
    const now = this.now();
    const result: RenderResult = this.engine.compile(source, file).render(context, { partials: this.partials, locale, now });
    const place = (d: Diagnostic): SiteDiagnostic => {
      const site = toSiteDiagnostic(d, file, map, partialFile);
      // A tag body starts inside its file: shift its positions there.
      if (at && (d.source === undefined || d.source === file)) {
        if (site.line === 1) site.col += at.col - 1;
        site.line += at.line - 1;
      }
      return site;
    };
    this.options.onRender?.({
      file,
      source,
      context,
      partials: this.partials,
      locale,
      now,
      html: result.html,
      locate: (name, line, column) => {
        const p = place({ code: 'FORMATTER_UNKNOWN', severity: 'warning', stage: 'render', message: '', line, column, ...(name === undefined ? {} : { source: name }) });
        return { file: p.file, line: p.line, col: p.col };
      },
    });
    for (const d of [...result.errors, ...result.warnings]) diags.add(place(d));
    return result.html;
  }

  private host(index: SiteIndex, root: Json, current: CollectionContent | null, diags: DiagnosticList, opened: CollectionContent | null = current): TagHost {
    const theme = this.theme;
    const data = (c: CollectionContent): CollectionData => ({
      collection: collectionJson(index, c),
      // A video's or lesson's gated items as anyone may see them (video-lessons.ts): a query tag is a list too.
      items: index.items(c).map((i) => (gatedKindOf(c) !== null ? itemJson(index, c, i) : { collectionId: c.id, ...i, fullUrl: index.itemUrl(c, i) })),
    });
    return {
      root,
      diagnostics: diags,
      renderTemplate: (source, file, context, at) => this.renderWith(source, file, context, diags, null, at),
      block(name: string): TemplateFile | null {
        const file = theme.blocks.get(name) ?? theme.blocks.get(`${name}.block`);
        return file ? { source: file.text, file: file.path } : null;
      },
      navigation: (id) => buildNavigation(index, id, current, opened),
      folderNavigation: () => {
        if (!current) return null;
        const folder = current.folder ? current : index.parentFolder(current);
        if (!folder) return null;
        const nav = { items: index.children(folder).filter((c) => !isReadme(c)).map((c) => ({ active: c === current, folderActive: false, collection: collectionJson(index, c) })) };
        return { ...nav, collection: collectionJson(index, folder), folderActive: true };
      },
      collectionByUrlId: (urlId) => {
        // On a translated page, a query naming a default-language collection reads its translation.
        const c = index.byUrlId.get(urlId) ?? index.content.collections.find((x) => x.translationOf === urlId);
        return c ? data(c) : null;
      },
      collectionById: (id) => {
        const c = index.byId.get(id);
        return c ? data(c) : null;
      },
      blockField: (id) => (index.content.blockFields[id] as BlockFieldData | undefined) ?? null,
      blockTypeOverride: (type) => theme.blockTypeOverrides.get(type) ?? null,
      scriptExists: (src) => theme.scripts.has(src.replace(/^\/+/, '')),
      now: () => this.now(),
    };
  }

  /** Renders one page; a failure of Vitrine itself becomes the error page (101, status 500), never a crash. */
  render(path: string, query: Record<string, string> = {}, visitor: Visitor = ANONYMOUS, device: DeviceView = 'desktop', request: RenderRequestOptions = {}): PageResult {
    try {
      return this.renderPage(path, query, visitor, device, request);
    } catch (e) {
      const diags = new DiagnosticList();
      diags.error('RENDER_FAILED', path, 1, 1, `rendering ${path} failed: ${e instanceof Error ? e.message : String(e)}`);
      const html = this.renderWith(ERROR_PAGE, SYSTEM_PAGE_FILE, { website: this.content.website, pageType: PAGE_TYPE.ERROR }, diags);
      return { status: 500, contentType: 'text/html', html, diagnostics: diags.items };
    }
  }

  /** Whether a path (in any language) is the cart page, which shows the whole cart rather than its summary. */
  isCartPage(fullPath: string): boolean {
    const { site: language, path } = languageOf(this.languages.map((l) => l.site), fullPath);
    const route = resolveRoute(this.languages.find((l) => l.site === language)!.index, path);
    return route.kind === 'system' && route.name === 'cart';
  }

  /**
   * What a page shows of the visitor besides their cart: how its access
   * check ends for them ('' when it lets them in, as it does anyone), or
   * null on the account page of a signed-in visitor, which shows their
   * account. Pages with the same answer are the same page (site-routes.ts).
   */
  accessOf(fullPath: string, visitor: Visitor): string | null {
    const { site: language, path } = languageOf(this.languages.map((l) => l.site), fullPath);
    const index = this.languages.find((l) => l.site === language)!.index;
    const route = resolveRoute(index, path);
    if (route.kind === 'system' && route.name === 'account' && visitor.email !== undefined) return null;
    if (route.kind === 'system' && isPersonalSpecialPage(route.name) && visitor.member) return null;
    if (route.kind === 'redirect') return '';
    const denied = checkAccess(index, route, visitor);
    return denied ? `${denied.reason}\u0000${denied.target}` : '';
  }

  /** The checkout or order page a path (in any language) names, else null. */
  checkoutPageOf(fullPath: string): CheckoutPageOfPath | null {
    const { site: language, path } = languageOf(this.languages.map((l) => l.site), fullPath);
    const route = resolveRoute(this.languages.find((l) => l.site === language)!.index, path);
    if (route.kind !== 'system' || !isCheckoutPage(route.name)) return null;
    return { name: route.name, language: language.tag, prefix: language.prefix };
  }

  /** The language tag of the site language a path is in ('fr-FR' for '/fr/cart'). */
  languageTagOf(fullPath: string): string {
    return languageOf(this.languages.map((l) => l.site), fullPath).site.tag;
  }

  /** The path prefix of a site language ('' for the default one or an unknown tag). */
  prefixOf(languageTag: string): string {
    return this.languages.find((l) => l.site.tag === languageTag)?.site.prefix ?? '';
  }

  /**
   * Where the cart page links each product it lists, and its image: the
   * product page in the language of `fullPath` when the product has a
   * translation there (`translationOf`), else in its own language.
   */
  productLinks(fullPath: string, itemIds: string[]): Record<string, { url: string; imageUrl: string | null }> {
    const { site: here } = languageOf(this.languages.map((l) => l.site), fullPath);
    const found = new Map<string, { url: string; imageUrl: string | null; original: string; language: LanguageSite }>();
    for (const { site, index } of this.languages) {
      for (const c of site.content.collections) {
        for (const item of c.items ?? []) {
          if (item.structuredContent === undefined || typeof item.id !== 'string') continue;
          const image = typeof item.assetUrl === 'string' && item.assetUrl ? item.assetUrl : null;
          const original = typeof item.translationOf === 'string' ? item.translationOf : item.id;
          found.set(item.id, { url: index.itemUrl(c, item), imageUrl: image, original, language: site });
        }
      }
    }
    const out: Record<string, { url: string; imageUrl: string | null }> = {};
    for (const id of itemIds) {
      const own = found.get(id);
      if (!own) continue;
      const translated = [...found.values()].find((f) => f.language === here && f.original === own.original);
      const pick = translated ?? own;
      out[id] = { url: pick.url, imageUrl: pick.imageUrl ?? own.imageUrl };
    }
    return out;
  }

  /** The theme strings of the language a page path (else a language tag) names; the default language's otherwise. */
  stringsOf(where: { path?: string | undefined; language?: string | undefined }): Json {
    const sites = this.languages.map((l) => l.site);
    const tag = where.language?.replace('_', '-').toLowerCase();
    const byTag = tag ? this.languages.find((l) => l.site.tag.toLowerCase() === tag || l.site.tag.toLowerCase().split('-')[0] === tag) : undefined;
    const chosen = where.path !== undefined && where.path.startsWith('/') ? this.languages.find((l) => l.site === languageOf(sites, where.path!).site) : byTag;
    return this.localizedStrings((chosen ?? this.languages.find((l) => l.site.isDefault) ?? this.languages[0]!).index);
  }

  private renderPage(fullPath: string, query: Record<string, string>, visitor: Visitor, device: DeviceView, request: RenderRequestOptions): PageResult {
    const diags = new DiagnosticList();
    const { site: language, path } = languageOf(this.languages.map((l) => l.site), fullPath);
    const index = this.languages.find((l) => l.site === language)!.index;
    const resolved: Route = resolveRoute(index, path, request.preview === true);
    // The owner's pages (the composer preview) are not found for anyone else.
    const route: Route = resolved.kind === 'system' && isOwnerSpecialPage(resolved.name) && request.preview !== true ? { kind: 'not-found', pageType: PAGE_TYPE.NOT_FOUND } : resolved;
    if (route.kind === 'redirect') return { status: 302, contentType: 'text/html', html: '', location: route.location, diagnostics: [] };

    const localizedStrings = this.localizedStrings(index);
    const shoppingCart = request.shared ? undefined : request.shoppingCart ?? this.options.shoppingCart?.(query);
    const fullData = route.kind === 'collection' && route.collection.folder === true && this.typeConf(route.collection.typeName)?.fullData === true;
    const ctx = buildPageContext(index, route, { query, now: this.now(), localizedStrings, fullData, device, ...(shoppingCart ? { shoppingCart } : {}) });
    // The templates' absolute links ({website.baseUrl}: the share buttons) name the public address, as the canonical link does.
    const origin = this.options.publicOrigin?.();
    if (origin) ctx.website = { ...(ctx.website as Json), baseUrl: origin.replace(/\/+$/, '') };
    const reads = request.shared ? watchCart(ctx) : null;
    const pillBase = pillContext(ctx, undefined);
    // A shared page's pill renders again for later carts: their diagnostics do not grow this page's list.
    const pillDiags = reads ? new DiagnosticList() : diags;
    const pill = new CartPill((cart) => this.renderWith(CART_PILL_TEMPLATE, CART_PILL_FILE, withCart(pillBase, cart), pillDiags));
    // A shared page keeps its markers for the caller; any other gets this visitor's pill now.
    const done = (html: string) => this.withPreloads(reads ? html : pill.fill(html, shoppingCart));
    const sharedOf = () => (reads ? { shared: { pill, readsCart: reads.cart } } : {});
    if (request.pageData) {
      Object.assign(ctx, request.pageData);
      addUnlockedPages(index, ctx.orderPage as Json | undefined);
    }
    if (request.formPost) ctx.formPost = request.formPost;
    // What the theme's plain forms (add to cart, restock) post besides their own fields.
    if (request.crumb !== undefined) ctx.postFields = { crumb: request.crumb, cartPath: `${language.prefix}/cart`, language: language.tag };
    if (route.kind === 'system' && route.name === 'cart') {
      const content = ((ctx.websiteSettings as Json | undefined)?.storeSettings ?? {}) as Json;
      // The minimum in force comes with the cart when the store has one saved (server/site-http/site-routes.ts), else the content's.
      const inForce = (shoppingCart as Json | undefined)?.minimumSubtotalCents;
      const storeSettings = typeof inForce === 'number' ? { ...content, minimumSubtotalCents: inForce } : content;
      const minimum = cartMinimumText(shoppingCart, storeSettings, localizedStrings.widgetTexts as Json | undefined, language.tag);
      if (minimum) ctx.cartMinimum = minimum;
    }
    const current = route.kind === 'collection' || route.kind === 'item' ? route.collection : null;
    const table = new TagTable(this.nonce).add(...this.blockSources);
    const alternates = this.alternates(route);
    if (this.languages.length > 1) {
      ctx.languages = this.languages.map(({ site }) => ({
        languageTag: site.tag,
        displayName: site.displayName,
        url: alternates.find((a) => a.lang === site.tag)?.href ?? `${site.prefix}/`,
        active: site === language,
      }));
    }
    const denied = checkAccess(index, route, visitor);
    // A page the visitor may not open shows no member-area menu: that page is the access page.
    const host = this.host(index, ctx, current, diags, denied ? null : current);

    // A gated video or lesson under the video paywall beta flag keeps its page (title, poster, course) with the wall in place of the player.
    const videoPaywall = denied?.item === true && route.kind === 'item' && (index.content.featureFlags as Json)[VIDEO_PAYWALL_FLAG] === true;
    if (denied && videoPaywall && route.kind === 'item') {
      ctx.item = itemJson(index, route.collection, route.item);
      ctx.pageType = denied.pageType;
      ctx.videoPaywall = true;
      ctx.access = { reason: denied.reason, target: denied.target, returnTo: fullPath, ...request.access };
      if (denied.reason === 'paywall') Object.assign(ctx.access as Json, paywallPageExtras(index, denied.target, query, (code) => this.options.paywallRefusal?.(code, language.tag)));
    } else if (denied) {
      // The visitor may not see this page: its content leaves the context, whatever the format.
      for (const key of ['collection', 'items', 'item', 'pagination', 'upcoming', 'past', 'instalmentContext', 'productMerchandisingContext']) delete ctx[key];
      // A collection of its own, so layouts that wrap the main content in {.section collection} show the access page.
      ctx.collection = { typeName: 'access', fullUrl: fullPath };
      ctx.pageType = denied.pageType;
      ctx.access = { reason: denied.reason, target: denied.target, returnTo: fullPath, ...request.access };
      if (denied.reason === 'paywall') Object.assign(ctx.access as Json, paywallPageExtras(index, denied.target, query, (code) => this.options.paywallRefusal?.(code, language.tag)));
      const lock = denied.reason === 'lock-screen' ? enabledSection(index.content, 'lock-screen') : null;
      if (lock) (ctx.access as Json).section = sectionContext(lock, `${language.prefix}/`);
    }
    // The cover page and the SSO screen render their section (routed only while enabled).
    const screen = !denied && route.kind === 'system' && (route.name === 'cover' || route.name === 'sso') ? enabledSection(index.content, route.name === 'cover' ? 'cover-page' : 'sso-screen') : null;
    if (screen) ctx.section = sectionContext(screen, `${language.prefix}/`);
    if (!denied) {
      if (route.kind === 'system' && isSpecialPage(route.name)) {
        const siteTitle = typeof index.content.website.siteTitle === 'string' ? index.content.website.siteTitle : '';
        const defaultIndex = (this.languages.find((l) => l.site.isDefault) ?? this.languages[0]!).index;
        const storeSettings = ((index.content.websiteSettings as Json | undefined)?.storeSettings ?? {}) as Json;
        const currency = typeof storeSettings.defaultCurrency === 'string' ? storeSettings.defaultCurrency : 'USD';
        ctx.special = specialContext(route.name, {
          index,
          defaultIndex,
          languageTag: language.tag,
          prefix: language.prefix,
          path: fullPath,
          query,
          visitor,
          crumb: request.crumb ?? request.access?.crumb ?? '',
          siteTitle,
          formPost: request.formPost,
          currency,
          testPayments: this.options.livePayments !== true,
          downloadPolicy: this.options.downloadPolicy,
        });
        if (route.name === STYLE_PAGE_KIND) ctx.specialPageKind = STYLE_PAGE_KIND;
        if (route.name === 'composer-preview') (ctx.special as Json).productHtml = this.composedProduct(index, query, language, currency, localizedStrings, device, table, host, diags);
      }
    }
    const status = denied ? denied.status : route.kind === 'not-found' ? 404 : request.status ?? 200;
    if (query.format === 'json' || query.format === 'json-pretty') {
      // The context without the system strings (DEVELOPER-MODE 5.6).
      const json = JSON.stringify(ctx, null, query.format === 'json-pretty' ? 2 : undefined);
      return { status, contentType: 'application/json', html: json, diagnostics: diags.items, ...sharedOf() };
    }

    if (route.kind === 'system' && route.name === 'account' && this.options.accountForms) {
      ctx.accountForms = this.options.accountForms({ language: language.tag, accountPath: `${language.prefix}/account`, crumb: request.access?.crumb ?? '', email: visitor.email, addresses: visitor.addresses ?? [], query });
    }
    if (route.kind === 'system' && route.name === 'search') {
      ctx.search = this.search(index, query.q ?? '');
      // The names real search page templates read.
      ctx.searchQuery = query.q ?? '';
      ctx.searchResults = (ctx.search as Json).results;
    }
    if (videoPaywall) (ctx.access as Json).panel = this.renderWith(ACCESS_PANEL, SYSTEM_PAGE_FILE, ctx, diags);
    const view = this.view(index, route, videoPaywall ? null : denied, diags);
    let main = '';
    if (view.kind === 'template') {
      const p = this.prepare(view.source, view.file);
      table.add(p);
      main = expandTags(this.renderWith(p.source, view.file, view.context ? copyContext(ctx, view.context) : ctx, diags), table, host);
    } else if (view.kind === 'html') main = view.html;
    const viewStatus = denied ? denied.status : view.kind === 'missing' ? (route.kind === 'item' ? 404 : 500) : status;
    if (query.format === 'main-content') return { status: viewStatus, contentType: 'text/html', html: done(main), diagnostics: diags.items, ...sharedOf() };

    const isHome = current !== null && current === index.homepage && route.kind === 'collection';
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
      canonicalUrl: `${this.baseUrl()}${fullPath}`,
      scripts: this.options.scripts ?? [],
      ...(this.options.clientScript ? { clientScript: this.options.clientScript } : {}),
      alternates: alternates.map((a) => ({ lang: a.lang, href: `${this.baseUrl()}${a.href}` })),
      ...(this.options.scriptNonce ? { scriptNonce: this.options.scriptNonce } : {}),
      ...(this.options.captcha ? { captcha: this.options.captcha } : {}),
      platformLayer: this.options.platformLayer === true,
      ...(route.kind === 'item' && !denied && ctx.item ? { product: ctx.item as Json } : {}),
    });
    Object.assign(ctx, system);
    (ctx.squarespace as Json)['main-content'] = main;
    // The popup overlay's island on shopper pages (not on access, checkout, cover or SSO pages).
    const popup = !denied && !screen && !(route.kind === 'system' && isCheckoutPage(route.name)) ? enabledSection(index.content, 'popup-overlay') : null;
    if (popup) {
      ctx.popupOverlay = sectionContext(popup, `${language.prefix}/`);
      ctx['squarespace-footers'] = [ctx['squarespace-footers'], this.renderWith(POPUP_OVERLAY, SYSTEM_PAGE_FILE, ctx, diags)].filter(Boolean).join('\n');
    }

    // Each region is prepared on its own, so tag positions name their region file;
    // the prepared regions are then concatenated before the engine parses them.
    const chromeless = denied?.reason === 'lock-screen' ? LOCK_SCREEN_PAGE : screen ? SECTION_SCREEN_PAGE : null;
    const source = chromeless ? { text: chromeless, parts: [{ file: SYSTEM_PAGE_FILE, offset: 0 }] } : layoutSource(this.theme, layout, diags);
    const regions = source.parts.map((part, i) => this.prepare(source.text.slice(part.offset, source.parts[i + 1]?.offset ?? source.text.length), part.file));
    table.add(...regions);
    const layoutFile = source.parts[0]?.file ?? SYSTEM_PAGE_FILE;
    // The map is of the prepared regions: what the engine parses.
    const map = sourceMapOfTexts(regions.map((r, i) => ({ file: source.parts[i]!.file, text: r.source })));
    const rendered = this.renderWith(regions.map((r) => r.source).join(''), layoutFile, ctx, diags, map);
    const html = expandTags(rendered, table, host);

    // The owner previewing a page that is not live sees its status first (a live one shows none).
    const banner = request.preview === true && current && !index.enabled(current) ? ownerBannerHtml(current, language.tag) : '';
    if (banner) return { status: viewStatus, contentType: 'text/html', html: withOwnerBanner(done(html), banner), diagnostics: diags.items, ...sharedOf() };
    return { status: viewStatus, contentType: 'text/html', html: done(html), diagnostics: diags.items, ...sharedOf() };
  }

  /**
   * The composer preview's product page (page type 210): the draft as a
   * store item, rendered by the theme's own product view in the context a
   * product page gets, so the owner sees what shoppers will.
   */
  private composedProduct(index: SiteIndex, query: Record<string, string>, language: { tag: string; prefix: string }, currency: string, localizedStrings: Json, device: DeviceView, table: TagTable, host: TagHost, diags: DiagnosticList): string {
    const defaultIndex = (this.languages.find((l) => l.site.isDefault) ?? this.languages[0]!).index;
    const { product } = composerPage({ index, defaultIndex, languageTag: language.tag, prefix: language.prefix, query, currency, downloadPolicy: this.options.downloadPolicy });
    if (!product) return '';
    const route: Route = { kind: 'item', collection: product.collection, item: product.item, pageType: PAGE_TYPE.CONTENT_ITEM };
    const view = mainView(this.theme, index, route, diags);
    if (view.kind !== 'template') return view.kind === 'html' ? view.html : '';
    const ctx = buildPageContext(index, route, { query: {}, now: this.now(), localizedStrings, device });
    const p = this.prepare(view.source, view.file);
    table.add(p);
    return expandTags(this.renderWith(p.source, view.file, ctx, diags), table, host);
  }

  /** The main content view of a route, or the platform's own page for access, search, cart and not found. */
  private view(index: SiteIndex, route: Route, denied: AccessDenial | null, diags: DiagnosticList): MainView {
    const system = (source: string): MainView => ({ kind: 'template', source, file: SYSTEM_PAGE_FILE, view: 'page' });
    if (denied) return system(ACCESS_PAGE);
    if (route.kind === 'system') {
      // A folder's own page template for a system page wins (pages/search.page, pages/cart.page).
      const own = this.theme.pages.get(route.name);
      if (own) return { kind: 'template', source: own.page.text, file: own.page.path, view: 'page' };
      if (isCheckoutPage(route.name)) return system(CHECKOUT_PAGES[route.name]);
      if (isSpecialPage(route.name)) return system(SPECIAL_PAGES[route.name]);
      return system({ cart: CART_PAGE, search: SEARCH_PAGE, account: ACCOUNT_PAGE, 'account-reset': ACCOUNT_RESET_PAGE, cover: COVER_PAGE, sso: SSO_PAGE }[route.name]);
    }
    if (route.kind === 'not-found') return system(NOT_FOUND_PAGE);
    return mainView(this.theme, index, route, diags);
  }

  /** The page with its widgets' chunks named in preload links (once rendered whole: the layout holds widgets too). */
  private withPreloads(html: string): string {
    const script = this.options.clientScript;
    return script ? fillPreloads(html, script, this.options.scriptNonce) : html;
  }

  private typeConf(typeName: string): Record<string, unknown> | null {
    return this.theme.collections.get(typeName)?.conf ?? null;
  }

  private baseUrl(): string {
    const origin = this.options.publicOrigin?.();
    if (origin) return origin.replace(/\/+$/, '');
    return typeof this.content.website.baseUrl === 'string' ? this.content.website.baseUrl.replace(/\/+$/, '') : '';
  }

  /**
   * The same page in every language (hreflang): a collection and its
   * translations are linked by `translationOf`; items by their own
   * `translationOf` (the original's id), else by their urlId.
   */
  private alternates(route: Route): { lang: string; href: string }[] {
    if (this.languages.length < 2) return [];
    // The platform's own pages (cart, search) exist in every language under its prefix.
    if (route.kind === 'system') {
      // A special page's path is not its name (donate/thank-you, cart/v2).
      const special = Object.entries(SPECIAL_ROUTES).find(([, r]) => r.name === route.name && r.pageType === route.pageType)?.[0];
      return this.languages.map(({ site }) => ({ lang: site.tag, href: `${site.prefix}/${special ?? route.name}` }));
    }
    if (route.kind !== 'collection' && route.kind !== 'item') return [];
    const base = route.collection.translationOf ?? route.collection.urlId;
    const out: { lang: string; href: string }[] = [];
    for (const { site, index } of this.languages) {
      const c = index.content.collections.find((x) => (x.translationOf ?? x.urlId) === base && (site.isDefault ? !x.translationOf : true));
      if (!c) continue;
      if (route.kind === 'collection') out.push({ lang: site.tag, href: index.fullUrl(c) });
      else {
        // A translated post names its original's id in `translationOf`, as translated products do; else the same urlId.
        const twin = (i: Json) => (typeof i.translationOf === 'string' ? i.translationOf : i.id);
        const items = c.items ?? [];
        const item = items.find((i) => twin(i) === twin(route.item)) ?? items.find((i) => i.urlId === route.item.urlId);
        if (item) out.push({ lang: site.tag, href: index.itemUrl(c, item) });
      }
    }
    return out.length > 1 ? out : [];
  }

  /** Items of visible collections whose title, excerpt or body holds every word of the query. */
  private search(index: SiteIndex, query: string): Json {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const results: Json[] = [];
    if (words.length) {
      for (const c of index.content.collections) {
        if (!index.enabled(c) || c.passwordProtected || memberAreaOf(c) !== null || c.paywall || isReadme(c)) continue;
        for (const item of index.items(c)) {
          // A gated video's or lesson's own text is not searched: its title and excerpt are public, the rest is not.
          const text = [item.title, item.excerpt, gatedKindOf(c) !== null && itemIsGated(item) ? undefined : item.body].filter((v) => typeof v === 'string').join(' ').replace(/<[^>]*>/g, ' ').toLowerCase();
          if (words.every((w) => text.includes(w))) results.push({ ...itemJson(index, c, item), collectionTitle: c.title ?? c.urlId });
        }
      }
    }
    return { query, results };
  }

  /** The theme's strings for the site language, then en-US, then the fixture's own (DEVELOPER-MODE 1.7). */
  private localizedStrings(index: SiteIndex): Json {
    const content = index.content;
    const lang = typeof content.website.language === 'string' ? content.website.language : 'en-US';
    const s = this.theme.strings;
    return { ...(s.get('en-US') ?? {}), ...(s.get(lang.replace('_', '-')) ?? {}), ...(s.get(lang.replace('-', '_')) ?? {}), ...content.localizedStrings };
  }
}

export { PAGE_TYPE };
