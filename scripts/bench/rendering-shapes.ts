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
import type { RealFolderPage } from './real-folders.js';
import type * as RealFolderBuilders from './real-folder-builders.js';

export type EngineBundle = typeof EngineModule;

/** The engine as it ships: one esbuild bundle, not TypeScript transformed module by module at load time. */
export async function loadEngineBundle(): Promise<EngineBundle> {
  const bundle = fileURLToPath(new URL('../../node_modules/.cache/vitrine-bench/engine.mjs', import.meta.url));
  await build({ entryPoints: [fileURLToPath(new URL('../../engine/index.ts', import.meta.url))], bundle: true, format: 'esm', platform: 'neutral', outfile: bundle, logLevel: 'error' });
  return (await import(bundle)) as EngineBundle;
}

/**
 * The real folders' builders and eta ports as one esbuild bundle too, so
 * that they and the library they call for dates (the engine's strftime)
 * run as the engine does, not as TypeScript transformed at load time
 * (which wraps inner functions in naming calls on every call).
 */
export async function loadRealFolderBuilders(): Promise<typeof RealFolderBuilders> {
  const bundle = fileURLToPath(new URL('../../node_modules/.cache/vitrine-bench/real-folder-builders.mjs', import.meta.url));
  await build({ entryPoints: [fileURLToPath(new URL('./real-folder-builders.ts', import.meta.url))], bundle: true, format: 'esm', platform: 'node', packages: 'external', outfile: bundle, logLevel: 'error' });
  return (await import(bundle)) as typeof RealFolderBuilders;
}

export interface Shape {
  key: 'page' | 'listing' | 'product' | RealFolderPage['folder']['key'];
  vitrine: () => unknown;
  builder: () => unknown;
  /** The eta port, where the shape has one (checked byte-identical too). */
  eta?: () => unknown;
  /** Bytes of HTML of one call. */
  length: number;
}

/** A shape whose outputs (`vitrine`, `builder`) agree; `timed` are what is timed when they differ from them. */
function checked(key: Shape['key'], vitrine: () => string, builder: () => string, timed?: { vitrine: () => unknown; builder: () => unknown }): Shape {
  const a = vitrine();
  same(key, "Vitrine's output", a, builder());
  return { key, vitrine: timed?.vitrine ?? vitrine, builder: timed?.builder ?? builder, length: a.length };
}

/** Throws where `b` differs from `a` (by default the hand-written builder's output). */
function same(key: string, what: string, a: string, b: string, against = "the hand-written builder's"): void {
  if (a === b) return;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  throw new Error(`${key}: ${what} differs from ${against} at ${at}: ${JSON.stringify(a.slice(at - 40, at + 40))} against ${JSON.stringify(b.slice(at - 40, at + 40))}`);
}

/**
 * The real template folders' views (real-folders.ts) present on this
 * machine: the bundled engine's render must be the site renderer's, the
 * builder's and the eta port's (both made from the view's literal text).
 */
export function realFolderShapes({ Engine }: EngineBundle, { ETA_HELPERS, REAL_SHAPE_PORTS, realShapesEta }: typeof RealFolderBuilders, pages: RealFolderPage[]): Shape[] {
  const engine = new Engine();
  const eta = realShapesEta();
  const out: Shape[] = [];
  for (const p of pages) {
    if ('missing' in p) continue;
    const { view, folder } = p;
    const tpl = engine.compile(view.source, view.file);
    const options = { partials: view.partials, locale: view.locale, now: view.now };
    const context = view.context;
    // The builder and the eta port are made from the view's literal text, once.
    const port = REAL_SHAPE_PORTS[folder.key]!;
    const build = port.build(view.literals);
    const etaFn = eta.compile(port.eta(view.literals, folder.key));
    const etaData = { ...context, locale: view.locale, h: ETA_HELPERS };
    const render = () => tpl.render(context, options).html;
    const html = render();
    same(folder.key, "the bundled engine's render", html, view.html, "the site renderer's");
    const shape = checked(folder.key, render, () => build(context as never, view.locale));
    const etaRender = () => eta.render(etaFn, etaData);
    same(folder.key, 'the eta port', html, etaRender());
    out.push({ ...shape, eta: etaRender });
  }
  return out;
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
