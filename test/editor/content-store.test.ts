// The content store (SQLite and PostgreSQL): the fixture imported once,
// one transaction and one revision per change, nothing written by a change
// that fails, conflicts refused; and two service processes on one store
// (pages, colours and editor-built forms):
// a change made through one is served at once by the other, page cache
// included.
import t, { type Test } from 'tap';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig, DEFAULT_SITE_CONTENT, type ServerConfig } from '../../server/config.js';
import { ContentStore, LiveSite } from '../../server/editor/index.js';
import { fixtureDocument } from '../../server/editor/fixture-document.js';
import { openStore } from '../../server/store/index.js';
import { freshDatabase, DB_KINDS } from '../commerce/helpers.js';
import { OWNER_EMAIL } from '../session/helpers.js';
import { body, owner, visitor } from './helpers.js';

t.setTimeout(240_000);

async function server(t: Test, database: ServerConfig['database'], overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const config = defaultConfig();
  const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, siteOwnerEmails: [OWNER_EMAIL], commerce: { ...config.commerce!, rateLimitMax: 100_000 }, database, ...overrides });
  t.teardown(() => app.close());
  await app.ready();
  return app;
}

t.test('the store itself', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-editor-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const store = await openStore({ file: join(dir, 'store.sqlite') });
  t.teardown(() => store.close());
  const content = new ContentStore(store, 'site-1');
  const doc = fixtureDocument(DEFAULT_SITE_CONTENT);
  t.ok(Array.isArray(doc.collections) && (doc.collections as unknown[]).length > 5, 'the demo fixture as one document, collections merged in');
  t.equal(await content.importIfEmpty(doc), true);
  t.equal(await content.importIfEmpty({ website: {} }), false, 'imported once only');
  t.equal(await content.revision(), 1);
  t.equal(await content.untouched(), true);
  const { revision } = await content.change({ accountId: 'a1', summary: 'renamed' }, (d) => {
    (d.website as Record<string, unknown>).siteTitle = 'Renamed';
    return true;
  });
  t.equal(revision, 2);
  t.equal(((await content.read()).doc.website as Record<string, unknown>).siteTitle, 'Renamed');
  t.equal(await content.untouched(), false);
  await t.rejects(
    content.change({ accountId: 'a1', summary: 'half' }, (d) => {
      (d.website as Record<string, unknown>).siteTitle = 'Half-written';
      throw new Error('stop');
    }),
    /stop/,
  );
  t.equal(((await content.read()).doc.website as Record<string, unknown>).siteTitle, 'Renamed', 'a failed change writes nothing');
  t.equal(await content.revision(), 2);
  await t.rejects(content.change({ accountId: 'a1', summary: 'late' }, () => true, 1), { code: 'CONFLICT' });
  t.same((await content.change({ accountId: 'a1', summary: 'none' }, () => false)).revision, 2, 'no change, no revision');
  const log = await store.db.selectFrom('site_content_revisions' as never).selectAll().orderBy('revision' as never).execute();
  t.same((log as { revision: number; account_id: string | null }[]).map((r) => [Number(r.revision), r.account_id]), [[1, null], [2, 'a1']]);
});

t.test('the revision read by every page request sees committed changes only (SQLite: a connection of its own)', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-editor-revision-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const store = await openStore({ file: join(dir, 'store.sqlite') });
  t.teardown(() => store.close());
  t.type(store.readRow, 'function', 'a SQLite file has the direct read');
  const content = new ContentStore(store, 'site-1');
  await content.importIfEmpty({ website: { siteTitle: 'One' } });
  let during: number | undefined;
  await content.change({ accountId: 'a1', summary: 'retitled' }, async (d) => {
    (d.website as Record<string, unknown>).siteTitle = 'Two';
    return true;
  });
  t.equal(await content.revision(), 2, 'a committed change is read at once');
  await t.rejects(
    content.change({ accountId: 'a1', summary: 'abandoned' }, async (d, tx) => {
      (d.website as Record<string, unknown>).siteTitle = 'Three';
      await tx.updateTable('site_content' as never).set({ revision: 99 } as never).execute();
      during = await content.revision();
      throw new Error('abandoned');
    }),
    /abandoned/,
  );
  t.equal(during, 2, 'a change in flight on the main connection is not seen');
  t.equal(await content.revision(), 2, 'nor after it was rolled back');
  t.equal((await openStore({ file: ':memory:' }).then(async (m) => [m.readRow, await m.close()]))[0], undefined, 'an in-memory store reads through kysely');
});

t.test('a site request waits for nothing while the loaded revision is the newest', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-editor-live-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const store = await openStore({ file: join(dir, 'store.sqlite') });
  t.teardown(() => store.close());
  const content = new ContentStore(store, 'site-1');
  await content.importIfEmpty(fixtureDocument(DEFAULT_SITE_CONTENT));
  const live = await LiveSite.open(content, defaultConfig().site!.themeDir, {});
  t.equal(live.upToDate(), true, 'just loaded');
  await content.change({ accountId: 'a1', summary: 'retitled' }, (d) => {
    (d.website as Record<string, unknown>).siteTitle = 'Retitled';
    return true;
  });
  t.equal(live.upToDate(), false, 'a newer revision in the store: the request must wait for refresh()');
  await live.refresh();
  t.equal(live.revision, 2);
  t.equal(live.upToDate(), true, 'current again once loaded');
  await store.close();
  t.equal(live.upToDate(), false, 'a store that cannot be read: refresh() runs and reports it');
});

