/**
 * This checkout's engine against another checkout's on the product shape:
 * the demo store's product pages rendered by both engines (each checked
 * against what the site renderer rendered), timed as shapes.ts times a
 * shape against its builder (alternating CPU-time rounds, the median
 * ratio). Engine against engine is steadier than two builder ratios taken
 * in separate processes, so small changes show. BASE is a checkout with
 * its node_modules (a git worktree of main, say).
 *   BASE=/work/main node --import tsx scripts/bench/engine-ab.ts
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';
import { loadEngineBundle, type EngineBundle } from './rendering-shapes.js';
import { productPages, type ProductPage } from './product-page.js';
import { interleavedRatio } from './interleaved.js';

const base = process.env.BASE;
if (!base) throw new Error('BASE must name the checkout to compare with (BASE=/work/main)');
const outfile = fileURLToPath(new URL('../../node_modules/.cache/vitrine-bench/base-engine.mjs', import.meta.url));
await build({ entryPoints: [path.join(base, 'engine', 'index.ts')], bundle: true, format: 'esm', platform: 'neutral', outfile, logLevel: 'error' });
const current = await loadEngineBundle();
const other = (await import(outfile)) as EngineBundle;
const pages = await productPages();

/** All product pages rendered by `engine`, once each. */
function renderAll({ Engine }: EngineBundle, pages: ProductPage[]): () => void {
  const engine = new Engine();
  const renders = pages.map((p) => {
    const tpl = engine.compile(p.source, p.file);
    const options = { partials: p.partials, locale: p.locale, now: p.now };
    if (tpl.render(p.context, options).html !== p.html) throw new Error(`${p.path}: this engine renders differently from the site renderer`);
    return () => tpl.render(p.context, options).html;
  });
  return () => {
    for (const r of renders) r();
  };
}

console.log(`product pages: this engine at ${(interleavedRatio(renderAll(current, pages), renderAll(other, pages)) * 100).toFixed(1)} % of the speed of ${base}'s`);
