/**
 * npm run bench: renders the 100-product page in every engine (checking the
 * outputs are byte-identical first), compiles small and large templates,
 * measures heap growth over many renders, and writes BENCHMARKS.md.
 * All ratios come from one run on one machine.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import Handlebars from 'handlebars';
import Mustache from 'mustache';
import { Eta } from 'eta';
import { Liquid } from 'liquidjs';
import * as Reference from '@squarespace/template-engine';
import { build } from 'esbuild';
import type * as EngineModule from '../../engine/index.js';
import { catalog } from './catalog.js';
import { INTERLEAVED_ROUNDS, INTERLEAVED_SLICE_MS, interleavedRatio } from './interleaved.js';
import { CENTS_FORMATTER, LISTING_VITRINE, listing, listingHandWritten } from './listing.js';
import { ETA, HANDLEBARS, LIQUID, MUSTACHE, VITRINE, handWritten } from './page-templates.js';
import { demoPages, type DemoEngine } from './demo-pages.js';
import { serviceBenchInChild } from './service.js';
import { LATENCY_RUN_S } from './paced-load.js';
import { scaleBench } from './scale.js';
import { coldBench, coldMarkdown, npmStartBench, writeColdSection } from './cold.js';
import { LCP_TARGET_MS, TBT_TARGET_MS, VITALS_LOADS, webVitalsBench } from './web-vitals.js';
import { fairnessBench, fairnessMarkdown } from './fairness.js';
import { tenantFairnessBench, tenantFairnessMarkdown, writeTenantSection } from './tenant-fairness.js';
import { telemetryStorageBench, telemetryStorageMarkdown, writeTelemetrySection } from './telemetry-storage.js';
import { PRODUCT_PATHS, productPages } from './product-page.js';
import { renderingShapes } from './rendering-shapes.js';
import { clientPagesMarkdown } from './client-pages.js';
import { editorLoadBench, editorLoadMarkdown, writeEditorSection } from './editor-load.js';
import { realFoldersBench, realFoldersMarkdown, writeFoldersSection } from './real-folder-bench.js';

// `npm run bench -- tenants`: the per-tenant fairness part alone, its section rewritten in BENCHMARKS.md.
if (process.argv.slice(2).includes('tenants')) {
  await writeTenantSection();
  process.exit(0);
}
// `npm run bench -- editor`: the editor's first-screen weight and page-list time alone (scripts/bench/editor-load.ts).
if (process.argv.slice(2).includes('editor')) {
  await writeEditorSection();
  process.exit(0);
}
// `npm run bench -- cold`: the cold starts alone (scripts/bench/cold.ts).
if (process.argv.slice(2).includes('cold')) {
  await writeColdSection();
  process.exit(0);
}
// `npm run bench -- folders`: the official template folders' shapes alone (scripts/bench/real-folder-bench.ts).
if (process.argv.slice(2).includes('folders')) {
  await writeFoldersSection();
  process.exit(0);
}
// `npm run bench -- telemetry`: the telemetry storage part alone (issue 39).
if (process.argv.slice(2).includes('telemetry')) {
  await writeTelemetrySection();
  process.exit(0);
}

const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 2000);
const loadAtStart = os.loadavg();

// The engine is measured as it ships: one esbuild bundle, not TypeScript
// transformed module by module at load time.
const bundle = fileURLToPath(new URL('../../node_modules/.cache/vitrine-bench/engine.mjs', import.meta.url));
await build({ entryPoints: [fileURLToPath(new URL('../../engine/index.ts', import.meta.url))], bundle: true, format: 'esm', platform: 'neutral', outfile: bundle, logLevel: 'error' });
const { Engine, HOT_RENDERS, ALL_PLUGINS, encodeUtf8 } = (await import(bundle)) as typeof EngineModule;
const data = catalog(100);
const json = JSON.parse(JSON.stringify(data));

const vitrine = new Engine().compile(VITRINE);
const refCompiler = new Reference.Compiler();
const refCode = refCompiler.parse(VITRINE).code;
const hbs = Handlebars.compile(HANDLEBARS);
Mustache.parse(MUSTACHE);
const eta = new Eta({ autoEscape: true, autoTrim: false, useWith: false });
const etaFn = eta.compile(ETA);
const liquid = new Liquid();
const liquidTpl = liquid.parse(LIQUID);

const renderers: Record<string, () => string> = {
  'hand-written builder': () => handWritten(data),
  vitrine: () => vitrine.render(json).html,
  eta: () => eta.render(etaFn, data),
  mustache: () => Mustache.render(MUSTACHE, data),
  handlebars: () => hbs(data),
  'reference (@squarespace/template-engine)': () => refCompiler.execute({ code: refCode, json }).ctx.render(),
  liquidjs: () => liquid.renderSync(liquidTpl, data) as string,
};

const expected = handWritten(data);
for (const [name, fn] of Object.entries(renderers)) {
  const html = fn();
  if (html !== expected) {
    const at = [...html].findIndex((c, i) => c !== expected[i]);
    throw new Error(`${name} output differs from the hand-written page at ${at}: ${JSON.stringify(html.slice(at - 40, at + 40))}`);
  }
}

async function run(tasks: Record<string, () => unknown>): Promise<Map<string, { hz: number; p99: number }>> {
  const bench = new Bench({ time: TIME_MS, warmupTime: 500 });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  const out = new Map<string, { hz: number; p99: number }>();
  for (const t of bench.tasks) {
    const r = t.result as unknown as { throughput?: { mean: number }; latency?: { p99: number }; hz?: number; p99?: number };
    out.set(t.name, { hz: r.throughput?.mean ?? r.hz ?? 0, p99: r.latency?.p99 ?? r.p99 ?? 0 });
  }
  return out;
}

/** How the judged ratios are measured (the tables above them are one sequential run each). */
const INTERLEAVED = `the median of ${INTERLEAVED_ROUNDS} alternating rounds of ${INTERLEAVED_SLICE_MS} ms of CPU time each`;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number) => `${(n * 100).toFixed(0)} %`;

