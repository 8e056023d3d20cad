/**
 * The cart API on PostgreSQL (a schema per test, dropped after): at
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 * Unreachable, the tests fail under CI and are skipped elsewhere.
 */
import t from 'tap';
import { cartApiSuite } from './cart-api-suite.js';

t.setTimeout(480_000);
cartApiSuite(t, 'postgres');
