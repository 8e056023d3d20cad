/**
 * Signed order links: the confirmation and order status pages open only
 * with the order id and its signature (HMAC-SHA256 under a secret kept in
 * the store, made once, so every process and restart signs alike).
 */
import { StoredSigner } from '../stored-secret.js';
import type { Store } from '../../store/index.js';

const SECRET_NAME = 'order-links';
/** Characters of the signature kept in a link (base64url of SHA-256, cut: 192 bits). */
export const ORDER_TOKEN_LENGTH = 32;

export class OrderLinks {
  private readonly signer: StoredSigner;

  constructor(store: Store) {
    this.signer = new StoredSigner(store, SECRET_NAME, 'order', ORDER_TOKEN_LENGTH);
  }

  token(orderId: string): Promise<string> {
    return this.signer.sign(orderId);
  }

  verify(orderId: string, token: string): Promise<boolean> {
    return this.signer.verify(orderId, token);
  }
}
