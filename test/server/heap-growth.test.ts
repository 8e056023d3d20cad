/** The old generation's growth factor the server sets at start-up, unless the operator gave node their own. */
import t from 'tap';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from '../../server/ops/heap-growth.js';

t.test('without an operator value, the fixed factor', async (t) => {
  t.equal(heapGrowthFlag([]), `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  t.equal(heapGrowthFlag(['--enable-source-maps', '--max-old-space-size=512']), `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
});

t.test("the operator's own value is kept, in either spelling", async (t) => {
  for (const argv of [['--heap-growing-percent=50'], ['--heap_growing_percent=30'], ['--heap-growing-percent', '50'], ['--enable-source-maps', '--heap_growing_percent', '10']]) {
    t.equal(heapGrowthFlag(argv), null, argv.join(' '));
  }
});
