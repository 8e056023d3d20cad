/**
 * Items of generated collections, by kind, in the platform's shapes
 * (DEVELOPER-MODE 5.3, 5.4): blog posts, products of every product type,
 * events around `now`, gallery images, album tracks, text items and custom
 * post type items with their `customContent`.
 */
import type { ItemContent, Json } from '../types.js';
import { DAY, GenContext, escapeHtml, slugify } from './context.js';
import { imageRecord, itemImageFields } from './images.js';
import * as W from './words.js';

/** What the folder's own queries ask of a collection: these categories, tags and starred items exist. */
export interface ItemHints {
  categories: string[];
  tags: string[];
}

export const RECORD_TYPE = { TEXT: 1, IMAGE: 2, AUDIO: 7, STORE_ITEM: 11, EVENT: 12 } as const;

const HOUR = 3_600_000;

function paragraphs(g: GenContext, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(`<p>${g.rnd.sample(W.SENTENCES, g.rnd.int(2, 4)).map(escapeHtml).join(' ')}</p>`);
  return out.join('');
}

/** Unique urlIds within one collection. */
class Slugs {
  private readonly seen = new Set<string>();
  of(title: string): string {
    const base = slugify(title);
    let slug = base;
    for (let n = 2; this.seen.has(slug); n++) slug = `${base}-${n}`;
    this.seen.add(slug);
    return slug;
  }
}

function baseItem(g: GenContext, collectionId: string, slugs: Slugs, title: string, recordType: number, publishOn: number): ItemContent {
  const id = g.id();
  const image = g.image();
  return {
    id,
    collectionId,
    recordType,
    urlId: slugs.of(title),
    title,
    addedOn: publishOn,
    updatedOn: publishOn + DAY,
    publishOn,
    starred: false,
    tags: [],
    categories: [],
    excerpt: `<p>${escapeHtml(g.rnd.pick(W.SENTENCES))}</p>`,
    body: paragraphs(g, g.rnd.int(2, 4)),
    ...itemImageFields(image, g.id(), title),
  };
}

/** Publication dates over the last months, newest first, on the hour. */
function pastDates(g: GenContext, count: number): number[] {
  const out: number[] = [];
  let t = g.now - g.rnd.int(1, 4) * DAY;
  for (let i = 0; i < count; i++) {
    out.push(Math.floor(t / HOUR) * HOUR);
    t -= g.rnd.int(6, 20) * DAY + g.rnd.int(0, 12) * HOUR;
  }
  return out;
}

/** Spreads the hinted categories and tags over the first items, so the folder's queries find some. */
function applyHints(items: ItemContent[], hints: ItemHints): void {
  hints.categories.forEach((c, i) => {
    for (const item of [items[i % items.length], items[(i + 1) % items.length]]) if (item && !(item.categories as string[]).includes(c)) (item.categories as string[]).push(c);
  });
  hints.tags.forEach((t, i) => {
    for (const item of [items[i % items.length], items[(i + 2) % items.length]]) if (item && !(item.tags as string[]).includes(t)) (item.tags as string[]).push(t);
  });
}

export function blogPosts(g: GenContext, collectionId: string, count: number, hints: ItemHints): ItemContent[] {
  const slugs = new Slugs();
  const dates = pastDates(g, count);
  const titles = g.rnd.sample(W.POST_TITLES, count);
  const items = titles.map((title, i) => {
    const item = baseItem(g, collectionId, slugs, title, RECORD_TYPE.TEXT, dates[i]!);
    const author = W.AUTHORS[i % W.AUTHORS.length]!;
    item.author = { ...author, avatarAssetUrl: imageRecord(g.image(), author.id, author.displayName).assetUrl };
    item.categories = [W.CATEGORIES[i % W.CATEGORIES.length]!];
    item.tags = g.rnd.sample(W.TAGS, 2);
    item.starred = i < 3;
    item.publicCommentCount = g.rnd.int(0, 9);
    item.commentState = 1;
    item.likeCount = g.rnd.int(0, 40);
    return item;
  });
  applyHints(items, hints);
  return items;
}

function money(cents: number): Json {
  const value = (cents / 100).toFixed(2);
  return { currency: 'USD', value, currencyCode: 'USD', decimalValue: value };
}

interface VariantSpec {
  price: number;
  salePrice?: number;
  stock: number | 'unlimited';
  attributes: Record<string, string>;
}

