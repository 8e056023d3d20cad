// `vitrine render --preprocess` and `vitrine check` on templates with the
// platform's preprocessor tags ({^...}, issue 40 item 8).
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const dir = mkdtempSync(join(tmpdir(), 'vitrine-preprocess-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

const page = file('page.html', '<nav>{^.repeated section langs}<a href="/{^code}/">{^code}</a>{^.end}</nav>\n{.section item}<h1>{title}</h1>{.end}\n');
const pre = file('pre.json', '{"langs": [{"code": "en"}, {"code": "fr"}]}');
const data = file('data.json', '{"item": {"title": "Linen"}}');

t.test('--preprocess prints the template the first pass gives; rendering that gives the page', async (t) => {
  const out = join(dir, 'page.pre.html');
  const first = await vitrine(['render', '--preprocess', page, '--json', pre, '--out', out]);
  t.equal(first.status, 0, first.stderr);
  const stage = await vitrine(['render', '--preprocess', page, '--json', pre]);
  t.equal(stage.stdout, '<nav><a href="/en/">en</a><a href="/fr/">fr</a></nav>\n{.section item}<h1>{title}</h1>{.end}\n');
  const second = await vitrine(['render', out, '--json', data]);
  t.equal(second.stdout, '<nav><a href="/en/">en</a><a href="/fr/">fr</a></nav>\n<h1>Linen</h1>\n');
  // Without the flag the caret tags are dropped, as the platform drops them.
  const plain = await vitrine(['render', page, '--json', data]);
  t.equal(plain.stdout, '<nav><a href="//"></a></nav>\n<h1>Linen</h1>\n');
});

t.test('errors of the preprocessor pass: file:line:col on stderr, exit 1', async (t) => {
  const bad = file('bad.html', 'a\n  {^.section site}{^name|nosuch}\n');
  const r = await vitrine(['render', '--preprocess', bad]);
  t.equal(r.status, 1);
  t.equal(r.stderr, `${bad}:2:26: error: Formatter 'nosuch' is unknown\n${bad}:2:3: error: Reached end of input in the middle of {^.section site}\n`);
  const site = await vitrine(['render', '--preprocess', '--site', dir]);
  t.equal(site.status, 2);
  t.match(site.stderr, '--preprocess renders one TEMPLATE');
});

t.test('check reports both passes at their line:col', async (t) => {
  const bad = file('check.html', '{^.if wide}\n<div>{title|nosuch}</div>\n{^x|nosuch2}{^.end}{^.end}\n');
  const r = await vitrine(['check', bad]);
  t.equal(r.status, 1);
  t.equal(
    r.stdout,
    [
      `${bad}:2:13: error: Formatter 'nosuch' is unknown`,
      `${bad}:3:5: error: Formatter 'nosuch2' is unknown`,
      `${bad}:3:20: error: Instruction {^.end} not allowed at root`,
      '3 errors, 0 warnings in 1 file',
      '',
    ].join('\n'),
  );
  const clean = await vitrine(['check', page]);
  t.equal(clean.stdout, '0 errors, 0 warnings in 1 file\n', 'a balanced preprocessor layer is clean');
});

t.test('the language server completes a preprocessor tag as the tag without its caret', async (t) => {
  const { complete } = await import('../../cli/lsp/completion.js');
  const { pluginEntries } = await import('../../cli/plugins-command.js');
  const input = (lineText: string) => ({ lineText, character: lineText.length, textBefore: lineText, plugins: pluginEntries(), blocks: [], macros: [], context: async () => ({ children: new Map() }) as never });
  const labels = async (line: string) => (await complete(input(line))).map((c) => c.label);
  t.ok((await labels('<p>{^.sec')).includes('section'), 'keywords after {^.');
  t.ok((await labels('{^title|html')).includes('htmltag'), 'formatters after {^x|');
  t.same(await labels('{^.sec'), await labels('{.sec'), 'the same items as without the caret');
});
