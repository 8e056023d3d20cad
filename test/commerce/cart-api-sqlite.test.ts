/** The cart API on SQLite (a temporary file per test). */
import t from 'tap';
import { cartApiSuite } from './cart-api-suite.js';

t.setTimeout(240_000);
cartApiSuite(t, 'sqlite');
