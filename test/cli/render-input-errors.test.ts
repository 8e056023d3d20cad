import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJson } from '../../engine/index.js';
import { ROOT, SHOP, vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

t.test('a missing template is a clear error with exit status 2', async (t) => {
  const r = await vitrine(['render', 'test/fixtures/cli/nope.html']);
  t.equal(r.status, 2);
  t.equal(r.stdout, '');
  t.equal(r.stderr, "vitrine: cannot read template 'test/fixtures/cli/nope.html': no such file\n");
});

t.test('missing data, partials and inject files exit 2 and name the file', async (t) => {
  const runs = await Promise.all([
    vitrine(['render', `${SHOP}/product.html`, '--json', `${SHOP}/nope.json`]),
    vitrine(['render', `${SHOP}/product.html`, '--partials', `${SHOP}/no-partials`]),
    vitrine(['render', `${SHOP}/product.html`, '--inject', `labels.json=${SHOP}/nope.json`]),
  ]);
  t.same(
    runs.map((r) => [r.status, r.stderr]),
    [
      [2, `vitrine: cannot read JSON data '${SHOP}/nope.json': no such file\n`],
      [2, `vitrine: cannot read partials '${SHOP}/no-partials': no such file or directory\n`],
      [2, `vitrine: cannot read inject file '${SHOP}/nope.json': no such file\n`],
    ],
  );
});

t.test('unreadable JSON is reported at the JSON parser position', async (t) => {
  const text = readFileSync(join(ROOT, SHOP, 'bad.json'), 'utf8');
  const parsed = parseJson(text);
  if (parsed.ok) throw new Error('bad.json parses');
  const { line, column, message } = parsed.error;
  t.match(`${line}:${column}`, '4:17');
  const [file, stdin, inject] = await Promise.all([
    vitrine(['render', `${SHOP}/product.html`, '--json', `${SHOP}/bad.json`]),
    vitrine(['render', `${SHOP}/product.html`, '--json', '-'], { input: text }),
    vitrine(['render', `${SHOP}/product.html`, '--inject', `labels.json=${SHOP}/bad.json`]),
  ]);
  t.equal(file.status, 2);
  t.equal(file.stdout, '');
  t.equal(file.stderr, `${SHOP}/bad.json:${line}:${column}: error: ${message}\n`);
  t.equal(stdin.status, 2);
  t.equal(stdin.stderr, `<stdin>:${line}:${column}: error: ${message}\n`);
  t.equal(inject.status, 2);
  t.equal(inject.stderr, `${SHOP}/bad.json:${line}:${column}: error: ${message}\n`);
});

t.test('bad option values and usage errors exit 2', async (t) => {
  const tpl = `${SHOP}/clock.html`;
  const runs = await Promise.all([
    vitrine(['render', tpl, '--now', 'yesterday']),
    vitrine(['render', tpl, '--tz', 'Mars/Olympus']),
    vitrine(['render', tpl, '--locale', 'en_US!']),
    vitrine(['render', tpl, '--inject', 'labels.json']),
    vitrine(['render', tpl, '--bogus']),
    vitrine(['render']),
  ]);
  for (const r of runs) t.equal(r.status, 2, r.stderr);
  t.equal(runs[0]!.stderr, "vitrine: --now 'yesterday' is neither an ISO 8601 date-time nor milliseconds since 1970\n");
  t.equal(runs[1]!.stderr, "vitrine: --tz 'Mars/Olympus' is not an IANA time zone (e.g. Europe/Paris)\n");
  t.equal(runs[2]!.stderr, "vitrine: --locale 'en_US!' is not a BCP 47 language tag (e.g. en-US)\n");
  t.equal(runs[3]!.stderr, "vitrine: --inject expects NAME=FILE, got 'labels.json'\n");
  t.match(runs[4]!.stderr, "error: unknown option '--bogus'");
  t.match(runs[5]!.stderr, "error: missing required argument 'template'");
});
