/**
 * Hand-written builders and eta ports of the real template folders' list
 * views (real-folders.ts), each making the markup the view makes for the
 * content the site renderer generates, byte for byte (checked before
 * anything is timed).
 *
 * None of the folders' markup is in this file: each builder is made at
 * bench time from the view's literal text (`S`, the text between its tags
 * in source order, as real-folders.ts's literalsOf reads it with the
 * engine's parser), bound once to local constants, and writes `S[i]` where
 * the view has literal text; the logic (loops, conditions, escaping, what
 * the formatters and predicates compute) is written here. The eta ports
 * are assembled the same way: the pieces in order, with eta tags between.
 *
 * The builders write everything inline: the platform's `image-meta` and
 * `item-classes` attributes, escaping tested first and replaced only when
 * needed. For dates, which a hand-written site takes from a library, they
 * call the one the engine's `date` formatter calls
 * (engine/i18n/strftime.ts: luxon and Intl, its zoned instants kept), once
 * per item and text. The eta ports call the same helpers from their
 * templates.
 */
import { strftime } from '../../engine/i18n/strftime.js';
import { Eta } from 'eta';

type Json = Record<string, unknown>;
type Item = Json & { id: string; title?: string; body?: string; excerpt?: string; fullUrl: string; urlId: string; addedOn: number; recordType: number };

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const attr = (s: string) => (/[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESC[c]!) : s);
const slug = (s: string) => (/^[a-z0-9-]*$/.test(s) ? s : s.replace(/[^a-zA-Z0-9\s-]+/g, '').replace(/\s+/g, '-').toLowerCase());
/** Visible text in an HTML fragment. */
const hasText = (html: string | undefined) => !!html && /[^\s\u200b\u00a0]/.test(html.replace(/<[^>]*>/g, ''));

/** The three texts Bureau prints of a date (2026-11-04, Nov, ' 4'), through the date library the engine's `date` formatter uses. */
export function dayParts(ms: number, timeZone: string, locale: string): { iso: string; month: string; day: string } {
  return { iso: strftime(ms, '%F', timeZone, locale), month: strftime(ms, '%b', timeZone, locale), day: strftime(ms, '%e', timeZone, locale) };
}

/** The platform's `image-meta` attributes of an item's image, as generated content has them. */
export function imageMeta(im: Json, alt: string): string {
  const fp = im.mediaFocalPoint as { x: number; y: number } | undefined;
  let o = im.componentKey === undefined ? '' : `data-component-key="${String(im.componentKey)}" `;
  o += `data-src="${im.assetUrl}" data-image="${im.assetUrl}" data-image-dimensions="${im.originalSize}" data-image-focal-point="${fp ? `${fp.x},${fp.y}` : '0.5,0.5'}" alt="${attr(alt)}" `;
  return o;
}

/** Alt text as the platform picks it: the title, else the body's text. */
const altOf = (it: Item) => it.title || (it.body ? it.body.replace(/<[^>]*>/g, ' ') : '');

/** The platform's `item-classes` of a blog post. */
export function itemClasses(it: Json, index: number): string {
  let o = 'hentry';
  for (const c of (it.categories as string[] | undefined) ?? []) o += ` category-${slug(c)}`;
  for (const t of (it.tags as string[] | undefined) ?? []) o += ` tag-${slug(t)}`;
  const author = it.author as { displayName?: string } | undefined;
  if (author?.displayName) o += ` author-${slug(author.displayName)}`;
  o += ` post-type-${(it.recordTypeLabel as string | undefined) ?? ''} article-index-${index}`;
  if (it.starred) o += ' featured';
  return o;
}

const hasImage = (it: Json) => !!(it.mainImageId || it.systemDataId);
const isPassthrough = (it: Json) => !!it.passthrough && !!it.sourceUrl;

/** A view's `n` literal pieces, typed as n strings; a view whose text is not in `n` pieces is not the one the builder was written for. */
type Pieces<N extends number, T extends string[] = []> = T['length'] extends N ? T : Pieces<N, [...T, string]>;
function pieces<N extends number>(S: readonly string[], n: N, view: string): Pieces<N> {
  if (S.length !== n) throw new Error(`${view}: the view has ${S.length} pieces of literal text, its builder was written for ${n}`);
  return [...S] as Pieces<N>;
}

