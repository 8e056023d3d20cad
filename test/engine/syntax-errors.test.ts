// Each syntax and render error of the core: the right code, message and line:col.
import t from 'tap';
import { Engine, type Diagnostic } from '../../engine/index.js';

const engine = new Engine();
const at = (d: Diagnostic | undefined) => (d ? `${d.line}:${d.column}` : 'none');

t.test('unknown formatter: error at the formatter, tag stays literal', async (t) => {
  const r = engine.render('line one\n  {title|nosuch}', { title: 'x' });
  t.equal(r.errors[0]?.code, 'FORMATTER_UNKNOWN');
  t.equal(r.errors[0]?.message, "Formatter 'nosuch' is unknown");
  t.equal(at(r.errors[0]), '2:10');
  t.equal(r.html, 'line one\n  {title|nosuch}');
});

t.test('unknown predicate: error at its name, evaluates false', async (t) => {
  const r = engine.render('\n{.nosuch? a}yes{.or}no{.end}', {});
  t.equal(r.errors[0]?.code, 'PREDICATE_UNKNOWN');
  t.equal(at(r.errors[0]), '2:3');
  t.equal(r.html, '\nno');
});

t.test('missing partial: render error at the tag', async (t) => {
  const r = engine.render('ab\n {x|apply nothing-here}!', { x: 1 });
  t.equal(r.errors[0]?.code, 'PARTIAL_MISSING');
  t.equal(r.errors[0]?.message, "Attempt to apply partial 'nothing-here' which could not be found.");
  t.equal(at(r.errors[0]), '2:5', 'at the formatter');
  t.equal(r.html, 'ab\n !');
});

// Argument checks the platform does not make are `vitrine check` findings
// (Engine.parse); a render reports none of them.
t.test('wrong argument count: a check finding, not a render error', async (t) => {
  const r = engine.parse('{n|mod 2 3}');
  t.equal(r.errors[0]?.code, 'ARGS_COUNT');
  t.equal(at(r.errors[0]), '1:4');
  t.equal(engine.parse('{.equal?}x{.end}').errors[0]?.code, 'ARGS_COUNT');
  t.same(engine.render('{n|mod 2 3}', { n: 5 }).errors, []);
  t.same(engine.render('{.equal?}x{.end}', {}).errors, []);
});

t.test('non-numeric argument where a number is needed: a check finding', async (t) => {
  const r = engine.parse('{s|truncate many}');
  t.equal(r.errors[0]?.code, 'ARGS_INVALID');
    t.equal(at(r.errors[0]), '1:4');
  t.same(engine.render('{s|truncate many}', { s: 'abc' }).errors, []);
});

t.test('a plugin the platform requires arguments for reports their absence in a render', async (t) => {
  const r = engine.render('{@|apply}', {});
  t.same(r.errors.map((e) => e.message), ["'apply' expects at least 1 argument(s) but got 0"], 'one proper message, no partial named undefined');
  t.equal(r.html, '');
});

t.test('unclosed section: end of input inside a block, reported at the block', async (t) => {
  const r = engine.render('a\n{.section x}\n{y}', { x: { y: 'Y' } });
  t.equal(r.errors[0]?.code, 'EOF_IN_BLOCK');
  t.equal(at(r.errors[0]), '2:1');
  t.match(r.errors[0]?.message ?? '', /\{\.section x\}/);
  t.equal(r.html, 'a\n\nY', 'renders as if closed at the end');
});

t.test('unexpected {.end} at the top level', async (t) => {
  const r = engine.render('a{.end}b\n{.end}', {});
  t.same(r.errors.map((e) => [e.code, at(e)]), [['NOT_ALLOWED_AT_ROOT', '1:2'], ['NOT_ALLOWED_AT_ROOT', '2:1']]);
  t.equal(r.html, 'ab\n');
});

t.test('dead {.or} after a bare {.or}', async (t) => {
  const r = engine.render('{.section a}A{.or}B{.or}C{.end}', {});
  t.equal(r.errors[0]?.code, 'DEAD_CODE');
  t.equal(at(r.errors[0]), '1:20');
  t.equal(r.html, 'BC', 'the dead branch text joins the live one, as the platform renders it');
});

