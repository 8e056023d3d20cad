// The bytes of every conformance case and every demo page (both languages),
// rendered by engines `make` gives; shared by the CSP-safe render test and
// its worker.
import { fileURLToPath } from 'node:url';
import type { Engine } from '../../engine/index.js';
import { loadCases, runCase } from '../../scripts/conformance/cases.js';
import { CONFORMANCE_DIR } from '../../scripts/conformance/paths.js';
import { loadSite } from '../../site/load-site.js';
import { splitByLanguage } from '../../site/content/languages.js';
import { SiteIndex } from '../../site/content/site-index.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
/** The demo date, so the pages do not change between two runs. */
const NOW = Date.UTC(2026, 10, 23, 15);
/** Renders of each page: past HOT_RENDERS, so tiered templates switch to generated code where they may. */
const RENDERS = 3;

export async function renderAll(make: () => Engine): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const engine = make();
  for (const c of loadCases(CONFORMANCE_DIR)) {
    // Three runs of the case in one engine: the last is the hot one.
    let r = runCase(c, engine);
    for (let i = 1; i < RENDERS; i++) r = runCase(c, engine);
    out[`case ${c.file}`] = r.actual;
  }
  const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => NOW, engine: make() });
  const paths = new Set<string>(['/', '/cart', '/search?q=mug']);
  for (const lang of splitByLanguage(site.renderer.content)) {
    const index = new SiteIndex(lang.content, lang.prefix);
    for (const c of lang.content.collections) {
      paths.add(index.fullUrl(c));
      for (const item of index.items(c)) paths.add(index.itemUrl(c, item));
    }
  }
  for (const path of paths) {
    const [p, q] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(q ?? ''));
    let html = '';
    for (let i = 0; i < RENDERS; i++) html = site.renderer.render(p!, query).html;
    out[`page ${path}`] = html;
  }
  return out;
}
