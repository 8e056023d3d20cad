/**
 * One process of the checkout concurrency test: opens the PostgreSQL store
 * (argv[2] URL, argv[3] schema), reads the cart ids of argv[4] (JSON), and
 * places each cart's order argv[5] times at once, all carts at once; prints
 * `{"placed":N,"existing":N,"errors":{code:N}}`.
 */
import { readFileSync } from 'node:fs';
import { openStore } from '../../../server/store/index.js';
import { loadContent } from '../../../server/site/content/load-content.js';
import { Catalogue, CartService } from '../../../server/commerce/index.js';
import { createCheckout } from '../../../server/commerce/checkout/wire.js';
import { codeOf } from '../../../server/commerce/checkout/errors.js';
import { DEFAULT_SITE_CONTENT } from '../../../server/config.js';
import { CARD, NY_ADDRESS } from '../checkout-helpers.js';

const [url, schema, cartsFile, timesText] = process.argv.slice(2);
const loaded = loadContent(DEFAULT_SITE_CONTENT);
if (!loaded.ok || !url || !schema || !cartsFile) throw new Error('bad set-up');
const store = await openStore({ url, schema, poolSize: 10 });
const catalogue = Catalogue.fromContent(loaded.content);
const carts = new CartService(store, catalogue);
const { service } = createCheckout({ store, catalogue, carts, content: loaded.content });
const ids = JSON.parse(readFileSync(cartsFile, 'utf8')) as string[];
const outcome = { placed: 0, existing: 0, errors: {} as Record<string, number> };
await Promise.all(
  ids.flatMap((id) =>
    Array.from({ length: Number(timesText) }, async () => {
      try {
        const r = await service.place('cart', id, { ...NY_ADDRESS, ...CARD() }, 'en-US');
        if (r.existing) outcome.existing++;
        else outcome.placed++;
      } catch (e) {
        const code = codeOf(e) ?? String(e);
        outcome.errors[code] = (outcome.errors[code] ?? 0) + 1;
      }
    }),
  ),
);
await store.close();
process.stdout.write(JSON.stringify(outcome));
