// `vitrine lsp` over stdio, driven by a JSON-RPC client: diagnostics as you type, hover, completion, definition.
import t from 'tap';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompletionItem, Hover, Location } from 'vscode-languageserver';
import { ROOT } from './run-cli.js';
import { startLsp, type LspClient } from './lsp-client.js';

// A language server process: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const dir = mkdtempSync(join(tmpdir(), 'vitrine-lsp-test-'));
cpSync(join(ROOT, 'fixtures/themes/store'), join(dir, 'store'), { recursive: true });
const folder = join(dir, 'store/template');
// A block of the folder named as a partial the platform provides: completion lists the name once.
writeFileSync(join(folder, 'blocks/social-links.block'), '<ul class="social">{.repeated section website.socialAccounts}<li>{serviceName}</li>{.end}</ul>\n');
const uri = (rel: string) => pathToFileURL(join(folder, rel)).href;
const ITEM = 'collections/products.item';
const itemText = readFileSync(join(folder, ITEM), 'utf8');

let lsp: LspClient;
t.before(async () => {
  lsp = await startLsp();
});
t.teardown(() => lsp?.stop());

let version = 1;
const open = (u: string, text: string) => lsp.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: u, languageId: 'squarespace-template', version: version++, text } });
const change = (u: string, text: string) => lsp.connection.sendNotification('textDocument/didChange', { textDocument: { uri: u, version: version++ }, contentChanges: [{ text }] });
const at = (u: string, line: number, character: number) => ({ textDocument: { uri: u }, position: { line, character } });
/** Line and character of the end of `needle` in `text` (the cursor after typing it). */
function after(text: string, needle: string): [number, number] {
  const i = text.indexOf(needle);
  if (i === -1) throw new Error(`'${needle}' not in the text`);
  const before = text.slice(0, i + needle.length).split('\n');
  return [before.length - 1, before[before.length - 1]!.length];
}
const labels = (items: CompletionItem[] | { items: CompletionItem[] } | null) => (Array.isArray(items) ? items : items?.items ?? []).map((i) => i.label);

t.test('diagnostics of check, with ranges, follow the unsaved text', async (t) => {
  const broken = itemText.replace('{title|html}', '{title|moneyy}');
  await open(uri(ITEM), broken);
  const list = await lsp.diagnostics(uri(ITEM), (l) => l.some((d) => d.code === 'FORMATTER_UNKNOWN'));
  const d = list.find((x) => x.code === 'FORMATTER_UNKNOWN')!;
  t.equal(d.message, "Formatter 'moneyy' is unknown");
  t.equal(d.severity, 1, 'an error');
  const [line] = after(broken, '{title|moneyy}');
  t.equal(d.range.start.line, line);
  const lineText = broken.split('\n')[line]!;
  t.equal(lineText.slice(d.range.start.character, d.range.end.character).length > 0, true, 'a non-empty range');
  t.ok(lineText.slice(d.range.start.character - 1, d.range.end.character + 1).includes('moneyy'), 'the range covers the formatter');

  // Fixed in the editor, not on disk: the diagnostic goes.
  await change(uri(ITEM), itemText);
  await lsp.diagnostics(uri(ITEM), (l) => l.length === 0);
  t.pass('fixed text has no diagnostics');

  // A region: an `apply` of a block the folder does not have, found with the whole folder (the layout's regions).
  const footer = readFileSync(join(folder, 'footer.region'), 'utf8');
  await open(uri('footer.region'), `{@|apply nowhere.block}\n${footer}`);
  const f = await lsp.diagnostics(uri('footer.region'), (l) => l.some((x) => x.code === 'BLOCK_MISSING'));
  t.same(f.find((x) => x.code === 'BLOCK_MISSING')!.range.start, { line: 0, character: 3 });
});

t.test('.conf files get the conf schema diagnostics', async (t) => {
  const conf = readFileSync(join(folder, 'template.conf'), 'utf8');
  await open(uri('template.conf'), conf.replace('"stylesheets": ["shop.less"]', '"stylesheets": "shop.less"'));
  const list = await lsp.diagnostics(uri('template.conf'), (l) => l.some((d) => d.severity === 1));
  t.ok(list.length > 0, list.map((d) => d.message).join('; '));
  await change(uri('template.conf'), conf);
  await lsp.diagnostics(uri('template.conf'), (l) => l.length === 0);
});

t.test('a template outside any folder is checked as check FILE does', async (t) => {
  const file = join(dir, 'page.html');
  writeFileSync(file, '');
  const u = pathToFileURL(file).href;
  await open(u, '{.section a}\n{b|truncate 1 2 3}\n');
  const list = await lsp.diagnostics(u, (l) => l.length >= 2);
  t.same(list.map((d) => d.message).sort(), ["'truncate' expects 0 to 2 argument(s) but got 3", 'Reached end of input in the middle of {.section a}'].sort());
});

