/** What the owner's day found missing, on SQLite and PostgreSQL (owner-day-gaps-suite.ts). */
import t from 'tap';
import { DB_KINDS, freshDatabase } from './helpers.js';
import { runOwnerDayGapsSuite } from './owner-day-gaps-suite.js';

for (const kind of DB_KINDS) {
  t.test(kind, async (t) => runOwnerDayGapsSuite(t, (tt) => freshDatabase(tt, kind)));
}
