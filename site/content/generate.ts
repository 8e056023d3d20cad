/**
 * Demo content for a template folder with no fixture: one collection per
 * declared collection type (custom post types with their fields), a page
 * collection per page template, a home page, folders, every declared
 * navigation and every block field the sources name, with the placeholder
 * images shipped in generate/images/. Deterministic: the same folder, seed
 * and clock give byte-identical content.
 */
import type { CollectionType, Theme } from '../theme/types.js';
import type { CollectionContent, ItemContent, Json, NavigationLink, SiteContent } from './types.js';
import { Random, hashString } from './generate/random.js';
import { DAY, GenContext, escapeHtml, slugify, titleCase } from './generate/context.js';
import { GENERATED_IMAGES_PREFIX, IMAGE_HEIGHT, IMAGE_WIDTH } from './generate/images.js';
import { albumTracks, blogPosts, customItems, events, galleryItems, products, textItems, type CustomType, type ItemHints } from './generate/items.js';
import { blockField, expandBlockFieldId } from './generate/block-fields.js';
import { scanFolder, type CollectionRef } from './generate/scan.js';
import * as W from './generate/words.js';

export interface GenerateOptions {
  /** Seed of the random choices; default: a hash of the folder's template name. */
  seed?: number;
  /** The clock events and publication dates are placed around; default: the start of the current UTC day. */
  now?: number;
}

export type ContentKind = 'products' | 'blog' | 'events' | 'gallery' | 'album' | 'custom' | 'text';

/** Names a folder's queries give collections of each kind, to match `<squarespace:query collection="…">`. */
const KIND_WORDS: Record<ContentKind, RegExp> = {
  products: /shop|store|product|boutique|goods|market/i,
  blog: /journal|blog|news|stor(y|ies)|notes|posts?|articles?|updates|diary/i,
  events: /event|calendar|tasting|shows?|concerts?|gigs?|workshops?|schedule|agenda/i,
  gallery: /galler|photo|stills|portfolio|work|images?|pictures/i,
  album: /music|albums?|tracks?|songs?|listen/i,
  custom: /$^/,
  text: /$^/,
};

/** Words of a query body that give the kind away. */
const KIND_HINTS: [ContentKind, RegExp][] = [
  ['events', /startDate|endDate|event/i],
  ['products', /price|product|structuredContent|money/i],
  ['blog', /author|excerpt|publishOn|date/i],
  ['gallery', /assetUrl|image/i],
];

