/**
 * What the commerce worker processes (workers/*.ts) share with the tests,
 * without the server app the other helpers import: each worker starts
 * through tsx, and loading less keeps that start short.
 */
import { fileURLToPath } from 'node:url';

export const STORE_FIXTURE = fileURLToPath(new URL('./fixtures/store', import.meta.url));

export const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010', cents: 2400 };

export const CARDS = { ok: '4242 4242 4242 4242', pending: '4000000000000077', declined: '4000000000000002', failure: '4000000000000119' };

export const NY_ADDRESS = {
  email: 'ada@example.com',
  shippingFirstName: 'Ada',
  shippingLastName: 'Lovelace',
  shippingLine1: '14 Kiln Lane',
  shippingCity: 'Hudson',
  shippingRegion: 'NY',
  shippingPostalCode: '12534',
  shippingCountry: 'US',
  billingSameSent: '1',
  billingSame: 'on',
};

export const CARD = (number: string = CARDS.ok) => ({ cardNumber: number, cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' });
