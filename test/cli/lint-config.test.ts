/**
 * The author's lint configuration: vitrine.config.json or package.json's
 * "vitrine" key (per-rule levels, ignore globs), disable comments,
 * --fail-level, --fix; the language server's rule links, quick fixes and
 * document links; every rule documented with a bad and a good example.
 */
import t, { type Test } from 'tap';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, vitrine } from './run-cli.js';
import { disabledLines, globToRegExp } from '../../cli/lint/lint-config.js';
import { RULE_IDS } from '../../cli/lint/rules.js';
import { startLsp } from './lsp-client.js';
import type { CodeAction, DocumentLink } from 'vscode-languageserver';

t.setTimeout(180_000);

/** A copy of the minimal example with two findings: a missing block (error) in the region, a repeated key (warning) in template.conf. */
function folder(t: Test): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'vitrine-lint-')), 'site');
  t.teardown(() => rmSync(join(dir, '..'), { recursive: true, force: true }));
  cpSync(join(ROOT, 'fixtures/themes/minimal'), dir, { recursive: true });
  const template = join(dir, 'template');
  const region = readFileSync(join(template, 'site.region'), 'utf8');
  writeFileSync(join(template, 'site.region'), region.replace(/<\/body>/i, '{@|apply nowhere.block}\n</body>'));
  const conf = readFileSync(join(template, 'template.conf'), 'utf8');
  writeFileSync(join(template, 'template.conf'), conf.replace('"author": "Vitrine",', '"author": "Draft",\n  "author": "Vitrine",'));
  return dir;
}

const lines = (out: string) => out.trimEnd().split('\n');

t.test('globs and disable comments', async (t) => {
  t.ok(globToRegExp('blocks/legacy/**').test('blocks/legacy/a/b.block'));
  t.ok(globToRegExp('styles/*.less').test('styles/a.less'));
  t.notOk(globToRegExp('styles/*.less').test('styles/vendor/a.less'));
  t.ok(globToRegExp('**/*.block').test('blocks/a.block') && globToRegExp('**/*.block').test('a.block'));
  t.ok(globToRegExp('blocks').test('blocks/x.block'), 'a folder covers its files');
  const d = disabledLines('{##vitrine-disable-next-line BLOCK_MISSING, SCRIPT_MISSING##}\n{@|apply x}\nx {##vitrine-disable-line##}\n// vitrine-disable-next-line CONF_TYPE\n');
  t.same([...d.get(2)!].sort(), ['BLOCK_MISSING', 'SCRIPT_MISSING']);
  t.same([...d.get(3)!], ['*']);
  t.same([...d.get(5)!], ['CONF_TYPE']);
});

t.test('check: findings as configured, --fail-level', async (t) => {
  const dir = folder(t);
  const plain = await vitrine(['check', join(dir, 'template')]);
  t.equal(plain.status, 1);
  t.match(plain.stdout, /site\.region:\d+:\d+: error: 'apply' of 'nowhere'|site\.region:\d+:\d+: error: .*nowhere/);
  t.match(plain.stdout, /template\.conf:\d+:\d+: warning: key 'author' repeated/);

  // The block rule a warning, the conf rule off: exit 0, one warning; --fail-level warning makes it 1.
  writeFileSync(join(dir, 'vitrine.config.json'), JSON.stringify({ rules: { BLOCK_MISSING: 'warning', CONF_DUPLICATE_KEY: 'off' } }));
  const configured = await vitrine(['check', join(dir, 'template')]);
  t.equal(configured.status, 0, configured.stdout);
  t.match(lines(configured.stdout).at(-1), /^0 errors, 1 warning in/);
  t.match(configured.stdout, /site\.region:\d+:\d+: warning: /);
  t.equal((await vitrine(['check', join(dir, 'template'), '--fail-level', 'warning'])).status, 1);
  t.equal((await vitrine(['check', join(dir, 'template'), '--fail-level', 'none'])).status, 0);

  // Ignore globs, from package.json's "vitrine" key this time.
  rmSync(join(dir, 'vitrine.config.json'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true, vitrine: { ignore: ['template/*.region'] } }));
  const ignoring = await vitrine(['check', join(dir, 'template')]);
  t.equal(ignoring.status, 0, ignoring.stdout);
  t.notMatch(ignoring.stdout, 'site.region');
  t.match(ignoring.stdout, /template\.conf:\d+:\d+: warning: key 'author' repeated/);

  // A bad configuration is a usage error naming the rule.
  writeFileSync(join(dir, 'vitrine.config.json'), JSON.stringify({ rules: { NO_SUCH_RULE: 'off' } }));
  const bad = await vitrine(['check', join(dir, 'template')]);
  t.equal(bad.status, 2);
  t.match(bad.stderr, /vitrine\.config\.json: unknown rule 'NO_SUCH_RULE'/);
  writeFileSync(join(dir, 'vitrine.config.json'), JSON.stringify({ rules: { BLOCK_MISSING: 'fatal' } }));
  t.match((await vitrine(['check', join(dir, 'template')])).stderr, /rule BLOCK_MISSING: the level must be "off", "warning" or "error"/);
});

