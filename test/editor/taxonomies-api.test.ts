// The Tags and categories API (issue 42, SPEC section 5's 'This {tagType}
// already exists'), on SQLite and on PostgreSQL: the demo blog's and
// store's names with their counts; a rename reaches the collection's list
// and every item (and the site shows it); a rename onto another name of the
// list is refused 409 TAG_EXISTS in the owner's language, as are an empty or
// too long name (400) and a name the collection lacks (404), each writing no
// revision; a removal takes the name from every item; a visitor may not call.
import t from 'tap';
import type { Test } from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '../commerce/helpers.js';
import { body, editorApp, owner, visitor } from './helpers.js';
import { CATEGORY_MAX_LENGTH, TAG_MAX_LENGTH } from '../../editor/limits.js';
import type { TaxonomyCollection } from '../../editor/taxonomy.js';

t.setTimeout(300_000);
const BASE = '/api/editor/taxonomies';

async function journey(t: Test, database: Awaited<ReturnType<typeof freshDatabase>>) {
  const app = await editorApp(t, database ? { database } : {});
  const admin = await owner(app);
  const list = async () => body(await admin.request('GET', BASE)) as { revision: number; collections: TaxonomyCollection[] };
  const first = await list();
  const journal = first.collections.find((c) => c.urlId === 'journal')!;
  t.same(
    first.collections.map((c) => c.typeName).filter((x, i, a) => a.indexOf(x) === i).sort(),
    ['blog', 'events', 'products'],
    'blogs, stores and events pages',
  );
  t.same(journal.categories, [{ name: 'Studio', count: 2 }, { name: 'News', count: 3 }, { name: 'Guides', count: 2 }]);
  t.same(journal.tags.find((x) => x.name === 'glaze'), { name: 'glaze', count: 1 });
  const shop = first.collections.find((c) => c.urlId === 'shop')!;
  const shopCeramic = shop.tags.find((x) => x.name === 'ceramic')!.count;
  t.ok(shop.categories.some((c) => c.name === 'Kitchen' && c.count > 0));
  t.equal(first.collections.find((c) => c.urlId === 'carnet')?.language, 'fr-FR', 'a translation is listed apart, with its language');

  const url = (tagType: string) => `${BASE}/${journal.id}/${tagType}`;
  const refuse = async (method: 'PUT' | 'DELETE', path: string, payload: Record<string, unknown> | undefined, status: number, code: string, message: string) => {
    const before = (await list()).revision;
    const r = await admin.request(method, path, payload);
    t.equal(r.statusCode, status, r.body);
    t.equal(body(r).code, code);
    t.equal(body(r).message, message);
    t.equal((await list()).revision, before, `no revision from ${code}`);
    return r;
  };
  // Merging is refused: onto another name of the list, case aside.
  await refuse('PUT', url('category'), { name: 'Studio', newName: 'News' }, 409, 'TAG_EXISTS', 'This category already exists');
  await refuse('PUT', url('tag'), { name: 'glaze', newName: ' Ceramic ' }, 409, 'TAG_EXISTS', 'This tag already exists');
  await refuse('PUT', url('tag'), { name: 'glaze', newName: '  ' }, 400, 'TAG_NAME_INVALID', 'Enter a name.');
  await refuse('PUT', url('tag'), { name: 'glaze', newName: 'x'.repeat(TAG_MAX_LENGTH + 1) }, 400, 'TAG_NAME_INVALID', `A tag can be at most ${TAG_MAX_LENGTH} characters long.`);
  await refuse('PUT', url('category'), { name: 'Studio', newName: 'x'.repeat(CATEGORY_MAX_LENGTH + 1) }, 400, 'TAG_NAME_INVALID', `A category name can be at most ${CATEGORY_MAX_LENGTH} characters long.`);
  await refuse('PUT', url('tag'), { name: 'nope', newName: 'other' }, 404, 'TAG_NOT_FOUND', 'This tag is not used in this collection.');
  await refuse('DELETE', `${url('category')}?name=Nope`, undefined, 404, 'TAG_NOT_FOUND', 'This category is not used in this collection.');
  await refuse('PUT', `${BASE}/nope/tag`, { name: 'glaze', newName: 'glazes' }, 404, 'NOT_FOUND', 'Unable to locate content');
  t.equal((await admin.request('PUT', `${BASE}/${journal.id}/label`, { name: 'glaze', newName: 'glazes' })).statusCode, 400, 'a tag type the API does not know');
  // In French for a French owner: the gender follows the word.
  admin.cookies['vitrine-editor-language'] = 'fr';
  t.equal(body(await admin.request('PUT', url('category'), { name: 'Studio', newName: 'news' })).message, 'Cette catégorie existe déjà');
  t.equal(body(await admin.request('PUT', url('tag'), { name: 'glaze', newName: 'ceramic' })).message, 'Ce mot-clé existe déjà');
  delete admin.cookies['vitrine-editor-language'];

  // A rename: the list and every item; a change of case of the name itself is a rename, not a merge.
  const renamed = await admin.request('PUT', url('category'), { name: 'News', newName: 'Studio news' });
  t.equal(renamed.statusCode, 200, renamed.body);
  t.same(body(renamed).collection.categories, [{ name: 'Studio', count: 2 }, { name: 'Studio news', count: 3 }, { name: 'Guides', count: 2 }], 'in place, with its count');
  t.equal((await admin.request('PUT', url('category'), { name: 'Guides', newName: 'guides' })).statusCode, 200, 'case alone');
  const unchanged = (await list()).revision;
  t.equal(body(await admin.request('PUT', url('category'), { name: 'guides', newName: ' guides ' })).revision, unchanged, 'the same name: no revision');
  const guest = await visitor(app);
  const post = (await guest.request('GET', '/journal/market-day')).body;
  t.match(post, 'Studio news', 'the site shows the new name');
  t.notMatch(post, />News</, 'and not the old one');

  // A removal: from every item and the list.
  const removed = await admin.request('DELETE', `${url('tag')}?name=${encodeURIComponent('ceramic')}`);
  t.equal(removed.statusCode, 200, removed.body);
  t.equal(body(removed).removedFrom, 1);
  t.notOk((body(removed).collection as TaxonomyCollection).tags.some((x) => x.name === 'ceramic'));
  t.notMatch((await guest.request('GET', '/journal/spring-glazes')).body, />ceramic</, 'gone from the post');
  t.equal((await list()).collections.find((c) => c.urlId === 'shop')!.tags.find((x) => x.name === 'ceramic')?.count, shopCeramic, 'the store’s own tag of that name stays');

  // Who may call.
  t.equal((await guest.request('GET', BASE)).statusCode, 401);
  t.equal((await guest.request('PUT', url('tag'), { name: 'glaze', newName: 'x' })).statusCode, 401);
}

t.test('tags and categories on SQLite', async (t) => journey(t, await freshDatabase(t, 'sqlite')));
t.test('tags and categories on PostgreSQL', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (!database) return;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-tags-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await journey(t, { ...database, file: join(dir, 'unused.sqlite') });
});
