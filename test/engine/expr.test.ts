// The expression evaluator ({.eval}): precedence and associativity of every
// operator, each coercion rule, each error message with its line:col, the
// limits, the `#` debug form and assignments.
import t, { type Test } from 'tap';
import { Engine, type RenderOptions } from '../../engine/index.js';
import { compileExpression } from '../../engine/expr/index.js';
import { debugText } from '../../engine/expr/debug.js';
import { parseNumberText } from '../../engine/expr/numbers.js';

const engine = new Engine();
const DATA = {
  a: { b: { c: 3 } },
  s: '-6.5',
  hex: '0x1F',
  word: 'abc',
  n: null,
  yes: true,
  obj: { k: 1 },
  arr: [1, 2],
  PI: 'apple',
  'x-1': 10,
  x: 4,
};

/** Output of `{.eval CODE}` over DATA; fails the test on any diagnostic. */
function ev(code: string, data: unknown = DATA, options?: RenderOptions): string {
  const r = engine.render(`{.eval ${code}}`, data, options);
  if (r.errors.length) throw new Error(`${code}: ${r.errors.map((e) => e.message).join('; ')}`);
  return r.html;
}

/** The single error of `{.eval CODE}`: code, message, position, and the output. */
function err(code: string, options?: RenderOptions, prefix = '') {
  const r = engine.render(`${prefix}{.eval ${code}}`, DATA, options);
  const e = r.errors[0];
  return { count: r.errors.length, code: e?.code, message: e?.message, at: e ? `${e.line}:${e.column}` : 'none', html: r.html };
}

const table = (t: Test, rows: [string, string][]) => {
  for (const [code, out] of rows) t.equal(ev(code), out, code);
};

t.test('literals', async (t) => {
  table(t, [
    ['1', '1'],
    ['0.1', '0.1'],
    ['1.', '1'],
    ['1e3', '1000'],
    ['1E+2', '100'],
    ['2.5e-1', '0.25'],
    ['0x1f', '31'],
    ['0XFF', '255'],
    ['0x111111111111111111111', '1.2895208742556044e+24'],
    ['1e20', '100000000000000000000'],
    ['1e21', '1e+21'],
    ["'abc'", 'abc'],
    ['"a\'b"', "a'b"],
    ["'a\"b'", 'a"b'],
    ['"x\\ty"', 'x\ty'],
    ['"x\\ny"', 'x\ny'],
    ['"x\\fy\\ry"', 'x\fy\ry'],
    ['"\\x41\\x42"', 'AB'],
    ['"\\u2018q\\u2019"', '\u2018q\u2019'],
    ['"\\U0001F600"', '\u{1F600}'],
    ['"\\x01|\\u001f|\\U00110000"', ' | | '],
    ['"\\x09"', '\t'],
    ['"\\q\\\\\\"\\\'"', 'q\\"\''],
    ['null', ''],
    ['true', 'true'],
    ['false', 'false'],
    ['PI', String(Math.PI)],
    ['E', String(Math.E)],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
  ]);
});

t.test('variables use the template path syntax', async (t) => {
  table(t, [
    ['a.b.c', '3'],
    ['arr.1', '2'],
    ['x-1', '10'],
    ['x - 1', '3'],
    ['@.PI', 'apple'],
    ['PI', String(Math.PI)],
    ['nosuch', ''],
    ['nosuch + 1', '1'],
    ['a.nosuch.deeper', ''],
    ['$x', ''],
  ]);
  t.equal(ev('@index', { list: [5, 6] }), '');
  const r = engine.render('{.repeated section list}{.eval @index * 10 + @}{.end}', { list: [5, 6] });
  t.equal(r.html, '1526');
  t.equal(ev('v', { v: 1.5 }), '1.5');
});

t.test('stack without operators yields its top; ; and , separate', async (t) => {
  table(t, [
    ['', ''],
    ['1 2 3', '3'],
    ['3, 2, 1', '1'],
    ["'a' 'b' 'c'", 'c'],
    ['true; false; true', 'true'],
    ['1;', '1'],
    [';;2;;', '2'],
    ['1; @v = 2', ''],
    ['()', ''],
  ]);
});

