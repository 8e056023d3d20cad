/**
 * Wires the owner's orders, customers and subscriptions into the server
 * (after site users and checkout): the refunds and order actions over the
 * commerce store and the checkout's provider and mailer, the owner API,
 * and the new-order mail to the owner's recipients after each placed order.
 */
import type { FastifyInstance } from 'fastify';
import type { CommerceServices } from '../register.js';
import type { AccountService } from '../../session/account-service.js';
import { OrderActions } from './order-actions.js';
import { Refunds } from './refunds.js';
import { OwnerMail } from './owner-mail.js';
import { ownerCommerceRoutes } from './routes.js';
import { loadOrder } from '../orders/order-repo.js';
import { StoreSettings } from '../store-settings.js';
import { StorePricing } from './store-pricing.js';

/** Where the admin shows an order (the new-order mail links it). */
export const ADMIN_ORDER_PATH = (orderId: string) => `/config#orders/${orderId}`;

export interface OwnerCommerceSettings {
  commerce: CommerceServices;
  accounts: AccountService;
  /** Who gets the new-order mail by default (VITRINE_ORDER_MAIL_TO, else the site owner emails); the owner's saved list wins. */
  newOrderRecipients: readonly string[];
  maxBodyBytes: number;
}

export interface OwnerCommerceServices {
  actions: OrderActions;
  refunds: Refunds;
  mail: OwnerMail;
}

export async function registerOwnerCommerce(app: FastifyInstance, s: OwnerCommerceSettings): Promise<OwnerCommerceServices> {
  const { store, carts, checkout } = s.commerce;
  const stockItemOf = (itemId: string) => carts.catalogue.get(itemId)?.stockItemId;
  const settings = new StoreSettings(store.db, carts.catalogue.websiteId, { orderMailTo: s.newOrderRecipients, maxPerVariant: carts.holds.maxPerVariant });
  const mail = new OwnerMail({
    mailer: checkout.mailer,
    links: checkout.links,
    baseUrl: checkout.site.baseUrl,
    languagePrefix: checkout.site.languagePrefix,
    newOrderRecipients: () => settings.orderMailRecipients(),
    adminOrderPath: ADMIN_ORDER_PATH,
  });
  const refunds = new Refunds({ store, provider: checkout.provider, mail, stockItemOf });
  const actions = new OrderActions({ store, provider: checkout.provider, mail, refunds, stockItemOf, sendConfirmation: (id) => checkout.service.sendMail(id) });
  // The recipients are read per order: the owner may change them in Settings → Commerce preferences.
  checkout.service.onConfirmed(async (orderId) => {
    try {
      if ((await settings.orderMailRecipients()).length === 0) return;
      const full = await loadOrder(store.db, orderId);
      if (full) await mail.newOrder(full, checkout.site.defaultLanguage);
    } catch (e) {
      app.log.error({ err: e, order: orderId }, 'the new-order mail to the owner failed');
    }
  });
  const languages = { main: checkout.site.defaultLanguage, all: checkout.site.languages };
  await app.register(ownerCommerceRoutes, {
    store,
    accounts: s.accounts,
    actions,
    refunds,
    currency: carts.catalogue.currency,
    timeZone: checkout.site.timeZone,
    shippingOptions: async () => (await checkout.settings.current()).shippingOptions,
    pricing: { pricing: new StorePricing(store, checkout.settings), mailer: checkout.mailer, languages },
    maxBodyBytes: s.maxBodyBytes,
    // The editor's live content once it runs (its site title may have changed since start), else the store's.
    content: () => app.vitrine.editor?.live.siteContent() ?? s.commerce.content,
    mailSettings: s.commerce.mailSettings,
    publicUrl: s.commerce.publicUrl,
    defaultSender: s.commerce.defaultSender,
  });
  return { actions, refunds, mail };
}
