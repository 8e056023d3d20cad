/** The owner's Shipping, Taxes, Discounts and Gift cards API on SQLite and PostgreSQL (owner-pricing-suite.ts). */
import t from 'tap';
import { DB_KINDS, freshDatabase } from './helpers.js';
import { runOwnerPricingSuite } from './owner-pricing-suite.js';

for (const kind of DB_KINDS) {
  t.test(kind, async (t) => runOwnerPricingSuite(t, (tt) => freshDatabase(tt, kind)));
}
