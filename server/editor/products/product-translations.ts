/**
 * A product in the site's other languages: its title, description, option
 * names and option values per language. Each language's product is an
 * item of that language's store (the store collection whose
 * `translationOf` is the store's url id, as the demo's Boutique is Shop's)
 * with `translationOf` the product's id: the cart, stock and restock
 * sign-ups already take such an item as its original. Every save of the
 * product writes it from the product, with the translation's texts where
 * given and the default language's otherwise (as pages do,
 * server/editor/pages/page-translations.ts). The translation sent is kept
 * on the product (`editorTranslations`), so the editor reads back what was
 * translated; one written outside the editor (the demo's Tablier en lin) is
 * read from its item.
 */
import type { Json } from '../content-store.js';
import { collectionsOf, isObject, newContentId, type DocCollection } from '../doc.js';
import { pageLanguages } from '../pages/page-translations.js';
import { editorError } from '../errors.js';
import { paragraphs, plainText } from './product-item.js';
import { OPTION_MAX_LENGTH, PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_TITLE_MAX_LENGTH } from '../../../editor/limits.js';

export interface ProductTranslation {
  title?: string;
  description?: string;
  /** Option name -> its name in the language. */
  options?: Record<string, string>;
  /** Option value -> its value in the language. */
  values?: Record<string, string>;
}

export type ProductTranslations = Record<string, ProductTranslation>;

const names = { type: 'object', maxProperties: 200, additionalProperties: { type: 'string', minLength: 1, maxLength: OPTION_MAX_LENGTH } } as const;
/** The product body's `translations`: language tag -> its texts. */
export const productTranslationsSchema = {
  type: 'object',
  maxProperties: 20,
  propertyNames: { pattern: '^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$' },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    properties: {
      title: { type: 'string', minLength: 1, maxLength: PRODUCT_TITLE_MAX_LENGTH },
      description: { type: 'string', maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH },
      options: names,
      values: names,
    },
  },
} as const;