t.test('precedence, high to low', async (t) => {
  table(t, [
    // unary over **: (-2) ** 2
    ['-2 ** 2', '4'],
    ['2 ** -1', '0.5'],
    ['!0 + 1', '2'],
    ['~1 * 2', '-4'],
    // ** over * / %
    ['2 * 3 ** 2', '18'],
    ['2 ** 3 * 2', '16'],
    ['18 % 2 ** 3', '2'],
    // * / % over + -
    ['1 + 2 * 3', '7'],
    ['10 - 6 / 2', '7'],
    ['1 + 7 % 4', '4'],
    // + - over << >>
    ['1 << 1 + 1', '4'],
    ['16 >> 1 + 1', '4'],
    // << >> over comparisons
    ['1 << 2 > 3', 'true'],
    ['3 < 1 << 2', 'true'],
    // comparisons over equality
    ['1 < 2 == 2 < 3', 'true'],
    ['true == 1 < 2', 'true'],
    // equality over &
    ['3 & 1 == 1', '1'],
    ['1 == 1 & 1', '1'],
    // & over ^
    ['6 ^ 3 & 1', '7'],
    ['3 & 1 ^ 6', '7'],
    // ^ over |
    ['1 | 6 ^ 6', '1'],
    ['6 ^ 6 | 1', '1'],
    // | over &&
    ['0 | 1 && 1', 'true'],
    // && over ||
    ['true || false && false', 'true'],
    ['false && false || true', 'true'],
    // || over =
    ['@v = 0 || 1; @v', 'true'],
    // parentheses
    ['(1 + 2) * 3', '9'],
    ['2 * (3 + (4 - 1))', '12'],
    ['true && (false || true)', 'true'],
  ]);
});

t.test('associativity', async (t) => {
  table(t, [
    ['2 ** 3 ** 2', '512'],
    ['2 ** (4 ** 3)', '18446744073709552000'],
    ['10 - 4 - 3', '3'],
    ['100 / 10 / 5', '2'],
    ['17 % 7 % 2', '1'],
    ['1 << 2 << 3', '32'],
    ['256 >> 2 >> 3', '8'],
    ['1 < 2 < 1', 'false'],
    ['3 > 2 > 1', 'false'],
    ['1 == 1 == 1', 'true'],
    ["'1' == 1 === true", 'true'],
    ['- - 3', '3'],
    ['!!!0', 'true'],
    ['~~5', '5'],
    ['-~!0', '2'],
    ['@p = @q = 7; @p + @q', '14'],
  ]);
});

t.test('each binary operator', async (t) => {
  table(t, [
    ['1+2', '3'],
    ['1-2', '-1'],
    ['3 * 8 / 6', '4'],
    ['3 / 8 * 6', '2.25'],
    ['5 % -3', '2'],
    ['-5 % 3', '-2'],
    ['100 << 2', '400'],
    ['100 >> 2', '25'],
    ['-100 >> 2', '-25'],
    ['0x02 | 0x01', '3'],
    ['0x03 & 0x07', '3'],
    ['0x02 ^ 0x03', '1'],
    ['1 < 2', 'true'],
    ['2 <= 2', 'true'],
    ['3 > 2', 'true'],
    ['1 >= 2', 'false'],
    ['1 != 2', 'true'],
    ['"1" !== 1', 'true'],
    ['1 === 1', 'true'],
  ]);
});