interface Planned {
  type: CollectionType;
  kind: ContentKind;
  custom: CustomType | null;
  urlId: string | null;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function customTypesOf(theme: Theme): CustomType[] {
  const out: CustomType[] = [];
  for (const raw of theme.conf.customTypes) {
    if (!raw || typeof raw !== 'object') continue;
    const t = raw as Record<string, unknown>;
    if (typeof t.name !== 'string') continue;
    const fields = (Array.isArray(t.fields) ? t.fields : [])
      .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object' && typeof (f as Record<string, unknown>).name === 'string')
      .map((f) => ({ name: String(f.name), title: typeof f.title === 'string' ? f.title : String(f.name), type: typeof f.type === 'string' ? f.type : 'text' }));
    out.push({ name: t.name, title: typeof t.title === 'string' ? t.title : t.name, base: typeof t.base === 'string' ? t.base : 'text', fields });
  }
  return out;
}

const isFolderType = (t: CollectionType) => t.conf?.folder === true || t.typeName === 'index' || t.typeName === 'folder';

/** What kind of items a collection type holds, from its name, its conf and the custom types it accepts. */
function kindOf(t: CollectionType, customTypes: CustomType[]): { kind: ContentKind; custom: CustomType | null } {
  const name = t.typeName;
  if (name === 'products' || name === 'blog' || name === 'events' || name === 'gallery' || name === 'album') return { kind: name, custom: null };
  const accept = strings(t.conf?.acceptTypes);
  const custom = customTypes.find((c) => accept.includes(c.name) || c.name === name) ?? null;
  if (custom) return { kind: 'custom', custom };
  if (accept.includes('store_item')) return { kind: 'products', custom: null };
  if (accept.includes('event') || t.conf?.ordering === 'calendar') return { kind: 'events', custom: null };
  if (t.conf?.hasSystemBlogCollectionSettings === true) return { kind: 'blog', custom: null };
  if (accept.length > 0 && accept.every((a) => a === 'image' || a === 'video' || a === 'gallery')) return { kind: 'gallery', custom: null };
  return { kind: 'text', custom: null };
}

/** The urlIds the folder's queries name, given to the collections of the matching kind. */
function assignUrlIds(planned: Planned[], refs: CollectionRef[], theme: Theme): void {
  const free = (kind: ContentKind) => planned.find((p) => p.urlId === null && p.kind === kind);
  const left: CollectionRef[] = [];
  for (const ref of refs) {
    const exact = planned.find((p) => p.urlId === null && p.type.typeName === ref.urlId);
    if (exact) exact.urlId = ref.urlId;
    else left.push(ref);
  }
  const rest: CollectionRef[] = [];
  for (const ref of left) {
    const kind = (Object.keys(KIND_WORDS) as ContentKind[]).find((k) => KIND_WORDS[k].test(ref.urlId) && free(k));
    if (kind) free(kind)!.urlId = ref.urlId;
    else rest.push(ref);
  }
  for (const ref of rest) {
    // A body applying a block reads that block too.
    const applied = [...ref.body.matchAll(/apply\s+([\w./-]+)/g)].map((m) => theme.blocks.get(m[1]!)?.text ?? theme.blocks.get(`${m[1]!}.block`)?.text ?? '');
    const text = [ref.body, ...applied].join(' ');
    const hint = KIND_HINTS.find(([k, re]) => re.test(text) && free(k));
    if (hint) free(hint[0])!.urlId = ref.urlId;
  }
}

/** Unique urlIds over the whole site, never shadowing the platform's own pages. */
class UrlIds {
  private readonly used = new Set(['cart', 'search', 'api', 'assets', 'scripts', 'site.css', '__vitrine']);
  take(wanted: string): string {
    const base = slugify(wanted);
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }
  reserve(id: string): boolean {
    if (this.used.has(id)) return false;
    this.used.add(id);
    return true;
  }
}

function description(g: GenContext): string {
  return `<p>${escapeHtml(g.rnd.pick(W.SENTENCES))}</p>`;
}

function uniqueSorted(values: unknown[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string'))];
}

function itemsFor(g: GenContext, p: Planned, id: string, hints: ItemHints): ItemContent[] {
  const pageSize = typeof p.type.conf?.pageSize === 'number' ? p.type.conf.pageSize : 0;
  // One more than a page, so lists paginate, within what the word lists hold.
  const paged = (min: number, max: number) => Math.max(min, Math.min(max, pageSize > 0 && pageSize < 999 ? pageSize + 2 : min));
  switch (p.kind) {
    case 'products':
      return products(g, id, hints);
    case 'blog':
      return blogPosts(g, id, paged(6, W.POST_TITLES.length), hints);
    case 'events':
      return events(g, id, 6, hints);
    case 'gallery':
      return galleryItems(g, id, paged(8, W.GALLERY_TITLES.length), hints);
    case 'album':
      return albumTracks(g, id, hints);
    case 'custom':
      return customItems(g, id, p.custom!, paged(4, W.ITEM_TITLES.length), hints);
    default:
      return textItems(g, id, paged(5, W.ITEM_TITLES.length), hints);
  }
}

const TYPE_TITLES: Record<string, string> = { products: 'Shop', blog: 'Journal', events: 'Events', gallery: 'Gallery', album: 'Music' };

/** A prerendered block layout (a regular page's `mainContent`), rows of html and image blocks. */
function pageLayout(pageId: string, rows: string[][]): string {
  const row = (blocks: string[]) => {
    const span = Math.floor(12 / blocks.length);
    return `<div class="row sqs-row">${blocks.map((b) => `<div class="col sqs-col-${span} span-${span}">${b}</div>`).join('')}</div>`;
  };
  return `<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-${pageId}">${rows.map(row).join('')}</div>`;
}

function htmlBlock(id: string, html: string): string {
  return `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-${id}"><div class="sqs-block-content">${html}</div></div>`;
}

function imageBlock(g: GenContext, id: string): string {
  const image = g.image();
  return `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-${id}"><div class="sqs-block-content"><img src="${GENERATED_IMAGES_PREFIX}${image.name}.jpg" alt="${escapeHtml(image.alt)}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}"></div></div>`;
}

function regularPage(g: GenContext, urlId: string, title: string, extra: Partial<CollectionContent> = {}): CollectionContent {
  const text = g.rnd.sample(W.SENTENCES, 4).map(escapeHtml);
  return {
    id: g.id(),
    urlId,
    typeName: 'page',
    type: 10,
    title,
    navigationTitle: title,
    mainContent: pageLayout(urlId, [
      [htmlBlock(`${urlId}-intro`, `<h1>${escapeHtml(title)}</h1><p>${text[0]} ${text[1]}</p>`)],
      [imageBlock(g, `${urlId}-image`), htmlBlock(`${urlId}-text`, `<p>${text[2]}</p><p>${text[3]}</p>`)],
    ]),
    ...extra,
  };
}

function website(g: GenContext, theme: Theme): Json {
  const title = theme.conf.name || titleCase(theme.root.split(/[\\/]/).filter(Boolean).pop() ?? 'Demo');
  const slug = slugify(title);
  const venue = W.VENUES[0]!;
  return {
    id: `site-${slug}`,
    identifier: slug,
    siteTitle: title,
    siteTagLine: g.rnd.pick(W.TAGLINES),
    siteDescription: `<p>${escapeHtml(g.rnd.pick(W.SENTENCES))}</p>`,
    socialLogoImageUrl: `${GENERATED_IMAGES_PREFIX}${g.image().name}.jpg`,
    baseUrl: 'http://localhost:3000',
    authenticUrl: 'http://localhost:3000',
    language: 'en-US',
    timeZone: 'America/New_York',
    timeZoneOffset: -18000000,
    developerMode: true,
    location: { ...venue, addressCountry: 'United States', mapZoom: 14, markerLat: venue.mapLat, markerLng: venue.mapLng },
    socialAccounts: [
      { serviceName: 'instagram', profileUrl: `https://www.instagram.com/${slug}`, screenname: slug, iconEnabled: true },
      { serviceName: 'pinterest', profileUrl: `https://www.pinterest.com/${slug}`, screenname: slug, iconEnabled: true },
      { serviceName: 'facebook', profileUrl: `https://www.facebook.com/${slug}`, screenname: slug, iconEnabled: true },
    ],
    shareButtonOptions: { facebook: true, twitter: true, pinterest: true },
  };
}

function hours(text: string, from: number, to: number): Json {
  return { text, ranges: from < to ? [{ from, to }] : [] };
}

function websiteSettings(site: Json): Json {
  const slug = String(site.identifier);
  return {
    contactEmail: `hello@${slug}.example`,
    contactPhoneNumber: '+1 207 555 0148',
    businessHours: {
      monday: hours('Closed', 0, 0),
      tuesday: hours('10am – 6pm', 600, 1080),
      wednesday: hours('10am – 6pm', 600, 1080),
      thursday: hours('10am – 6pm', 600, 1080),
      friday: hours('10am – 7pm', 600, 1140),
      saturday: hours('9am – 5pm', 540, 1020),
      sunday: hours('11am – 4pm', 660, 960),
    },
    commentsEnabled: true,
    simpleLikingEnabled: true,
    collectionTitleFormat: '%c — %s',
    itemTitleFormat: '%i — %s',
    storeSettings: { defaultCurrency: 'USD', useCLDRMoneyFormat: true, multipleQuantityAllowedForServices: true, storeTitle: `${String(site.siteTitle)} Shop` },
    userAccountsSettings: { loginAllowed: true, signupAllowed: true },
  };
}

export function generateContent(theme: Theme, options: GenerateOptions = {}): SiteContent {
  const now = options.now ?? Math.floor(Date.now() / DAY) * DAY;
  const rnd = new Random(options.seed ?? hashString(theme.conf.name || theme.root));
  const g = new GenContext(rnd, now);
  const scan = scanFolder(theme);
  const customTypes = customTypesOf(theme);
  const urlIds = new UrlIds();

  const site = website(g, theme);

  // Collection types: content types (in declaration order), folders.
  const planned: Planned[] = [];
  const folderTypes: CollectionType[] = [];
  for (const type of theme.collections.values()) {
    if (isFolderType(type)) folderTypes.push(type);
    else if (type.typeName === 'page') continue; // regular pages are generated below
    else if (type.list || type.item || type.system) planned.push({ type, ...kindOf(type, customTypes), urlId: null });
    // A type with neither view nor platform fallback cannot render: nothing to generate.
  }
  assignUrlIds(planned, scan.collections, theme);
  const fromQuery = new Set<Planned>();
  for (const p of planned) {
    if (p.urlId && urlIds.reserve(p.urlId)) fromQuery.add(p);
    else p.urlId = urlIds.take(TYPE_TITLES[p.type.typeName] ?? p.type.typeName);
  }

  const home = regularPage(g, urlIds.take('home'), 'Home', { homepage: true });
  const contentCollections: CollectionContent[] = planned.map((p) => {
    const id = g.id();
    const ref = scan.collections.find((r) => r.urlId === p.urlId);
    const hints: ItemHints = { categories: ref?.categories ?? [], tags: ref?.tags ?? [] };
    const items = itemsFor(g, p, id, hints);
    const conf = p.type.conf ?? {};
    const title = fromQuery.has(p) ? titleCase(p.urlId!) : (TYPE_TITLES[p.type.typeName] ?? (typeof conf.title === 'string' && conf.title ? conf.title : titleCase(p.type.typeName)));
    const c: CollectionContent = {
      id,
      urlId: p.urlId!,
      typeName: p.type.typeName,
      type: p.kind === 'products' ? 13 : 1,
      title,
      navigationTitle: title,
      description: description(g),
      categories: uniqueSorted(items.flatMap((i) => (i.categories as unknown[]) ?? [])),
      tags: uniqueSorted(items.flatMap((i) => (i.tags as unknown[]) ?? [])),
      items,
    };
    if (typeof conf.ordering === 'string') c.ordering = conf.ordering;
    else if (p.kind === 'blog') c.ordering = 'chronological';
    else if (p.kind === 'events') c.ordering = 'calendar';
    if (typeof conf.pageSize === 'number') c.pageSize = conf.pageSize;
    if (p.kind === 'blog' || conf.hasSystemBlogCollectionSettings === true) c.features = { systemBlogCollection: { postDisplay: 'excerpt' } };
    if (p.kind === 'gallery') c.options = { design: 'grid', 'thumbnails-per-row': 3, 'show-meta': true, lightbox: true };
    const main = items[0]?.mainImage as Json | undefined;
    if (main) c.mainImage = main;
    return c;
  });

  // Home page: an introduction and the latest items of the first collections.
  const latest = contentCollections
    .slice(0, 3)
    .map((c) => `<h3><a href="/${c.urlId}">${escapeHtml(c.title ?? c.urlId)}</a></h3><ul>${(c.items ?? []).slice(0, 3).map((i) => `<li><a href="/${c.urlId}/${i.urlId}">${escapeHtml(i.title ?? i.urlId)}</a></li>`).join('')}</ul>`)
    .join('');
  home.mainContent = pageLayout(home.urlId, [
    [htmlBlock('home-intro', `<h1>${escapeHtml(String(site.siteTitle))}</h1><p>${escapeHtml(String(site.siteTagLine))}. ${escapeHtml(g.rnd.pick(W.SENTENCES))}</p>`)],
    [imageBlock(g, 'home-image'), htmlBlock('home-latest', latest || `<p>${escapeHtml(g.rnd.pick(W.SENTENCES))}</p>`)],
  ]);
  const about = regularPage(g, urlIds.take('about'), 'About');

  // Page templates (pages/NAME.page): a collection of type 7 each; search and cart are the platform's own pages.
  const templatePages: CollectionContent[] = [];
  for (const page of theme.pages.values()) {
    if (page.name === 'search' || page.name === 'cart') continue;
    const title = typeof page.conf?.title === 'string' && page.conf.title ? page.conf.title : titleCase(page.name);
    const urlId = urlIds.take(page.name);
    templatePages.push({ id: g.id(), urlId, typeName: page.name, type: 7, title, navigationTitle: title, description: description(g) });
  }

  // Folders: a landing page (index) when there is a view for it, else a redirect to the first child.
  const claimed = new Set<CollectionContent>();
  const folders: CollectionContent[] = [];
  const folderChildren: CollectionContent[] = [];
  for (const type of folderTypes) {
    const conf = type.conf ?? {};
    const title = typeof conf.title === 'string' && conf.title && conf.title.toLowerCase() !== type.typeName ? conf.title : type.typeName === 'index' ? 'Work' : titleCase(type.typeName);
    const accept = strings(conf.acceptTypes);
    const fits = contentCollections.filter((c) => !claimed.has(c) && (accept.length === 0 || accept.includes(c.typeName) || accept.includes(planned[contentCollections.indexOf(c)]!.kind)));
    // Leave at least one collection at the top level.
    const topLeft = contentCollections.filter((c) => !claimed.has(c)).length;
    const taken = fits.slice(0, Math.max(0, Math.min(2, topLeft - 1)));
    for (const c of taken) claimed.add(c);
    const page = regularPage(g, urlIds.take(`${title} ${g.rnd.pick(W.PAGE_TITLES)}`), g.rnd.pick(W.PAGE_TITLES));
    folderChildren.push(page);
    const hasView = !!(type.list || theme.collections.get('index')?.list);
    folders.push({
      id: g.id(),
      urlId: urlIds.take(title),
      typeName: type.typeName,
      type: 1,
      title,
      navigationTitle: title,
      folder: true,
      folderBehavior: hasView || conf.index === true ? 1 : 2,
      collections: [...taken.map((c) => c.urlId), page.urlId],
    });
  }

  const collections = [home, ...contentCollections, about, ...templatePages, ...folderChildren, ...folders];

  // Navigations: the first lists the site's top level; the others a few pages; each ends with an external link.
  const inFolder = new Set([...claimed, ...folderChildren]);
  const topLevel = [...contentCollections.filter((c) => !inFolder.has(c)), about, ...templatePages];
  const navigations: Record<string, NavigationLink[]> = {};
  theme.conf.navigations.forEach((nav, i) => {
    const links: NavigationLink[] =
      i === 0
        ? [...topLevel.map((c) => ({ collection: c.urlId })), ...folders.map((f) => ({ folder: f.urlId }))]
        : [about, ...topLevel.filter((c) => c !== about).slice(0, 2)].map((c) => ({ collection: c.urlId }));
    const social = (site.socialAccounts as Json[])[i % 3]!;
    links.push({ externalLink: { url: String(social.profileUrl), title: titleCase(String(social.serviceName)), newWindow: true } });
    navigations[nav.name] = links;
  });

  // Block fields: every id the sources name, JSON-T ids once per collection or item they may stand for.
  const allItems = collections.flatMap((c) => c.items ?? []);
  const ids = { collectionIds: collections.map((c) => c.id), collectionUrlIds: collections.map((c) => c.urlId), itemIds: allItems.map((i) => i.id), itemUrlIds: allItems.map((i) => i.urlId) };
  const blockFields: Record<string, Json> = {};
  const link = contentCollections[0] ? `/${contentCollections[0].urlId}` : `/${about.urlId}`;
  for (const ref of scan.blockFields) {
    for (const key of expandBlockFieldId(ref.id, ids)) {
      if (blockFields[key]) continue;
      blockFields[key] = blockField(g, slugify(key), { label: ref.label, columns: ref.columns, link });
    }
  }

  return {
    website: site,
    websiteSettings: websiteSettings(site),
    collections,
    navigations,
    blockFields,
    tweaks: {},
    injection: {},
    featureFlags: { useCLDRMoneyFormat: true, formHandler: true },
    localizedStrings: {},
    templateRevision: 1,
  };
}

