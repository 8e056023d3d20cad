/**
 * Download grants: the right of an order to download a digital product,
 * until `expires_at` and `max_downloads` times. A link names the grant (a
 * random 96-bit id) and its HMAC-SHA256 signature under a secret kept in
 * the store: never guessable, and the same link every time a page shows it.
 * A download counts by conditional update, so two clicks at once never
 * pass the count together.
 */
import { randomBytes } from 'node:crypto';
import { StoredSigner } from '../stored-secret.js';
import type { Selectable } from 'kysely';
import type { DownloadGrantsTable, Store, Tx } from '../../store/index.js';

export type GrantRow = Selectable<DownloadGrantsTable>;

const SECRET_NAME = 'download-links';
/** Characters of a link's signature (base64url of SHA-256, cut: 192 bits). */
export const DOWNLOAD_TOKEN_LENGTH = 32;
/** Where a grant's file is served: `${DOWNLOAD_PATH}<grant>?token=<signature>`. */
export const DOWNLOAD_PATH = '/api/commerce/downloads/';
/** After a fresh link is mailed, another one for the same product of the order waits this long. */
export const FRESH_LINK_INTERVAL_MS = 2 * 60_000;
export const GRANT_ID = /^[0-9a-f]{24}$/;

export interface GrantPolicy {
  ttlMs: number;
  maxDownloads: number;
}

export type GrantCheck = { ok: true; grant: GrantRow } | { ok: false; reason: 'invalid' | 'expired' | 'used-up'; grant?: GrantRow };

export class DownloadLinks {
  private readonly signer: StoredSigner;

  constructor(store: Store) {
    this.signer = new StoredSigner(store, SECRET_NAME, 'download', DOWNLOAD_TOKEN_LENGTH);
  }

  token(grantId: string): Promise<string> {
    return this.signer.sign(grantId);
  }

  async verify(grantId: string, token: string): Promise<boolean> {
    return GRANT_ID.test(grantId) && this.signer.verify(grantId, token);
  }

  /** The path of a grant's download (the public URL goes in front for mail). */
  async path(grantId: string): Promise<string> {
    return `${DOWNLOAD_PATH}${grantId}?token=${await this.token(grantId)}`;
  }
}

function ints(g: GrantRow): GrantRow {
  return { ...g, max_downloads: Number(g.max_downloads), downloads: Number(g.downloads) };
}

export async function insertGrant(tx: Tx, orderId: string, itemId: string, policy: GrantPolicy, now: Date): Promise<GrantRow> {
  const row: GrantRow = {
    id: randomBytes(12).toString('hex'),
    order_id: orderId,
    item_id: itemId,
    expires_at: new Date(now.getTime() + policy.ttlMs).toISOString(),
    max_downloads: policy.maxDownloads,
    downloads: 0,
    created_at: now.toISOString(),
  };
  await tx.insertInto('download_grants').values(row).execute();
  return row;
}

export async function findGrant(db: Tx, id: string): Promise<GrantRow | undefined> {
  if (!GRANT_ID.test(id)) return undefined;
  const g = await db.selectFrom('download_grants').selectAll().where('id', '=', id).executeTakeFirst();
  return g ? ints(g) : undefined;
}

/** The newest grant of each product of an order. */
export async function latestGrants(db: Tx, orderId: string): Promise<GrantRow[]> {
  const rows = await db.selectFrom('download_grants').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.item_id) && seen.add(r.item_id)).map(ints);
}

/** Why a grant cannot be used now, or undefined when it can. */
export function refusal(g: GrantRow, now: Date): 'expired' | 'used-up' | undefined {
  if (g.expires_at <= now.toISOString()) return 'expired';
  if (g.downloads >= g.max_downloads) return 'used-up';
  return undefined;
}

/** Counts one download if the grant still allows it (one conditional update). */
export async function countDownload(store: Store, id: string, now: Date): Promise<boolean> {
  const r = await store.db
    .updateTable('download_grants')
    .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
    .where('id', '=', id)
    .where('expires_at', '>', now.toISOString())
    .where((eb) => eb('downloads', '<', eb.ref('max_downloads')))
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