interface BlogContext {
  website: { timeZone: string };
  collection: { fullUrl: string };
  items: Item[];
  pagination?: { nextPage?: boolean; nextPageUrl?: string };
  categoryFilter?: string;
  tagFilter?: string;
  authorFilter?: string;
  author?: { displayName?: string; avatarId?: string; avatarAssetUrl?: string };
}

// ---------------------------------------------------------------------------
// Bureau: the blog list (collections/blog.list)

export function bureauBlog(S: readonly string[]): (ctx: BlogContext, locale: string) => string {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, s37, s38, s39, s40, s41, s42, s43, s44, s45, s46, s47, s48, s49, s50, s51, s52, s53, s54, s55, s56, s57, s58, s59, s60, s61, s62, s63, s64, s65, s66, s67, s68, s69, s70, s71, s72, s73, s74, s75] = pieces(S, 76, 'bureau-blog');
  // The text either side of the comment at the top is printed as one.
  const head = s0 + s1;
  return (ctx, locale) => {
    let o = head;
    if (ctx.categoryFilter) o += s2 + ctx.categoryFilter + s3;
    o += s4;
    if (ctx.tagFilter) o += s5 + ctx.tagFilter + s6;
    o += s7;
    if (ctx.authorFilter) {
      const a = ctx.author!;
      o += s8 + a.displayName + s9;
      if (a.avatarId) o += s10 + a.avatarAssetUrl + s11 + a.avatarAssetUrl + s12;
      o += s13;
    }
    o += s14;
    const zone = ctx.website.timeZone;
    const listUrl = ctx.collection.fullUrl;
    const lastPage = ctx.pagination?.nextPage ? '' : s21;
    const items = ctx.items;
    for (let i = 0; i < items.length; i++) {
      const it = items[i]!;
      const image = hasImage(it);
      const passthrough = isPassthrough(it);
      const d = dayParts(it.addedOn, zone, locale);
      o += s15;
      if (image) o += s16;
      o += itemClasses(it, i + 1) + s17 + it.id + s18 + it.id + s19 + it.addedOn + s20 + lastPage + s22;
      if (image) o += s23 + it.fullUrl + s24 + imageMeta(it, altOf(it)) + s25;
      else {
        o += s26 + (passthrough ? s27 + it.sourceUrl + s28 : s29 + it.fullUrl + s30);
        o += s31 + d.iso + s32 + d.month + s33 + d.day + s34 + d.iso + s35 + d.month + ' ' + d.day + s36 + it.title + s37;
      }
      o += s38;
      if (image) {
        o += s39 + d.iso + s40 + d.month + s41 + d.day + s42 + (passthrough ? s43 + it.sourceUrl + s44 : s45 + it.fullUrl + s46);
        o += s47 + d.iso + s48 + d.month + ' ' + d.day + s49 + it.title + s50;
      } else o += s51;
      o += s52;
      const author = it.author as { id: string; displayName: string } | undefined;
      if (author) o += s53 + listUrl + s54 + author.id + s55 + author.displayName + s56;
      o += s57;
      const categories = it.categories as string[] | undefined;
      if (categories && categories.length > 0) {
        o += s58;
        for (let c = 0; c < categories.length; c++) {
          if (c > 0) o += s64;
          const cat = categories[c]!;
          o += s59 + listUrl + s60 + encodeURIComponent(cat) + s61 + cat + s62 + cat + s63;
        }
        o += s65;
      }
      o += s66;
      if (hasText(it.excerpt)) o += s67 + it.excerpt + s68;
      o += s69;
    }
    o += s70;
    if (ctx.pagination) {
      o += s71;
      if (ctx.pagination.nextPage) o += s72 + ctx.pagination.nextPageUrl + s73;
      o += s74;
    }
    return o + s75;
  };
}

const IMAGE_RECORD = 2;
const VIDEO_RECORD = 8;
/** Generated content has no video slides; what the views print for one (the `video` formatter's markup) is not built here. */
function noVideo(it: Item): void {
  if (it.recordType === VIDEO_RECORD || it.promotedBlockType !== undefined) throw new Error(`${it.id}: video slides are not built by hand here`);
}

interface ListContext {
  items: Item[];
}

// ---------------------------------------------------------------------------
// Doncab: the project slides (collections/project.list); its video pieces (5, 13, 14) are never printed.

