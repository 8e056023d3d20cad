// The core language at run time: lookup, scopes, sections, output, options.
import t from 'tap';
import { Engine, parseJson, JsonNumber } from '../../engine/index.js';

const engine = new Engine();
const render = (src: string, data: unknown, opts = {}) => engine.compile(src).render(data, opts).html;

t.test('lookup walks enclosing scopes for the first segment, strictly after it', async (t) => {
  const data = { a: { b: { c: 1 } }, name: 'root', x: { name: 'inner' } };
  t.equal(render('{.section a}{.section b}{name}{c}{a.b.c}{.end}{.end}', data), 'root11');
  t.equal(render('{.section x}{name}{x.name}{@.name}{.end}', data), 'innerinnerinner');
  t.equal(render('{.section a}{b.missing.c}|{.end}', data), '|', 'missing in the middle of a path');
});

t.test('sections resolve against the current scope only', async (t) => {
  const data = { outer: 'O', item: { title: 'T' } };
  t.equal(render('{.section item}{.section outer}yes{.or}no{.end}{.end}', data), 'no');
  t.equal(render('{.section item}{.if outer}yes{.or}no{.end}{.end}', data), 'yes', '{.if} looks up through scopes');
});

t.test('a null stops the scope walk, a missing value does not', async (t) => {
  t.equal(render('{.section o}[{v}]{.end}', { v: 'outer', o: { v: null } }), '[]');
  t.equal(render('{.section o}[{v}]{.end}', { v: 'outer', o: { w: 1 } }), '[outer]');
});

t.test('apply private stops lookups at the partial', async (t) => {
  const partials = { p: '{own}/{root}' };
  const data = { root: 'R', obj: { own: 'O' } };
  t.equal(render('{obj|apply p}', data, { partials }), 'O/R');
  t.equal(render('{obj|apply p private}', data, { partials }), 'O/');
});

t.test('apply arguments become @args', async (t) => {
  t.equal(render('{.macro m}{@args.size}-{@args.tone}{.end}{@|apply m size=large tone=warm}', {}), 'large-warm');
});

t.test('repeated sections: index, alternates, or', async (t) => {
  t.equal(render('{.repeated section xs}{@index}:{@index0}:{@}{.alternates with},{.end}', { xs: ['a', 'b', 'c'] }), '1:0:a,2:1:b,3:2:c');
  t.equal(render('{.repeated section xs}x{.or}empty{.end}', { xs: [] }), 'empty');
  t.equal(render('{.repeated section xs}x{.or}not a list{.end}', { xs: { a: 1 } }), 'not a list');
});

t.test('{.if} joins terms left to right without precedence', async (t) => {
  const d = { t: true, f: false };
  t.equal(render('{.if t || f && f}Y{.or}N{.end}', d), 'Y', 'stops at the first true ||');
  t.equal(render('{.if f && t || t}Y{.or}N{.end}', d), 'N', 'stops at the first false &&');
  t.equal(render('{.if f || t && t}Y{.or}N{.end}', d), 'Y');
});

t.test('or-predicates chain', async (t) => {
  const src = '{.equal? n 1}one{.or equal? n 2}two{.or}many{.end}';
  t.same([1, 2, 3].map((n) => render(src, { n })), ['one', 'two', 'many']);
});

t.test('output of values', async (t) => {
  const data = parseJson('{"a": [1, "x", null, [2, 3]], "o": {"k": 1}, "f": 1.50, "b": true, "n": null}');
  if (!data.ok) throw new Error('bad json');
  t.equal(render('{a}|{o}|{f}|{b}|{n}|{missing}', data.value), '1,x,null,2,3||1.5|true||');
  t.equal(render('{f|json}', data.value), '1.50', 'json keeps the number lexeme');
  t.equal(render('{o|json}', { o: { s: '</script>' } }), '{"s":"<\\/script>"}');
});