t.test('coercions', async (t) => {
  table(t, [
    // null behaves as 0 in arithmetic
    ['null + 1', '1'],
    ['n * 5', '0'],
    ['-null', '0'],
    ['+null', '0'],
    ['nosuch - 2', '-2'],
    // + concatenates when either side is a string
    ['5 + s', '5-6.5'],
    ['s + 5', '-6.55'],
    ["'a' + null", 'anull'],
    ["true + 'x'", 'truex'],
    ["1.5 + ''", '1.5'],
    // otherwise strings are numbers: whole decimal or hex text, else NaN
    ['s * 2', '-13'],
    ['hex - 1', '30'],
    ['word * 1', 'NaN'],
    ["'' * 5", '0'],
    ["'1.' * 1", '1'],
    ["' 1' * 1", 'NaN'],
    ["'.5' * 1", 'NaN'],
    ["'-0x10' * 1", '-16'],
    ["'1e3' * 1", '1000'],
    ['true + 2', '3'],
    ['false - 1', '-1'],
    // division or modulus by 0 is NaN
    ['1 / 0', 'NaN'],
    ['-1 / 0', 'NaN'],
    ['5 % 0', 'NaN'],
    ['0 / 0', 'NaN'],
    ["5 / ''", 'NaN'],
    // NaN is truthy; 0, '', null and false are not
    ['!NaN', 'false'],
    ['bool(NaN)', 'true'],
    ['NaN && 1', 'true'],
    ['!0', 'true'],
    ["!''", 'true'],
    ["!'0'", 'false'],
    ['!null', 'true'],
    ['!nosuch', 'true'],
    // && and || return booleans
    ['1 && 2', 'true'],
    ["0 || ''", 'false'],
    ["'a' || 0", 'true'],
    // comparisons follow JavaScript
    ['0 < "0x01"', 'true'],
    ['5 < "1"', 'false'],
    ['0 < true', 'true'],
    ['"a" < "b"', 'true'],
    ['"10" < "9"', 'true'],
    ['null < 1', 'true'],
    ['null == 0', 'false'],
    ['null == nosuch', 'true'],
    ['"1" == 1', 'true'],
    ['true == 1', 'true'],
    ['NaN == NaN', 'false'],
    ['1 === NaN', 'false'],
    ['"1" === 1', 'false'],
    // bitwise operators work on 32-bit integers
    ['~1', '-2'],
    ['2 ** 32 | 0', '0'],
    ['1.9 | 0', '1'],
    // numbers print as JavaScript prints them
    ['0.1 + 0.2', '0.30000000000000004'],
    ['2 ** 64', '18446744073709552000'],
    ['1 / 3', '0.3333333333333333'],
    ['-0', '0'],
  ]);
  t.equal(ev('v * 2', JSON.parse('{"v": 1.5}')), '3');
});

t.test('context numbers written as 1.0 are plain numbers in expressions', async (t) => {
  const tpl = engine.compile('{v} {.eval v} {.eval v + 1}');
  const { parseJson } = await import('../../engine/index.js');
  const data = parseJson('{"v": 1.0}');
  t.ok(data.ok);
  if (data.ok) t.equal(tpl.render(data.value).html, '1 1 2');
});

t.test('functions', async (t) => {
  table(t, [
    ['max(1, 5, 3)', '5'],
    ['min(4, -2, 9)', '-2'],
    ['max(s, 0)', '0'],
    ['max(7)', '7'],
    ['max(1, NaN)', 'NaN'],
    ['max(NaN, 1)', '1'], // pairwise, as the server: a NaN never wins
    ['max(2, obj, 1)', '2'], // an object argument is dropped, as the server does
    ['max("a", 3)', '3'],
    ['min(2, "x", 1)', '1'],
    ['min("3", true)', '1'],
    ['abs(-3)', '3'],
    ['abs(s)', '6.5'],
    ['num(s) + 5', '-1.5'],
    ['num(hex)', '31'],
    ['num(word)', 'NaN'],
    ['num(null)', '0'],
    ['str(12) + 1', '121'],
    ['str(null)', 'null'],
    ['str(true)', 'true'],
    ['bool(0)', 'false'],
    ["bool('x')", 'true'],
    ['bool(null)', 'false'],
    ['max (1, 2)', '2'],
    ['max(1 + 2, 2 * 2) * 2', '8'],
    ['max(min(1, 2), abs(-5), num("4"))', '5'],
    ['abs(-1, 100)', '1'],
    ['max((1, 2), 3)', '3'],
  ]);
});

