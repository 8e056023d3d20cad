/**
 * A real editor client: headless Neovim (Debian's package; .ci/run installs
 * it) drives `vitrine lsp` on a template folder with its built-in LSP client
 * (test/fixtures/editors/nvim-lsp.lua): open, diagnostics, hover,
 * completion, definition. Also: the VS Code extension packs into a .vsix
 * holding the grammar and the client.
 */
import t from 'tap';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT, builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { withoutTapHooks } from '../helpers/env.js';

t.setTimeout(180_000);

/** How long Neovim waits for each answer (ms): a folder check compiles its stylesheets, on a busy machine. */
const WAIT_MS = 60_000;

interface NvimResult {
  diagnosed: boolean;
  diagnostics: { line: number; col: number; message: string; code?: string }[];
  hover: { contents: { value: string } | string } | null;
  completion: string[];
  definition: { uri: string } | { uri: string }[] | null;
  errors: string[];
}

/** 0-based line:character of the end of `needle` in `text`. */
function after(text: string, needle: string): string {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`not in the text: ${needle}`);
  const before = text.slice(0, at + needle.length);
  return `${before.split('\n').length - 1}:${at + needle.length - (before.lastIndexOf('\n') + 1)}`;
}

t.test('Neovim drives vitrine lsp: diagnostics, hover, completion, definition', async (t) => {
  builtModule('cli/main.js');
  const work = mkdtempSync(join(tmpdir(), 'vitrine-nvim-'));
  t.teardown(() => rmSync(work, { recursive: true, force: true }));
  const folder = join(work, 'template');
  cpSync(join(ROOT, 'fixtures/themes/minimal/template'), folder, { recursive: true });
  mkdirSync(join(folder, 'blocks'));
  writeFileSync(join(folder, 'blocks/card.block'), '<p class="card">{title}</p>\n');
  const region = join(folder, 'site.region');
  const text = readFileSync(region, 'utf8').replace(/<\/body>/i, '{@|apply nowhere.block}\n{@|apply card.block}\n<p>{website.siteTitle|html}</p>\n<p>{website.siteTitle|h}</p>\n</body>');
  writeFileSync(region, text);

  const out = join(work, 'out.json');
  const env = {
    ...withoutTapHooks(),
    VITRINE_NODE: process.execPath,
    VITRINE_BIN: join(ROOT, 'bin/vitrine.js'),
    FOLDER: folder,
    FILE: region,
    OUT: out,
    WAIT_MS: String(WAIT_MS),
    HOVER_AT: after(text, '{website.siteTitle|ht'),
    COMPLETE_AT: after(text, '{website.siteTitle|h'),
    DEFINITION_AT: after(text, '{@|apply car'),
  };
  // --clean: no user configuration or plugins; -l is newer than Debian's 0.7, so the script runs through -c.
  const nvim = spawnOwned('nvim', ['--headless', '--clean', '-n', '-c', `luafile ${join(ROOT, 'test/fixtures/editors/nvim-lsp.lua')}`], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  nvim.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  nvim.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  const exited = new Promise<number | null>((resolve) => nvim.once('exit', (code) => resolve(code)));
  t.teardown(() => {
    if (nvim.exitCode === null && nvim.signalCode === null) nvim.kill('SIGKILL');
  });
  const code = await exited;
  t.equal(code, 0, `nvim exited: ${log}`);
  const result = JSON.parse(readFileSync(out, 'utf8')) as NvimResult;
  t.same(result.errors, [], 'no request failed');
  t.ok(result.diagnosed, 'diagnostics arrived');
  const missing = result.diagnostics.find((d) => /nowhere/.test(d.message));
  t.ok(missing, `the missing block is reported: ${JSON.stringify(result.diagnostics)}`);
  t.equal(missing?.line, Number(after(text, '{@|apply nowhere').split(':')[0]), 'on its line');
  const hover = typeof result.hover?.contents === 'string' ? result.hover.contents : result.hover?.contents.value;
  t.match(hover, /html/, 'hover documents the formatter');
  t.ok(result.completion.includes('html') && result.completion.includes('htmlattr'), 'completion lists formatters');
  const target = Array.isArray(result.definition) ? result.definition[0] : result.definition;
  t.equal(target?.uri, pathToFileURL(join(folder, 'blocks/card.block')).href, 'definition goes to the block');
});

t.test('the VS Code extension packs into a .vsix with its grammar and client', async (t) => {
  const work = mkdtempSync(join(tmpdir(), 'vitrine-vsix-'));
  t.teardown(() => rmSync(work, { recursive: true, force: true }));
  const vsix = join(work, 'vitrine.vsix');
  execFileSync(process.execPath, [join(ROOT, 'editors/vscode/build.mjs'), vsix], { cwd: ROOT, env: withoutTapHooks(), stdio: 'pipe' });
  const listing = execFileSync('unzip', ['-l', vsix], { encoding: 'utf8' });
  for (const f of ['extension/package.json', 'extension/dist/extension.js', 'extension/syntaxes/squarespace-template.tmLanguage.json', 'extension/syntaxes/squarespace-conf.tmLanguage.json']) t.match(listing, f);
  t.notMatch(listing, 'extension/src/', 'sources stay out');
  const manifest = JSON.parse(execFileSync('unzip', ['-p', vsix, 'extension/package.json'], { encoding: 'utf8' })) as { contributes: { languages: { extensions?: string[]; filenamePatterns?: string[] }[] } };
  const extensions = manifest.contributes.languages.flatMap((l) => [...(l.extensions ?? []), ...(l.filenamePatterns ?? [])]);
  for (const e of ['.region', '.block', '.list', '.item', '.page', '**/template.conf']) t.ok(extensions.includes(e), `${e} is a template language`);
  const bundle = execFileSync('unzip', ['-p', vsix, 'extension/dist/extension.js'], { encoding: 'utf8' });
  t.match(bundle, "'lsp','--stdio'".replace(/'/g, '"'), 'the extension starts vitrine lsp --stdio');
  // The grammar's patterns are valid regular expressions (Oniguruma's syntax, here checked as JavaScript's, which it uses no more than).
  const grammar = readFileSync(join(ROOT, 'editors/vscode/syntaxes/squarespace-template.tmLanguage.json'), 'utf8');
  const patterns = [...grammar.matchAll(/"(?:match|begin|end)": ("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string);
  t.ok(patterns.length > 10);
  for (const p of patterns) t.doesNotThrow(() => new RegExp(p), p);
  const re = (name: string) => new RegExp(JSON.parse(new RegExp(`"${name}": \\{[^}]*?"(?:begin|match)": ("(?:[^"\\\\]|\\\\.)*")`).exec(grammar)![1]!) as string);
  t.ok(re('instruction').test('{.repeated section items}'), 'an instruction is one');
  t.ok(re('instruction').test('{^.section site}') && re('variable').test('{^name}') && re('comment-line').test('{^# note}'), "the preprocessor's tags are tags too");
  t.ok(re('comment-block').test('{##vitrine-disable-next-line BLOCK_MISSING##}'), 'a block comment is one');
});
