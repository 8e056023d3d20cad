// SPEC section 4: the cart model signals recalculation start and end around
// form updates (a cart line's answers saved, client/widgets/entry-fields.tsx).
import t from 'tap';
import './dom.js';
import { CART_RECALCULATION_EVENTS, cartStore, recalculating } from '../../client/state/cart-store.js';

t.test('start, the update, then end; the end also after a failure', async (t) => {
  const seen: string[] = [];
  const start = () => seen.push(`start (recalculating ${cartStore.get().recalculating})`);
  const end = () => seen.push(`end (recalculating ${cartStore.get().recalculating})`);
  document.addEventListener(CART_RECALCULATION_EVENTS.start, start);
  document.addEventListener(CART_RECALCULATION_EVENTS.end, end);
  t.teardown(() => {
    document.removeEventListener(CART_RECALCULATION_EVENTS.start, start);
    document.removeEventListener(CART_RECALCULATION_EVENTS.end, end);
  });
  const answer = await recalculating(async () => {
    seen.push('update');
    return 42;
  });
  t.equal(answer, 42);
  t.same(seen, ['start (recalculating true)', 'update', 'end (recalculating false)']);
  seen.length = 0;
  await t.rejects(recalculating(() => Promise.reject(new Error('offline'))), /offline/);
  t.same(seen, ['start (recalculating true)', 'end (recalculating false)']);
});