t.test('an untouched import follows an edited fixture; an edited one does not', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-editor-fixture-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const fixture = join(dir, 'fixture');
  cpSync(DEFAULT_SITE_CONTENT, fixture, { recursive: true });
  const database = { url: null, file: join(dir, 'store.sqlite'), schema: 'public', poolSize: 1 };
  const site = { themeDir: defaultConfig().site!.themeDir, content: fixture };
  const first = await server(t, database, { site });
  t.equal(await first.vitrine.editor!.content.revision(), 1);
  await first.close();
  const sitePath = join(fixture, 'site.json');
  const json = JSON.parse(readFileSync(sitePath, 'utf8')) as { website: { siteTitle: string } };
  json.website.siteTitle = 'Edited Fixture';
  writeFileSync(sitePath, JSON.stringify(json));
  const second = await server(t, database, { site });
  t.match((await (await visitor(second)).request('GET', '/')).body, 'Edited Fixture', 'no owner change yet: the edited fixture is taken in');
  const o = await owner(second);
  const page = await o.request('POST', '/api/editor/pages', { title: 'Owner page' });
  t.equal(page.statusCode, 201);
  await second.close();
  json.website.siteTitle = 'Edited Again';
  writeFileSync(sitePath, JSON.stringify(json));
  const third = await server(t, database, { site });
  const home = (await (await visitor(third)).request('GET', '/')).body;
  t.match(home, 'Edited Fixture', 'after an owner change the store is the truth');
  t.notMatch(home, 'Edited Again');
  t.equal((await (await visitor(third)).request('GET', '/owner-page')).statusCode, 200);
});

/** Waits (bounded) until `b` knows of the revision `a` made last: at once on SQLite (a read per request), within moments on PostgreSQL (its notification). */
async function caughtUp(a: FastifyInstance, b: FastifyInstance): Promise<boolean> {
  const target = await a.vitrine.editor!.content.revision();
  const end = Date.now() + SIGNAL_BOUND_MS;
  while (Date.now() < end) {
    // What B takes for the newest revision: the store's (SQLite, read per request) or the one it heard of (PostgreSQL).
    if ((await b.vitrine.editor!.content.revision()) >= target) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}
/** How long another process may take to hear of a revision (the target is well under a second). */
const SIGNAL_BOUND_MS = 10_000;

for (const kind of DB_KINDS) {
  t.test(`two processes on one ${kind} store: a change through one is served by the other once it hears of it`, async (t) => {
    const database = await freshDatabase(t, kind);
    if (!database) return;
    const a = await server(t, database, { pageCacheMs: 60_000 });
    const b = await server(t, database, { pageCacheMs: 60_000 });
    const shopperOfB = await visitor(b);
    // A cookieless visit fills B's page cache.
    const before = await b.inject({ method: 'GET', url: '/our-story' });
    t.equal(before.statusCode, 200);
    const o = await owner(a);
    const made = body(await o.request('POST', '/api/editor/pages', { title: 'From A' }));
    const opened = body(await o.request('GET', `/api/editor/pages/${made.page.id}`));
    const saved = await o.request('PUT', `/api/editor/pages/${made.page.id}`, {
      title: 'From A',
      revision: opened.revision,
      layout: { blocks: [{ id: 'h', kind: 'heading', span: 12, props: { text: 'Written through A', level: 1 } }] },
    });
    t.equal(saved.statusCode, 200, saved.body);
    t.ok(await caughtUp(a, b), 'B hears of the revision');
    t.match((await shopperOfB.request('GET', '/from-a')).body, '<h1>Written through A</h1>', 'B serves the page A saved');
    await o.request('PUT', '/api/editor/design/colours', { key: 'accent-color', value: '#0a0b0c' });
    t.ok(await caughtUp(a, b));
    t.match((await b.inject({ method: 'GET', url: '/site.css' })).body, '#0a0b0c', "B's stylesheet has A's colour");
    // A form built through A takes submissions through B's forms API.
    const current = body(await o.request('GET', `/api/editor/pages/${made.page.id}`));
    const form = { build: { fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] }, storage: { notifyEmail: '' }, advanced: { submitButtonText: '', submissionText: '', successUrl: '' }, captcha: { enabled: true }, disclaimer: { text: '' } };
    const withForm = await o.request('PUT', `/api/editor/pages/${made.page.id}`, { title: 'From A', revision: current.revision, layout: { blocks: [{ id: 'fa', kind: 'form', span: 12, props: {}, form }] } });
    t.equal(withForm.statusCode, 200, withForm.body);
    t.ok(await caughtUp(a, b));
    const key = body(await shopperOfB.request('POST', '/api/form/FormSubmissionKey', {})).key;
    const sent = await shopperOfB.request('POST', '/api/form/SaveFormSubmission', { formId: 'form-fa', form: { email: 'ada@example.com' }, key, pagePath: '/from-a' });
    t.equal(sent.statusCode, 200, `B takes a submission to the form A built: ${sent.body}`);
    await a.vitrine.editor!.content.change({ accountId: null, summary: 'test: retitle' }, (doc) => {
      const story = (doc.collections as { urlId: string; title: string; language?: string }[]).find((c) => c.urlId === 'our-story' && c.language === undefined)!;
      story.title = 'Our Story Retold';
      return true;
    });
    t.ok(await caughtUp(a, b));
    const after = await b.inject({ method: 'GET', url: '/our-story' });
    t.match(after.body, 'Our Story Retold', "B's cached page of the old revision is not served");
  });
}

t.test('when the store cannot be read, pages come from the revision loaded last', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  const app = await server(t, database!);
  const content = app.vitrine.editor!.content;
  const read = content.revision.bind(content);
  content.revision = async () => {
    throw new Error('store unreachable (test)');
  };
  const res = await app.inject({ method: 'GET', url: '/our-story' });
  t.equal(res.statusCode, 200);
  t.match(res.body, 'Our Story');
  content.revision = read;
  t.equal((await app.inject({ method: 'GET', url: '/our-story' })).statusCode, 200, 'and after it recovers');
});
