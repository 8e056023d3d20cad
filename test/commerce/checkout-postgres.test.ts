/** The checkout behaviours of checkout-suite.ts on PostgreSQL (a schema of its own, dropped afterwards). */
import t from 'tap';
import type { Test } from 'tap';
import { freshDatabase } from './helpers.js';
import { runCheckoutSuite } from './checkout-suite.js';

t.setTimeout(240_000);
runCheckoutSuite(t as unknown as Test, async (tt) => freshDatabase(tt, 'postgres'));
