/**
 * Back-in-stock sign-ups (SPEC sections 2, 3, 7): a visitor signs up for a
 * sold-out variant; the owner lists them by group (product and variant) or
 * one group's sign-ups, and asks for the notifications to be sent. Sending
 * reads the variant's stock record: when it is in stock again, each
 * pending sign-up is marked notified and its mail goes through the Mailer
 * (the outbox table by default); a mail that fails is marked pending again.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import type { Mailer } from '../mail/mailer.js';
import { isValidEmail } from '../../engine/forms/rules.js';
import type { FormCatalogue, RestockProduct } from './form-catalogue.js';
import { formsError } from './errors.js';
import { decodeCursor, encodeCursor, type Page } from './cursor.js';
import type { MailingLists } from '../mailing-lists/mailing-lists.js';

export const RESTOCK_PAGE_SIZE = 50;
/** Sign-ups one send notifies at most; the rest stay pending for the next send. */
export const RESTOCK_SEND_BATCH = 1000;
/** Send requests in one send/all. */
export const MAX_SEND_REQUESTS = 100;

export interface SignupInput {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  language?: string | undefined;
}

export interface SignUpGroup {
  productId: string;
  variantId: string;
  productName: string;
  /** The variant's option values ('Rust'), '' for a product without options. */
  variantName: string;
  pending: number;
  notified: number;
}

export interface SignUp {
  id: string;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  language: string | null;
  createdOn: string;
  notifiedOn: string | null;
}

/** The mail of one notification (Vitrine's text; the SPEC shows none). */
export function restockMail(product: RestockProduct, siteTitle: string, origin: string): { subject: string; text: string } {
  return {
    subject: `${product.title} is back in stock`,
    text: `Good news: ${product.title} is back in stock at ${siteTitle}.\n\n${origin}${product.url}\n\nYou asked to be told once; you will not get this mail again.`,
  };
}

export class RestockService {
  constructor(
    private readonly store: Store,
    private readonly catalogue: FormCatalogue,
    private readonly mailer: Mailer,
    private readonly siteTitle: string,
    /** With them, a sign-up that asks to join the mailing list joins the store's restock list (mailing-lists.ts). */
    private readonly lists?: MailingLists,
  ) {}

  private variant(productId: string, variantId: string): { product: RestockProduct; sku: string } {
    const product = this.catalogue.product(productId);
    const sku = product?.variants.get(variantId);
    if (!product || sku === undefined) throw formsError('VARIANT_UNKNOWN');
    return { product, sku };
  }

  /** Whether the store holds units of the variant (or it is unlimited). */
  private async inStock(product: RestockProduct, sku: string): Promise<boolean> {
    const row = await this.store.db.selectFrom('stock').select(['unlimited', 'quantity']).where('item_id', '=', product.stockItemId).where('sku', '=', sku).executeTakeFirst();
    return row !== undefined && (row.unlimited === 1 || row.quantity > 0);
  }

  /** Whether a variant is in stock again (what Notify now needs); null for a variant the site no longer has. */
  async variantInStock(productId: string, variantId: string): Promise<boolean | null> {
    const product = this.catalogue.product(productId);
    const sku = product?.variants.get(variantId);
    return product && sku !== undefined ? this.inStock(product, sku) : null;
  }

  /** Email checks as the SPEC words them, then the variant; signing up twice keeps one sign-up (its latest choices). */
  async check(input: SignupInput): Promise<void> {
    const email = input.siteVisitorEmail.trim();
    if (email === '') throw formsError('EMAIL_BLANK');
    if (!isValidEmail(email)) throw formsError('EMAIL_INVALID');
    const { product, sku } = this.variant(input.productId, input.variantId);
    if (await this.inStock(product, sku)) throw formsError('VARIANT_IN_STOCK');
  }

  async signUp(input: SignupInput): Promise<void> {
    await this.check(input);
    const email = input.siteVisitorEmail.trim();
    const row = {
      id: randomUUID(),
      product_id: input.productId,
      variant_id: input.variantId,
      email: email.toLowerCase(),
      join_mailing_list: input.isJoinMailingList ? 1 : 0,
      language: input.language ?? null,
      created_at: new Date().toISOString(),
      notified_at: null,
    };
    await this.store.change((tx) =>
      tx
        .insertInto('restock_signups')
        .values(row)
        .onConflict((oc) => oc.columns(['product_id', 'variant_id', 'email']).doUpdateSet({ join_mailing_list: row.join_mailing_list, language: row.language, notified_at: null }))
        .execute(),
    );
    if (input.isJoinMailingList && this.lists) {
      const list = await this.lists.restockList();
      if (list) await this.lists.join(list, email, 'restock');
    }
  }

