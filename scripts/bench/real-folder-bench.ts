/**
 * The real template folders' shapes (real-folders.ts) measured: Vitrine
 * and the eta port against the hand-written builder (the median of
 * alternating CPU-time rounds, interleaved.ts), a CPU profile of Vitrine's
 * render of each (its heaviest functions by self time, the whole profile
 * kept in node_modules/.cache/vitrine-bench/profiles/), and the first
 * compile and render of each view in a fresh process, Vitrine's build in
 * dist/ against the reference engine. `npm run bench -- folders` runs this
 * part alone and rewrites its section of BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { fromRoot } from '../../site/project-root.js';
import { INTERLEAVED_ROUNDS, INTERLEAVED_SLICE_MS, interleavedRatio } from './interleaved.js';
import { loadEngineBundle, loadRealFolderBuilders, realFolderShapes, type Shape } from './rendering-shapes.js';
import type { FormatterDef, PredicateDef } from '../../engine/index.js';
import { FOLDERS_ENV, realFolderPages, REAL_FOLDERS, type RealFolder, type RealFolderPage } from './real-folders.js';

export const FOLDERS_SECTION_TITLE = '## Rendering: pages of the official template folders';
/** CPU time each shape's profile covers. */
const PROFILE_MS = 1500;
/** Functions named per profile. */
const PROFILE_TOP = 6;
/** Fresh processes per engine and view for the first render. */
const COLD_RUNS = 7;
const PROFILES = fromRoot('node_modules', '.cache', 'vitrine-bench', 'profiles');

const LABELS: Record<RealFolder['key'], string> = {
  'bureau-blog': "Bureau's blog list",
  'doncab-project': "Doncab's project slides",
  'endeavor-gallery': "Endeavor's gallery grid",
};

export interface FolderShapeResult {
  folder: RealFolder;
  bytes: number;
  items: number;
  builderPerSecond: number;
  vitrineOfBuilder: number;
  etaOfBuilder: number;
  /** Vitrine's render: the heaviest functions by self time, share of the profile's busy time. */
  profile: { fn: string; share: number }[];
  vitrineColdMs: number;
  referenceColdMs: number;
}

export interface FoldersResult {
  /** The first shape with copies of its built-in formatter and predicate registered through the plugin API: their render's rate over the built-ins'. */
  plugins: { shape: RealFolder; formatter: string; predicate: string; ratio: number } | null;
  loadAtStart: number[];
  loadAtEnd: number[];
  shapes: FolderShapeResult[];
  skipped: { folder: RealFolder; why: string }[];
}

const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Calls per second of CPU time over about `ms`. */
function perSecond(fn: () => unknown, ms: number): number {
  const t0 = cpuUs();
  let n = 0;
  while (cpuUs() - t0 < ms * 1000) {
    for (let i = 0; i < 10; i++) fn();
    n += 10;
  }
  return (n * 1e6) / (cpuUs() - t0);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Vitrine's render of `shape` under the inspector's CPU profiler: the heaviest functions by self time. */
async function profileOf(shape: Shape): Promise<{ fn: string; share: number }[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    // As many renders as fill PROFILE_MS, counted before: no clock read inside the profile.
    const renders = Math.max(10, Math.round((perSecond(shape.vitrine, 200) * PROFILE_MS) / 1000));
    await session.post('Profiler.start');
    for (let i = 0; i < renders; i++) shape.vitrine();
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    mkdirSync(PROFILES, { recursive: true });
    writeFileSync(join(PROFILES, `${shape.key}.cpuprofile`), JSON.stringify(profile));
    const byNode = new Map<number, number>();
    profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const byFn = new Map<string, number>();
    let busy = 0;
    for (const node of profile.nodes) {
      const t = byNode.get(node.id) ?? 0;
      const name = node.callFrame.functionName;
      // Not the render: the host idle, the profiler's own message handling.
      if (name === '(idle)' || name === '(program)' || name === '(root)' || (name === 'dispatch' && node.callFrame.url === '')) continue;
      busy += t;
      const file = node.callFrame.url.split('/').pop() ?? '';
      // A template's generated functions (t1, t2, ...) have no file; the engine bundle is one file; natives neither.
      const generated = file === '' && /^t\d+$/.test(name);
      const key = generated
        ? `${name} (the template's generated code)`
        : file === 'engine.mjs'
          ? `${name || '(anonymous)'} (${moduleAt(node.callFrame.url, node.callFrame.lineNumber)})`
          : file === ''
            ? name || '(anonymous)'
            : `${name || '(anonymous)'} (${file})`;
      byFn.set(key, (byFn.get(key) ?? 0) + t);
    }
    return [...byFn].sort((a, b) => b[1] - a[1]).slice(0, PROFILE_TOP).map(([fn, t]) => ({ fn, share: t / busy }));
  } finally {
    session.disconnect();
  }
}

