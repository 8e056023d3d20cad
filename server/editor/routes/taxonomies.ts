/**
 * Tags and categories (issue 42; the rules in editor/taxonomy.ts), for an
 * owner who may edit:
 *
 *   GET    /api/editor/taxonomies                                  the blogs, stores and events pages, each with its tags and categories and their counts
 *   PUT    /api/editor/taxonomies/:collectionId/:tagType           { name, newName, revision? } rename one, in the collection's list and in every item
 *   DELETE /api/editor/taxonomies/:collectionId/:tagType?name=...  remove one from the collection's list and from every item
 *
 * :tagType is `tag` or `category`. A rename onto another name of the same
 * list (case aside) would merge two: it is refused, 409 TAG_EXISTS ('This
 * {tagType} already exists'). A name the collection does not have is 404
 * TAG_NOT_FOUND. Each change is one revision of the content: a refusal
 * writes nothing. A store's root category record (an object, made by the
 * store setup) is not a name of the list and is left as it is.
 */
import type { FastifyInstance } from 'fastify';
import { checkNewName, isTagType, TAG_LIST_KEY, TAG_NAME_MAX, TAG_TYPES, TAGGED_COLLECTION_TYPES, type TagCount, type TagType, type TaxonomyCollection } from '../../../editor/taxonomy.js';
import type { Json } from '../content-store.js';
import type { EditorContext } from '../context.js';
import { collectionsOf, isObject, type DocCollection } from '../doc.js';
import { editorError } from '../errors.js';

const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
/** Longer than either limit, so the rule answers its own message rather than the schema. */
const NAME = { type: 'string', maxLength: Math.max(...Object.values(TAG_NAME_MAX)) * 4 } as const;
const params = { type: 'object', required: ['collectionId', 'tagType'], properties: { collectionId: ID, tagType: { type: 'string', enum: [...TAG_TYPES] } } } as const;

const renameSchema = {
  params,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'newName'],
    properties: { name: NAME, newName: NAME, revision: { type: 'integer', minimum: 1 } },
  },
} as const;

const removeSchema = {
  params,
  querystring: { type: 'object', required: ['name'], properties: { name: NAME, revision: { type: 'integer', minimum: 1 } } },
} as const;

type Params = { collectionId: string; tagType: TagType };

const isTagged = (c: DocCollection) => (TAGGED_COLLECTION_TYPES as readonly string[]).includes(c.typeName);
const itemsOf = (c: DocCollection): Json[] => (Array.isArray(c.items) ? (c.items as unknown[]).filter(isObject) : []);
/** The names of a list (strings only: a store's root category record is not one). */
const namesIn = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);

/** A kind's names in a collection: its own list's, then any an item carries that the list lacks, each with its count of items. */
function countsOf(c: DocCollection, tagType: TagType): TagCount[] {
  const key = TAG_LIST_KEY[tagType];
  const counts = new Map<string, number>();
  for (const n of namesIn(c[key])) if (!counts.has(n)) counts.set(n, 0);
  for (const item of itemsOf(c)) for (const n of new Set(namesIn(item[key]))) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

function view(c: DocCollection): TaxonomyCollection {
  return {
    id: c.id,
    urlId: c.urlId,
    title: typeof c.title === 'string' ? c.title : c.urlId,
    typeName: c.typeName,
    language: typeof c.language === 'string' ? c.language : null,
    itemCount: itemsOf(c).length,
    tags: countsOf(c, 'tag'),
    categories: countsOf(c, 'category'),
  };
}

function taggedCollection(doc: Json, id: string): DocCollection {
  const c = collectionsOf(doc).find((x) => x.id === id && isTagged(x));
  if (!c) throw editorError('NOT_FOUND');
  return c;
}

/** Writes `fn` over a list of names (the collection's or an item's), keeping other entries (records) where they were. */
function rewrite(holder: Json, key: string, fn: (name: string) => string | null): void {
  if (!Array.isArray(holder[key])) return;
  const seen = new Set<string>();
  holder[key] = (holder[key] as unknown[]).flatMap((x) => {
    if (typeof x !== 'string') return [x];
    const next = fn(x);
    if (next === null || seen.has(next)) return [];
    seen.add(next);
    return [next];
  });
}

export async function taxonomyRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/taxonomies', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    return { revision, collections: collectionsOf(doc).filter(isTagged).map(view) };
  });

  app.put<{ Params: Params; Body: { name: string; newName: string; revision?: number } }>('/api/editor/taxonomies/:collectionId/:tagType', { schema: renameSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { collectionId, tagType } = request.params;
    if (!isTagType(tagType)) throw editorError('INVALID_REQUEST');
    const { name, newName } = request.body;
    const { revision, result } = await ctx.content.change(
      { accountId: user.accountId, summary: `renamed the ${tagType} ${name} to ${newName}` },
      (doc) => {
        const c = taggedCollection(doc, collectionId);
        const names = countsOf(c, tagType).map((t) => t.name);
        if (!names.includes(name)) throw editorError('TAG_NOT_FOUND', { tagType });
        const checked = checkNewName(tagType, newName, name, names);
        if (!checked.ok) throw checked.exists ? editorError('TAG_EXISTS', { tagType }) : editorError('TAG_NAME_INVALID', {}, [checked.message]);
        if (checked.name === name) return false;
        const key = TAG_LIST_KEY[tagType];
        const rename = (n: string) => (n === name ? checked.name : n);
        rewrite(c, key, rename);
        for (const item of itemsOf(c)) rewrite(item, key, rename);
        // A name only items carried is now in the collection's list too, as every name the screen shows can be.
        return view(c);
      },
      request.body.revision,
    );
    return { revision, collection: result === false ? view(taggedCollection((await ctx.content.read()).doc, collectionId)) : result };
  });

  app.delete<{ Params: Params; Querystring: { name: string; revision?: number } }>('/api/editor/taxonomies/:collectionId/:tagType', { schema: removeSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { collectionId, tagType } = request.params;
    if (!isTagType(tagType)) throw editorError('INVALID_REQUEST');
    const { name } = request.query;
    const { revision, result } = await ctx.content.change(
      { accountId: user.accountId, summary: `removed the ${tagType} ${name}` },
      (doc) => {
        const c = taggedCollection(doc, collectionId);
        const found = countsOf(c, tagType).find((t) => t.name === name);
        if (!found) throw editorError('TAG_NOT_FOUND', { tagType });
        const key = TAG_LIST_KEY[tagType];
        const drop = (n: string) => (n === name ? null : n);
        rewrite(c, key, drop);
        for (const item of itemsOf(c)) rewrite(item, key, drop);
        return { removedFrom: found.count, collection: view(c) };
      },
      request.query.revision,
    );
    if (result === false) throw editorError('TAG_NOT_FOUND', { tagType });
    return { revision, ...result };
  });
}

