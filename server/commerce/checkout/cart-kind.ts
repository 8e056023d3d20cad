/** The kind of an open cart named by a token (subscription and gift-card checkouts name their cart in the URL). */
import type { CartKind } from '../../store/index.js';
import type { CheckoutService } from './checkout-service.js';

const TOKEN = /^[0-9a-f]{24}$/;

export async function findCartKind(service: CheckoutService, token: string): Promise<CartKind | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return service.cartKind(token);
}
