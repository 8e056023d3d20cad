/**
 * The process the kill test kills: opens the SQLite store file argv[2],
 * then forever fills a cart with a mug and places its order, several at
 * once, printing a line per order placed.
 */
import { openStore } from '../../../server/store/index.js';
import { loadContent } from '../../../server/site/content/load-content.js';
import { Catalogue, CartService } from '../../../server/commerce/index.js';
import { createCheckout } from '../../../server/commerce/checkout/wire.js';
import { DEFAULT_SITE_CONTENT } from '../../../server/config.js';
import { CARD, MUG, NY_ADDRESS } from '../checkout-helpers.js';

const file = process.argv[2];
const loaded = loadContent(DEFAULT_SITE_CONTENT);
if (!loaded.ok || !file) throw new Error('bad set-up');
const store = await openStore({ file });
const catalogue = Catalogue.fromContent(loaded.content);
const carts = new CartService(store, catalogue);
await carts.seed();
const { service } = createCheckout({ store, catalogue, carts, content: loaded.content });
const loop = async () => {
  for (;;) {
    const { cart } = await carts.add(undefined, { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 });
    await service.place('cart', cart.id!, { ...NY_ADDRESS, ...CARD() }, 'en-US');
    process.stdout.write('placed\n');
  }
};
await Promise.all([loop(), loop(), loop(), loop()]);
