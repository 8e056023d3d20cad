// The message formatter: arguments, plural and select choices, nested formatters, syntax errors.
import t from 'tap';
import { Engine } from '../../engine/index.js';

const engine = new Engine();
const run = (src: string, data: unknown, opts = {}) => engine.compile(src).render(data, opts);
const render = (src: string, data: unknown, opts = {}) => run(src, data, opts).html;

t.test('positional and keyword arguments', async (t) => {
  const data = { msg: '{0} and {1}, {who}!', a: 'A', b: 'B', c: 'C' };
  t.equal(render('{msg|message a b who:c}', data), 'A and B, C!');
  t.equal(render('{msg|message a b who=c}', data), 'A and B, C!', '= works as well as :');
  t.equal(render('{msg|message a}', data), 'A and , !', 'missing arguments print nothing');
  t.equal(render('{msg|message a b c}', data), 'A and B, !', 'a named placeholder reads keywords only');
});

t.test('plural with the locale categories, explicit =N and #', async (t) => {
  const msg = '{0 plural =0{none} one{# item} other{# items}}';
  const data = (n: unknown) => ({ msg, n });
  t.equal(render('{msg|message n}', data(0)), 'none');
  t.equal(render('{msg|message n}', data(1)), '1 item');
  t.equal(render('{msg|message n}', data('1.0')), '1.0 items', '1.0 has a visible fraction digit: other');
  t.equal(render('{msg|message n}', data(21)), '21 items');
  const pl = '{0 plural one{ONE} few{FEW} many{MANY} other{OTHER}}';
  const polish = (n: unknown) => render('{m|message n}', { m: pl, n }, { locale: 'pl-PL' });
  t.same([1, 2, 5, 22, 25, '1.5'].map(polish), ['ONE', 'FEW', 'MANY', 'FEW', 'MANY', 'OTHER']);
  t.equal(render('{m|plural n}', { m: '{0 plural one{1} other{#}}', n: 3 }), '3', 'plural is an alias of message');
});

t.test('selectordinal and select', async (t) => {
  const m = '{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}';
  t.same([1, 2, 3, 4, 11, 22, 103].map((n) => render('{m|message n}', { m, n })), ['1st', '2nd', '3rd', '4th', '11th', '22nd', '103rd']);
  const s = '{0 select male{he} female{she} other{they}}';
  t.same(['male', 'female', 'x'].map((g) => render('{s|message g}', { s, g })), ['he', 'she', 'they']);
});

t.test('nested formatters and quoting', async (t) => {
  t.equal(render('{m|message n}', { m: '{0 decimal maximumFractionDigits:1}', n: '1234.56' }), '1,234.6');
  t.equal(render('{m|message p}', { m: '{0 money}', p: { decimalValue: '5', currencyCode: 'EUR' } }), '€5.00');
  t.equal(render('{m|message p}', { m: "'{0}' is {0}, it''s", p: 'x' }), "{0} is x, it's");
  t.equal(render('{m|message n}', { m: '{0 plural other{{0} is #}}', n: 7 }), '7 is 7', 'arguments inside choices');
});

t.test('a bad pattern or plural key is reported with its position and the render goes on', async (t) => {
  let r = run('ok\n  {m|message n} after', { m: '{0 plural one{a} lots{b}}', n: 1 });
  t.equal(r.html, 'ok\n  {0 plural one{a} lots{b}} after');
  t.equal(r.errors.length, 1);
  t.match(r.errors[0], { code: 'MESSAGE_SYNTAX', line: 2, column: 6 });
  t.match(r.errors[0]!.message, /invalid plural key 'lots'/);
  r = run('{m|message n}', { m: 'Hi {0 plural one{a}', n: 1 });
  t.match(r.errors[0], { code: 'MESSAGE_SYNTAX' });
  t.match(r.errors[0]!.message, /not closed/);
});

t.test('plural keys are checked against the locale: its categories or =N (SPEC section 5)', async (t) => {
  const few = '{0 plural one{a} few{b} other{c}}';
  let r = run('x\n {m|message n}', { m: few, n: 2 });
  t.equal(r.html, 'x\n c', 'the message renders as the platform renders it');
  t.same(r.errors, [], 'not an error');
  t.match(r.warnings[0], { code: 'MESSAGE_PLURAL_KEY', severity: 'warning', line: 2, column: 5 });
  t.equal(r.warnings[0]!.message, "Plural key in 'message' at character 18: the plural key 'few' is not a plural category of en (expected one, other or =N)");
  r = run('{m|message n}', { m: few, n: 2 }, { locale: 'pl-PL' });
  t.same([r.html, r.warnings], ['b', []], 'Polish has it');
  r = run('{m|message n}', { m: '{0 plural zero{none} one{# article} many{# d’articles} other{# articles}}', n: 0 }, { locale: 'fr-FR' });
  t.match(r.warnings[0]!.message, /'zero' is not a plural category of fr-FR \(expected one, many, other or =N\)/, 'French has no zero: =0 is the way');
  r = run('{m|message n}', { m: '{0 plural =0{aucun} one{# article} many{# d’articles} other{# articles}}', n: 0 }, { locale: 'fr-FR' });
  t.same([r.html, r.warnings], ['aucun', []], 'an explicit =0 is always valid');
  r = run('{m|message n}', { m: '{0 selectordinal one{#er} other{#e}}', n: 2 }, { locale: 'fr-FR' });
  t.same([r.html, r.warnings], ['2e', []], 'ordinal categories for selectordinal');
  r = run('{m|message n}', { m: '{0 selectordinal one{#st} two{#nd} other{#th}}', n: 2 }, { locale: 'fr-FR' });
  t.match(r.warnings[0]!.message, /'two' is not a selectordinal category of fr-FR/);
  r = run('{m|message n k}', { m: '{1 select a{{0 plural one{x} few{y} other{z}}} other{-}}', n: 2, k: 'a' });
  t.match(r.warnings[0]!.message, /'few' is not a plural category of en /, 'nested choices are checked too');
});
