/**
 * The three rendering shapes alone, for profiling and quick checks (npm run
 * bench runs them too, with everything else): each output checked against
 * its hand-written builder, then Vitrine's share of the builder's rate (the
 * median of alternating CPU-time rounds). SHAPES=page,listing,product picks
 * some; --cpu-prof on node profiles them.
 *   node --import tsx scripts/bench/shapes.ts
 */
import os from 'node:os';
import { loadEngineBundle, renderingShapes } from './rendering-shapes.js';
import { interleavedRatio } from './interleaved.js';

const wanted = (process.env.SHAPES ?? 'page,listing,product').split(',');
const shapes = renderingShapes(await loadEngineBundle(), await (await import('./product-page.js')).productPages());
console.log(`load average (1, 5, 15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
for (const s of shapes) {
  if (!wanted.includes(s.key)) continue;
  console.log(`${s.key}: vitrine at ${(interleavedRatio(s.vitrine, s.builder) * 100).toFixed(1)} % of the builder`);
}
