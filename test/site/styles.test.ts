// /site.css composition (DEVELOPER-MODE.md 1.8, checklist 3, 16, 22):
// reset first, order, missing files, LESS errors, imports, cache, determinism.
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { compileSiteCss, SiteCssCache } from '../../site/styles/index.js';
import { SITE_CSS_DISK_ENTRIES_MAX } from '../../site/styles/cache.js';

const fixtures = fileURLToPath(new URL('../fixtures/styles/', import.meta.url));
const folder = (name: string): string => path.join(fixtures, name);
const compile = (name: string, stylesheets: string[], tweaks?: Record<string, string | number | boolean>) =>
  compileSiteCss({ folder: folder(name), stylesheets, ...(tweaks ? { tweaks } : {}) }, { cache: new SiteCssCache() });

t.test('reset.css comes first and once, then the stylesheets in the listed order', async (t) => {
  const r = await compile('basic', ['extra.css', 'base.less', 'reset.css', 'sub/layout.less']);
  t.same(r.diagnostics, []);
  t.match(r.css, /^\/\* reset \*\/\nhtml,\nbody \{/, 'starts with reset.css');
  t.equal(r.css.split('/* reset */').length, 2, 'reset.css once although listed');
  const at = (s: string): number => r.css.indexOf(s);
  t.ok(at('.extra') < at('.base') && at('.base') < at('.layout'), 'extra, base, layout in listed order');
  t.match(r.css, '.extra {\n  width: 100px;\n}', 'a .css file is compiled as LESS');
  t.match(r.css, '.layout .inner {\n  color: #990000;\n}', 'a later file reads an earlier file\'s variables');
  t.match(r.css, 'padding: 10px;', 'LESS 1.x math: division outside parentheses');
});

t.test('without reset.css the listed order alone', async (t) => {
  const r = await compile('errors', ['c.less', 'a.less']);
  t.ok(r.css.indexOf('.c {') < r.css.indexOf('.a {'));
  t.match(r.css, '.c {\n  color: #123456;\n}', 'variables of a later file are visible to an earlier one');
});

t.test('a missing listed file is skipped with a diagnostic naming it', async (t) => {
  const full = await compile('basic', ['base.less', 'sub/layout.less']);
  const r = await compile('basic', ['base.less', 'nope/missing.less', 'sub/layout.less']);
  t.equal(r.css, full.css, 'the rest is intact');
  t.equal(r.diagnostics.length, 1);
  t.match(r.diagnostics[0], { code: 'STYLESHEET_MISSING', severity: 'warning', message: /styles\/nope\/missing\.less/ });
});

t.test('a listed path leaving styles/ is refused', async (t) => {
  const r = await compile('basic', ['../../errors/styles/a.less', 'base.less']);
  t.match(r.diagnostics, [{ code: 'STYLESHEET_INVALID_PATH' }]);
  t.notMatch(r.css, '.a {');
  t.match(r.css, '.base {');
});

t.test('a LESS error: diagnostic at file:line:col, trailing comment; only the failing statement is left out', async (t) => {
  const r = await compile('errors', ['a.less', 'b.less', 'c.less', 'd.less', 'e.less']);
  t.match(r.diagnostics, [
    { code: 'LESS_ISOLATED', severity: 'warning', file: 'styles/b.less', line: 3, col: 10, message: /@undefined-width is undefined \(no stylesheet defines it\); this statement is left out/ },
    { code: 'LESS_ISOLATED', severity: 'warning', file: 'styles/d.less', line: 2, col: 1, message: /closing braces added/ },
  ]);
  t.equal(r.diagnostics.length, 2);
  for (const sel of ['.a {', '.c {', '.e {', '.d {']) t.match(r.css, sel, `${sel} compiled`);
  t.match(r.css, '.b {\n  color: red;\n}', 'the rest of the failing rule is kept');
  t.notMatch(r.css, 'undefined-width;');
  const tail = r.css.slice(r.css.indexOf('/* LESS error'));
  t.match(tail, /^\/\* LESS error: styles\/b\.less:3:10: variable @undefined-width is undefined \(no stylesheet defines it\); one statement left out \*\/\n\n\/\* LESS error: styles\/d\.less:2:1: /);
  t.notMatch(tail.replace(/\/\*[^]*?\*\//g, ''), /\S/, 'the comments are at the end');
});

t.test('a stray closing brace is left out, the rest of the file compiles', async (t) => {
  const r = await compile('errors', ['stray.less']);
  t.match(r.diagnostics, [{ code: 'LESS_ISOLATED', file: 'styles/stray.less', line: 1, col: 1, message: /this brace is left out/ }]);
  t.match(r.css, '.k {\n  color: red;\n}');
});

t.test('a file that cannot be parsed is left out; knock-on errors come after their root cause and name it', async (t) => {
  const r = await compile('errors', ['chain.less', 'after-broken.less', 'broken.less', 'a.less']);
  t.match(r.diagnostics, [
    { code: 'LESS_ISOLATED', file: 'styles/chain.less', line: 1, message: /@nowhere is undefined \(no stylesheet defines it\); this statement is left out/ },
    { code: 'LESS_ERROR', severity: 'error', file: 'styles/broken.less', message: /styles\/broken\.less left out of \/site\.css/ },
    { file: 'styles/chain.less', line: 2, message: /@base is undefined \(knock-on of styles\/chain\.less:1:\d+, which left out its definition\)/ },
    { file: 'styles/after-broken.less', message: /knock-on of styles\/broken\.less:\d+:\d+/ },
  ]);
  t.match(r.css, '.j {\n  width: 2px;\n}', 'the knock-on statement alone is left out');
  t.match(r.css, /\/\* LESS error: styles\/broken\.less:\d+:\d+: [^*]*; the whole stylesheet styles\/broken\.less left out \*\//, 'the comment says the whole sheet was dropped');
  t.match(r.css, '.a {');
  t.notMatch(r.css, '.f {');
});

t.test('two uses of one undefined mixin: each names the root cause, neither blames the other', async (t) => {
  const r = await compile('errors', ['undefined-mixin.less']);
  t.equal(r.diagnostics.length, 2);
  for (const d of r.diagnostics) {
    t.match(d, { code: 'LESS_ISOLATED', file: 'styles/undefined-mixin.less', message: /\.missing-mixin is undefined \(no stylesheet defines it\); this statement is left out/ });
    t.notMatch(d.message, 'knock-on');
  }
  t.same(r.diagnostics.map((d) => d.line), [2, 5]);
  t.match(r.css, '.b {\n  color: blue;\n}', 'the rest of the rule is kept');
  t.match(r.css, '.defined {\n  width: 1px;\n}', 'a mixin defined in the sheet is no cause');
});

t.test('a compiler failure never crashes: endless mixin recursion, a folder that does not exist', async (t) => {
  const r = await compile('errors', ['recursive.less', 'a.less']);
  t.match(r.diagnostics, [{ code: 'LESS_ERROR', file: 'styles/recursive.less', line: 2 }]);
  t.notMatch(r.diagnostics[0]?.message ?? '', fixtures, 'no absolute path in the message');
  t.match(r.css, '.a {\n  color: #123456;\n}');
  const none = await compileSiteCss({ folder: path.join(fixtures, 'no-such-folder'), stylesheets: ['a.less'] }, { cache: new SiteCssCache() });
  t.equal(none.css, '');
  t.match(none.diagnostics, [{ code: 'STYLESHEET_MISSING' }]);
});

t.test('an error after a rewritten LESS 1.x escape is reported at the column as written', async (t) => {
  const r = await compile('positions', ['shifted.less', 'after.less']);
  const line2 = '(~".x-@{n}") { width: @nope; }';
  t.match(r.diagnostics, [{ file: 'styles/shifted.less', line: 2, col: line2.indexOf('@nope') + 1 }]);
  t.match(r.css, `/* LESS error: styles/shifted.less:2:${line2.indexOf('@nope') + 1}: variable @nope is undefined (no stylesheet defines it); one statement left out */`);
  t.match(r.css, '.after {');
});

t.test('relative imports inside the folder; an error in an imported file names that file', async (t) => {
  const r = await compile('imports', ['ok.less', 'main.less']);
  t.match(r.css, '.ok {\n  border-radius: 2px;\n}');
  t.match(r.diagnostics, [{ code: 'LESS_ERROR', file: 'styles/partials/broken.less', line: 1, col: 18, message: /imported by styles\/main\.less/ }]);
});

t.test('the compiler reads nothing outside the template folder and runs no plugin', async (t) => {
  const r = await compile('imports', ['escape.less', 'absolute.less', 'plugin.less', 'data-uri.less', 'ok.less']);
  t.match(r.diagnostics, [
    { file: 'styles/escape.less', message: /outside the template folder/ },
    { file: 'styles/absolute.less', message: /only files of the template folder/ },
    { file: 'styles/plugin.less', message: /plugins are not supported/ },
  ]);
  t.notMatch(r.css, '.base', 'the file outside the folder is not read');
  t.match(r.css, ".d {\n  background: url('../../basic/styles/reset.css');\n}", 'data-uri() falls back to url()');
  t.match(r.css, '.ok {');
});

t.test('remote imports stay CSS @import rules and nothing touches the network', async (t) => {
  const net = (await import('node:net')).default;
  const dns = (await import('node:dns')).default;
  const calls: string[] = [];
  const connect = net.Socket.prototype.connect;
  const lookup = dns.lookup;
  net.Socket.prototype.connect = function (this: unknown, ...args: unknown[]) {
    calls.push(`connect ${JSON.stringify(args[0])}`);
    throw new Error('network access in a test');
  } as typeof connect;
  (dns as { lookup: unknown }).lookup = (host: string) => {
    calls.push(`lookup ${host}`);
    throw new Error('network access in a test');
  };
  t.teardown(() => {
    net.Socket.prototype.connect = connect;
    (dns as { lookup: unknown }).lookup = lookup;
  });
  const less = (await import('less')).default;
  await t.rejects(less.render('@import url(https://example.invalid/x);'), 'the plain less package would fetch');
  t.ok(calls.length > 0, 'and the guard sees it');
  calls.length = 0;
  const r = await compile('legacy', ['legacy.less']);
  t.same(calls, []);
  t.same(r.diagnostics, []);
  t.match(r.css, /^@import url\(https:\/\/fonts\.googleapis\.com\/css\?family=Lato:400,700\);\n@import url\("\/\/cdn\.example\.com\/icons\.css"\);\n/);
});

t.test('same input, byte-identical output', async (t) => {
  const list = ['base.less', 'reset.css', 'missing.less', 'sub/layout.less', 'extra.css'];
  const a = await compile('basic', list);
  const b = await compile('basic', list);
  t.equal(a.css, b.css);
  t.same(a, b);
  const e1 = await compile('errors', ['a.less', 'b.less', 'c.less', 'd.less', 'e.less']);
  const e2 = await compile('errors', ['a.less', 'b.less', 'c.less', 'd.less', 'e.less']);
  t.equal(e1.css, e2.css);
});

t.test('cache: a hit on unchanged input, a miss when a tweak, a file or an import changes', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-styles-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await cp(folder('tweaks'), path.join(dir, 'tweaks'), { recursive: true });
  await cp(folder('imports'), path.join(dir, 'imports'), { recursive: true });
  const cache = new SiteCssCache(4);
  const input = { folder: path.join(dir, 'tweaks'), stylesheets: ['variables.less', 'typography.less'] };
  const first = await compileSiteCss(input, { cache });
  t.match(cache, { hits: 0, misses: 1 });
  const second = await compileSiteCss({ ...input, stylesheets: [...input.stylesheets] }, { cache });
  t.match(cache, { hits: 1, misses: 1 }, 'unchanged input is a hit');
  t.same(second, first);
  second.bodyClasses.push('mutated');
  t.notOk((await compileSiteCss(input, { cache })).bodyClasses.includes('mutated'), 'callers get copies');
  t.equal(cache.hits, 2);

  const dark = await compileSiteCss({ ...input, tweaks: { 'site-background-color': '#000000' } }, { cache });
  t.equal(cache.misses, 2, 'a changed tweak is a miss');
  t.match(dark.css, 'background-color: #000000;');
  await compileSiteCss({ ...input, tweaks: { 'site-background-color': '#000000' } }, { cache });
  t.equal(cache.hits, 3);

  await writeFile(path.join(dir, 'tweaks/styles/typography.less'), '.changed { color: red; }\n');
  const changed = await compileSiteCss(input, { cache });
  t.equal(cache.misses, 3, 'a changed file is a miss');
  t.match(changed.css, '.changed');

  const imports = { folder: path.join(dir, 'imports'), stylesheets: ['ok.less'] };
  await compileSiteCss(imports, { cache });
  await compileSiteCss(imports, { cache });
  t.equal(cache.hits, 4);
  await writeFile(path.join(dir, 'imports/styles/partials/mixins.less'), '.rounded(@r) { border-radius: (@r * 2); }\n');
  const reimported = await compileSiteCss(imports, { cache });
  t.equal(cache.misses, 5, 'a changed imported file is a miss');
  t.match(reimported.css, 'border-radius: 4px;');

  await writeFile(path.join(dir, 'imports/styles/late.less'), "@import 'partials/late';\n.late { .later(); }\n");
  const late = { folder: path.join(dir, 'imports'), stylesheets: ['late.less'] };
  t.match((await compileSiteCss(late, { cache })).diagnostics, [{ code: 'LESS_ISOLATED', file: 'styles/late.less', message: /partials.late' wasn.t found/ }]);
  await writeFile(path.join(dir, 'imports/styles/partials/late.less'), '.later() { color: blue; }\n');
  const arrived = await compileSiteCss(late, { cache });
  t.equal(cache.misses, 7, 'an import that now exists is a miss');
  t.same(arrived.diagnostics, []);
  t.match(arrived.css, '.late {\n  color: blue;\n}');
  t.ok(cache.size <= 4, 'the cache is bounded');
});

t.test('a recompile of an unchanged folder is served from the cache, without LESS', async (t) => {
  const cache = new SiteCssCache();
  const input = { folder: folder('tweaks'), stylesheets: ['variables.less', 'typography.less'] };
  const first = await compileSiteCss(input, { cache });
  for (let i = 0; i < 20; i++) t.same(await compileSiteCss(input, { cache }), first);
  t.match(cache, { hits: 20, misses: 1 });
});

t.test('with a folder, a new process finds the stylesheet the last one compiled', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-css-disk-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const input = { folder: folder('imports'), stylesheets: ['ok.less'] };
  const first = new SiteCssCache(4, dir);
  const compiled = await compileSiteCss(input, { cache: first });
  t.match(first, { hits: 0, misses: 1 });
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  t.equal(files.length, 1, 'one entry on disk, no temporary file left');

  const next = new SiteCssCache(4, dir);
  t.same(await compileSiteCss(input, { cache: next }), compiled, 'the same result');
  t.match(next, { hits: 1, misses: 0 }, 'read from disk, not compiled');

  await writeFile(path.join(dir, files[0]!), '{"result": tru');
  const afterDamage = new SiteCssCache(4, dir);
  t.same(await compileSiteCss(input, { cache: afterDamage }), compiled, 'a damaged entry is compiled again');
  t.match(afterDamage, { hits: 0, misses: 1 });

  const unwritable = new SiteCssCache(4, path.join(dir, files[0]!, 'not-a-folder'));
  t.same(await compileSiteCss(input, { cache: unwritable }), compiled, 'a folder that cannot be written is only a miss');
});

t.test('the disk keeps at most SITE_CSS_DISK_ENTRIES_MAX stylesheets', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-css-prune-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const cache = new SiteCssCache(1, dir);
  const entry = { result: { css: '', diagnostics: [], tweaks: [], tweakValues: {}, bodyClasses: [] }, imports: new Map() };
  for (let i = 0; i <= SITE_CSS_DISK_ENTRIES_MAX + 2; i++) cache.set(`k${i}`, entry);
  const kept = await readdir(dir);
  t.equal(kept.length, SITE_CSS_DISK_ENTRIES_MAX);
  t.ok(kept.includes(`k${SITE_CSS_DISK_ENTRIES_MAX + 2}.json`), 'the newest is kept');
});
