/**
 * Every diagnostic at the file and line where its text is, also when a
 * layout's regions are concatenated and a region's last line has no
 * newline (the next region then starts mid-line): `vitrine check`, the
 * site renderer's diagnostics, and the language server's per-file lists.
 */
import t from 'tap';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkFolder } from '../../cli/site/check-folder.js';
import { loadSite } from '../../site/load-site.js';
import { sourceMapOfTexts, locateInMap } from '../../site/render/engine-diagnostics.js';
import { startLsp } from './lsp-client.js';

t.setTimeout(180_000);

const REGIONS = {
  'header.region': '<!doctype html><html><head><title>{website.siteTitle}</title></head><body>\n<header>{@|apply nope.block}</header>',
  'main-a.region': '<main>{.section collection}{title|nosuchformatter}{.end}</main>',
  'main-b.region': '<main class="b">{.section collection}<h1>{title|alsonosuch}</h1>{.end}</main>',
  'footer.region': '<footer>{website.siteTitle|nosuchformatter}</footer>\n</body></html>',
};

/** The folder, its regions ending with or without a newline. */
function folder(newline: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-regions-'));
  const files: Record<string, string> = {
    'template.conf': JSON.stringify({
      name: 'Regions',
      layouts: { a: { name: 'A', regions: ['header', 'main-a', 'footer'] }, b: { name: 'B', regions: ['header', 'main-b', 'footer'] }, c: { name: 'C', regions: ['header', 'footer'] } },
      navigations: [],
      stylesheets: [],
    }),
    ...Object.fromEntries(Object.entries(REGIONS).map(([f, text]) => [f, newline ? `${text}\n` : text])),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const key = (d: { file: string; line: number; col: number; code: string }) => `${d.file}:${d.line}:${d.col} ${d.code}`;

t.test('the source map: a part starting mid-line owns the rest of that line', async (t) => {
  const map = sourceMapOfTexts([
    { file: 'a', text: 'x\nab' },
    { file: 'b', text: 'cd\ne' },
    { file: 'c', text: '' },
    { file: 'd', text: 'f' },
  ]);
  t.same(map.parts, [
    { file: 'a', line: 1, col: 1 },
    { file: 'b', line: 2, col: 3 },
    { file: 'c', line: 3, col: 2 },
    { file: 'd', line: 3, col: 2 },
  ]);
  t.match(locateInMap(map, 2, 2), { file: 'a', line: 2, col: 2 });
  t.match(locateInMap(map, 2, 3), { file: 'b', line: 1, col: 1 });
  t.match(locateInMap(map, 2, 4), { file: 'b', line: 1, col: 2 });
  t.match(locateInMap(map, 3, 1), { file: 'b', line: 2, col: 1 });
  t.match(locateInMap(map, 3, 2), { file: 'd', line: 1, col: 1 });
});

t.test('check: the same findings with or without final newlines, each once, in its own file', async (t) => {
  const withNl = folder(true);
  const without = folder(false);
  t.teardown(() => {
    rmSync(withNl, { recursive: true, force: true });
    rmSync(without, { recursive: true, force: true });
  });
  const a = (await checkFolder(withNl)).diagnostics.filter((d) => d.severity !== 'info').map(key).sort();
  const b = (await checkFolder(without)).diagnostics.filter((d) => d.severity !== 'info').map(key).sort();
  t.same(b, a, 'positions do not depend on a final newline');
  t.same(
    b.filter((k) => !k.startsWith('template.conf')),
    [
      'footer.region:1:28 FORMATTER_UNKNOWN',
      'header.region:2:12 BLOCK_MISSING',
      'main-a.region:1:35 FORMATTER_UNKNOWN',
      'main-b.region:1:49 FORMATTER_UNKNOWN',
    ].sort(),
    'each defect once, at its file:line:col',
  );
});

t.test('the renderer and the language server place them the same way', async (t) => {
  const dir = folder(false);
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const site = await loadSite(dir, null, { now: () => Date.UTC(2026, 0, 1) });
  const rendered = site.renderer.render('/');
  const engineFindings = rendered.diagnostics.filter((d) => d.code === 'FORMATTER_UNKNOWN').map(key);
  t.ok(engineFindings.length > 0, 'the page has findings');
  for (const k of engineFindings) t.ok(['footer.region:1:28 FORMATTER_UNKNOWN', 'main-a.region:1:35 FORMATTER_UNKNOWN', 'main-b.region:1:49 FORMATTER_UNKNOWN'].includes(k), `rendered: ${k}`);

  const lsp = await startLsp();
  t.teardown(lsp.stop);
  const header = pathToFileURL(join(dir, 'header.region')).href;
  const footer = pathToFileURL(join(dir, 'footer.region')).href;
  await lsp.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: header, languageId: 'squarespace', version: 1, text: REGIONS['header.region'] } });
  const inHeader = await lsp.diagnostics(header, (l) => l.length > 0);
  t.same(inHeader.map((d) => [d.code, d.range.start.line, d.range.start.character]), [['BLOCK_MISSING', 1, 11]], 'the header holds its own finding, at line 2');
  const inFooter = await lsp.diagnostics(footer, (l) => l.length > 0);
  t.same(inFooter.map((d) => [d.code, d.range.start.line, d.range.start.character]), [['FORMATTER_UNKNOWN', 0, 27]], 'the footer is published for the footer');
});