t.test('variables, ctx and inject', async (t) => {
  t.equal(render('{.var @t title|html}{.section x}{@t}{.end}', { title: '<b>', x: { y: 1 } }), '&lt;b&gt;');
  t.equal(render('{.ctx @p a=x.y b=z}{@p.a}{@p.b}', { x: { y: 1 }, z: 2 }), '12');
  const r = engine.compile('{.inject @cfg c.json}{@cfg.k}{.inject @bad d.json}{.inject @none e.json}').render({}, { injects: { 'c.json': '{"k": "v"}', 'd.json': '{oops' } });
  t.equal(r.html, 'v');
  t.same(r.errors.map((e) => e.code), ['INJECT_PARSE', 'INJECT_MISSING']);
});

t.test('include runs inline and discards output unless asked', async (t) => {
  const partials = { setup: '{.var @n count}hidden', show: 'shown {@n}' };
  t.equal(render('{.include setup}{@n}|{.include show output}', { count: 3 }, { partials }), '3|shown 3');
  t.equal(render('{.include setup}{@n}', { count: 3 }, { partials, enableInclude: false }), '', 'behind an option');
});

t.test('meta characters and comments', async (t) => {
  t.equal(render('{.meta-left}x{.meta-right}{.space}{.tab}{.newline}{# c}{## multi\n line ##}end', {}), '{x} \t\nend');
});

t.test('the tree is plain JSON with positions', async (t) => {
  const { tree } = engine.parse('a\n{.section s}{v|html}{.end}');
  t.same(JSON.parse(JSON.stringify(tree)), tree, 'serialisable');
  const section = tree.body[1];
  t.match(section, { type: 'section', path: ['s'], line: 2, col: 1 });
  t.match(section && 'body' in section ? section.body[0] : null, { type: 'variable', line: 2, col: 13, formatters: [{ name: 'html', line: 2, col: 16 }] });
});

t.test('JSON reader keeps lexemes and reports positions', async (t) => {
  const ok = parseJson('{"a": 1.0, "b": 2, "c": 1e3}');
  t.ok(ok.ok);
  if (ok.ok) {
    const v = ok.value as Record<string, unknown>;
    t.ok(v.a instanceof JsonNumber);
    t.equal(String(v.a), '1.0');
    t.equal(v.b, 2);
    t.equal(+(v.c as JsonNumber), 1000);
  }
  const bad = parseJson('{\n  "a": [1, 2,,]\n}');
  t.notOk(bad.ok);
  if (!bad.ok) t.match(bad.error, { line: 2, column: 14 });
  const deep = parseJson('['.repeat(5000) + ']'.repeat(5000));
  t.notOk(deep.ok, 'nesting is bounded, no stack overflow');
  const proto = parseJson('{"__proto__": {"polluted": true}}');
  t.ok(proto.ok && Object.getPrototypeOf(proto.value) === Object.prototype, '__proto__ is an ordinary key');
});

t.test('a throwing plugin never escapes the render', async (t) => {
  const e = new Engine({
    plugins: [{ formatters: [{ name: 'boom', family: 'core', summary: '', apply: () => { throw new Error('kaput'); } }] }],
  });
  const r = e.render('a{x|boom}b', { x: 1 });
  t.equal(r.html, 'ab');
  t.equal(r.errors[0]?.code, 'UNEXPECTED');
  t.equal(r.errors[0]?.column, 5, 'at the formatter');
});

t.test('hostile names cannot reach prototypes or code', async (t) => {
  t.equal(render('{constructor}{toString}{a.constructor.name}{hasOwnProperty}', { a: {} }), '');
  const src = '{"});process.exit(1);("}{.section x"y}z';
  t.equal(render(src, {}), src, 'quotes in tags stay literal text');
  t.equal(render('</script>{a}\u2028', { a: '"`${x}`' }), '</script>"`${x}`\u2028');
});

t.test('output size limit', async (t) => {
  const r = engine.compile('{.repeated section xs}0123456789{.end}').render({ xs: Array(100).fill(0) }, { limits: { maxOutputLength: 50 } });
  t.equal(r.html, '', 'no half page');
  t.equal(r.errors[0]?.code, 'OUTPUT_LIMIT');
});

t.test('compiled templates are cached by source', async (t) => {
  t.equal(engine.compile('{a}'), engine.compile('{a}'));
});

