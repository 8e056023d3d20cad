/**
 * Digital delivery: an order's digital products get a download grant when
 * the order is placed (in its transaction); the confirmation, the order
 * pages and the mail show each product's newest link; the link serves the
 * file while the order is paid and the grant lives, else it leads to a page
 * that offers a fresh link, mailed to the order's address.
 */
import type { Store, Tx } from '../../store/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { ProductType } from '../../../engine/commerce/model.js';
import { loadOrder, type FullOrder } from '../orders/order-repo.js';
import { deliveryTexts } from '../orders/delivery-texts.js';
import { fill } from '../checkout/texts.js';
import { digitalFileData, type DigitalFileInfo } from './digital-files.js';
import { countDownload, findGrant, FRESH_LINK_INTERVAL_MS, insertGrant, latestGrants, refusal, type DownloadLinks, type GrantPolicy, type GrantRow } from './download-grants.js';

export interface DeliveryDeps {
  store: Store;
  links: DownloadLinks;
  policy: GrantPolicy;
  mailer: Mailer;
  /** The site's address for links in mail. */
  publicUrl: () => string;
  /**
   * The products of an item's translation group, its original first (the
   * catalogue's stock item): a file uploaded on one language's product is
   * the file of every translation of it.
   */
  translationsOf?: (itemId: string) => string[];
  /** A product's delivery note to its buyers ('' without one): the mail shows it under the product's link. */
  noteOf?: (itemId: string) => string;
  now?: () => Date;
}

export interface OrderDownload {
  itemId: string;
  productName: string;
  /** The download's path (`/api/commerce/downloads/...`). */
  path: string;
}

export type Refusal = 'invalid' | 'expired' | 'used-up' | 'unpaid' | 'missing';

export type ServeResult = { ok: true; info: DigitalFileInfo; data: Buffer } | { ok: false; reason: Refusal; grant?: GrantRow };

export type FreshLinkResult = 'sent' | 'wait' | 'invalid';

export class Delivery {
  constructor(private readonly deps: DeliveryDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** A product's delivery note ('' without one). */
  noteOf(itemId: string): string {
    return this.deps.noteOf?.(itemId) ?? '';
  }

  get policy(): GrantPolicy {
    return this.deps.policy;
  }

  /** In the order's transaction: a grant for each digital product of the order. */
  async grantOrder(tx: Tx, orderId: string): Promise<void> {
    const lines = await tx.selectFrom('order_lines').select('item_id').where('order_id', '=', orderId).where('product_type', '=', ProductType.DIGITAL).execute();
    const now = this.now();
    for (const itemId of new Set(lines.map((l) => l.item_id))) await insertGrant(tx, orderId, itemId, this.deps.policy, now);
  }

  /** The newest link of each digital product of a paid order ([] before payment). */
  async downloadsOf(full: FullOrder): Promise<OrderDownload[]> {
    if (full.order.status !== 'paid') return [];
    const grants = await latestGrants(this.deps.store.db, full.order.id);
    const out: OrderDownload[] = [];
    for (const line of full.lines) {
      const g = grants.find((x) => x.item_id === line.item_id);
      if (g && !out.some((d) => d.itemId === line.item_id)) out.push({ itemId: line.item_id, productName: line.product_name, path: await this.deps.links.path(g.id) });
    }
    return out;
  }

  /** The mail's links: absolute, on the public URL. */
  async mailDownloads(full: FullOrder): Promise<{ productName: string; url: string }[]> {
    const base = this.deps.publicUrl().replace(/\/+$/, '');
    return (await this.downloadsOf(full)).map((d) => ({ productName: d.productName, url: `${base}${d.path}`, note: this.deps.noteOf?.(d.itemId) ?? '' }));
  }

  /** Whether a link is genuine, and its grant (for the refusal page). */
  async check(grantId: string, token: string): Promise<{ grant: GrantRow; order: FullOrder } | undefined> {
    if (!(await this.deps.links.verify(grantId, token))) return undefined;
    const grant = await findGrant(this.deps.store.db, grantId);
    const order = grant ? await loadOrder(this.deps.store.db, grant.order_id) : undefined;
    return grant && order ? { grant, order } : undefined;
  }

  /** Why a genuine link does not download now, or undefined when it does. */
  reasonOf(grant: GrantRow, order: FullOrder): Refusal | undefined {
    if (order.order.status !== 'paid') return 'unpaid';
    return refusal(grant, this.now());
  }

  /** One download: counted, then the file; or why not. */
  async serve(grantId: string, token: string): Promise<ServeResult> {
    const found = await this.check(grantId, token);
    if (!found) return { ok: false, reason: 'invalid' };
    const reason = this.reasonOf(found.grant, found.order);
    if (reason) return { ok: false, reason, grant: found.grant };
    const file = await this.fileOf(found.grant, found.order);
    if (!file) return { ok: false, reason: 'missing', grant: found.grant };
    if (!(await countDownload(this.deps.store, grantId, this.now()))) return { ok: false, reason: this.reasonOf(found.grant, found.order) ?? 'used-up', grant: found.grant };
    return { ok: true, info: file.info, data: file.data };
  }

  /**
   * The file a grant delivers: its product's own, else its original's (the
   * stock item the order line kept: a French twin bought delivers the file
   * uploaded on the English product), else another translation's.
   */
  private async fileOf(grant: GrantRow, order: FullOrder) {
    const line = order.lines.find((l) => l.item_id === grant.item_id) as ({ stock_item_id?: string | null } & FullOrder['lines'][number]) | undefined;
    const candidates = [grant.item_id, line?.stock_item_id ?? '', ...(this.deps.translationsOf?.(grant.item_id) ?? [])].filter((id, i, all) => id !== '' && all.indexOf(id) === i);
    for (const itemId of candidates) {
      const file = await digitalFileData(this.deps.store.db, itemId);
      if (file) return file;
    }
    return undefined;
  }

  /** A new grant for the product of a genuine link, its link mailed to the order's address; at most one per FRESH_LINK_INTERVAL_MS. */
  async freshLink(grantId: string, token: string): Promise<FreshLinkResult> {
    const found = await this.check(grantId, token);
    if (!found || found.order.order.status !== 'paid') return 'invalid';
    const { grant, order } = found;
    const now = this.now();
    const fresh = await this.deps.store.change(async (tx) => {
      const newest = (await latestGrants(tx, grant.order_id)).find((g) => g.item_id === grant.item_id);
      // A fresh link sent moment ago (from this or another old link) is not sent again.
      if (newest && newest.id !== grant.id && Date.parse(newest.created_at) > now.getTime() - FRESH_LINK_INTERVAL_MS) return undefined;
      return insertGrant(tx, grant.order_id, grant.item_id, this.deps.policy, now);
    });
    if (!fresh) return 'wait';
    const o = order.order;
    const t = deliveryTexts(o.language);
    const name = order.lines.find((l) => l.item_id === grant.item_id)?.product_name ?? '';
    const url = `${this.deps.publicUrl().replace(/\/+$/, '')}${await this.deps.links.path(fresh.id)}`;
    const values = { name, url, hours: String(Math.round(this.deps.policy.ttlMs / 3_600_000)), count: String(this.deps.policy.maxDownloads) };
    await this.deps.mailer.send({ to: o.email, subject: fill(t.freshMailSubject, values), text: fill(t.freshMailBody, values), kind: 'download-link' });
    return 'sent';
  }
}
