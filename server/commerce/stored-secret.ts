/**
 * Link signatures under a secret kept in the store (`commerce_secrets`),
 * made on first use so every process and restart signs alike: HMAC-SHA256
 * of `purpose:id`, base64url, cut to a length. A failed load of the secret
 * is forgotten so the next use tries again.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/index.js';

/** Bytes of a new secret. */
const SECRET_BYTES = 32;

export class StoredSigner {
  private secret: Promise<Buffer> | undefined;

  /** `name`: the secret's row; `purpose`: what is signed (kept apart from other signers); `length`: characters kept. */
  constructor(
    private readonly store: Store,
    private readonly name: string,
    private readonly purpose: string,
    private readonly length: number,
  ) {}

  private key(): Promise<Buffer> {
    this.secret ??= this.store
      .change(async (tx) => {
        await tx.insertInto('commerce_secrets').values({ name: this.name, value: randomBytes(SECRET_BYTES).toString('hex') }).onConflict((oc) => oc.column('name').doNothing()).execute();
        const row = await tx.selectFrom('commerce_secrets').select('value').where('name', '=', this.name).executeTakeFirstOrThrow();
        return Buffer.from(row.value, 'hex');
      })
      .catch((e: unknown) => {
        this.secret = undefined;
        throw e;
      });
    return this.secret;
  }

  async sign(id: string): Promise<string> {
    return createHmac('sha256', await this.key()).update(`${this.purpose}:${id}`).digest('base64url').slice(0, this.length);
  }

  /** Whether `token` is `id`'s signature (compared in constant time). */
  async verify(id: string, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