  async groups(cursor: string | undefined, limit = RESTOCK_PAGE_SIZE): Promise<Page<SignUpGroup>> {
    const after = decodeCursor(cursor);
    const rows = await this.store.db
      .selectFrom('restock_signups')
      .select(['product_id', 'variant_id'])
      .select(sql<number>`sum(case when notified_at is null then 1 else 0 end)`.as('pending'))
      .select(sql<number>`sum(case when notified_at is null then 0 else 1 end)`.as('notified'))
      .$if(after !== null, (q) =>
        q.where((eb) => eb.or([eb('product_id', '>', after![0]!), eb.and([eb('product_id', '=', after![0]!), eb('variant_id', '>', after![1] ?? '')])])),
      )
      .groupBy(['product_id', 'variant_id'])
      .orderBy('product_id')
      .orderBy('variant_id')
      .limit(limit + 1)
      .execute();
    const items = rows.slice(0, limit).map((r) => ({
      productId: r.product_id,
      variantId: r.variant_id,
      productName: this.catalogue.product(r.product_id)?.title ?? '',
      variantName: this.catalogue.product(r.product_id)?.variantNames.get(r.variant_id) ?? '',
      pending: Number(r.pending),
      notified: Number(r.notified),
    }));
    const last = items[items.length - 1];
    const hasNextPage = rows.length > limit;
    return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.productId, last.variantId]) : null };
  }

  async signUps(productId: string, variantId: string, cursor: string | undefined, limit = RESTOCK_PAGE_SIZE): Promise<Page<SignUp>> {
    const after = decodeCursor(cursor);
    const rows = await this.store.db
      .selectFrom('restock_signups')
      .selectAll()
      .where('product_id', '=', productId)
      .where('variant_id', '=', variantId)
      .$if(after !== null, (q) => q.where((eb) => eb.or([eb('created_at', '>', after![0]!), eb.and([eb('created_at', '=', after![0]!), eb('id', '>', after![1] ?? '')])])))
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit + 1)
      .execute();
    const items = rows.slice(0, limit).map((r) => ({
      id: r.id,
      productId: r.product_id,
      variantId: r.variant_id,
      siteVisitorEmail: r.email,
      isJoinMailingList: r.join_mailing_list === 1,
      language: r.language,
      createdOn: r.created_at,
      notifiedOn: r.notified_at,
    }));
    const last = items[items.length - 1];
    const hasNextPage = rows.length > limit;
    return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.createdOn, last.id]) : null };
  }

  /** Notifies the pending sign-ups of a variant that is in stock again; returns how many mails went out. */
  async send(productId: string, variantId: string, origin: string): Promise<number> {
    const { product, sku } = this.variant(productId, variantId);
    if (!(await this.inStock(product, sku))) throw formsError('STILL_SOLD_OUT');
    const at = new Date().toISOString();
    // Claimed in one transaction, so two sends never mail one sign-up twice.
    const claimed = await this.store.change(async (tx) => {
      const rows = await tx
        .selectFrom('restock_signups')
        .select(['id', 'email'])
        .where('product_id', '=', productId)
        .where('variant_id', '=', variantId)
        .where('notified_at', 'is', null)
        .orderBy('created_at')
        .limit(RESTOCK_SEND_BATCH)
        .execute();
      if (rows.length) await tx.updateTable('restock_signups').set({ notified_at: at }).where('id', 'in', rows.map((r) => r.id)).where('notified_at', 'is', null).execute();
      return rows;
    });
    const mail = restockMail(product, this.siteTitle, origin);
    let sent = 0;
    for (const row of claimed) {
      try {
        await this.mailer.send({ to: row.email, subject: mail.subject, text: mail.text, kind: 'restock' });
        sent++;
      } catch {
        await this.store.change((tx) => tx.updateTable('restock_signups').set({ notified_at: null }).where('id', '=', row.id).execute());
      }
    }
    return sent;
  }
}
