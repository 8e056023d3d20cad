/**
 * Checkout without JavaScript, through app.inject(): the form posts and
 * 303s a browser follows, on SQLite (the PostgreSQL runs are in
 * checkout-postgres.test.ts). Each purchase lands on its page with the
 * server's totals; failures keep the cart and say why.
 */
import t from 'tap';
import type { Test } from 'tap';
import { freshDatabase } from './helpers.js';
import { runCheckoutSuite } from './checkout-suite.js';

t.setTimeout(240_000);
runCheckoutSuite(t as unknown as Test, async (tt) => freshDatabase(tt, 'sqlite'));