console.log('rendering the 100-product page...');
const render = await run(renderers);
const hand = render.get('hand-written builder')!.hz;
const ref = render.get('reference (@squarespace/template-engine)')!.hz;

console.log('rendering the listing...');
const listingData = listing(200);
const listingJson = JSON.parse(JSON.stringify(listingData));
const listingTemplate = new Engine({ plugins: [...ALL_PLUGINS, { formatters: [CENTS_FORMATTER] }] }).compile(LISTING_VITRINE);
const listingExpected = listingHandWritten(listingData);
if (listingTemplate.render(listingJson).html !== listingExpected) throw new Error('the listing renders differently from its hand-written builder');
const listingRender = await run({ 'hand-written builder': () => listingHandWritten(listingData), vitrine: () => listingTemplate.render(listingJson).html });
const listingRatio = interleavedRatio(() => listingTemplate.render(listingJson), () => listingHandWritten(listingData));

// The demo store's product pages, as the site renderer renders them (checked byte-identical to the builder in renderingShapes).
console.log('rendering the demo store product pages...');
const product = renderingShapes({ Engine, ALL_PLUGINS } as typeof EngineModule, await productPages()).find((s) => s.key === 'product')!;
const productRender = await run({ 'hand-written builder': product.builder, vitrine: product.vitrine });
const productRatio = interleavedRatio(product.vitrine, product.builder);
const pageRatio = interleavedRatio(() => vitrine.render(json), () => handWritten(data));
// Pages of the official template folders, where present (each with its builder and eta port).
const folders = await realFoldersBench();

// Bytes out: the service sends UTF-8, so a page costs its render and its encoding.
console.log('render + encode...');
const vitrineBytes = () => encodeUtf8(vitrine.render(json).html);
const builderBytes = () => Buffer.from(handWritten(data), 'utf8');
if (!Buffer.from(vitrineBytes()).equals(builderBytes())) throw new Error('encodeUtf8 and Buffer.from give different bytes for the page');
const encoded = await run({
  'hand-written builder + Buffer.from': builderBytes,
  'vitrine + Buffer.from': () => Buffer.from(vitrine.render(json).html, 'utf8'),
  'vitrine + encodeUtf8': vitrineBytes,
  'hand-written builder + encodeUtf8': () => encodeUtf8(handWritten(data)),
});
const encodedHand = encoded.get('hand-written builder + Buffer.from')!.hz;
const encodedRatio = interleavedRatio(vitrineBytes, builderBytes);
// Like for like: both sides through the engine's encoder, so what differs is the render.
const encodedSameEncoder = interleavedRatio(vitrineBytes, () => encodeUtf8(handWritten(data)));

