/**
 * A broken copy of fixtures/themes/store/template in a temp folder: one
 * defect per check of `vitrine check DIR`, each with the line:col where it
 * is (found in the written text, independently of the CLI).
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run-cli.js';

export interface Defect {
  file: string;
  line: number;
  col: number;
  severity: 'error' | 'warning';
  /** A piece of the expected message. */
  text: string;
}

/** line:col of `needle` in `text` (1-based), plus `shift` columns. */
export function positionOf(text: string, needle: string, shift = 0): { line: number; col: number } {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`'${needle}' not found`);
  const before = text.slice(0, i);
  return { line: before.split('\n').length, col: i - before.lastIndexOf('\n') + shift };
}

export const TEMPLATE_CONF = `{
  "name": "Tin & Leaf",
  "author": "Vitrine",
  "colour": "green",
  "debug": "yes",
  "layouts": {
    "default": { "name": "Default", "regions": ["header", "site", "sidebar", "footer"] },
    "homepage": { "name": "Home", "regions": ["header", "home", "footer"] }
  },
  "navigations": [ { "title": "Shop Navigation", "name": "shopNav" } ],
  "stylesheets": ["shop.less"],
  "systemCollections": ["products", "events"],
  "systemPartials": ["sqs-share-buttons"]
}
`;

export function brokenStore(): { dir: string; defects: Defect[] } {
  const dir = join(mkdtempSync(join(tmpdir(), 'vitrine-broken-')), 'template');
  cpSync(join(ROOT, 'fixtures/themes/store/template'), dir, { recursive: true });
  const defects: Defect[] = [];
  const edit = (file: string, change: (text: string) => string, needle: string, d: Omit<Defect, 'file' | 'line' | 'col'>, shift = 0) => {
    const path = join(dir, file);
    const text = change(readFileSync(path, 'utf8'));
    writeFileSync(path, text);
    defects.push({ file, ...positionOf(text, needle, shift), ...d });
  };
  edit('template.conf', () => TEMPLATE_CONF, '"colour"', { severity: 'warning', text: "unknown key 'colour'" });
  defects.push({ file: 'template.conf', ...positionOf(TEMPLATE_CONF, '"yes"'), severity: 'error', text: "'debug' must be boolean" });
  defects.push({ file: 'template.conf', ...positionOf(TEMPLATE_CONF, '"sidebar"'), severity: 'error', text: "names region 'sidebar'" });
  edit('collections/products.conf', () => '{ "systemCollectionVersion": "2.0",\n  "pageSize": "12" }\n', '"12"', { severity: 'error', text: "'pageSize' must be integer" });
  edit('blocks/shop/product-card.block', (t) => `${t}<p>{@|apply shop/missing.block}</p>\n`, 'apply shop/missing', { severity: 'error', text: "'apply' of 'shop/missing.block'" });
  edit('header.region', (t) => t.replace('template="shop/nav"', 'template="shop/navbar"'), '<squarespace:navigation', { severity: 'error', text: "template 'shop/navbar'" });
  edit('site.region', (t) => `${t}<p>{collection.title|nosuchformatter}</p>\n`, 'nosuchformatter', { severity: 'error', text: "Formatter 'nosuchformatter' is unknown" });
  edit('collections/events.item', (t) => `{.section website}\n${t}`, '{.section website}', { severity: 'error', text: 'Reached end of input in the middle of {.section website}' });
  edit('blocks/shop/event-line.block', (t) => `${t}{.end}\n`, '{.end}\n', { severity: 'error', text: '{.end} not allowed at root' }, 0);
  edit('collections/events.list', (t) => `${t}{.section collection}a{.or}b{.or}c{.end}\n`, '{.or}c', { severity: 'error', text: 'will never execute' });
  const less = readFileSync(join(dir, 'styles/shop.less'), 'utf8');
  appendFileSync(join(dir, 'styles/shop.less'), '.broken { color: @nosuchvariable; }\n');
  defects.push({ file: 'styles/shop.less', line: less.split('\n').length, col: 18, severity: 'warning', text: 'nosuchvariable is undefined (no stylesheet defines it); this statement is left out' });
  return { dir, defects };
}