t.test('assignments set @name variables for later tags', async (t) => {
  t.equal(ev('@a = 2; @b = 5 * 7.2; @c = @a * @b; @c'), '72');
  t.equal(engine.render('{.eval @w = 600}{@w}|{.eval @w + 1}', {}).html, '600|601');
  t.equal(engine.render('{.eval @s = "a" + 1}{@s}', {}).html, 'a1');
  t.equal(engine.render('{.eval @t = !0}{.if @t}yes{.end}', {}).html, 'yes');
  // the value of an assignment can be used; a statement ending in one prints nothing
  t.equal(ev('(@a = 2) * 3'), '6');
  t.equal(ev('@a = 2'), '');
  // a variable from a section is visible inside; an assignment inside a section stays there
  const r = engine.render('{.section a}{.eval @in = b.c}{@in}{.end}[{@in}]', DATA);
  t.equal(r.html, '3[]');
  // a failing expression leaves no variables behind
  const f = engine.render('{.eval @ok = 1; @bad = 2; obj + 1}{@ok}{@bad}', DATA);
  t.equal(f.errors.length, 1);
  t.equal(f.html, '');
});

t.test('evaluation errors are reported at the tag, not thrown', async (t) => {
  const cases: [string, string][] = [
    ['1 +', 'Invalid arguments to operator add'],
    ['* 2', 'Invalid arguments to operator multiply'],
    ['-', 'Invalid arguments to operator unary minus'],
    ['!', 'Invalid arguments to operator logical not'],
    ['obj + 1', 'Invalid arguments to operator add'],
    ['1 < arr', 'Invalid arguments to operator less than'],
    ['-obj', 'Invalid arguments to operator unary minus'],
    ['~arr', 'Invalid arguments to operator bitwise not'],
    ['a = 1', 'Invalid arguments to operator assign'],
    ['@ = 1', 'Invalid arguments to operator assign'],
    ['@index = 1', 'Invalid arguments to operator assign'],
    ['@a.b = 1', 'Invalid arguments to operator assign'],
    ['3 = 1', 'Invalid arguments to operator assign'],
    ['@v = obj', 'Invalid arguments to operator assign'],
    ['max()', 'Error calling function max'],
    ['str()', 'Error calling function str'],
    ['max(obj, arr)', 'Error calling function max'], // objects and arrays are dropped, as the server does
    ['max(+)', 'Invalid arguments to operator unary plus'],
    ['obj', 'Reduce error: unexpected token on stack'],
    ['arr', 'Reduce error: unexpected token on stack'],
  ];
  for (const [code, msg] of cases) {
    const e = err(code, undefined, 'x\n  ');
    t.equal(e.code, 'EXPRESSION_REDUCE', code);
    t.equal(e.message, `Error reducing expression: ${code}: ${msg}`, code);
    t.equal(e.at, '2:3', code);
    t.equal(e.html, 'x\n  ', code);
    t.equal(e.count, 1, code);
  }
});

t.test('parse errors are reported at the tag, with the quoted expression', async (t) => {
  const cases: [string, string][] = [
    ['.1', 'Unexpected character at 0: "."'],
    ['1 + #', 'Unexpected character at 4: "#"'],
    ['1 \u0001', 'Unexpected control character at 2: "\\u0001"'],
    ['1 \f', 'Unexpected form feed at 2: "\\f"'],
    ['a \u{1F600}', 'Unexpected character at 2: "\u{1F600}"'],
    ['$', 'Unexpected character at 0: "$"'],
    ['1..2', 'Duplicate decimal point in number'],
    ['1e', 'Expected a digit after exponent in decimal number'],
    ['1e+', 'Expected a digit after exponent in decimal number'],
    ['1e5.2', 'Unexpected decimal point in exponent'],
    ['0x', 'Expected digits after start of hex number'],
    ["'abc", 'Unterminated string'],
    ['"abc\\"', 'Unterminated string'],
    ['"\\x4"', 'Invalid 2-char hex escape found'],
    ['"\\xZZ"', 'Invalid 2-char hex escape found'],
    ['"\\u12"', 'Invalid unicode escape found'],
    ['"\\U0001F60"', 'Invalid unicode escape found'],
    ['"a\nb"', 'Illegal bare line feed character in string literal'],
    ['"a\rb"', 'Illegal bare carriage return character in string literal'],
    ['foo(1)', 'Invalid function: foo'],
    ['a.b(1)', 'Invalid function: a.b'],
    ['@max(1)', 'Invalid function: @max'],
    ['(1', 'Mismatched operator found: left paren'],
    ['max(1, 2', 'Mismatched operator found: left paren'],
    ['1)', 'Mismatched operator found: right paren'],
    ['1; (2; 3)', 'Mismatched operator found: left paren'],
  ];
  for (const [code, msg] of cases) {
    const e = err(code, undefined, 'ab\n\n cd');
    t.equal(e.code, 'EXPRESSION_PARSE', code);
    t.equal(e.message, `Error parsing expression: ${JSON.stringify(code)}: ${msg}`, code);
    t.equal(e.at, '3:4', code);
    t.equal(e.html, 'ab\n\n cd', code);
    t.equal(e.count, 1, code);
  }
});