t.test('recursion that fans out is bounded by the partial call budget, and repeats are stored once', async (t) => {
  const src = '{.macro m}{@|apply m}{@|apply m}{@|apply m}{.end}{n|apply m}';
  const r = engine.compile(src).render({ n: 1 }, { limits: { maxPartialCalls: 2000 } });
  t.same([...new Set(r.errors.map((e) => e.code))].sort(), ['PARTIAL_CALLS_LIMIT', 'PARTIAL_RECURSION']);
  t.ok(r.errors.length <= 6, `identical diagnostics are stored once (${r.errors.length})`);
});

t.test('the output limit stops a render while it runs', async (t) => {
  const rows = Array.from({ length: 1000 }, () => ({ cells: Array(1000).fill(0) }));
  const r = engine.compile('{.repeated section rows}{.repeated section cells}0123456789{.end}{.end}').render({ rows }, { limits: { maxOutputLength: 5000 } });
  t.equal(r.html, '');
  t.same(r.errors.map((e) => e.code), ['OUTPUT_LIMIT']);
  const inPartial = engine.compile('{.macro m}{.repeated section cells}0123456789{.end}{.end}{.repeated section rows}{@|apply m}{.end}').render({ rows }, { limits: { maxOutputLength: 5000 } });
  t.same(inPartial.errors.map((e) => e.code), ['OUTPUT_LIMIT'], 'also through formatters and partials');
});

t.test('generated code reads scopes as the interpreter does (inline reads of a scope\'s object)', async (t) => {
  const compiled = new Engine({ execution: 'compile' });
  const cases: [string, unknown, string][] = [
    ['{.section a}{b}{.or}{c}{.end}', { a: 0, c: 'outer' }, 'outer'],
    ['{.section a}{b}{.or}{c}{.end}', { a: { b: 'inner' }, c: 'outer' }, 'inner'],
    ['{.section a}{c}{.end}', { a: { b: 1 }, c: 'through' }, 'through'],
    ['{.repeated section xs}{title}{name}{.end}', { xs: [{ title: 'x' }, 'plain', null, [1]], name: '!' }, 'x!!!!'],
    ['{.section a}{length}{.end}', { a: 'abc' }, ''],
    ['{.section a}{value}{.end}', { a: { value: 'v' } }, 'v'],
    // A section inside a scope whose object is known: its name read inline, the current scope only.
    ['{.repeated section xs}{.section b}[{@}]{.or}-{.end}{.end}', { xs: [{ b: 'in' }, { c: 1 }, 'str', [9], { toString: 'own' }], b: 'outer' }, '[in]----'],
    ['{.repeated section xs}{.section toString}[{@}]{.or}-{.end}{.section length}L{.end}{.end}', { xs: [{}, [1, 2], { toString: 't' }] }, '--[t]'],
    ['{.section a}{.repeated section items}{@index}:{n}{.end}{.or}none{.end}', { a: { items: [{ n: 1 }, { n: 2 }] } }, '1:12:2'],
    // Numbers print as String(n) does, strings and numbers inline.
    ['{.repeated section ns}{@}|{.end}', { ns: [0, -0, 1.5, 1e21, 0.1 + 0.2, -7, 'x', true, null] }, '0|0|1.5|1e+21|0.30000000000000004|-7|x|true||'],
  ];
  for (const [src, data, expected] of cases) {
    const interpreted = new Engine({ execution: 'interpret' }).compile(src).render(data).html;
    t.equal(compiled.compile(src).render(data).html, interpreted, src);
    t.equal(interpreted, expected, `${src} (interpreter)`);
  }
});

t.test('comparison predicates answer the same prepared (generated code) as tested (interpreter)', async (t) => {
  const data = parseJson('{"a": 1, "b": 1.0, "c": "x", "n": {"k": [1, 2]}, "m": {"k": [1, 2]}, "s": 3}');
  if (!data.ok) throw new Error('bad fixture');
  const src = [
    '{.equal? a 1}A{.end}', '{.equal? a b}B{.end}', '{.equal? b 1.0}C{.end}', '{.notEqual? c "x"}D{.or}d{.end}',
    '{.equal? n m}E{.end}', '{.greaterThan? s 2}F{.end}', '{.lessThanOrEqual? s a}G{.or}g{.end}',
    '{.section s}{.equal? 3}H{.end}{.end}', '{.equal? missing.path 1}I{.or}i{.end}', '{.greaterThanOrEqual? c "w"}J{.end}',
  ].join('|');
  const interpreted = new Engine({ execution: 'interpret' }).compile(src).render(data.value).html;
  t.equal(interpreted, 'A||C|d|E|F|g|H|i|J');
  t.equal(new Engine({ execution: 'compile' }).compile(src).render(data.value).html, interpreted);
});

