/**
 * One process of the stock-holds churn test: opens the store of argv[2]
 * (JSON: {url, schema} or {file}), then runs argv[3] shoppers at once, each
 * adding 1 to 3 units of the 50-unit item in carts whose holds lapse after
 * a few milliseconds, placing some orders, while this process sweeps lapsed
 * holds the whole time. Prints `{"ok":N,"short":N,"orders":N,"retries":N,"other":[...]}`,
 * `retries` counting the changes PostgreSQL aborted (deadlocks) and ran again.
 */
import { openStore } from '../../../server/store/index.js';
import { loadContent } from '../../../site/content/load-content.js';
import { Catalogue, CartService, CommerceError } from '../../../server/commerce/index.js';
import { commitHolds, sweepLapsedHolds } from '../../../server/commerce/stock-holds.js';
import { STORE_FIXTURE } from '../helpers.js';

/** Holds lapse almost at once, so releases race with adds and orders. */
const HOLD_MS = 5;
const ADDS_PER_SHOPPER = 6;

const [options, shoppersText] = process.argv.slice(2);
const loaded = loadContent(STORE_FIXTURE);
if (!loaded.ok || !options) throw new Error('bad set-up');
let retries = 0;
const store = await openStore({ ...(JSON.parse(options) as { url?: string; schema?: string; file?: string }), onRetry: () => retries++ });
const carts = new CartService(store, Catalogue.fromContent(loaded.content), { holds: { holdMs: HOLD_MS, maxPerVariant: 50 } });
await carts.seed();
const outcome = { ok: 0, short: 0, orders: 0, other: [] as string[] };
let running = true;
const sweeper = (async () => {
  while (running) await sweepLapsedHolds(store, new Date()).catch((e: unknown) => outcome.other.push(`sweep: ${String(e)}`));
})();

await Promise.all(
  Array.from({ length: Number(shoppersText) }, async (_, i) => {
    let cartId: string | undefined;
    for (let n = 0; n < ADDS_PER_SHOPPER; n++) {
      try {
        const { cart } = await carts.add(cartId, { itemId: 'stock-fifty', sku: 'P50', quantity: 1 + ((i + n) % 3) });
        cartId = cart.id ?? undefined;
        outcome.ok++;
      } catch (e) {
        if (e instanceof CommerceError && e.code === 'NOT_ENOUGH_STOCK') outcome.short++;
        else outcome.other.push(String(e));
      }
      if (cartId !== undefined && n % 3 === 2) {
        const id = cartId;
        try {
          await store.change(async (tx) => {
            await commitHolds(tx, id, new Date());
            await tx.updateTable('carts').set({ is_purchased: 1 }).where('id', '=', id).execute();
          });
          outcome.orders++;
        } catch (e) {
          if (!(e instanceof CommerceError && e.code === 'NOT_ENOUGH_STOCK')) outcome.other.push(`order: ${String(e)}`);
        }
        cartId = undefined;
      }
    }
  }),
);
running = false;
await sweeper;
await store.close();
process.stdout.write(JSON.stringify({ ...outcome, retries }));