t.test('{.alternates with} outside a repeated section and {.or} in a macro', async (t) => {
  const r = engine.render('{.section a}{.alternates with}{.end}{.macro m}{.or}{.end}', {});
  t.same(r.errors.map((e) => [e.code, at(e)]), [['NOT_ALLOWED_IN_BLOCK', '1:13'], ['NOT_ALLOWED_IN_BLOCK', '1:47']]);
});

t.test('nested unclosed blocks report the innermost', async (t) => {
  const r = engine.render('{.repeated section a}\n  {.if b}', {});
  t.equal(r.errors.length, 1);
  t.equal(at(r.errors[0]), '2:3');
});

t.test('partial recursion stops at the depth limit with the message of the vectors', async (t) => {
  const r = engine.render('{.macro loop}x{@|apply loop}{.end}{n|apply loop}', { n: 1 });
  t.equal(r.html, 'x'.repeat(16));
  t.equal(r.errors.length, 1);
  t.equal(r.errors[0]?.message, "Attempt to apply partial 'loop' exceeded maximum recursion depth of 16");
  t.equal(at(r.errors[0]), '1:18', 'at the innermost apply');
  const shallow = engine.compile('{.macro loop}x{@|apply loop}{.end}{n|apply loop}').render({ n: 1 }, { limits: { maxPartialDepth: 3 } });
  t.equal(shallow.html, 'xxx', 'the depth is configurable per render');
});

t.test('a partial with a syntax error is reported with its name and position', async (t) => {
  const r = engine.compile('{@|apply card}').render({ a: 1 }, { partials: { card: '<b>\n{.end}</b>' } });
  t.equal(r.errors[0]?.code, 'PARTIAL_PARSE');
  t.equal(r.errors[0]?.source, 'card');
  t.equal(at(r.errors[0]), '2:1');
  t.equal(r.html, '<b>\n</b>');
});

t.test('macro defined twice in one scope is a warning', async (t) => {
  const r = engine.render('{.macro a}1{.end}\n{.macro a}2{.end}', {});
  t.equal(r.warnings[0]?.code, 'MACRO_DUPLICATE');
  t.equal(at(r.warnings[0]), '2:1');
});

t.test('{.if} with more than 30 terms', async (t) => {
  const vars = Array.from({ length: 31 }, (_, i) => `v${i}`).join(' || ');
  const r = engine.render(`{.if ${vars}}x{.end}`, {});
  t.equal(r.errors[0]?.code, 'IF_TOO_MANY');
});

t.test('text that is not a tag stays literal without errors', async (t) => {
  const src = 'a { b } {} {.unknown thing} .x{color:red} {|html} {a|} {.section} {#c}';
  const r = engine.render(src, {});
  t.same(r.errors, []);
  t.equal(r.html, 'a { b } {} {.unknown thing} .x{color:red} {|html} {a|} {.section} ');
});

t.test('retired formatter: parse (check) warns at the formatter with what to write; a render prints the notice and reports nothing', async (t) => {
  const p = engine.parse('x\n {cart|cart-subtotal}', 't.html');
  t.same(p.errors, []);
  t.equal(p.warnings.length, 1);
  t.equal(p.warnings[0]!.code, 'FORMATTER_RETIRED');
  t.equal(at(p.warnings[0]), '2:8');
  t.equal(p.warnings[0]!.message, "Formatter 'cart-subtotal' is retired: it prints a notice, not the value; write <span class=\"sqs-cart-subtotal\">{subtotalCents|money-string}</span> (in the cart's scope)");
  const r = engine.render('{cart|cart-subtotal}', { cart: { subtotalCents: 100 } });
  t.equal(r.html, 'deprecated, do not use');
  t.same([r.errors, r.warnings], [[], []]);
  // What the warning says to write gives the server's old markup.
  t.equal(engine.render('{.section cart}<span class="sqs-cart-subtotal">{subtotalCents|money-string}</span>{.end}', { cart: { subtotalCents: 12345 } }).html, '<span class="sqs-cart-subtotal"><span class="sqs-money-native">123.45</span></span>');
});
