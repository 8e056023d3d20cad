// The owner dashboard on SQLite.
import t from 'tap';
import { dashboardSuite } from './dashboard-suite.js';

t.setTimeout(240_000);
dashboardSuite(t, 'sqlite');
