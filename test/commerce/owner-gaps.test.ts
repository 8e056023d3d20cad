/** More of the owner's day, on SQLite and PostgreSQL (owner-gaps-suite.ts). */
import t from 'tap';
import { DB_KINDS, freshDatabase } from './helpers.js';
import { runOwnerGapsSuite } from './owner-gaps-suite.js';

for (const kind of DB_KINDS) {
  t.test(kind, async (t) => runOwnerGapsSuite(t, (tt) => freshDatabase(tt, kind)));
}