export function doncabProject(S: readonly string[]): (ctx: ListContext) => string {
  const [s0, s1, s2, s3, s4, , s6, s7, s8, s9, s10, s11, s12, , , s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27] = pieces(S, 28, 'doncab-project');
  // With no video, the text around the video section is printed as one.
  const afterImage = s12 + s15;
  return (ctx) => {
    let o = s0;
    const items = ctx.items;
    for (let i = 0; i < items.length; i++) {
      const it = items[i]!;
      noVideo(it);
      const described = !!(it.title || it.body);
      o += s1 + (described ? s2 : s3);
      if (i === 0) o += s4;
      o += s6 + it.id + s7 + it.urlId + s8;
      if (it.recordType === IMAGE_RECORD) o += s9 + it.originalSize + s10 + imageMeta(it, altOf(it)) + s11;
      o += afterImage;
      if (described) {
        o += s16;
        if (it.title) o += s17;
        if (it.body) o += s18;
        o += s19;
        if (it.title) o += s20 + it.title + s21;
        o += s22;
        if (it.body) o += s23 + it.body + s24;
        o += s25;
      }
      o += s26;
    }
    return o + s27;
  };
}

// ---------------------------------------------------------------------------
// Endeavor: the gallery grid (collections/gallery.list); its video pieces (3, 21, 23, 24) are never printed.

export function endeavorGallery(S: readonly string[]): (ctx: ListContext) => string {
  const [s0, s1, s2, , s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, , s22, , , s25, s26] = pieces(S, 27, 'endeavor-gallery');
  const tail = s20 + s22 + s25;
  return (ctx) => {
    let o = s0;
    for (const it of ctx.items) {
      noVideo(it);
      const id = it.id;
      o += s1 + id + s2 + s4 + id + s5 + imageMeta(it, altOf(it)) + s6;
      if (it.title || it.body) {
        o += s7 + id + s8;
        if (it.title) o += s9 + it.title + s10;
        o += s11;
        if (it.body) o += s12 + it.body + s13;
        o += s14 + id + s15;
      }
      o += s16 + id + s17;
      if (it.recordType === IMAGE_RECORD && it.clickthroughUrl) o += s18 + it.clickthroughUrl + s19;
      o += tail;
    }
    return o + s26;
  };
}

// ---------------------------------------------------------------------------
// The eta ports: each view's pieces (`${n}` is piece n) with eta tags
// between, rendered raw with whitespace kept; `it.h` holds the helpers above.

export const ETA_HELPERS = { attr, hasText, hasImage, isPassthrough, dayParts, imageMeta, itemClasses, altOf, noVideo, enc: encodeURIComponent, IMAGE_RECORD };

/** An eta source made of a view's pieces and the tags written between them. */
const etaPort =
  (tags: TemplateStringsArray, ...at: number[]) =>
  (S: readonly string[], view: string): string => {
    const used = at.map((n) => S[n]);
    const bad = used.findIndex((p) => p === undefined || p.includes('<%') || p.includes('%>'));
    if (bad >= 0) throw new Error(`${view}: piece ${at[bad]} of the view's literal text is ${used[bad] === undefined ? 'missing' : 'eta syntax'}`);
    let o = tags[0]!;
    for (let i = 0; i < at.length; i++) o += used[i]! + tags[i + 1]!;
    return o;
  };

