/**
 * The client bundle section of BENCHMARKS.md: what each kind of storefront
 * page loads of the shopper widgets' modules (the entry and its widgets'
 * chunks, each file gzip-compressed on its own as served), from the build's
 * manifest. The widgets are those of the demo store's pages.
 */
import {
  buildClient,
  pageScript,
  rendererGzipBytes,
  PILL_PAGE_GZIP_BUDGET_BYTES,
  RENDERER_GZIP_BUDGET_BYTES,
  TELEMETRY_GZIP_BUDGET_BYTES,
  WIDGETS_GZIP_BUDGET_BYTES,
  telemetryGzipBytes,
} from '../../client-build/build-client.js';

export const PAGE_WIDGETS: readonly { page: string; widgets: readonly string[] }[] = [
  { page: 'only the cart pill (a content page: /faq)', widgets: ['cart-pill'] },
  { page: 'home (product cards)', widgets: ['cart-pill', 'add-to-cart', 'quick-view'] },
  { page: 'product', widgets: ['cart-pill', 'add-to-cart', 'quick-view', 'variant-select', 'product-price', 'quantity-input', 'instalment-pill'] },
  { page: 'cart', widgets: ['cart-pill', 'cart-page'] },
  { page: 'checkout', widgets: ['cart-pill', 'checkout-form'] },
  { page: 'contact (a form block)', widgets: ['cart-pill', 'form'] },
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const fmt = (n: number) => n.toLocaleString('en-US');

export async function clientPagesMarkdown(): Promise<string> {
  const b = await buildClient();
  const telemetry = await telemetryGzipBytes();
  const rows = PAGE_WIDGETS.map(({ page, widgets }) => {
    const s = pageScript(b, widgets);
    return `| ${page} | ${widgets.join(', ')} | ${s.files} | ${fmt(s.bytes)} | ${kb(s.gzipBytes)} |`;
  });
  const all = pageScript(b, Object.keys(b.manifest.widgets));
  const renderer = rendererGzipBytes(b);
  return `## Client bundle

The shopper widgets are ES modules split per widget (client/islands/, esbuild
splitting): every page loads the entry (${fmt(Buffer.byteLength(b.code))} bytes: the island loader, the cart
store and telemetry) and the chunks of the widgets it holds, named in
modulepreload links. The widgets are written to React's API and rendered by
Preact's compat layer (React aliased to it in the shopper bundle only; the
editor keeps React 19), one chunk (${kb(renderer)} gzip) that only the widgets that
render load; the cart pill is drawn with the DOM. Each file gzip-compressed on its own, as
served (client-build/build-client.ts, \`npm run build:client\`):

| page | widgets | files | bytes | gzip |
|---|---|---:|---:|---:|
${rows.join('\n')}
| every widget at once (no page) | all ${Object.keys(b.manifest.widgets).length} | ${all.files} | ${fmt(all.bytes)} | ${kb(all.gzipBytes)} |

Budgets: a page with only the cart pill at most ${kb(PILL_PAGE_GZIP_BUDGET_BYTES)} gzip; every widget at once at most ${kb(WIDGETS_GZIP_BUDGET_BYTES)}; the renderer's chunk at most ${kb(RENDERER_GZIP_BUDGET_BYTES)};
telemetry adds ${kb(telemetry)} gzip to every page (budget ${kb(TELEMETRY_GZIP_BUDGET_BYTES)}). Before the split every page
loaded one script of about 340 KB, 105.6 to 112.2 KB gzip; split but with React DOM in place of Preact (before 2026-11-28), 91.4 to 102.7 KB on a page with widgets that render and 131.7 KB every widget at once (issue 41; BENCHMARKS.md's storefront tables).`;
}

if (process.argv[1]?.endsWith('client-pages.ts')) console.log(await clientPagesMarkdown());
