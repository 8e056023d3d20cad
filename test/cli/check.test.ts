import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { ROOT, SHOP, THREE, vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const outputSchema = JSON.parse(readFileSync(join(ROOT, 'cli/check-output.schema.json'), 'utf8')) as object;
const validate = new Ajv({ strict: true }).compile(outputSchema);

t.test('syntax, unknown plugins, argument counts, missing partials, duplicate macros', async (t) => {
  const r = await vitrine(['check', `${SHOP}/broken.html`, '--partials', `${SHOP}/partials`]);
  t.equal(r.status, 1);
  t.equal(r.stderr, '');
  t.equal(
    r.stdout,
    [
      `${SHOP}/broken.html:2:1: warning: Macro 'row' is defined twice`,
      `${SHOP}/broken.html:4:8: error: 'apply' of 'missing.block' is neither a macro of this template nor a given partial`,
      `${SHOP}/broken.html:5:8: error: 'truncate' expects 0 to 2 argument(s) but got 3`,
      `${SHOP}/broken.html:6:3: error: Predicate 'no-such?' is unknown`,
      `${SHOP}/broken.html:7:8: error: Formatter 'moneyy' is unknown`,
      `${SHOP}/broken.html:8:1: error: {.include} of 'footer.block' is neither a macro of this template nor a given partial`,
      '5 errors, 1 warning in 1 file',
      '',
    ].join('\n'),
  );
});

t.test('a clean template with its partials and schema passes; without partials its applies are missing', async (t) => {
  const [clean, noPartials] = await Promise.all([
    vitrine(['check', `${SHOP}/product.html`, '--partials', `${SHOP}/partials.json`, '--schema', `${SHOP}/context.schema.json`]),
    vitrine(['check', `${SHOP}/product.html`]),
  ]);
  t.equal(clean.status, 0);
  t.equal(clean.stdout, '0 errors, 0 warnings in 1 file\n');
  t.equal(noPartials.status, 1);
  t.equal(
    noPartials.stdout,
    `${SHOP}/product.html:10:31: error: 'apply' of 'card.block' is neither a macro of this template nor a given partial\n` +
      `${SHOP}/product.html:11:21: error: 'apply' of 'nav/links.block' is neither a macro of this template nor a given partial\n` +
      '2 errors, 0 warnings in 1 file\n',
  );
});

t.test('--schema: variables the context can never have, at line:col', async (t) => {
  const r = await vitrine(['check', `${SHOP}/typo.html`, '--schema', `${SHOP}/context.schema.json`]);
  t.equal(r.status, 1);
  const found = (path: string, seg: string, where: string, what = 'Variable') =>
    `${what} '${path}' can never have a value: the schema allows no '${seg}' ${where}`;
  t.same(r.stdout.split('\n'), [
    `${SHOP}/typo.html:2:7: error: ${found('titel', 'titel', 'in any enclosing scope')}`,
    `${SHOP}/typo.html:3:30: error: ${found('tags.length', 'length', "in 'tags'")}`,
    `${SHOP}/typo.html:4:3: error: ${found('footer', 'footer', 'in the current scope', 'Section')}`,
    `${SHOP}/typo.html:6:3: error: ${found('nothing', 'nothing', 'in any enclosing scope')}`,
    `${SHOP}/typo.html:8:56: error: ${found('price', 'price', 'in any enclosing scope')}`,
    `${SHOP}/typo.html:11:22: error: ${found('product.title.x', 'x', "in 'product.title'")}`,
    '6 errors, 0 warnings in 1 file',
    '',
  ]);
});

t.test('--format json: every file in order, valid against check-output.schema.json', async (t) => {
  const files = [`${SHOP}/broken.html`, `${SHOP}/product.html`, `${SHOP}/typo.html`, `${THREE}/page.html`];
  const r = await vitrine(['check', ...files, '--format', 'json', '--partials', `${SHOP}/partials`, '--schema', `${SHOP}/context.schema.json`]);
  t.equal(r.status, 1);
  const report = JSON.parse(r.stdout) as {
    files: { file: string; diagnostics: { code: string; severity: string; line: number; column: number }[] }[];
    errors: number;
    warnings: number;
  };
  t.ok(validate(report), JSON.stringify(validate.errors));
  t.same(
    report.files.map((f) => f.file),
    files,
  );
  t.same(
    report.files[0]!.diagnostics.map((d) => d.code),
    [
      'MACRO_DUPLICATE',
      'VARIABLE_UNKNOWN', // items: the schema's root is closed
      'VARIABLE_UNKNOWN',
      'PARTIAL_MISSING',
      'VARIABLE_UNKNOWN', // title
      'ARGS_COUNT',
      'PREDICATE_UNKNOWN',
      'FORMATTER_UNKNOWN',
      'PARTIAL_MISSING',
    ],
  );
  t.same(report.files[1]!.diagnostics, []);
  t.equal(report.files[2]!.diagnostics.length, 6);
  t.ok(report.files[2]!.diagnostics.every((d) => d.code === 'VARIABLE_UNKNOWN' && d.severity === 'error'));
  t.same(
    report.files[3]!.diagnostics.map((d) => [d.code, d.line, d.column]),
    [
      ['FORMATTER_UNKNOWN', 1, 12],
      ['VARIABLE_UNKNOWN', 2, 1],
      ['PARTIAL_MISSING', 2, 19],
      ['PARTIAL_MISSING', 3, 4],
    ],
  );
  const all = report.files.flatMap((f) => f.diagnostics);
  t.equal(report.errors, all.filter((d) => d.severity === 'error').length);
  t.equal(report.warnings, all.filter((d) => d.severity === 'warning').length);
  t.equal(report.warnings, 1);

  t.notOk(validate({ ...report, errors: -1 }), 'the schema rejects what the CLI must not print');
  t.notOk(validate({ files: [{ file: 'x', diagnostics: [{ code: 'X', severity: 'fatal', message: 'm', line: 1, column: 1 }] }], errors: 0, warnings: 0 }));
});

t.test('bad input to check exits 2', async (t) => {
  const [missing, badSchema, notJson] = await Promise.all([
    vitrine(['check', `${SHOP}/product.html`, `${SHOP}/nope.html`]),
    vitrine(['check', `${SHOP}/product.html`, '--schema', `${SHOP}/bad.schema.json`]),
    vitrine(['check', `${SHOP}/product.html`, '--schema', `${SHOP}/bad.json`]),
  ]);
  t.equal(missing.status, 2);
  t.equal(missing.stdout, '', 'nothing is checked when a file is missing');
  t.equal(missing.stderr, `vitrine: cannot read template '${SHOP}/nope.html': no such file\n`);
  t.equal(badSchema.status, 2);
  t.equal(
    badSchema.stderr.split(',')[0],
    `vitrine: schema '${SHOP}/bad.schema.json' is not a valid JSON Schema: schema/properties/title/type must be equal to one of the allowed values`,
  );
  t.equal(notJson.status, 2);
  t.equal(notJson.stderr, `${SHOP}/bad.json:4:17: error: Expected a property name\n`);
});