export const BUREAU_BLOG_ETA = etaPort`${0}${1}<% if (it.categoryFilter) { %>${2}<%~ it.categoryFilter %>${3}<% } %>${4}<% if (it.tagFilter) { %>${5}<%~ it.tagFilter %>${6}<% } %>${7}<% if (it.authorFilter) { %>${8}<%~ it.author.displayName %>${9}<% if (it.author.avatarId) { %>${10}<%~ it.author.avatarAssetUrl %>${11}<%~ it.author.avatarAssetUrl %>${12}<% } %>${13}<% } %>${14}<%
  const h = it.h, listUrl = it.collection.fullUrl, lastPage = !(it.pagination && it.pagination.nextPage);
  it.items.forEach((p, i) => { const image = h.hasImage(p), d = h.dayParts(p.addedOn, it.website.timeZone, it.locale); %>${15}<% if (image) { %>${16}<% } %><%~ h.itemClasses(p, i + 1) %>${17}<%~ p.id %>${18}<%~ p.id %>${19}<%~ p.addedOn %>${20}<% if (lastPage) { %>${21}<% } %>${22}<%
  if (image) { %>${23}<%~ p.fullUrl %>${24}<%~ h.imageMeta(p, h.altOf(p)) %>${25}<%
  } else { %>${26}<% if (h.isPassthrough(p)) { %>${27}<%~ p.sourceUrl %>${28}<% } else { %>${29}<%~ p.fullUrl %>${30}<% } %>${31}<%~ d.iso %>${32}<%~ d.month %>${33}<%~ d.day %>${34}<%~ d.iso %>${35}<%~ d.month %> <%~ d.day %>${36}<%~ p.title %>${37}<% } %>${38}<%
  if (image) { %>${39}<%~ d.iso %>${40}<%~ d.month %>${41}<%~ d.day %>${42}<% if (h.isPassthrough(p)) { %>${43}<%~ p.sourceUrl %>${44}<% } else { %>${45}<%~ p.fullUrl %>${46}<% } %>${47}<%~ d.iso %>${48}<%~ d.month %> <%~ d.day %>${49}<%~ p.title %>${50}<%
  } else { %>${51}<% } %>${52}<%
  if (p.author) { %>${53}<%~ listUrl %>${54}<%~ p.author.id %>${55}<%~ p.author.displayName %>${56}<% } %>${57}<%
  if (p.categories && p.categories.length) { %>${58}<% p.categories.forEach((c, n) => { if (n) { %>${64}<% } %>${59}<%~ listUrl %>${60}<%~ h.enc(c) %>${61}<%~ c %>${62}<%~ c %>${63}<% }) %>${65}<% } %>${66}<%
  if (h.hasText(p.excerpt)) { %>${67}<%~ p.excerpt %>${68}<% } %>${69}<% }) %>${70}<%
if (it.pagination) { %>${71}<% if (it.pagination.nextPage) { %>${72}<%~ it.pagination.nextPageUrl %>${73}<% } %>${74}<% } %>${75}`;

export const DONCAB_PROJECT_ETA = etaPort`${0}<% const h = it.h; it.items.forEach((p, i) => { h.noVideo(p); const described = !!(p.title || p.body); %>${1}<% if (described) { %>${2}<% } else { %>${3}<% } %><% if (i === 0) { %>${4}<% } %>${6}<%~ p.id %>${7}<%~ p.urlId %>${8}<%
  if (p.recordType === h.IMAGE_RECORD) { %>${9}<%~ p.originalSize %>${10}<%~ h.imageMeta(p, h.altOf(p)) %>${11}<% } %>${12}${15}<%
  if (described) { %>${16}<% if (p.title) { %>${17}<% } %><% if (p.body) { %>${18}<% } %>${19}<% if (p.title) { %>${20}<%~ p.title %>${21}<% } %>${22}<% if (p.body) { %>${23}<%~ p.body %>${24}<% } %>${25}<% } %>${26}<% }) %>${27}`;

export const ENDEAVOR_GALLERY_ETA = etaPort`${0}<% const h = it.h; for (const p of it.items) { h.noVideo(p); %>${1}<%~ p.id %>${2}${4}<%~ p.id %>${5}<%~ h.imageMeta(p, h.altOf(p)) %>${6}<%
  if (p.title || p.body) { %>${7}<%~ p.id %>${8}<% if (p.title) { %>${9}<%~ p.title %>${10}<% } %>${11}<% if (p.body) { %>${12}<%~ p.body %>${13}<% } %>${14}<%~ p.id %>${15}<% } %>${16}<%~ p.id %>${17}<%
  if (p.recordType === h.IMAGE_RECORD && p.clickthroughUrl) { %>${18}<%~ p.clickthroughUrl %>${19}<% } %>${20}${22}${25}<% } %>${26}`;

/**
 * Each shape's builder and eta port, made from the view's literal text:
 * `build(S)` returns the builder `(context, locale) => html`, `eta(S)` the
 * eta source rendered with `{ ...context, locale, h }`.
 */
export const REAL_SHAPE_PORTS: Record<string, { build: (S: readonly string[]) => (ctx: never, locale: string) => string; eta: (S: readonly string[], view: string) => string }> = {
  'bureau-blog': { build: bureauBlog as (S: readonly string[]) => (ctx: never, locale: string) => string, eta: BUREAU_BLOG_ETA },
  'doncab-project': { build: doncabProject as (S: readonly string[]) => (ctx: never) => string, eta: DONCAB_PROJECT_ETA },
  'endeavor-gallery': { build: endeavorGallery as (S: readonly string[]) => (ctx: never) => string, eta: ENDEAVOR_GALLERY_ETA },
};

/** An eta instance as the ports need it: raw output, whitespace kept. */
export const realShapesEta = () => new Eta({ autoEscape: false, autoTrim: false, useWith: false });
