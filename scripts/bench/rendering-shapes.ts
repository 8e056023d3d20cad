/**
 * The page shapes whose rendering is judged against a hand-written
 * builder (issue 23): the benchmark page, the store listing and the demo
 * store's product pages. Each comes with its Vitrine render and its
 * builder, checked byte-identical here, before anything is timed: a shape
 * whose outputs differ throws.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type * as EngineModule from '../../engine/index.js';
import { catalog } from './catalog.js';
import { CENTS_FORMATTER, LISTING_VITRINE, listing, listingHandWritten } from './listing.js';
import { VITRINE, handWritten } from './page-templates.js';
import { productPageHandWritten, type ProductPage } from './product-page.js';

export type EngineBundle = typeof EngineModule;

/** The engine as it ships: one esbuild bundle, not TypeScript transformed module by module at load time. */
export async function loadEngineBundle(): Promise<EngineBundle> {
  const bundle = fileURLToPath(new URL('../../node_modules/.cache/vitrine-bench/engine.mjs', import.meta.url));
  await build({ entryPoints: [fileURLToPath(new URL('../../engine/index.ts', import.meta.url))], bundle: true, format: 'esm', platform: 'neutral', outfile: bundle, logLevel: 'error' });
  return (await import(bundle)) as EngineBundle;
}

export interface Shape {
  key: 'page' | 'listing' | 'product';
  vitrine: () => unknown;
  builder: () => unknown;
  /** Bytes of HTML of one call. */
  length: number;
}

/** A shape whose outputs (`vitrine`, `builder`) agree; `timed` are what is timed when they differ from them. */
function checked(key: Shape['key'], vitrine: () => string, builder: () => string, timed?: { vitrine: () => unknown; builder: () => unknown }): Shape {
  const a = vitrine();
  const b = builder();
  if (a !== b) {
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    throw new Error(`${key}: Vitrine's output differs from the hand-written builder's at ${at}: ${JSON.stringify(a.slice(at - 40, at + 40))} against ${JSON.stringify(b.slice(at - 40, at + 40))}`);
  }
  return { key, vitrine: timed?.vitrine ?? vitrine, builder: timed?.builder ?? builder, length: a.length };
}

/** The three shapes, each checked; `pages` from productPages(). */
export function renderingShapes({ Engine, ALL_PLUGINS }: EngineBundle, pages: ProductPage[]): Shape[] {
  const data = catalog(100);
  const json = JSON.parse(JSON.stringify(data));
  const page = new Engine().compile(VITRINE);

  const listingData = listing(200);
  const listingJson = JSON.parse(JSON.stringify(listingData));
  const listingTemplate = new Engine({ plugins: [...ALL_PLUGINS, { formatters: [CENTS_FORMATTER] }] }).compile(LISTING_VITRINE);

  // The product pages: what the site renderer rendered must be what this engine renders, and the builder's.
  const engine = new Engine();
  const products = pages.map((p) => {
    const tpl = engine.compile(p.source, p.file);
    const options = { partials: p.partials, locale: p.locale, now: p.now };
    const html = tpl.render(p.context, options).html;
    if (html !== p.html) throw new Error(`${p.path}: the bundled engine renders differently from the site renderer`);
    return { render: () => tpl.render(p.context, options).html, build: () => productPageHandWritten(p.context, p.locale) };
  });

  return [
    checked('page', () => page.render(json).html, () => handWritten(data)),
    checked('listing', () => listingTemplate.render(listingJson).html, () => listingHandWritten(listingData)),
    checked(
      'product',
      () => products.map((p) => p.render()).join(''),
      () => products.map((p) => p.build()).join(''),
      {
        vitrine: () => {
          for (const p of products) p.render();
        },
        builder: () => {
          for (const p of products) p.build();
        },
      },
    ),
  ];
}
