// The owner dashboard on PostgreSQL (a schema per test; skipped outside CI when unreachable, test/commerce/helpers.ts).
import t from 'tap';
import { dashboardSuite } from './dashboard-suite.js';

t.setTimeout(240_000);
dashboardSuite(t, 'postgres');