const obj = (v: unknown): Json => (isObject(v) ? v : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The store in a language: the collection translating the store's url id there. */
const storeIn = (doc: Json, store: DocCollection, tag: string): DocCollection | undefined =>
  collectionsOf(doc).find((c) => c.language === tag && c.translationOf === store.urlId && Array.isArray(c.items));

const itemIn = (store: DocCollection | undefined, item: Json): Json | undefined =>
  store ? (store.items as unknown[]).filter(isObject).find((i) => i.translationOf === item.id) : undefined;

/** A translated item's texts, as a translation (what differs from the product, option names and values by place). */
function readFrom(item: Json, other: Json): ProductTranslation {
  const t: ProductTranslation = {};
  if (str(other.title) && other.title !== item.title) t.title = str(other.title);
  if (typeof other.body === 'string' && other.body !== item.body) t.description = plainText(other.body);
  const mine = obj(item.structuredContent);
  const theirs = obj(other.structuredContent);
  const ordering = (v: unknown) => (Array.isArray(v) ? v.map(str) : []);
  const [a, b] = [ordering(mine.variantOptionOrdering), ordering(theirs.variantOptionOrdering)];
  const options: Record<string, string> = {};
  a.forEach((name, i) => b[i] && b[i] !== name && (options[name] = b[i]!));
  if (Object.keys(options).length) t.options = options;
  const variants = (v: unknown) => (Array.isArray(v) ? v.map(obj) : []);
  const values: Record<string, string> = {};
  variants(mine.variants).forEach((v, i) => {
    const w = variants(theirs.variants)[i];
    if (!w) return;
    a.forEach((name, j) => {
      const mineValue = str(obj(v.attributes)[name]);
      const theirValue = str(obj(w.attributes)[b[j] ?? name]);
      if (mineValue && theirValue && mineValue !== theirValue) values[mineValue] = theirValue;
    });
  });
  if (Object.keys(values).length) t.values = values;
  return t;
}

/** Every other language's translation of the product: kept, else read from its item there, else none. */
export function readProductTranslations(doc: Json, store: DocCollection, item: Json): ProductTranslations {
  const kept = obj(item.editorTranslations) as ProductTranslations;
  const out: ProductTranslations = {};
  for (const l of pageLanguages(doc).filter((x) => !x.default)) {
    const there = storeIn(doc, store, l.tag);
    if (!there) continue;
    const other = itemIn(there, item);
    out[l.tag] = kept[l.tag] ?? (other ? readFrom(item, other) : {});
  }
  return out;
}

/** Keys a language's item keeps of its own when the product is written again. */
const OWN_KEYS = ['urlId', 'tags', 'categories', 'productMerchandisingContext', 'addedOn', 'publishOn', 'starred'] as const;

/** The product's item in a language: a copy with the translation's texts (option names and values mapped). */
function translatedItem(item: Json, t: ProductTranslation, id: string, collectionId: string): Json {
  const copy = structuredClone(item);
  delete copy.editorTranslations;
  delete copy.productMerchandisingContext;
  delete copy.editorProduct;
  const option = (name: string) => t.options?.[name] ?? name;
  const value = (v: string) => t.values?.[v] ?? v;
  const sc = obj(copy.structuredContent);
  const ordering = Array.isArray(sc.variantOptionOrdering) ? sc.variantOptionOrdering.map(str) : [];
  sc.variantOptionOrdering = ordering.map(option);
  sc.variants = (Array.isArray(sc.variants) ? sc.variants.map(obj) : []).map((v) => ({
    ...v,
    attributes: Object.fromEntries(Object.entries(obj(v.attributes)).map(([k, x]) => [option(k), value(str(x))])),
    optionValues: (Array.isArray(v.optionValues) ? v.optionValues.map(obj) : []).map((o) => ({ optionName: option(str(o.optionName)), value: value(str(o.value)) })),
  }));
  const description = t.description !== undefined ? paragraphs(t.description) : null;
  const title = t.title ?? str(item.title);
  Object.assign(copy, { id, collectionId, translationOf: item.id, title, excerpt: description ?? copy.excerpt, body: description ?? copy.body });
  if (isObject(copy.mainImage)) copy.mainImage = { ...copy.mainImage, altText: title, title };
  return copy;
}

/**
 * Writes the product in every other language whose store exists, from the
 * product and its translations (those sent, else the kept ones). A
 * language the site lacks, or with no store, answers NOT_AN_OPTION.
 */
export function writeProductTranslations(doc: Json, store: DocCollection, item: Json, sent: ProductTranslations | undefined): void {
  const languages = pageLanguages(doc).filter((l) => !l.default && storeIn(doc, store, l.tag));
  for (const tag of Object.keys(sent ?? {})) if (!languages.some((l) => l.tag === tag)) throw editorError('NOT_AN_OPTION', { val: tag });
  const current = readProductTranslations(doc, store, item);
  const kept: ProductTranslations = {};
  for (const l of languages) {
    const there = storeIn(doc, store, l.tag)!;
    const t = sent?.[l.tag] ?? current[l.tag] ?? {};
    kept[l.tag] = t;
    const items = there.items as unknown[];
    const before = itemIn(there, item);
    const next = translatedItem(item, t, before ? str(before.id) : newContentId(), there.id);
    // What the language's item has of its own stays: its tags and categories in that language, its url id, its merchandising texts.
    for (const key of OWN_KEYS) if (before?.[key] !== undefined) next[key] = before[key];
    if (!before && isObject(obj(item.productMerchandisingContext)[str(item.id)])) next.productMerchandisingContext = { [str(next.id)]: obj(item.productMerchandisingContext)[str(item.id)] };
    if (before) items[items.indexOf(before)] = next;
    else items.push(next);
  }
  item.editorTranslations = kept as unknown as Json;
}
