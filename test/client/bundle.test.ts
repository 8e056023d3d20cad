// The shopper widgets' modules: split per widget, each page's script within its gzip budget.
import t from 'tap';
import {
  buildClient,
  pageScript,
  PILL_PAGE_GZIP_BUDGET_BYTES,
  RENDERER_GZIP_BUDGET_BYTES,
  RENDERER_MARK,
  rendererGzipBytes,
  TELEMETRY_GZIP_BUDGET_BYTES,
  WIDGETS_GZIP_BUDGET_BYTES,
  telemetryGzipBytes,
} from '../../client-build/build-client.js';
import { pageChunks } from '../../client-build/client-manifest.js';
// Names only: the island modules themselves load the renderer, which must come after test/client/dom.ts.
import { ISLAND_NAMES } from '../../client/islands/names.js';

const b = await buildClient(false);
/** A name only React DOM's code holds (one of its event names): the shopper bundle has none. */
const REACT_DOM_MARK = 'onCompositionEnd';
const rendererChunks = Object.keys(b.chunks).filter((f) => b.chunks[f]!.includes(RENDERER_MARK));
const texts = (widgets: string[]) => [b.code, ...pageChunks(b.manifest, widgets).map((f) => b.chunks[f]!)];

t.test('one module per widget, each in the manifest', async (t) => {
  t.same(Object.keys(b.manifest.widgets).sort(), [...ISLAND_NAMES].sort(), 'each widget has its chunks in the manifest');
  t.equal(rendererChunks.length, 1, 'the renderer is one shared chunk');
  t.notOk([b.code, ...Object.values(b.chunks)].some((c) => c.includes(REACT_DOM_MARK)), 'no React DOM anywhere');
  for (const [w, files] of Object.entries(b.manifest.widgets)) {
    t.ok(files.length > 0 && files.every((f) => Object.hasOwn(b.chunks, f)), `${w}: its chunks exist`);
    t.ok(files[0]!.startsWith(`${w}-`), `${w}: its own module first`);
  }
  t.notOk(b.code.includes(RENDERER_MARK), 'the entry has no renderer');
  t.ok(b.code.includes("import("), 'the entry loads the widgets with import()');
});

t.test('a page with only the cart pill loads at most 30 KB gzip of script, and no renderer', async (t) => {
  t.equal(PILL_PAGE_GZIP_BUDGET_BYTES, 30 * 1024);
  const pill = pageScript(b, ['cart-pill']);
  t.ok(pill.gzipBytes <= PILL_PAGE_GZIP_BUDGET_BYTES, `${(pill.gzipBytes / 1024).toFixed(1)} KB gzip within 30 KB`);
  t.notOk(pageChunks(b.manifest, ['cart-pill']).some((f) => rendererChunks.includes(f)), 'no renderer chunk');
  t.notOk(texts(['cart-pill']).some((c) => c.includes(RENDERER_MARK)), 'no renderer');
});

t.test('the React-API widgets share one small renderer; every widget together stays within the budget', async (t) => {
  for (const w of ['add-to-cart', 'cart-page', 'checkout-form', 'form', 'restock', 'instalment-pill']) {
    t.ok(pageChunks(b.manifest, [w]).some((f) => rendererChunks.includes(f)), `${w} loads the renderer`);
  }
  const renderer = rendererGzipBytes(b) / 1024;
  t.ok(renderer <= RENDERER_GZIP_BUDGET_BYTES / 1024, `the renderer's chunk ${renderer.toFixed(1)} KB gzip within ${RENDERER_GZIP_BUDGET_BYTES / 1024} KB (React DOM's was about 60)`);
  t.equal(WIDGETS_GZIP_BUDGET_BYTES, 80 * 1024);
  const all = pageScript(b, Object.keys(b.manifest.widgets));
  t.ok(all.gzipBytes <= WIDGETS_GZIP_BUDGET_BYTES, `${(all.gzipBytes / 1024).toFixed(1)} KB gzip within ${WIDGETS_GZIP_BUDGET_BYTES / 1024} KB`);
  const code = texts(Object.keys(b.manifest.widgets));
  // Booleans, not t.match on the code: a failure should not print 300 KB.
  t.notOk(code.some((c) => c.includes('process.env')), 'no Node globals left');
  t.notOk(code.some((c) => c.includes('react.development')), 'the production build of React');
  t.ok(code.every((c) => c.split('\n').length < 50), 'minified');
  t.ok(code.some((c) => c.includes('Please select the ')), 'the SPEC texts are in it');
});

t.test('telemetry adds at most 8 KB gzip to every page', async (t) => {
  t.equal(TELEMETRY_GZIP_BUDGET_BYTES, 8 * 1024);
  const added = await telemetryGzipBytes();
  t.ok(added > 1024, `telemetry is in the entry (${added} bytes gzip)`);
  t.ok(added <= TELEMETRY_GZIP_BUDGET_BYTES, `${(added / 1024).toFixed(1)} KB gzip within 8 KB`);
  t.ok(b.code.includes('Error tracking event: HTTP Status '), 'the tracker texts are in it');
  t.ok(b.code.includes('/api/census/RecordHit'), 'census is in it');
});
