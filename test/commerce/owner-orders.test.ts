/** The owner commerce API on SQLite and PostgreSQL (owner-orders-suite.ts). */
import t from 'tap';
import { DB_KINDS, freshDatabase } from './helpers.js';
import { runOwnerOrdersSuite } from './owner-orders-suite.js';

for (const kind of DB_KINDS) {
  t.test(kind, async (t) => runOwnerOrdersSuite(t, (tt) => freshDatabase(tt, kind)));
}
