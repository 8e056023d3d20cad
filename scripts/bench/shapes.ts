/**
 * The rendering shapes alone, for profiling and quick checks (npm run
 * bench runs them too, with everything else): each output checked against
 * its hand-written builder, then Vitrine's share of the builder's rate (the
 * median of alternating CPU-time rounds), and eta's where the shape has an
 * eta port. SHAPES=page,listing,product,bureau-blog,doncab-project,endeavor-gallery
 * picks some (default: all); --cpu-prof on node profiles them.
 *   node --import tsx scripts/bench/shapes.ts
 */
import os from 'node:os';
import { loadEngineBundle, loadRealFolderBuilders, realFolderShapes, renderingShapes } from './rendering-shapes.js';
import { interleavedRatio } from './interleaved.js';
import { realFolderPages } from './real-folders.js';

const wanted = process.env.SHAPES?.split(',');
const engine = await loadEngineBundle();
const real = await realFolderPages();
for (const p of real) if ('missing' in p) console.log(`${p.folder.key}: skipped, ${p.missing}`);
const shapes = [...renderingShapes(engine, await (await import('./product-page.js')).productPages()), ...realFolderShapes(engine, await loadRealFolderBuilders(), real)];
console.log(`load average (1, 5, 15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
for (const s of shapes) {
  if (wanted && !wanted.includes(s.key)) continue;
  const eta = s.eta ? `, eta at ${(interleavedRatio(s.eta, s.builder) * 100).toFixed(1)} %` : '';
  console.log(`${s.key} (${s.length} bytes): vitrine at ${(interleavedRatio(s.vitrine, s.builder) * 100).toFixed(1)} % of the builder${eta}`);
}