console.log('compiling...');
const large = VITRINE.repeat(20);
const small = '<h1>{title|html}</h1>{.section item}<p>{body}</p>{.end}';
// No cache: every call compiles. Tiered (the default): parse, run in the interpreter until hot.
const compileEngine = new Engine({ cacheSize: 0 });
const codegenEngine = new Engine({ cacheSize: 0, execution: 'compile' });
const compile = await run({
  'vitrine small codegen': () => codegenEngine.compile(small),
  'vitrine large codegen': () => codegenEngine.compile(large),
  'vitrine small': () => compileEngine.compile(small),
  'reference small': () => refCompiler.parse(small),
  'vitrine large': () => compileEngine.compile(large),
  'reference large': () => refCompiler.parse(large),
});

console.log('memory over 100,000 renders...');
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
for (let i = 0; i < 100_000; i++) vitrine.render(json);
gc?.();
const heapAfter = process.memoryUsage().heapUsed;

console.log('demo store views (Vitrine vs reference)...');
const pages = demoPages(Engine as unknown as DemoEngine);
const pageBench = await run(
  Object.fromEntries(
    pages.flatMap((p) => [
      [`vitrine ${p.name}`, () => p.vitrine()],
      [`reference ${p.name}`, () => p.reference(refCompiler)],
    ]),
  ),
);

// Before the service benches: the processes they start and stop leave the host busy for a while after.
console.log('cold starts...');
const cold = coldBench(VITRINE, catalog(20));
const started = await npmStartBench();
console.log('the service under load...');
const service = await serviceBenchInChild('/shop/linen-apron');
const loadAtScale = os.loadavg();
const scale = await scaleBench('/shop/linen-apron');
const fairness = await fairnessBench();
const tenantFairness = await tenantFairnessBench();
const telemetryStorage = await telemetryStorageBench();
console.log('web vitals...');
const loadAtVitals = os.loadavg();
const vitals = (await webVitalsBench())[0]!;
const clientPages = await clientPagesMarkdown();
const editorLoad = await editorLoadBench();

