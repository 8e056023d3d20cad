/**
 * The commerce catalogue follows the content store: at start it takes in
 * the stored revision (an owner's products outlive a restart), after each
 * newer revision this process loads it takes that one in (seeding the
 * stock records of new variants), and before every commerce API request
 * the newest revision is loaded, so a product an owner just added (in any
 * process) can go in a cart at once.
 */
import type { FastifyInstance } from 'fastify';
import type { CartService } from '../commerce/cart-service.js';
import type { LiveSite } from './live-site.js';

/** The commerce API paths (cart, stock, checkout), which sell from the catalogue. */
const COMMERCE_API = /^\/api\/(?:3\/)?commerce\//;

export async function followSiteContent(app: FastifyInstance, live: LiveSite, carts: CartService): Promise<void> {
  await carts.takeIn(live.siteContent());
  live.onLoad((content) => carts.takeIn(content));
  // The cart sells what the store holds now, not only what this process has heard of (one read per commerce request).
  carts.catalogue.follow(() => live.refreshFromStore());
  // Added at the root, the hook runs for the commerce plugins registered before it too.
  app.addHook('onRequest', async (request) => {
    if (!COMMERCE_API.test(request.url)) return;
    // If the store cannot be read, the cart keeps the products of the revision loaded last.
    await carts.catalogue.sync().catch((e: unknown) => request.log.error({ err: e }, 'the newest site content could not be loaded for commerce'));
  });
}