t.test('an expression is compiled once and reported on each render', async (t) => {
  const tpl = engine.compile('{.eval (}');
  t.equal(tpl.render({}).errors.length, 1);
  t.equal(tpl.render({}).errors.length, 1);
  t.equal(tpl.errors.length, 0, 'not a syntax error of the template');
});

t.test('limits: tokens', async (t) => {
  const limits = (n: number): RenderOptions => ({ limits: { maxExpressionTokens: n } });
  // 1 + 2 + 3 is five tokens
  t.equal(ev('1 + 2 + 3', DATA, limits(5)), '6');
  t.equal(ev('1 + 2 + 3', DATA, limits(0)), '6');
  const e = err('1 + 2 + 3', limits(4));
  t.equal(e.code, 'EXPRESSION_PARSE');
  t.equal(e.message, 'Error parsing expression: "1 + 2 + 3": Expression exceeds the maximum number of allowed tokens: 4');
  t.equal(e.html, '');
  // parentheses, commas, semicolons and calls count; the '#' prefix does not
  t.equal(ev('max(1, 2); 3', DATA, limits(8)), '3');
  t.equal(err('max(1, 2); 3', limits(7)).message?.endsWith('tokens: 7'), true);
  t.equal(ev('#1', DATA, limits(1)), 'EVAL=[[1]] -> 1');
  // the limit is met before a later syntax error: the limit is reported
  t.equal(err('1 2 3 .', limits(2)).message?.endsWith('tokens: 2'), true);
  t.equal(err('1 .', limits(2)).message?.endsWith('Unexpected character at 2: "."'), true);
});

t.test('limits: concatenated string length', async (t) => {
  const limits = (n: number): RenderOptions => ({ limits: { maxExpressionStringLength: n } });
  t.equal(ev("'abc' + 'de'", DATA, limits(5)), 'abcde');
  const e = err("'abc' + 'def'", limits(5));
  t.equal(e.code, 'EXPRESSION_REDUCE');
  t.equal(e.message, "Error reducing expression: 'abc' + 'def': Concatenation would exceed maximum string length 5");
  t.equal(e.html, '');
  // numbers and null count with their printed length
  t.equal(err("'abcd' + null", limits(7)).message?.endsWith('length 7'), true);
  t.equal(ev("'abc' + 1234", DATA, limits(7)), 'abc1234');
  // without a configured limit, the engine's ceiling still holds
  const doubling = ['@s = "xxxxxxxxxxxxxxxx"', ...Array.from({ length: 30 }, () => '@s = @s + @s'), 'str(1)'].join('; ');
  const d = err(doubling);
  t.equal(d.code, 'EXPRESSION_REDUCE');
  t.match(d.message, /Concatenation would exceed maximum string length 16777216$/);
});

t.test('the # debug form', async (t) => {
  t.equal(ev('#1 + 2 * 3'), 'EVAL=[[1 2 3 <multiply> <add>]] -> 7');
  t.equal(ev('#max(1, 2); @a = 3'), 'EVAL=[[<args> 1 2 max()], [@a 3 <assign>]]');
  t.equal(ev('#PI @.PI a.b.0 nosuch'), 'EVAL=[[3.141592653589793 @.PI a.b.0 nosuch]] -> ');
  t.equal(ev('#"a\\"b" true null'), 'EVAL=[["a\\"b" true null]] -> ');
  t.equal(ev('#-1 ** !2'), 'EVAL=[[1 <unary minus> 2 <logical not> <exponent>]] -> 1');
  t.equal(ev('#'), 'EVAL=[]');
  t.equal(ev('#(1 - 2) - -3'), 'EVAL=[[1 2 <subtract> 3 <unary minus> <subtract>]] -> 2');
  // with errors: tokenizer errors show nothing assembled, assembly errors the statements before
  t.equal(err('#1 2 ; (3').html, 'EVAL=[[1 2]]');
  t.equal(err('#1 .').html, 'EVAL=[]');
  t.equal(err('#1 +').html, 'EVAL=[[1 <add>]]');
  t.same(debugText(compileExpression('a << b >> c').programs), 'EVAL=[[a b <left shift> c <right shift>]]');
});

