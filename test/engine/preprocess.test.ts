// The platform's preprocessor pass ({^...} tags, issue 40 item 8): the API,
// positions of its diagnostics, partials, the compile cache and `parse`.
// Outputs of whole templates are vector-style cases in platform-cases/09-*.
import t from 'tap';
import { Engine, type Diagnostic } from '../../engine/index.js';

const at = (d: Diagnostic) => `${d.line}:${d.column} ${d.code}`;
const engines = { interpret: new Engine({ execution: 'interpret' }), compile: new Engine({ execution: 'compile' }) };

t.test('one source, two passes: the preprocessor runs {^...}; the ordinary pass drops it', async (t) => {
  const src = '{^.section site}{^name}{^.end}|{title}';
  for (const [mode, engine] of Object.entries(engines)) {
    t.equal(engine.preprocess(src, { site: { name: 'Shop' } }).html, 'Shop|{title}', `${mode}: preprocess`);
    t.equal(engine.render(src, { site: { name: 'Shop' }, title: 'T' }).html, '|T', `${mode}: ordinary`);
    // Both compiles of the same text live in the cache side by side.
    t.equal(engine.compile(src, 'a.html', { preprocess: true }).preprocess, true);
    t.equal(engine.compile(src, 'a.html').preprocess, false);
    t.equal(engine.compile(src, 'a.html', { preprocess: true }).render({ site: { name: 'X' } }).html, 'X|{title}');
  }
});

t.test('the two passes chained give what a template without carets gives', async (t) => {
  const engine = new Engine();
  const src = '{^.if wide}<div class="wide">{^.or}<div>{^.end}{.repeated section items}{@index}{.end}</div>';
  const stage = engine.preprocess(src, { wide: true });
  t.same(stage.errors, []);
  t.equal(stage.html, '<div class="wide">{.repeated section items}{@index}{.end}</div>');
  t.equal(engine.render(stage.html, { items: ['a', 'b'] }).html, '<div class="wide">12</div>');
});

t.test('errors of the preprocessor pass carry line:col of the original source', async (t) => {
  const src = 'one\n  {^.section a}\n\t{^x|nosuch}{^.end}{^.end}\n{^.if b}{.section c}';
  const r = new Engine().preprocess(src, {}, {}, 'page.html');
  t.same(r.errors.map(at), ['3:6 FORMATTER_UNKNOWN', '3:20 NOT_ALLOWED_AT_ROOT', '4:1 EOF_IN_BLOCK']);
  t.equal(r.errors[1]!.message, 'Instruction {^.end} not allowed at root', 'the tag is quoted with its caret');
  t.equal(r.errors[2]!.message, 'Reached end of input in the middle of {^.if b}');
  t.ok(r.errors.every((d) => d.source === 'page.html'), 'named after the file');
});

t.test('parse (check, the language server) reports both passes, in source order', async (t) => {
  const engine = new Engine();
  const p = engine.parse('{^.section a}\n{x|nosuch}\n{^y|nosuch2}', 'f.html');
  t.same(p.errors.map(at), ['1:1 EOF_IN_BLOCK', '2:4 FORMATTER_UNKNOWN', '3:5 FORMATTER_UNKNOWN']);
  t.same(engine.parse('{x|nosuch}').errors.map(at), ['1:4 FORMATTER_UNKNOWN'], 'no caret: one pass, as before');
  t.same(engine.parse('{^.section a}{x|nosuch}', undefined, { preprocess: true }).errors.map(at), ['1:1 EOF_IN_BLOCK'], 'the preprocessor pass alone ignores ordinary tags');
  // Rendering reports only the pass it runs.
  t.same(engine.render('{^.section a}{x}', { x: 1 }).errors, [], 'an unclosed {^.section} does not fail the ordinary render');
});

t.test('partials applied by the preprocessor pass are read for that pass too', async (t) => {
  const partials = { head: '{^title}: {.section x}{^.end}' };
  for (const [mode, engine] of Object.entries(engines)) {
    const pre = engine.preprocess('{^@|apply head}{^.end}', { title: 'Home' }, { partials });
    t.equal(pre.html, 'Home: {.section x}', `${mode}: the partial's ordinary tags stay text`);
    // The main template's stray {^.end} at its place; the partial's own at the apply, named after the partial.
    t.same(pre.errors.map(at), ['1:16 NOT_ALLOWED_AT_ROOT', '1:23 PARTIAL_PARSE'], `${mode}: each template's stray {^.end}`);
    t.match(pre.errors[1]!.message, /head/, `${mode}: the partial named`);
    // The same partial in an ordinary render drops its caret tags.
    t.equal(engine.render('{@|apply head}{.end}', { x: { a: 1 } }, { partials }).html, ': ', `${mode}: ordinary`);
  }
});

t.test('a caret tag that reads as nothing is text in the preprocessor pass and dropped in the ordinary one', async (t) => {
  const engine = new Engine();
  t.equal(engine.preprocess('a{^ not a tag}b{^}c', {}).html, 'a{^ not a tag}b{^}c');
  t.equal(engine.render('a{^ not a tag}b{^}c', {}).html, 'abc');
  t.equal(engine.preprocess('{^.meta-left}x{^.meta-right}', {}).html, '{x}', 'literal braces made by the first pass');
});