const v = render.get('vitrine')!.hz;
const rows = [...render].map(([name, r]) => `| ${name} | ${fmt(r.hz)} | ${pct(r.hz / hand)} | ${(r.hz / ref).toFixed(1)}x |`);
const c = (n: string) => compile.get(n)!.hz;
const md = `# Benchmarks

Written by \`npm run bench\` (scripts/bench/run.ts). Ratios are measured in
one run on one machine; absolute numbers vary with the (shared, noisy) host.

- date: ${new Date().toISOString()}
- machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB
- load average at the start (\`uptime\`: 1, 5, 15 min): ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}
- node: ${process.version}
- time per task: ${TIME_MS} ms after a warm-up
- Vitrine's engine is measured as an esbuild bundle (as it ships), the others as their packages ship

## Rendering: 100 products, 3 variants and 2 images each (${fmt(expected.length)} bytes of HTML)

Every engine's output was checked byte-identical to the hand-written builder before timing.

| engine | renders/s | of hand-written | vs reference |
|---|---:|---:|---:|
${rows.join('\n')}

Target: at least 85 % of the hand-written builder and 4x the reference.
Vitrine: **${pct(pageRatio)}** of hand-written (${INTERLEAVED}), **${(v / ref).toFixed(1)}x** the reference.

## Rendering: a store listing of 200 cards (${fmt(listingExpected.length)} bytes of HTML)

Every attribute escaped with \`htmlattr\`, a predicate per card
(\`{.equal? stock 0}\`), the price through a formatter registered with the
public plugin API (\`new Engine({ plugins: [...ALL_PLUGINS, { formatters: [cents] }] })\`),
one title in ten with an ampersand and one in twenty-five with quotes
(scripts/bench/listing.ts). Checked byte-identical to its hand-written builder.

| engine | renders/s | of hand-written |
|---|---:|---:|
${[...listingRender].map(([name, r]) => `| ${name} | ${fmt(r.hz)} | ${pct(r.hz / listingRender.get('hand-written builder')!.hz)} |`).join('\n')}

Target: at least 85 % of the hand-written builder. Vitrine: **${pct(listingRatio)}** (${INTERLEAVED}).

## Rendering: the demo store's product pages (${fmt(product.length)} bytes of HTML)

The store example's item view (fixtures/themes/store/template/collections/products.item)
with the page context the site renderer builds, one render each of the shop's
${PRODUCT_PATHS.length} products (${PRODUCT_PATHS.join(', ')}: variants with options, a sale,
sold out, a digital download, a gift card), captured from a SiteRenderer render
(scripts/bench/product-page.ts). Platform formatters do most of the work:
\`item-classes\`, \`image-meta\`, \`image-srcset\`, \`product-status\`, \`product-price\`,
\`from-price\`, \`product-scarcity\`, \`variants-select\`, \`quantity-input\`,
\`add-to-cart-btn\`, \`money-string\`, five commerce predicates and the
\`sqs-share-buttons\` partial with \`url-encode\`. The hand-written builder makes the
same markup inline and escapes as Vitrine must; for money and product state it
calls the helpers the engine's formatters call (engine/commerce/money.ts with
Intl, engine/commerce/model.ts), as a hand-written site would use a library.
Checked byte-identical to the builder (and to the site renderer's own output).

| engine | page sets/s | of hand-written |
|---|---:|---:|
${[...productRender].map(([name, r]) => `| ${name} | ${fmt(r.hz)} | ${pct(r.hz / productRender.get('hand-written builder')!.hz)} |`).join('\n')}

Target: at least 85 % of the hand-written builder. Vitrine: **${pct(productRatio)}** (${INTERLEAVED}).

### Bytes out: render + UTF-8 encode (${fmt(Buffer.byteLength(expected))} bytes)

| what | pages/s | of the builder |
|---|---:|---:|
${[...encoded].map(([name, r]) => `| ${name} | ${fmt(r.hz)} | ${pct(r.hz / encodedHand)} |`).join('\n')}

Judged (${INTERLEAVED}): Vitrine's render + \`encodeUtf8\` at **${pct(encodedRatio)}** of the builder + \`Buffer.from\`; like for like, both through \`encodeUtf8\`: ${pct(encodedSameEncoder)}.

Target: Vitrine at or above 100 % of the builder + \`Buffer.from\`. A render
returns a rope (the page joined piece by piece); \`Buffer.from\` walks a
rope's pieces one by one, which for this page costs several times the render.
The engine's \`encodeUtf8\` (engine/encode-utf8.ts, what the service uses for
the pages it keeps) flattens the rope once and encodes it with
\`TextEncoder.encodeInto\`. Static text is not pre-encoded at compile time.

${realFoldersMarkdown(folders)}
## Compiling (parse + code generation, no cache)

| template | reference compiles/s | Vitrine compiles/s (tiered) | ratio | Vitrine with code generation | ratio |
|---|---:|---:|---:|---:|---:|
| small (${small.length} chars) | ${fmt(c('reference small'))} | ${fmt(c('vitrine small'))} | ${(c('vitrine small') / c('reference small')).toFixed(1)}x | ${fmt(c('vitrine small codegen'))} | ${(c('vitrine small codegen') / c('reference small')).toFixed(1)}x |
| large (${large.length} chars) | ${fmt(c('reference large'))} | ${fmt(c('vitrine large'))} | ${(c('vitrine large') / c('reference large')).toFixed(1)}x | ${fmt(c('vitrine large codegen'))} | ${(c('vitrine large codegen') / c('reference large')).toFixed(1)}x |

Target: at least 2x faster than the reference. Both compile a template to
what they execute: the reference its instruction arrays, Vitrine (tiered,
the default) the instruction tree run by its interpreter. A template that
has rendered ${HOT_RENDERS} times then gets generated JavaScript once
(\`new Function\`; the last columns measure that path alone, which costs
more than the reference's parse); compiled templates are cached by source,
so a template pays it once per process.

## The production build: processes, personal pages, start

\`node dist/server/main.js\` (what \`npm start\` runs) on loopback, 10 connections,
the product page /shop/linen-apron. *Rendered*: another query string on each
request, so no kept page answers and every request renders; *shopper with a
cart*: the cart's totals are read from the store on every request and the
kept page (one per revision, language, device and access) gets the
shopper's cart pill spliced in; *anonymous*: the 2 s page cache answers;
the shopper and the anonymous visitor run in alternating one-second rounds
(their mean requests/s; the cart p99 is the median round's), so both meet
the same load from the rest of the machine; *at 1,000/s*: the shopper, the
anonymous visitor and \`/healthz\` at a steady 1,000 requests/s for ${LATENCY_RUN_S} s each, one request
due each millisecond over 10 keep-alive connections, each latency counted
from when its request was due (scripts/bench/paced-load.ts); \`/healthz\`
shows the floor that the load generator, sharing the two cores, and the
host set. *autocannon*: the shopper with autocannon's \`overallRate\` 1,000
as earlier runs measured it; it sends each connection's budget back to back
at the start of every second, so its p99 is that of a saturated server for
part of each second. *Cart p99, later*: the shopper at 1,000 requests/s once
more, on the same server after the minutes of load before it. *Ready*:
from spawn until every process listens (site loaded, workers started,
bundles read from dist/). Load average (\`uptime\`) when these runs started: ${loadAtScale.map((l) => l.toFixed(2)).join(', ')}.

| processes | ready | rendered req/s | rendered p99 | shopper with a cart req/s | cart p99 | anonymous req/s | cart of anonymous |
|---:|---:|---:|---:|---:|---:|---:|---:|
${scale.map((r) => `| ${r.processes} | ${Math.round(r.readyMs)} ms | ${fmt(r.renderedRps)} | ${r.renderedP99} ms | ${fmt(r.cartRps)} | ${r.cartP99} ms | ${fmt(r.anonymousRps)} | ${pct(r.cartRps / r.anonymousRps)} |`).join('\n')}

| processes | at 1,000/s: cart served | cart p50 | cart p99 | anonymous p99 | /healthz p99 | autocannon cart p99 | cart p99, later |
|---:|---:|---:|---:|---:|---:|---:|---:|
${scale.map((r) => `| ${r.processes} | ${fmt(r.cartAt1000Rps)} | ${r.cartAt1000P50} ms | ${r.cartAt1000P99} ms | ${r.anonymousAt1000P99} ms | ${r.healthAt1000P99} ms | ${r.cartAt1000AutocannonP99} ms | ${r.sustainedCartP99} ms after ${Math.round(r.sustainedAfterS / 60)} min |`).join('\n')}

Targets (issue 23): the shopper with a cart at 80 % or more of the anonymous
rate, and p99 under 10 ms at 1,000 requests/s.

${coldMarkdown(cold, started)}
## Memory

Heap used after 100,000 renders of the 100-product page, after a full GC:
${gc ? `${(heapBefore / 2 ** 20).toFixed(1)} MiB before, ${(heapAfter / 2 ** 20).toFixed(1)} MiB after (growth ${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MiB).` : 'not measured (run with --expose-gc).'}

## Demo store views: Vitrine against the reference

The main-content views of the demo store (templates/collections/*.item) with
the page context the site renderer builds. The reference lacks some of the
platform formatters these views call, so its output is smaller and the ratio
flatters it.

| view | Vitrine renders/s | reference renders/s | ratio |
|---|---:|---:|---:|
${pages.map((p) => `| ${p.name} | ${fmt(pageBench.get(`vitrine ${p.name}`)!.hz)} | ${fmt(pageBench.get(`reference ${p.name}`)!.hz)} | ${(pageBench.get(`vitrine ${p.name}`)!.hz / pageBench.get(`reference ${p.name}`)!.hz).toFixed(1)}x |`).join('\n')}

## The service under load (autocannon on loopback, ${process.env.BENCH_LOAD_SECONDS ?? 5} s each, 10 connections)

| target | requests/s | p50 ms | p99 ms | errors | non-2xx |
|---|---:|---:|---:|---:|---:|
${service.results.map((r) => `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`).join('\n')}

Targets: at least 80 % of the prebuilt-HTML route's requests/s, p99 under
10 ms at 1,000 requests/s. Product page: **${pct(service.results[2]!.rps / service.results[0]!.rps)}** of the prebuilt route;
POST /render: **${pct(service.results[3]!.rps / service.results[0]!.rps)}**; p99 at 1,000 requests/s: **${service.results[4]!.p99} ms**.
The load generator runs in the same process as the service on a 2-core
machine, so both share the cores (the steady 1,000 requests/s comes from a
process of its own for ${LATENCY_RUN_S} s, scripts/bench/paced-load.ts, its latencies counted from
when each request was due, its failures and non-2xx answers together under
errors); the service and autocannon run in a fresh process, the build in
dist/ (in the bench's own process, the heap the earlier benches left
showed in the service's latencies). Site pages are reused for
VITRINE_PAGE_CACHE_MS (2 s), keyed by the visitor's state, so this measures
the page cache.

RSS of the process (service, bare route and load generator) after the load: ${service.rssMb.toFixed(0)} MiB.

${fairnessMarkdown(fairness)}
${tenantFairnessMarkdown(tenantFairness)}
${telemetryStorageMarkdown(telemetryStorage)}
## Where a target is not reached

${notes().join('\n\n') || 'Every target is reached in this run.'}

${clientPages}

## Storefront pages in Chromium (phone profile, CPU 4x slower)

Each page loaded ${VITALS_LOADS} times in a new context (no cache) at 390 × 844 (3x,
touch) with the CPU throttled 4x through the DevTools protocol, from the
build in dist/ on a new database (scripts/bench/web-vitals.ts); the median.
LCP from web-vitals; TBT is the lab metric (long tasks over 50 ms after the
first contentful paint, until 2 s without one). Script: what the page loads,
as served and gzip-compressed. Load average at the start: ${loadAtVitals.map((l) => l.toFixed(1)).join(', ')}.

| page | LCP | TBT | scripts | script bytes | script gzip |
|---|---:|---:|---:|---:|---:|
${vitals.map((v) => `| ${v.name} (\`${v.path}\`) | ${Math.round(v.lcpMs)} ms | ${Math.round(v.tbtMs)} ms | ${v.scripts} | ${fmt(v.scriptBytes)} | ${(v.scriptGzipBytes / 1024).toFixed(1)} KB |`).join('\n')}

