/**
 * One process of the multi-process SQLite test: opens the store file given
 * as argv[2] (migrating and seeding it like a server starting), then makes
 * argv[3] simultaneous adds of the 50-unit item, each in a new cart, and
 * prints `{"ok":N,"short":N,"other":[...]}`.
 */
import { openStore } from '../../../server/store/index.js';
import { loadContent } from '../../../server/site/content/load-content.js';
import { Catalogue, CartService, CommerceError } from '../../../server/commerce/index.js';
import { STORE_FIXTURE } from '../helpers.js';

const [file, countText] = process.argv.slice(2);
const loaded = loadContent(STORE_FIXTURE);
if (!loaded.ok || !file) throw new Error('bad set-up');
const store = await openStore({ file });
const carts = new CartService(store, Catalogue.fromContent(loaded.content));
await carts.seed();
const outcome = { ok: 0, short: 0, other: [] as string[] };
await Promise.all(
  Array.from({ length: Number(countText) }, async () => {
    try {
      await carts.add(undefined, { itemId: 'stock-fifty', sku: 'P50', quantity: 1 });
      outcome.ok++;
    } catch (e) {
      if (e instanceof CommerceError && e.code === 'NOT_ENOUGH_STOCK') outcome.short++;
      else outcome.other.push(String(e));
    }
  }),
);
await store.close();
process.stdout.write(JSON.stringify(outcome));
