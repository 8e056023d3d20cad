/**
 * `npm start` until the render service serves the whole site: renders the
 * demo store's product listing (templates/collections/products.list) with
 * the page context the site renderer builds from fixtures/demo-store, and
 * prints the HTML; diagnostics go to stderr as file:line:col.
 */
import { fileURLToPath } from 'node:url';
import { Engine, formatDiagnostic } from '../engine/index.js';
import { loadContent } from '../server/site/content/load-content.js';
import { SiteIndex } from '../server/site/content/site-index.js';
import { buildPageContext } from '../server/site/context/page-context.js';
import { loadTheme } from '../server/site/theme/load-theme.js';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const content = loadContent(root('fixtures/demo-store'));
const theme = loadTheme(root('templates'));
for (const d of [...content.diagnostics, ...theme.diagnostics]) console.error(`${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message}`);
if (!content.ok || !theme.ok) process.exit(1);

const index = new SiteIndex(content.content);
const shop = index.byUrlId.get('shop');
const view = theme.theme.collections.get('products')?.list;
if (!shop || !view) {
  console.error('fixtures/demo-store has no shop collection, or templates/ no products.list');
  process.exit(1);
}
const now = Date.now();
const context = buildPageContext(index, { kind: 'collection', collection: shop, pageType: 50 }, {
  query: {},
  now,
  localizedStrings: { ...theme.theme.strings.get('en-US'), ...content.content.localizedStrings },
});
const partials = Object.fromEntries([...theme.theme.blocks].map(([name, file]) => [name, file.text]));
const result = new Engine().compile(view.text, view.path).render(context, { partials, now });
for (const d of [...result.errors, ...result.warnings]) console.error(formatDiagnostic(d, d.source ?? view.path));
process.stdout.write(result.html);
process.exitCode = result.errors.length ? 1 : 0;