Targets (issue 41): LCP under ${LCP_TARGET_MS / 1000} s and TBT under ${TBT_TARGET_MS} ms on every page; a page
with only the cart pill at most 30 KB gzip of script. Throttling slows the
page's own work; a busy host slows it further, so these are read with the
load average.

${editorLoadMarkdown(editorLoad)}`;
writeFileSync(fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url)), md);

/** What the profiles show for each target this run misses (written from --cpu-prof runs of the same workloads). */
function notes(): string[] {
  const out: string[] = [];
  const renderRatio = pageRatio;
  if (renderRatio < 0.85) {
    out.push(`**Rendering: ${pct(renderRatio)} of the hand-written builder, ${((0.85 - renderRatio) * 100).toFixed(0)} points short of 85 %** (the 4x-the-reference part is met: ${(v / ref).toFixed(1)}x). A CPU profile of the 100-product render puts about a third of the time in the generated function itself (string appends and inline property reads, as in the hand-written builder), about a quarter in HTML escaping (one regular-expression test per value, the same work the hand-written builder does), and most of the rest in scope objects and the section lookups that the language requires and a hand-written builder skips (each repeated item gets a scope for \`@index\` and lookups through enclosing sections). Tried and measured without gain: reusing one scope per loop, and joining runs of appends into one expression.`);
  }
  if (listingRatio < 0.85) {
    out.push(`**The listing: ${pct(listingRatio)} of its hand-written builder.** The escapes are the same regular-expression test and replace as the builder's (a charCodeAt scan measured slower than the regular expression on these strings); the predicate runs prepared (arguments read once) but still through a scope lookup and the JSON equality the language requires, where the builder compares a property to 0.`);
  }
  if (productRatio < 0.85) {
    out.push(`**The demo store's product pages: ${pct(productRatio)} of their hand-written builder.** Most of a page is platform markup made by formatters (the price block, the variant chooser with its variants as escaped JSON, the add-to-cart button), which run their own small templates on data objects they build, look localized texts up through the scopes and read the product's state through the same model helpers as the builder; the builder writes that markup inline with no scope, data object or lookup. Money formatting (Intl) and attribute escaping of the variants' JSON cost both sides alike.`);
  }
  const small = c('vitrine small') / c('reference small');
  const large = c('vitrine large') / c('reference large');
  if (small < 2 || large < 2) {
    out.push(`**Compiling: ${small.toFixed(1)}x (small) and ${large.toFixed(1)}x (large) the reference, short of 2x.** Tiered execution made compiling a parse (code generation waits until a template is hot); the parse itself is a scan with sticky regular expressions per tag, the same approach as the reference, and its profile is spread over the scanner, the tag reader and node building with no single hot spot. Generating JavaScript costs about 3x the parse (\`new Function\` alone is most of it for small templates), which is why it only happens for templates that render again.`);
  }
  if (encodedRatio < 1) {
    out.push(`**Bytes out: render + encodeUtf8 at ${pct(encodedRatio)} of the builder + Buffer.from** (like for like, both through encodeUtf8: ${pct(encodedSameEncoder)}; rendering alone: ${pct(pageRatio)}). On this shared host (load average ${loadAtStart.map((l) => l.toFixed(1)).join(', ')} at the start) the tables move by several points between runs.`);
  }
  for (const r of scale) {
    const ratio = r.cartRps / r.anonymousRps;
    if (ratio < 0.8 || r.cartAt1000P99 >= 10 || r.sustainedCartP99 >= 10) {
      out.push(`**Personal pages (${r.processes} process${r.processes > 1 ? 'es' : ''}): the shopper with a cart at ${pct(ratio)} of anonymous${ratio >= 0.8 ? ' (met)' : ''}; p99 ${r.cartAt1000P99} ms at a steady 1,000 requests/s, ${r.sustainedCartP99} ms after ${Math.round(r.sustainedAfterS / 60)} minutes of load (anonymous ${r.anonymousAt1000P99} ms, /healthz ${r.healthAt1000P99} ms, ${fmt(r.cartAt1000Rps)} served).** The page is not rendered per cart: per request the shopper costs more than an anonymous visitor by reading the cart's totals from the store (one aggregate query, built once, its SQLite statement kept prepared), checking their crumb, and splicing their pill (the kept page is UTF-8 already); the anonymous visitor is answered before any of that. The tail is that of the host more than of the page: /healthz, which does nothing, has the p99 shown beside it under the same load. Measured on 2026-11-27 with one process: young-generation collections take 1 to 1.6 ms every 0.8 s; keeping the page for an hour instead of 2 s (no re-render during the run) left the p99 where it was; the server's main thread, during its stalls of 5 to 25 ms, spent about 60 % of them waiting for a core while the machine as a whole was 65 % idle; priorities (nice) and the thread pool's size changed nothing; past about 100 s of load V8's heap sizing ran a full collection every 170 ms, until each server process fixed its growth factor (server/ops/heap-growth.ts). The load generator shares the two cores with the service, and the host's load average was ${loadAtScale.map((l) => l.toFixed(1)).join(', ')} when these runs started.`);
    }
  }
  const page = service.results[2]!.rps / service.results[0]!.rps;
  const renderApi = service.results[3]!.rps / service.results[0]!.rps;
  const p99 = service.results[4]!.p99;
  if (page < 0.8 || renderApi < 0.8 || p99 >= 10) {
    out.push(`**Service: product page ${pct(page)}, POST /render ${pct(renderApi)} of the prebuilt route; p99 ${p99} ms at 1,000 requests/s.** The load generator shares the two cores with the service, so every request it sends costs the service CPU too. A product page served from the page cache does the prebuilt route's work plus the cache lookup, the visitor's cookies and the crumb; POST /render adds JSON parsing of the body, the hand-off to a worker thread and the render itself.`);
  }
  return out;
}
console.log(md);
