// Route schemas are compiled on first use (server/ops/lazy-schemas.ts):
// every schema of the whole service still compiles, validation and
// serialization behave as fastify's own compilers do, and a schema ajv
// refuses is found by compilePendingSchemas rather than by a visitor.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import t from 'tap';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';
import { compilePendingSchemas, lazyCompilersFactory } from '../../server/ops/lazy-schemas.js';

const lazyApp = () => Fastify({ schemaController: { compilersFactory: lazyCompilersFactory() } });

t.test('every route schema of the demo store compiles', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-lazy-schemas-'));
  const config = defaultConfig();
  const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, database: { ...config.database, url: null, file: join(dir, 'store.sqlite') } });
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await app.ready();
  const compiled = compilePendingSchemas();
  t.ok(compiled > 50, `${compiled} validators and serializers were left to compile on first use`);
  t.equal(compilePendingSchemas(), 0, 'each compiles once');
});

t.test('a lazily compiled validator answers as fastify’s own: coercion, defaults, the failing rule', async (t) => {
  const app = lazyApp();
  t.teardown(() => app.close());
  app.post(
    '/items/:n',
    {
      schema: {
        params: { type: 'object', properties: { n: { type: 'integer' } } },
        body: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, size: { type: 'string', default: 'M' } } },
      },
    },
    async (request) => ({ params: request.params, body: request.body }),
  );
  const ok = await app.inject({ method: 'POST', url: '/items/7', payload: { name: 'bowl' } });
  t.equal(ok.statusCode, 200);
  t.same(ok.json(), { params: { n: 7 }, body: { name: 'bowl', size: 'M' } });
  const bad = await app.inject({ method: 'POST', url: '/items/7', payload: { size: 'L' } });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().message, "body must have required property 'name'");
  const again = await app.inject({ method: 'POST', url: '/items/x', payload: { name: 'cup' } });
  t.match(again.json().message, 'params/n must be integer', 'the next failure reports its own rule');
});

t.test('a lazily compiled serializer sends only what the response schema names', async (t) => {
  const app = lazyApp();
  t.teardown(() => app.close());
  app.get('/secret', { schema: { response: { 200: { type: 'object', properties: { id: { type: 'string' } } } } } }, async () => ({ id: 'a1', passwordHash: 'x' }));
  const res = await app.inject({ method: 'GET', url: '/secret' });
  t.same(res.json(), { id: 'a1' });
});

t.test('a schema ajv refuses does not stop the start; compilePendingSchemas reports it', async (t) => {
  compilePendingSchemas();
  const app = lazyApp();
  t.teardown(() => app.close());
  app.post('/broken', { schema: { body: { type: 'not-a-type' } } }, async () => 'ok');
  await app.ready();
  t.throws(() => compilePendingSchemas(), /not-a-type|type must be/);
});
