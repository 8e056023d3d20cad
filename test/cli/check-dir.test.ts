import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { ROOT, vitrine } from './run-cli.js';
import { brokenStore } from './broken-folder.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const outputSchema = JSON.parse(readFileSync(join(ROOT, 'cli/check-output.schema.json'), 'utf8')) as object;
const validate = new Ajv({ strict: true }).compile(outputSchema);

interface Report {
  files: { file: string; diagnostics: { code: string; severity: string; message: string; line: number; column: number }[] }[];
  errors: number;
  warnings: number;
}

t.test('the example folders and the demo store are clean', async (t) => {
  const folders = ['blog', 'portfolio', 'store', 'multilingual', 'minimal'].map((n) => `fixtures/themes/${n}/template`);
  const runs = await Promise.all([...folders, 'templates'].map((f) => vitrine(['check', f])));
  for (const [i, r] of runs.entries()) {
    t.equal(r.status, 0, `${folders[i] ?? 'templates'}: ${r.stdout}`);
    t.match(r.stdout, /^0 errors, \d+ warnings? in \d+ files\n$/m);
    t.equal(r.stderr, '');
  }
});

t.test('a broken folder: every defect at its file:line:col, exit 1', async (t) => {
  const { dir, defects } = brokenStore();
  const r = await vitrine(['check', dir]);
  t.equal(r.status, 1);
  t.equal(r.stderr, '');
  const lines = r.stdout.trimEnd().split('\n');
  for (const d of defects) {
    const prefix = `${dir}/${d.file}:${d.line}:${d.col}: ${d.severity}: `;
    const line = lines.find((l) => l.startsWith(prefix));
    t.ok(line, `reported: ${prefix}${d.text}`);
    t.match(line ?? '', d.text);
  }
  const errors = defects.filter((d) => d.severity === 'error').length;
  t.equal(lines.length, defects.length + 1, 'nothing else reported');
  const warnings = defects.length - errors;
  t.match(lines.at(-1), new RegExp(`^${errors} errors, ${warnings} warnings in \\d+ files$`));
});

t.test('--format json: the check output schema, the same findings', async (t) => {
  const { dir, defects } = brokenStore();
  const r = await vitrine(['check', dir, '--format', 'json']);
  t.equal(r.status, 1);
  const report = JSON.parse(r.stdout) as Report;
  t.ok(validate(report), JSON.stringify(validate.errors));
  t.equal(report.errors, defects.filter((d) => d.severity === 'error').length);
  t.equal(report.warnings, defects.filter((d) => d.severity === 'warning').length);
  for (const d of defects) {
    const file = report.files.find((f) => f.file === `${dir}/${d.file}`);
    t.ok(file?.diagnostics.some((x) => x.line === d.line && x.column === d.col && x.severity === d.severity && x.message.includes(d.text)), `${d.file}:${d.line}:${d.col}`);
  }
  t.ok(report.files.some((f) => f.file === `${dir}/template.conf`));
  t.ok(report.files.some((f) => f.file === `${dir}/footer.region` && f.diagnostics.length === 0), 'clean files are listed');
});

t.test('a folder without a usable template.conf, and a layout opening a section in one region and closing it in another', async (t) => {
  const { dir } = brokenStore();
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(dir, 'template.conf'), '{ "name": "x", "layouts": { "default": { "regions": ["a", "b"] } } ');
  const r = await vitrine(['check', dir]);
  t.equal(r.status, 1);
  t.match(r.stdout, `${dir}/template.conf:1:`);
  writeFileSync(join(dir, 'template.conf'), '{ "name": "x", "author": "y", "layouts": { "default": { "regions": ["a", "b"] } } }');
  writeFileSync(join(dir, 'a.region'), '{.section website}<h1>{siteTitle}</h1>\n');
  writeFileSync(join(dir, 'b.region'), '{.end}\n');
  const ok = await vitrine(['check', dir]);
  t.notMatch(ok.stdout, /a\.region|b\.region/, 'the regions parse as one layout');
});

t.test('legal platform patterns check clean; a missing built stylesheet or script is a warning at its line', async (t) => {
  const dir = 'test/fixtures/cli/legal-folder';
  const conf = readFileSync(join(ROOT, dir, 'template.conf'), 'utf8');
  const before = conf.slice(0, conf.indexOf('"screen.css"'));
  const at = `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
  const r = await vitrine(['check', dir]);
  // A collection type shown only by another view, an image tweak before its background-image rule,
  // a `/* Tweak: … === */` heading, system partials used without declaring them, the social-links module's partial.
  const region = readFileSync(join(ROOT, dir, 'site.region'), 'utf8');
  const script = `${region.slice(0, region.indexOf('<squarespace:script')).split('\n').length}:1`;
  t.equal(
    r.stdout,
    `${dir}/template.conf:${at}: warning: stylesheet styles/screen.css is listed but missing; skipped\n` +
      `${dir}/site.region:${script}: warning: script scripts/site-bundle.js not found (a build output not in the folder?); pages keep the tag and the browser gets a 404\n` +
      '0 errors, 2 warnings in 6 files\n',
  );
  t.equal(r.status, 0);
});
