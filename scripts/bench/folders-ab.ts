/**
 * This checkout's engine against another checkout's on the official
 * template folders' views (real-folders.ts): each engine's ratio to the
 * hand-written builder and the two engines against each other, all in one
 * run of alternating CPU-time rounds (interleaved.ts); with OTHER_SHAPES=1
 * the other rendering shapes as well. BASE is a checkout
 * (a git worktree of the commit before a change, say).
 *   BASE=/tmp/base node --import tsx scripts/bench/folders-ab.ts
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadEngineBundle, loadRealFolderBuilders, realFolderShapes, renderingShapes, type EngineBundle } from './rendering-shapes.js';
import { productPages } from './product-page.js';
import { realFolderPages } from './real-folders.js';
import { interleavedRatio } from './interleaved.js';

const base = process.env.BASE;
if (!base) throw new Error('BASE must name the checkout to compare with');
const outfile = fileURLToPath(new URL('../../node_modules/.cache/vitrine-bench/base-engine.mjs', import.meta.url));
await build({ entryPoints: [path.join(base, 'engine', 'index.ts')], bundle: true, format: 'esm', platform: 'neutral', outfile, logLevel: 'error' });
const current = await loadEngineBundle();
const other = (await import(outfile)) as EngineBundle;
const pages = await realFolderPages();
const builders = await loadRealFolderBuilders();
// With OTHER_SHAPES=1, the team's own shapes (the 100-product page, the listing, the product pages) too.
const products = process.env.OTHER_SHAPES ? await productPages() : null;
const now = [...realFolderShapes(current, builders, pages), ...(products ? renderingShapes(current, products) : [])];
const before = [...realFolderShapes(other, builders, pages), ...(products ? renderingShapes(other, products) : [])];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(`load at start ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
for (let i = 0; i < now.length; i++) {
  const a = now[i]!;
  const b = before[i]!;
  console.log(`${a.key}: before ${pct(interleavedRatio(b.vitrine, b.builder))} of the builder, after ${pct(interleavedRatio(a.vitrine, a.builder))}, after/before ${pct(interleavedRatio(a.vitrine, b.vitrine))}`);
}
console.log(`load at end ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