t.test("a formatter on `@` that reads its scope sees the tag's scope, compiled or interpreted", async (t) => {
  const where = {
    name: 'where',
    family: 'core' as const,
    summary: 'test: the value, its index and a name of an enclosing scope',
    apply: (value: unknown, _args: readonly string[], ctx: { resolve(f: unknown, p: string[]): unknown }, frame: { node: unknown }) =>
      `${String((value as { id: string }).id)}#${String(ctx.resolve(frame, ['@index']))}:${String(ctx.resolve(frame, ['site']))}:${frame.node === value}`,
  };
  const src = '{.repeated section items}{@|where} {.section inner}{@|where}{.end};{.end}';
  const data = { site: 'S', items: [{ id: 'a', inner: { id: 'i' } }, { id: 'b' }] };
  for (const execution of ['compile', 'interpret'] as const) {
    const engine = new Engine({ execution, plugins: [{ formatters: [where as never], predicates: [] }] });
    t.equal(engine.compile(src).render(data).html, 'a#1:S:true i#1:S:true;b#2:S:true ;', execution);
  }
});

t.test('generated code prints each run of literal text with one append, with the output the interpreter gives', async (t) => {
  const interpreted = new Engine({ execution: 'interpret' });
  const compiled = new Engine({ execution: 'compile' });
  const data = { a: 'A', b: '', list: [{ x: 1 }, { x: 0 }, { y: 2 }], n: { m: 'M' } };
  const sources = [
    '<{.if a}[{a}]{.end}>|',
    '<{.if b}[{b}]{.or}({a}){.end}>|',
    '<{.section n}{.section m}({@}){.end}{.end}>',
    '<{.equal? a "A"}yes{.or equal? a "B"}b{.or}no{.end}{# a comment}>',
    '{.repeated section list}<{.if x}x{x}{.or}no x{.end}>{.alternates with},{.or}empty{.end}!',
    '{.repeated section missing}<{x}>{.or}(empty){.if a}a{.end}{.end}!',
    '[{.var @v a}{.macro m}<{@v}>{.end}{.if a}{@v}{.end}]{.apply m}',
    '{.section n}a{.if m}b{.if a}c{.end}d{.end}e{.end}f',
  ];
  for (const src of sources) {
    const html = interpreted.compile(src).render(data).html;
    t.equal(compiled.compile(src).render(data).html, html, src);
  }
  // A condition between two texts: each branch prints the text before it, its own and the text after it at once.
  const { generate } = await import('../../engine/compile/codegen.js');
  const code = generate(compiled.compile('<{.if a}[{.end}>').tree.body, { registry: compiled.registry, expressions: { compile: () => null } }).code;
  t.match(code, 'o += "<[>"', 'the branch taken when a holds prints "<[>" in one append');
  t.match(code, 'o += "<>"', 'the other branch prints "<>" in one append');
});

t.test('predicate arguments read as JSON literals or paths, the usual ones without the JSON reader', async (t) => {
  const data = { s: 'a"b', n: 1.5, t: 'x', big: 1e21, Infinity: 'apath', neg: -3 };
  t.equal(render('{.equal? n 1.5}1{.end}{.equal? t "x"}2{.end}{.equal? s "a\\"b"}3{.end}{.equal? big 1e21}4{.or}not 1e21{.end}', data), '123not 1e21', 'plain numbers and strings, an escape; an exponent keeps its text');
  t.equal(render('{.equal? Infinity "apath"}5{.end}{.equal? neg -3}6{.end}{.equal? n 1.50}7{.end}{.equal? t -0}8{.or}9{.end}', data), '5679', 'Infinity is a name, not a number');
  t.equal(render('{.equal? t ""}8{.or}9{.end}{.equal? "" ""}10{.end}', data), '910', 'the empty string');
});