t.test('hover: formatters, predicates, platform tags, system variables', async (t) => {
  await open(uri('header.region'), readFileSync(join(folder, 'header.region'), 'utf8'));
  const text = readFileSync(join(folder, 'header.region'), 'utf8');
  const hoverAt = async (needle: string, back = 1) => {
    const [line, character] = after(text, needle);
    return (await lsp.connection.sendRequest('textDocument/hover', at(uri('header.region'), line, character - back))) as Hover | null;
  };
  const value = (h: Hover | null) => (h?.contents as { value: string } | undefined)?.value ?? '';
  t.match(value(await hoverAt('|htmlattr')), /\*\*formatter\*\* `htmlattr` \(core\), 0 arguments/);
  t.match(value(await hoverAt('<squarespace:navigation')), /navigationId/);
  t.match(value(await hoverAt('{squarespace-headers')), /\*\*system variable\*\* `\{squarespace-headers\}`/);
  t.match(value(await hoverAt('{squarespace.page-classes')), /native-currency-code-CUR/);
  t.equal(await hoverAt('<header'), null, 'plain HTML has no hover');

  const [line, character] = after(itemText, '{.sold-out');
  const h = (await lsp.connection.sendRequest('textDocument/hover', at(uri(ITEM), line, character))) as Hover;
  t.match(value(h), /\*\*predicate\*\* `sold-out\?`/);
});

t.test('completion: formatters, predicates, blocks, context paths', async (t) => {
  const complete = async (text: string, needle: string) => {
    await change(uri(ITEM), text);
    const [line, character] = after(text, needle);
    return labels(await lsp.connection.sendRequest('textDocument/completion', at(uri(ITEM), line, character)));
  };
  const formatters = await complete(itemText.replace('{title|html}', '{title|}'), '{title|');
  t.ok(formatters.includes('html') && formatters.includes('money') && !formatters.includes('sold-out?'), 'formatters after |');
  const predicates = await complete(itemText.replace('{.sold-out?}', '{.}'), '{.');
  t.ok(predicates.includes('sold-out?') && !predicates.includes('html'), 'predicates after {.');
  const blocks = await complete(itemText.replace('{@|apply sqs-share-buttons}', '{@|apply }'), '{@|apply ');
  t.ok(blocks.includes('shop/product-card.block') && blocks.includes('sqs-share-buttons'), 'blocks after apply');
  t.equal(new Set(blocks).size, blocks.length, 'each block once');
  t.notOk(blocks.includes('vitrine-cart-pill'), "no name the platform does not have (Vitrine's own cart pill partial)");
  // Inside {.section item}: the item's fields, from the folder's content.
  const fields = await complete(itemText.replace('<div class="product-excerpt">', '{structuredContent.variants.0.}<div class="product-excerpt">'), '{structuredContent.variants.0.');
  t.ok(fields.includes('sku') && fields.includes('priceMoney'), `variant fields: ${fields.join(' ')}`);
  const top = await complete(itemText.replace('<div class="product-excerpt">', '{}<div class="product-excerpt">'), '<div class="product-scarcity">{@|product-scarcity}</div>\n  {');
  t.ok(top.includes('title') && top.includes('website'), 'names of the section and of the root');
  await change(uri(ITEM), itemText);
});

t.test('go to definition: blocks, macros, tag templates, regions', async (t) => {
  const definition = async (u: string, text: string, needle: string, back = 1) => {
    const [line, character] = after(text, needle);
    const r = (await lsp.connection.sendRequest('textDocument/definition', at(u, line, character - back))) as Location | null;
    return r;
  };
  const header = readFileSync(join(folder, 'header.region'), 'utf8');
  t.equal((await definition(uri('header.region'), header, 'template="shop/nav'))?.uri, uri('blocks/shop/nav.block'));

  const withMacro = `${itemText}\n{.macro row}<p>{title}</p>{.end}\n{@|apply row}\n{@|apply shop/product-card.block}\n`;
  await change(uri(ITEM), withMacro);
  const macro = await definition(uri(ITEM), withMacro, '{@|apply row');
  t.same(macro, { uri: uri(ITEM), range: { start: { line: after(withMacro, '{.macro row')[0], character: 0 }, end: { line: after(withMacro, '{.macro row')[0], character: 0 } } });
  t.equal((await definition(uri(ITEM), withMacro, '{@|apply shop/product-card.block'))?.uri, uri('blocks/shop/product-card.block'));
  await change(uri(ITEM), itemText);

  const conf = readFileSync(join(folder, 'template.conf'), 'utf8');
  await change(uri('template.conf'), conf);
  t.equal((await definition(uri('template.conf'), conf, '["header", "home'))?.uri, uri('home.region'));
});
