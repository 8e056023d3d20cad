/** The cart API on SQLite (a temporary file per test). */
import t from 'tap';
import { cartApiSuite } from './cart-api-suite.js';

cartApiSuite(t, 'sqlite');