const moduleLines = new Map<string, { line: number; name: string }[]>();

/** The source module of a line of an esbuild bundle (its `// engine/...` comments mark where each starts). */
function moduleAt(url: string, line: number): string {
  let marks = moduleLines.get(url);
  if (!marks) {
    marks = [];
    readFileSync(fileURLToPath(url), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const m = /^\/\/ ((?:engine|node_modules)\/\S+)$/.exec(text);
        if (m) marks!.push({ line: i, name: m[1]!.replace(/^node_modules\/([^/]+)\/.*/, '$1') });
      });
    moduleLines.set(url, marks);
  }
  let name = 'engine';
  for (const m of marks) {
    if (m.line > line) break;
    name = m.name;
  }
  return name;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The view's first compile and render in fresh processes (Vitrine from
 * dist/, then the reference engine, alternating), in the process's CPU
 * time after the engine's import, with its context read from a file first.
 */
function coldOf(page: Extract<RealFolderPage, { view: unknown }>): { vitrine: number; reference: number } {
  const dir = mkdtempSync(join(os.tmpdir(), 'vitrine-bench-cold-'));
  try {
    const input = join(dir, 'view.json');
    writeFileSync(input, JSON.stringify({ source: page.view.source, context: page.view.context, partials: page.view.partials, locale: page.view.locale, now: page.view.now }));
    const read = `import { readFileSync } from 'node:fs'; const v = JSON.parse(readFileSync(${JSON.stringify(input)}, 'utf8'));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };`;
    const vitrine = `${read} const { Engine } = await import('./dist/engine/index.js');
const t0 = cpu(); const html = new Engine().compile(v.source).render(v.context, { partials: v.partials, locale: v.locale, now: v.now }).html;
const ms = cpu() - t0; if (!html) throw new Error('empty'); console.log(ms);`;
    const reference = `${read} const R = await import('@squarespace/template-engine');
const t0 = cpu(); const c = new R.Compiler(); const code = c.parse(v.source).code;
const html = c.execute({ code, json: v.context, partials: v.partials }).ctx.render();
const ms = cpu() - t0; if (!html) throw new Error('empty'); console.log(ms);`;
    const run = (script: string) => Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fromRoot(), encoding: 'utf8' }).trim());
    const v: number[] = [];
    const r: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      v.push(run(vitrine));
      r.push(run(reference));
    }
    return { vitrine: median(v), reference: median(r) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The formatter and predicate copied into a plugin, and the view they are measured on. */
const PARITY = { view: 'endeavor-gallery', formatter: 'image-meta', predicate: 'video?' } as const;

/**
 * Formatters and predicates registered through the public plugin API run
 * as the built-ins do: the gallery view rendered with `image-meta` and
 * `video?` against the same view calling copies of them registered as
 * `x-image-meta` and `x-video?` in `new Engine({ plugins })`.
 */
function pluginParity({ Engine, ALL_PLUGINS }: Awaited<ReturnType<typeof loadEngineBundle>>, pages: RealFolderPage[]): FoldersResult['plugins'] {
  const page = pages.find((p) => p.folder.key === PARITY.view);
  if (!page || 'missing' in page) return null;
  const registry = (new Engine() as unknown as { registry: { formatter(n: string): FormatterDef; predicate(n: string): PredicateDef } }).registry;
  const plugin = { formatters: [{ ...registry.formatter(PARITY.formatter), name: `x-${PARITY.formatter}` }], predicates: [{ ...registry.predicate(PARITY.predicate), name: `x-${PARITY.predicate}` }] };
  const engine = new Engine({ plugins: [...ALL_PLUGINS, plugin] });
  const options = { partials: page.view.partials, locale: page.view.locale, now: page.view.now };
  const builtIn = engine.compile(page.view.source, page.view.file);
  const copied = engine.compile(page.view.source.replaceAll(`{@|${PARITY.formatter}}`, `{@|x-${PARITY.formatter}}`).replaceAll(`{.${PARITY.predicate}}`, `{.x-${PARITY.predicate}}`), page.view.file);
  const html = builtIn.render(page.view.context, options).html;
  if (copied.render(page.view.context, options).html !== html || html !== page.view.html) throw new Error('the plugin copies render differently from the built-ins');
  console.log('plugin formatter and predicate against the built-ins...');
  return { shape: page.folder, formatter: PARITY.formatter, predicate: PARITY.predicate, ratio: interleavedRatio(() => copied.render(page.view.context, options), () => builtIn.render(page.view.context, options)) };
}

/** Every real folder present on this machine, measured; the absent ones named with the reason. */
export async function realFoldersBench(): Promise<FoldersResult> {
  const loadAtStart = os.loadavg();
  const pages = await realFolderPages();
  const engine = await loadEngineBundle();
  const shapes = realFolderShapes(engine, await loadRealFolderBuilders(), pages);
  const results: FolderShapeResult[] = [];
  for (const shape of shapes) {
    const page = pages.find((p) => p.folder.key === shape.key)! as Extract<RealFolderPage, { view: unknown }>;
    console.log(`real folder shape ${shape.key}...`);
    const vitrineOfBuilder = interleavedRatio(shape.vitrine, shape.builder);
    const etaOfBuilder = interleavedRatio(shape.eta!, shape.builder);
    const cold = coldOf(page);
    results.push({
      folder: page.folder,
      bytes: Buffer.byteLength(page.view.html),
      items: Array.isArray(page.view.context.items) ? page.view.context.items.length : 0,
      builderPerSecond: perSecond(shape.builder, 1000),
      vitrineOfBuilder,
      etaOfBuilder,
      profile: await profileOf(shape),
      vitrineColdMs: cold.vitrine,
      referenceColdMs: cold.reference,
    });
  }
  return { plugins: pluginParity(engine, pages), loadAtStart, loadAtEnd: os.loadavg(), shapes: results, skipped: pages.flatMap((p) => ('missing' in p ? [{ folder: p.folder, why: p.missing }] : [])) };
}

/** What the profiles showed while these shapes were worked on (2026-11-28), printed while a target is missed. */
const FOLDERS_NOTES = `Where the time went, and what changed in the engine (issue 41; measured
at load averages of 15 to 47, so read the ratios, not the rates). The first
measurement put Vitrine at 14 % (Bureau), 29 % (Doncab) and 28 % (Endeavor)
of the builders. Bureau's profile was 38 % luxon: the \`date\` formatter
made a zoned DateTime (an Intl \`formatToParts\` call) for every date tag,
two for \`%F\`, and built an Intl formatter key by JSON per month name;
strftime now keeps each instant's zoned breakdown and the names printed of
it (bounded, ZONED_CACHE_ENTRIES), and the site's zone and locale are
memoised in front of the shared Intl cache. The content predicates
(\`main-image?\`, \`image?\`, \`video?\`, \`excerpt?\`, \`passthrough?\`),
\`image-meta\` and \`item-classes\` read fields through getMember, the
runtime's one keyed read that serves every name of every object and is
slow, a miss most of all: they now read each field at a site of its own
(\`fields(node)?.name\`, \`lookupField(frame, (o) => o.name)\` through
the scopes); \`excerpt?\` scans for visible text instead of building it;
lookups no longer ask a repeated section's array for a name; and the
generated code reads a name missed in a section's node in the frames it
pushed itself, inline; \`slugify\` is one pass that copies nothing for a
slug; each predicate call site has a function of its own that contains its
failure (no longer every predicate through one shared call of the render
context); a section makes a frame only where its code passes or writes
one. Then (2026-11-28, evening): strftime keeps each instant's whole
texts per pattern (Bureau prints each post's date in up to eight tags; the
builders call the same strftime and gain too), and the instant asked last;
a formatter that reads its scope, called on \`@\` (\`{@|image-meta}\`,
\`{@|item-classes}\`), is given the tag's scope instead of a new frame on
the same node; \`lookupField\` reads any object without testing its kind;
and each content predicate is its own \`test\` (a wrapper shared by all of
them made their call of the test one the compiler could not inline). Then
(2026-11-28, night; the first measurement that night, at load 1.7 to 8.6:
74 %, 47 % and 51 %): \`fields()\` no longer tests an object's kind with
an instanceof walk per call (9 % of Endeavor's profile); \`image-meta\`
builds its text in one template, remembers the last focal point's text
(a number's text costs a conversion, and a list's images nearly all share
the centre), and asks the enclosing scopes for \`blockType\` once per list
(\`RenderContext.fieldAbove\`, keyed by the scope and its node); a
repeated section gives one frame each item in turn instead of allocating
one per item (its variables and macros cleared per item); and a predicate
asked again in the same scope with the same arguments (Endeavor's
\`{.video?}\` three times per item, Bureau's \`{.main-image?}\` three times
and \`{.passthrough?}\` twice) is answered from a local of the generated
code until a tag may bind a variable (the PredicateDef contract says an
answer depends only on the arguments, the scopes and the options; a call
that reported is made again at each tag). Measured against a render
called directly with a context made once, \`render()\`'s own fixed cost is
about 1 % (the profile's share of \`render\` is the template's code the
compiler inlined into it). What is left, on lists of 8 and 12 items where
the builder takes about 3 µs and 20 µs a page: \`image-meta\` is about half of
Endeavor's and Doncab's render (the same markup made by the builder's
function in a formatter of the plugin API renders the loop 1.1 to 1.2x as
fast: the alt text's scope lookup and the checks of each field's kind,
which the builder, knowing the content, leaves out), escaping the alt text
(a regular expression test per image, which the builder pays too), the
formatter and predicate calls' bookkeeping (the tag's position, the
contained failure), and Bureau's dates and item classes (slugs of each
category and tag); the eta ports are plain JavaScript with none of the
language's scoping. Then (2026-11-29, early morning, load 7 to 13; the
ratios before at that load: 70 %, 64 % and 68 %): the generated code
joins literal text at compile time on each path the output can take (the
text before a condition goes into each of its branches, the text after it
into the end of each), so each run of printed text is one concatenation,
where the builders make two or three (Endeavor's item went from 26 appends
to 19); a condition tests a text's truth inline; a key missed in every
frame a generated function pushed is looked up in the scopes it was
called in once per call (Bureau's \`{collection.fullUrl}\` and
\`pagination\` on every post searched the page's scopes each time);
\`item-classes\` reads each name on the item and asks the scopes around
the list once per name (\`RenderContext.fieldAboveScope\`, which
remembers several names, not one), and keeps the class text of each
category, tag and author; \`image-meta\` no longer concatenates its two
rare attributes when empty, and keeps the attributes every image has per
asset URL with the texts they were made of (used again only when each is
the same: an image printed again costs no concatenation or escape test);
\`equal?\` of two plain numbers compares them at once; \`date\` resolves
the render's zone and locale at its first date, not at every tag. What
is left: the concatenations of each item's markup, which the builders
make too (the profile's share of \`render\` is mostly samples taken at
its call of the template's code, likely V8's concatenation the template's
code calls, booked to the caller), the predicate and formatter calls'
bookkeeping, and Bureau's \`date\` tags (a formatter call per tag, five
per post, where its builder formats three texts per post). Then
(2026-11-29, morning, load 6 to 9): the \`date\` formatter finds a call
site's text by its argument array (identity) instead of joining
\`%b %e\` and comparing the joined text at every tag (Bureau +16 to 18 %
in an A/B run); and it prints a date with no Intl and no luxon: the
wall-clock fields by arithmetic on days since the epoch
(engine/i18n/civil-time.ts), the zone's offset from a table generated
from Node's own ICU (engine/i18n/zone-table.ts, \`npm run zone-table\`,
used only when the runtime's tz version is the table's, else Intl is
asked, so the two never disagree), and English month and weekday names
from CLDR's (checked against Intl by a test). The first use of Intl in a
process costs about 10 to 13 ms of ICU set-up: Bureau's first render
went from 15.5 to about 4.6 ms (the reference's 4.6 to 4.9). Nearly all
of a first render is V8 compiling functions on their first call (about
2.2 ms of Doncab's, against 1.9 ms for the reference's code, though
Vitrine compiled fewer bytes: 37 KB against 50), and V8 compiles a
function whole: the interpreter's and the parser's seldom-used
instructions, strftime's rare codes, the interpreter's formatter calls
for a profiler or tracer and the parser's argument lint moved to
functions of their own, and a predicate's plain literal arguments no
longer go through the JSON reader, about 0.25 ms less for Doncab and
Endeavor (A/B, medians of 11 to 15). Minifying the engine's modules or
moving class fields into constructors changed nothing measurable.`;

const pct = (n: number) => `${(n * 100).toFixed(0)} %`;
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');

export function realFoldersMarkdown(r: FoldersResult): string {
  const rows = r.shapes.map(
    (s) =>
      `| ${LABELS[s.folder.key]} (\`${s.folder.view}\`, ${s.folder.repo.split('/')[1]} at ${s.folder.commit.slice(0, 7)}) | ${s.items} | ${s.bytes.toLocaleString('en-US')} | ${Math.round(s.builderPerSecond).toLocaleString('en-US')} | **${pct(s.vitrineOfBuilder)}** | ${pct(s.etaOfBuilder)} | ${s.vitrineColdMs.toFixed(1)} ms | ${s.referenceColdMs.toFixed(1)} ms |`,
  );
  const skipped = r.skipped.map((s) => `- ${LABELS[s.folder.key]}: **skipped**, ${s.why}.`);
  const profiles = r.shapes.map((s) => `- ${LABELS[s.folder.key]}: ${s.profile.map((p) => `${p.fn} ${pct(p.share)}`).join(', ')}`);
  const behind = r.shapes.filter((s) => s.vitrineOfBuilder < 1 || s.vitrineOfBuilder <= s.etaOfBuilder);
  const coldBehind = r.shapes.filter((s) => s.vitrineColdMs > s.referenceColdMs);
  return `${FOLDERS_SECTION_TITLE}

A list view of three of the platform's official developer-mode folders
(${REAL_FOLDERS.map((f) => `\`${f.repo}\` at ${f.commit.slice(0, 10)}`).join(', ')}),
rendered by the site renderer with the content Vitrine generates for each
folder, the view's render captured with its context and partials
(scripts/bench/real-folders.ts). The folders are not in this repository:
the bench extracts them at run time from the git directories or clones
under \`${FOLDERS_ENV}\` (default /work/.mirror, where the \`fetch\` tool
puts \`Squarespace+NAME/repo\`), and skips a folder it does not find, saying
so below. Each has a hand-written builder and an eta port
(scripts/bench/real-folder-builders.ts, bundled with esbuild as the
engine is), all three checked byte-identical to the site renderer's
output before timing. Neither holds the folder's markup: both are made at
bench time from the view's literal text, read piece by piece with the
engine's parser (\`literalsOf\`), which the builder binds to constants
once and prints where the view has text; its logic is written by hand.
The views call \`image-meta\`, \`item-classes\`, \`date\` (in the site's
time zone), \`url-encode\`, the content
predicates \`main-image?\`, \`passthrough?\`, \`excerpt?\`, \`image?\`,
\`video?\` and \`equal?\`, with sections on fields and lookups through
enclosing scopes; the builders write that markup inline and take dates
from the library the \`date\` formatter uses (engine/i18n/strftime.ts).

- load average (\`uptime\`: 1, 5, 15 min) at the start: ${load(r.loadAtStart)}; at the end: ${load(r.loadAtEnd)}
- ratios: the median of ${INTERLEAVED_ROUNDS} alternating rounds of ${INTERLEAVED_SLICE_MS} ms of CPU time each, against the builder
- first render: compile + render of the view in a fresh process (Vitrine's build in dist/, the reference \`@squarespace/template-engine\`), CPU time after the import, median of ${COLD_RUNS}

| view | items | bytes | builder renders/s | Vitrine of builder | eta of builder | Vitrine first render | reference first render |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}
${skipped.length ? `\n${skipped.join('\n')}\n` : ''}
Target (issue 41): every shape at or above 100 % of its builder and ahead of
eta; the first render at most the reference's. ${behind.length === 0 ? 'Met by every shape.' : `Not met by ${behind.map((s) => `${LABELS[s.folder.key]} (${pct(s.vitrineOfBuilder)}, eta ${pct(s.etaOfBuilder)})`).join(', ')}.`} ${coldBehind.length === 0 ? 'First renders: met.' : `First renders not met by ${coldBehind.map((s) => LABELS[s.folder.key]).join(', ')}.`}

${r.plugins ? `Formatters and predicates registered through the public plugin API: ${LABELS[r.plugins.shape.key]} calling copies of \`${r.plugins.formatter}\` and \`${r.plugins.predicate}\` registered as \`x-${r.plugins.formatter}\` and \`x-${r.plugins.predicate}\` (\`new Engine({ plugins: [...ALL_PLUGINS, { formatters, predicates }] })\`) renders at **${pct(r.plugins.ratio)}** of the same view calling the built-ins (target: as fast).\n\n` : ''}Vitrine's render, CPU profile (the heaviest functions by self time, share
of the busy samples; \`node_modules/.cache/vitrine-bench/profiles/KEY.cpuprofile\`):

${profiles.join('\n')}
${behind.length || coldBehind.length ? `\n${FOLDERS_NOTES}\n` : ''}`;
}

/** Replaces (or adds, before the notes) this part's section. */
export function spliceFoldersSection(benchmarks: string, section: string): string {
  const at = benchmarks.indexOf(FOLDERS_SECTION_TITLE);
  if (at >= 0) {
    const next = benchmarks.indexOf('\n## ', at + FOLDERS_SECTION_TITLE.length);
    return benchmarks.slice(0, at) + section + (next >= 0 ? benchmarks.slice(next) : '');
  }
  const after = benchmarks.indexOf('## Compiling');
  return after >= 0 ? `${benchmarks.slice(0, after)}${section}\n${benchmarks.slice(after)}` : `${benchmarks}\n${section}`;
}

/** `npm run bench -- folders`: this part alone, its section rewritten in BENCHMARKS.md. */
export async function writeFoldersSection(): Promise<void> {
  const file = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
  const section = realFoldersMarkdown(await realFoldersBench());
  console.log(section);
  writeFileSync(file, spliceFoldersSection(readFileSync(file, 'utf8'), section));
}