t.test('disable comments, and --fix', async (t) => {
  const dir = folder(t);
  const region = join(dir, 'template/site.region');
  writeFileSync(region, readFileSync(region, 'utf8').replace('{@|apply nowhere.block}', '{##vitrine-disable-next-line BLOCK_MISSING##}\n{@|apply nowhere.block}'));
  const fixed = await vitrine(['check', join(dir, 'template'), '--fix']);
  t.equal(fixed.status, 0, fixed.stdout);
  t.match(fixed.stderr, /fixed: .*template\.conf: 1 repeated key removed \(CONF_DUPLICATE_KEY\)/);
  t.match(lines(fixed.stdout).at(-1), /^0 errors, 0 warnings in/);
  const conf = readFileSync(join(dir, 'template/template.conf'), 'utf8');
  t.notMatch(conf, 'Draft', 'the overridden key is gone');
  t.match(conf, '\n  "author": "Vitrine",\n', 'the kept one is intact, and no blank line is left');
  t.same(JSON.parse(conf).author, 'Vitrine');
});

t.test('every rule is documented with a bad and a good example', async (t) => {
  const doc = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');
  for (const id of RULE_IDS) {
    const at = doc.indexOf(`<a id="${id.toLowerCase().replace(/_/g, '-')}"></a>\n### ${id}\n`);
    t.ok(at >= 0, `${id} has a section`);
    const section = doc.slice(at, doc.indexOf('<a id=', at + 1) === -1 ? undefined : doc.indexOf('<a id=', at + 1));
    t.match(section, /\nBad:\n\n```\w*\n[^`]+\n```\n\nGood:\n\n```\w*\n[^`]+\n```/, `${id}: a bad and a good example`);
  }
});

t.test('language server: rule links, quick fixes, document links', async (t) => {
  const dir = folder(t);
  const template = join(dir, 'template');
  mkdirSync(join(template, 'blocks'), { recursive: true });
  writeFileSync(join(template, 'blocks/card.block'), '<p>{title}</p>\n');
  const lsp = await startLsp();
  t.teardown(lsp.stop);
  const conf = pathToFileURL(join(template, 'template.conf')).href;
  const confText = readFileSync(join(template, 'template.conf'), 'utf8');
  await lsp.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: conf, languageId: 'json', version: 1, text: confText } });
  const [dup] = await lsp.diagnostics(conf, (l) => l.some((d) => d.code === 'CONF_DUPLICATE_KEY'));
  t.match(dup!.codeDescription?.href, /\/docs\/rules\.md#conf-duplicate-key$/, 'the finding links to its rule');
  const actions = (await lsp.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: conf }, range: dup!.range, context: { diagnostics: [dup] } })) as CodeAction[];
  const fix = actions.find((a) => a.isPreferred)!;
  t.match(fix.title, 'Remove the earlier key');
  const [edit] = fix.edit!.changes![conf]!;
  t.same(edit!.newText, '');
  t.equal(edit!.range.start.line, confText.split('\n').findIndex((l) => l.includes('"Draft"')), 'the edit removes the overridden line');
  t.ok(actions.some((a) => a.title === 'Disable CONF_DUPLICATE_KEY for this line' && a.edit!.changes![conf]![0]!.newText.includes('// vitrine-disable-next-line CONF_DUPLICATE_KEY')));

  const links = (await lsp.connection.sendRequest('textDocument/documentLink', { textDocument: { uri: conf } })) as DocumentLink[];
  t.ok(links.some((l) => l.target === pathToFileURL(join(template, 'site.region')).href), 'a layout region links to its file');
  t.ok(links.some((l) => l.target === pathToFileURL(join(template, 'styles/plain.css')).href), 'a stylesheet links to its file');

  const region = pathToFileURL(join(template, 'site.region')).href;
  const regionText = readFileSync(join(template, 'site.region'), 'utf8').replace('{@|apply nowhere.block}', '{@|apply nowhere.block}{@|apply card.block}');
  await lsp.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: region, languageId: 'squarespace', version: 1, text: regionText } });
  const regionLinks = (await lsp.connection.sendRequest('textDocument/documentLink', { textDocument: { uri: region } })) as DocumentLink[];
  t.same(regionLinks.map((l) => l.target), [pathToFileURL(join(template, 'blocks/card.block')).href], 'apply links to the block that exists, only');
  const [missing] = await lsp.diagnostics(region, (l) => l.some((d) => d.code === 'BLOCK_MISSING'));
  const regionActions = (await lsp.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: region }, range: missing!.range, context: { diagnostics: [missing] } })) as CodeAction[];
  t.match(regionActions[0]!.edit!.changes![region]![0]!.newText, /^\{##vitrine-disable-next-line BLOCK_MISSING##\}\n$/);

  // A stylesheet being edited is checked with its folder: its LESS finding, at its line, as typed.
  const css = pathToFileURL(join(template, 'styles/plain.css')).href;
  const cssText = `${readFileSync(join(template, 'styles/plain.css'), 'utf8')}\n.typed { color: @nosuchcolour; }\n`;
  await lsp.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: css, languageId: 'less', version: 1, text: cssText } });
  const [less] = await lsp.diagnostics(css, (l) => l.some((d) => d.code === 'LESS_ISOLATED'));
  t.equal(less!.range.start.line, cssText.split('\n').findIndex((l) => l.includes('@nosuchcolour')));
  t.match(less!.message, '@nosuchcolour is undefined (no stylesheet defines it)');
});