t.test('expressions can be turned off per render', async (t) => {
  const r = engine.render('[{.eval 1 + 1}]', {}, { enableExpressions: false });
  t.equal(r.html, '[]');
  t.equal(r.errors.length, 0);
});

t.test('string to number text', async (t) => {
  t.equal(parseNumberText('12'), 12);
  t.equal(parseNumberText('+12'), 12);
  t.equal(parseNumberText('-0x1f'), -31);
  t.ok(Number.isNaN(parseNumberText('0x')));
  t.ok(Number.isNaN(parseNumberText('-')));
  t.ok(Number.isNaN(parseNumberText('1e')));
  t.ok(Number.isNaN(parseNumberText('1.2.3')));
  t.ok(Number.isNaN(parseNumberText('12px')));
  t.equal(parseNumberText('1.5e2'), 150);
});

t.test('every pair of binary operators assembles by the precedence table', async (t) => {
  // The table, high to low, with each level's associativity.
  const levels: [string[], 'left' | 'right'][] = [
    [['**'], 'right'],
    [['*', '/', '%'], 'left'],
    [['+', '-'], 'left'],
    [['<<', '>>'], 'left'],
    [['<', '>', '<=', '>='], 'left'],
    [['==', '!=', '===', '!=='], 'left'],
    [['&'], 'left'],
    [['^'], 'left'],
    [['|'], 'left'],
    [['&&'], 'left'],
    [['||'], 'left'],
  ];
  const names: Record<string, string> = {
    '**': 'exponent', '*': 'multiply', '/': 'divide', '%': 'modulus', '+': 'add', '-': 'subtract',
    '<<': 'left shift', '>>': 'right shift', '<': 'less than', '>': 'greater than', '<=': 'less than or equal',
    '>=': 'greater than or equal', '==': 'equality', '!=': 'inequality', '===': 'strict equality',
    '!==': 'strict inequality', '&': 'bitwise and', '^': 'bitwise xor', '|': 'bitwise or', '&&': 'logical and',
    '||': 'logical or',
  };
  const level = new Map<string, number>();
  levels.forEach(([ops], i) => ops.forEach((op) => level.set(op, i)));
  let n = 0;
  for (const [p] of level) {
    for (const [q] of level) {
      const lp = level.get(p)!;
      const lq = level.get(q)!;
      const leftFirst = lp < lq || (lp === lq && levels[lp]![1] === 'left');
      const expected = leftFirst ? `x y <${names[p]}> z <${names[q]}>` : `x y z <${names[q]}> <${names[p]}>`;
      t.equal(debugText(compileExpression(`x ${p} y ${q} z`).programs), `EVAL=[[${expected}]]`, `x ${p} y ${q} z`);
      n++;
    }
  }
  t.equal(n, 21 * 21);
  // unary operators bind tighter than any binary one, and nest right to left
  for (const u of ['-', '+', '!', '~']) {
    const uname = { '-': 'unary minus', '+': 'unary plus', '!': 'logical not', '~': 'bitwise not' }[u];
    t.equal(debugText(compileExpression(`${u}x ** y`).programs), `EVAL=[[x <${uname}> y <exponent>]]`);
    t.equal(debugText(compileExpression(`x ** ${u}y`).programs), `EVAL=[[x y <${uname}> <exponent>]]`);
    t.equal(debugText(compileExpression(`!${u}x`).programs), `EVAL=[[x <${uname}> <logical not>]]`);
  }
  // assignment is lowest and right-associative
  t.equal(debugText(compileExpression('@a = @b = x || y').programs), 'EVAL=[[@a @b x y <logical or> <assign> <assign>]]');
});
