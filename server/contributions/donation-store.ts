/** The donations table: one row per gift (per idempotency key), and the owner's list newest first. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import type { DonationsTable } from '../store/schema.js';
import type { Page } from '../forms/cursor.js';
import { newestFirstPage } from '../forms/newest-first.js';

/** Donations per page of the owner's list. */
export const DONATIONS_PAGE_SIZE = 50;

export interface OwnerDonation {
  id: string;
  number: string;
  amountCents: number;
  currency: string;
  donorName: string;
  donorEmail: string;
  language: string;
  status: 'paid' | 'pending';
  last4: string;
  testMode: boolean;
  createdOn: string;
}

const toOwner = (r: DonationsTable): OwnerDonation => ({
  id: r.id,
  number: r.number,
  amountCents: Number(r.amount_cents),
  currency: r.currency,
  donorName: r.donor_name,
  donorEmail: r.donor_email,
  language: r.language,
  status: r.status,
  last4: r.last4,
  testMode: Number(r.test_mode) === 1,
  createdOn: r.created_at,
});

export type NewDonation = Omit<DonationsTable, 'id' | 'number' | 'created_at' | 'status'>;

export class DonationStore {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async byKey(key: string): Promise<OwnerDonation | null> {
    const r = await this.store.db.selectFrom('donations').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    return r ? toOwner(r) : null;
  }

  /** Keeps an authorised gift; null when the key has one already (a concurrent double submit). */
  async add(d: NewDonation): Promise<OwnerDonation | null> {
    const id = randomBytes(12).toString('hex');
    const row: DonationsTable = { ...d, id, number: `D-${id.slice(0, 8).toUpperCase()}`, status: 'pending', created_at: this.now().toISOString() };
    const added = await this.store.change(async (tx) => {
      const r = await tx.insertInto('donations').values(row).onConflict((oc) => oc.column('idempotency_key').doNothing()).executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    });
    return added ? toOwner(row) : null;
  }

  async markPaid(id: string): Promise<void> {
    await this.store.change((tx) => tx.updateTable('donations').set({ status: 'paid' }).where('id', '=', id).execute());
  }

  /** The owner's list, newest first, and the totals of every gift. */
  async list(cursor: string | undefined, limit = DONATIONS_PAGE_SIZE): Promise<Page<OwnerDonation>> {
    return newestFirstPage(this.store.db.selectFrom('donations').selectAll(), cursor, limit, toOwner);
  }

  /** Count and sum per currency. */
  async totals(): Promise<{ currency: string; count: number; amountCents: number }[]> {
    const rows = await this.store.db
      .selectFrom('donations')
      .select('currency')
      .select(sql<number>`count(*)`.as('n'))
      .select(sql<number>`sum(amount_cents)`.as('total'))
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((r) => ({ currency: r.currency, count: Number(r.n), amountCents: Number(r.total) }));
  }
}