function variant(slug: string, n: number, sku: number, v: VariantSpec): Json {
  const cents = Math.round(v.price * 100);
  const saleCents = Math.round((v.salePrice ?? 0) * 100);
  const unlimited = v.stock === 'unlimited';
  const quantity = unlimited ? 0 : (v.stock as number);
  return {
    id: `${slug}-v${n}`,
    sku: `VT${sku}`,
    price: cents,
    priceMoney: money(cents),
    salePrice: saleCents,
    salePriceMoney: money(saleCents),
    onSale: v.salePrice !== undefined,
    unlimited,
    qtyInStock: quantity,
    stock: { unlimited, quantity },
    attributes: v.attributes,
    optionValues: Object.entries(v.attributes).map(([optionName, value]) => ({ optionName, value })),
  };
}

/** Products of every type: physical with options (one on sale, one variant sold out), digital, service and a gift card. */
export function products(g: GenContext, collectionId: string, hints: ItemHints): ItemContent[] {
  const slugs = new Slugs();
  const dates = pastDates(g, W.PRODUCTS.physical.length + W.PRODUCTS.digital.length + W.PRODUCTS.service.length + 1);
  let sku = 1000;
  const items: ItemContent[] = [];
  const add = (title: string, category: string, productType: number, specs: VariantSpec[], extra: Json = {}): void => {
    const item = baseItem(g, collectionId, slugs, title, RECORD_TYPE.STORE_ITEM, dates[items.length]!);
    item.categories = [category];
    item.tags = g.rnd.sample(W.TAGS, 1);
    const options = Object.keys(specs[0]?.attributes ?? {});
    item.structuredContent = {
      productType,
      variants: specs.map((s, i) => variant(item.urlId, i + 1, sku++, s)),
      variantOptionOrdering: options,
      ...extra,
    };
    items.push(item);
  };
  W.PRODUCTS.physical.forEach((p, i) => {
    const [option, values] = Object.entries(p.options)[0] ?? [];
    const specs: VariantSpec[] = (values ?? ['']).map((value, n) => ({
      price: p.price,
      ...(i === 1 ? { salePrice: Math.round(p.price * 0.8) } : {}),
      stock: i === 4 ? 0 : n === 2 ? 0 : g.rnd.int(3, 25),
      attributes: option ? { [option]: value } : {},
    }));
    add(p.title, W.PRODUCT_CATEGORIES[i % 3]!, 1, specs);
  });
  for (const p of W.PRODUCTS.digital) {
    const cents = p.price * 100;
    add(p.title, 'Paper', 2, [{ price: p.price, stock: 'unlimited', attributes: {} }], { priceMoney: money(cents), salePriceMoney: money(0), onSale: false });
  }
  for (const p of W.PRODUCTS.service) add(p.title, 'Classes', 3, [{ price: p.price, stock: 'unlimited', attributes: {} }]);
  const card = W.PRODUCTS.giftCard;
  add(card.title, 'Gifts', 4, card.amounts.map((a) => ({ price: a, stock: 'unlimited' as const, attributes: { Value: `$${a}.00` } })));
  items[0]!.starred = true;
  items[2]!.starred = true;
  items[6]!.starred = true;
  items[items.length - 1]!.starred = true;
  applyHints(items, hints);
  return items;
}

/** Events: half upcoming, half past around `now`, evenings of two to three hours, at a few venues. */
export function events(g: GenContext, collectionId: string, count: number, hints: ItemHints): ItemContent[] {
  const slugs = new Slugs();
  const titles = g.rnd.sample(W.EVENT_TITLES, count);
  const today = Math.floor(g.now / DAY) * DAY;
  const upcoming = Math.ceil(count / 2);
  const items = titles.map((title, i) => {
    const offsetDays = i < upcoming ? 4 + i * g.rnd.int(9, 18) : -(6 + (i - upcoming) * g.rnd.int(12, 30));
    // 22:00 UTC: early evening on the American east coast.
    const start = today + offsetDays * DAY + 22 * HOUR;
    const end = start + g.rnd.int(2, 4) * HOUR;
    const item = baseItem(g, collectionId, slugs, title, RECORD_TYPE.EVENT, Math.min(start, g.now) - 30 * DAY);
    const venue = W.VENUES[i % W.VENUES.length]!;
    item.startDate = start;
    item.endDate = end;
    item.location = { ...venue, addressCountry: 'United States', mapZoom: 14, markerLat: venue.mapLat, markerLng: venue.mapLng };
    item.tags = g.rnd.sample(W.TAGS, 1);
    item.starred = i === 0 || i === 1;
    return item;
  });
  applyHints(items, hints);
  return items;
}

