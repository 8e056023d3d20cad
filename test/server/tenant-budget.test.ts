/** Render time per tenant and minute (server/render/tenant-budget.ts), on a clock the test sets. */
import t from 'tap';
import { BUDGET_WINDOW_MS, MAX_BUDGET_TENANTS, TenantBudget } from '../../server/render/tenant-budget.js';

t.test('a tenant renders until it has used its budget, then waits until it has refilled', async (t) => {
  const budget = new TenantBudget(1000);
  t.equal(budget.waitMs('a', 0, 0), 0, 'a new tenant renders');
  budget.charge('a', 600, 0);
  t.equal(budget.waitMs('a', 0, 0), 0, '600 of 1000 ms used');
  t.equal(budget.waitMs('a', 500, 0), 6000, 'its running render counts at once: 100 ms over, refilled at 1000 ms a minute');
  budget.charge('a', 900, 0);
  t.equal(budget.waitMs('a', 0, 0), 30_000, '500 ms in debt: half a minute');
  t.equal(budget.waitMs('a', 0, 15_000), 15_000, 'a quarter of a minute later, half as long');
  t.equal(budget.waitMs('a', 0, 30_001), 0, 'and renders again once under its budget');
  t.equal(budget.waitMs('b', 0, 0), 0, 'another tenant was never held');
  budget.charge('a', 0, BUDGET_WINDOW_MS * 10);
  t.equal(budget.waitMs('a', 999, BUDGET_WINDOW_MS * 10), 0, 'refilled to the budget, no more: 999 ms running is still under');
  t.ok(budget.waitMs('a', 1000, BUDGET_WINDOW_MS * 10) > 0, 'and 1000 ms is the budget used');
});

t.test('past MAX_BUDGET_TENANTS the tenant charged longest ago is forgotten', async (t) => {
  const budget = new TenantBudget(100);
  budget.charge('first', 1000, 0);
  budget.charge('second', 1000, 0);
  for (let i = 0; i < MAX_BUDGET_TENANTS - 2; i++) budget.charge(`t${i}`, 1, 0);
  budget.charge('first', 1, 0); // charged again: now the most recent
  budget.charge('one more', 1, 0);
  t.ok(budget.waitMs('first', 0, 0) > 0, 'a tenant charged lately is remembered');
  t.equal(budget.waitMs('second', 0, 0), 0, 'the one charged longest ago is not');
});
