// `vitrine check DIR --reference`: Vitrine's and the reference engine's outputs compared page by page, run in-process.
import t from 'tap';
import { appendFileSync, cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { ROOT } from './run-cli.js';
import { runInProcess } from './run-in-process.js';
import { DIFF_EXCERPT_CHARS, firstDifference } from '../../cli/reference/output-diff.js';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-reference-'));
cpSync(join(ROOT, 'fixtures/themes/minimal'), join(dir, 'minimal'), { recursive: true });
const folder = join(dir, 'minimal/template');

t.test('a folder both engines render alike', async (t) => {
  const r = await runInProcess(['check', folder, '--reference']);
  t.equal(r.status, 0, r.stderr);
  t.equal(r.stdout, 'reference: 6 pages, 22 template renders, 0 differ from @squarespace/template-engine\n0 errors, 0 warnings in 3 files\n');
});

t.test('a difference: the file, how many renders, the first page and both outputs there', async (t) => {
  // `raw` of a missing value: the reference prints "null", Vitrine nothing (an intended difference, docs/engine.md).
  appendFileSync(join(folder, 'site.region'), '<p class="diff">{noSuchValue|raw}</p>\n');
  const r = await runInProcess(['check', folder, '--reference']);
  t.equal(r.status, 0, 'differences are warnings');
  const lines = r.stdout.split('\n');
  t.equal(lines[0], 'reference: 6 pages, 22 template renders, 6 differ from @squarespace/template-engine');
  t.match(lines[1]!, new RegExp(`^  ${folder}/site\\.region: warning: 6 of \\d+ renders differ; first on /\\S*, output line \\d+:$`));
  t.equal(lines[2], '    vitrine:   <p class="diff"></p>');
  t.equal(lines[3], '    reference: <p class="diff">null</p>');
  t.equal(lines[4], '0 errors, 1 warning in 3 files');

  const json = await runInProcess(['check', folder, '--reference', '--format', 'json']);
  const report = JSON.parse(json.stdout) as { warnings: number; reference: { files: { file: string; differing: number }[] }[] };
  const ajv = new Ajv({ strict: false });
  t.ok(ajv.validate(JSON.parse(readFileSync(join(ROOT, 'cli/check-output.schema.json'), 'utf8')) as object, report), ajv.errorsText(ajv.errors));
  t.equal(report.warnings, 1);
  t.same(report.reference[0]!.files.filter((f) => f.differing).map((f) => f.file), [`${folder}/site.region`]);
});

t.test('--reference needs a folder', async (t) => {
  const r = await runInProcess(['check', join(folder, 'site.region'), '--reference']);
  t.equal(r.status, 2);
  t.match(r.stderr, /--reference renders a template folder/);
});

t.test('firstDifference: the line and an excerpt of each side', async (t) => {
  t.equal(firstDifference('same', 'same'), null);
  t.same(firstDifference('a\nb X c\n', 'a\nb Y c\n'), { line: 2, ours: 'b X c', theirs: 'b Y c' });
  const long = 'x'.repeat(200);
  const d = firstDifference(`${long}1${long}`, `${long}2${long}`)!;
  t.equal(d.line, 1);
  t.ok(d.ours.startsWith('…') && d.ours.length <= DIFF_EXCERPT_CHARS + 1, 'cut around the difference');
  t.ok(d.ours.includes('1') && d.theirs.includes('2'));
  t.same(firstDifference('ab', 'abc'), { line: 1, ours: 'ab', theirs: 'abc' });
});