/** Gallery images with captions and a click-through link. */
export function galleryItems(g: GenContext, collectionId: string, count: number, hints: ItemHints): ItemContent[] {
  const slugs = new Slugs();
  const dates = pastDates(g, count);
  const items = g.rnd.sample(W.GALLERY_TITLES, count).map((title, i) => {
    const item = baseItem(g, collectionId, slugs, title, RECORD_TYPE.IMAGE, dates[i]!);
    item.body = `<p>${escapeHtml(g.rnd.pick(W.SENTENCES))}</p>`;
    item.starred = i < 2;
    return item;
  });
  applyHints(items, hints);
  return items;
}

/** Album tracks: audio records with a cover image and a duration. */
export function albumTracks(g: GenContext, collectionId: string, hints: ItemHints): ItemContent[] {
  const slugs = new Slugs();
  const dates = pastDates(g, W.TRACK_TITLES.length);
  const items = W.TRACK_TITLES.map((title, i) => {
    const item = baseItem(g, collectionId, slugs, title, RECORD_TYPE.AUDIO, dates[i]!);
    item.structuredContent = { duration: g.rnd.int(150, 330) * 1000, artistName: W.AUTHORS[0]!.displayName, audioAssetUrl: '' };
    item.starred = i === 0;
    return item;
  });
  applyHints(items, hints);
  return items;
}

/** Text items with an image (the items of a custom collection type). */
export function textItems(g: GenContext, collectionId: string, count: number, hints: ItemHints): ItemContent[] {
  const slugs = new Slugs();
  const dates = pastDates(g, count);
  const items = g.rnd.sample(W.ITEM_TITLES, count).map((title, i) => {
    const item = baseItem(g, collectionId, slugs, title, RECORD_TYPE.TEXT, dates[i]!);
    item.author = { ...W.AUTHORS[i % W.AUTHORS.length]! };
    item.categories = [W.CATEGORIES[i % W.CATEGORIES.length]!];
    item.tags = g.rnd.sample(W.TAGS, 2);
    item.starred = i < 2;
    return item;
  });
  applyHints(items, hints);
  return items;
}

export interface CustomField {
  name: string;
  title: string;
  type: string;
}

export interface CustomType {
  name: string;
  title: string;
  base: string;
  fields: CustomField[];
}

/** A value of a custom field by its type (DEVELOPER-MODE 1.4.3). */
function fieldValue(g: GenContext, field: CustomField, title: string, i: number): unknown {
  switch (field.type) {
    case 'checkbox':
      return i % 2 === 0;
    case 'image':
      return imageRecord(g.image(), g.id(), `${title}: ${field.title}`);
    case 'gallery':
      return [0, 1, 2].map((n) => imageRecord(g.image(), g.id(), `${title} ${n + 1}`));
    case 'wysiwyg':
      return { html: paragraphs(g, 1) };
    default: {
      const name = `${field.name} ${field.title}`.toLowerCase();
      if (/client|company|customer|brand/.test(name)) return W.CLIENTS[i % W.CLIENTS.length]!;
      if (/year|date/.test(name)) return String(new Date(g.now).getUTCFullYear() - (i % 4));
      if (/url|link|website/.test(name)) return `https://example.com/${slugify(title)}`;
      if (/email/.test(name)) return `hello@${slugify(title)}.example`;
      if (/price|cost|rate/.test(name)) return `$${(i + 2) * 40}`;
      if (/role|position|job/.test(name)) return ['Designer', 'Editor', 'Photographer', 'Maker'][i % 4]!;
      return g.rnd.pick(W.SENTENCES).split(/[,:;.]/)[0]!;
    }
  }
}

/** Items of a custom post type: base-type fields plus `customContent` keyed by field name. */
export function customItems(g: GenContext, collectionId: string, type: CustomType, count: number, hints: ItemHints): ItemContent[] {
  const base = type.base === 'event' ? events(g, collectionId, count, hints) : type.base === 'image' ? galleryItems(g, collectionId, count, hints) : textItems(g, collectionId, count, hints);
  return base.map((item, i) => ({
    ...item,
    recordType: type.base === 'video' ? 8 : type.base === 'audio' ? 7 : item.recordType,
    customContent: Object.fromEntries(type.fields.map((f) => [f.name, fieldValue(g, f, item.title ?? '', i)])),
  }));
}
