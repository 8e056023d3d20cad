/**
 * Signed order links: the confirmation and order status pages open only
 * with the order id and its signature (HMAC-SHA256 under a secret kept in
 * the store, made once, so every process and restart signs alike).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadStoredSecret } from '../stored-secret.js';
import type { Store } from '../../store/index.js';

const SECRET_NAME = 'order-links';
/** Characters of the signature kept in a link (base64url of SHA-256, cut: 192 bits). */
export const ORDER_TOKEN_LENGTH = 32;

export class OrderLinks {
  private secret: Promise<Buffer> | undefined;

  constructor(private readonly store: Store) {}

  private key(): Promise<Buffer> {
    this.secret ??= loadStoredSecret(this.store, SECRET_NAME)
      .catch((e: unknown) => {
        this.secret = undefined;
        throw e;
      });
    return this.secret;
  }

  async token(orderId: string): Promise<string> {
    return createHmac('sha256', await this.key()).update(`order:${orderId}`).digest('base64url').slice(0, ORDER_TOKEN_LENGTH);
  }

  async verify(orderId: string, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.token(orderId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
