/**
 * The commerce screens' slots in the admin's navigation: Orders, Customers,
 * the owner's Subscriptions, Discounts and Gift cards, and Settings →
 * Shipping and Taxes. Each is one entry of the screens table;
 * to put a screen in, point its `load` at the screen's module (a default
 * export taking ScreenProps, see screen-types.ts) — nothing else changes.
 */
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import type { ScreenEntry } from './screen-types.js';

export const ORDERS_SCREEN: ScreenEntry = { path: 'orders', label: () => A.nav.orders, load: () => import('./screens/orders-screen.js') };
export const CUSTOMERS_SCREEN: ScreenEntry = { path: 'customers', label: () => A.nav.customers, load: () => import('./screens/customers-screen.js') };
export const SUBSCRIPTIONS_SCREEN: ScreenEntry = { path: 'subscriptions', label: () => A.nav.subscriptions, load: () => import('./screens/subscriptions-screen.js') };

const pricing = () => import('./screens/pricing-screens.js');
export const DISCOUNTS_SCREEN: ScreenEntry = { path: 'discounts', label: () => A.nav.discounts, load: () => pricing().then((m) => ({ default: m.CouponsScreen })) };
export const GIFT_CARDS_SCREEN: ScreenEntry = { path: 'gift-cards', label: () => A.nav.giftCards, load: () => pricing().then((m) => ({ default: m.GiftCardsScreen })) };
export const SHIPPING_SCREEN: ScreenEntry = { path: 'settings/shipping', label: () => A.nav.settingsShipping, load: () => pricing().then((m) => ({ default: m.ShippingScreen })) };
export const TAXES_SCREEN: ScreenEntry = { path: 'settings/taxes', label: () => A.nav.settingsTaxes, load: () => pricing().then((m) => ({ default: m.TaxesScreen })) };
