/** Render time per tenant and minute (server/render/tenant-budget.ts), on a clock the test sets. */
import t from 'tap';
import { BUDGET_WINDOW_MS, MAX_BUDGET_TENANTS, TenantBudget } from '../../server/render/tenant-budget.js';
import { answerAsk, ClusterCounters, MemoryCounters } from '../../server/ops/shared-counters.js';

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

t.test("shared: two processes over one set of counters see each other's render time", async (t) => {
  let clock = 0;
  const counters = new MemoryCounters(() => clock);
  const [one, two] = [new TenantBudget(1000), new TenantBudget(1000)];
  one.share(counters);
  two.share(counters);
  await one.charge('a', 700, 0);
  t.equal(two.waitMs('a', 0, 0), 0, 'the other process has not heard yet: it asks in the background');
  await two.refresh('a', 0);
  t.equal(two.waitMs('a', 0, 0), 0, '700 of 1000 ms used over both');
  clock = 10;
  await two.charge('a', 400, 10);
  t.equal(two.waitMs('a', 0, 10), BUDGET_WINDOW_MS - 10, "over both processes the budget is spent: wait for the shared window's end");
  t.equal(one.waitMs('a', 0, 10), 0, "the first process's own bucket has room, and it has not heard");
  await one.refresh('a', 10);
  t.equal(one.waitMs('a', 0, 20), BUDGET_WINDOW_MS - 20, 'once it has, it waits too');
  t.equal(one.waitMs('b', 0, 20), 0, 'another tenant is not held');
  t.equal(one.waitMs('a', 0, BUDGET_WINDOW_MS + 1), 0, 'a new window: the tenant renders again');
});

t.test('shared: a render counts at least a millisecond; a failing counter store leaves the own bucket', async (t) => {
  const counters = new MemoryCounters(() => 0);
  const budget = new TenantBudget(5);
  budget.share(counters);
  for (let i = 0; i < 5; i++) await budget.charge('quick', 0.2, 0);
  t.equal(await counters.read('render-budget:quick'), 5, 'five quick renders are five milliseconds shared');
  t.ok(budget.waitMs('quick', 0, 0) > 0, 'which is the budget');
  const broken = new TenantBudget(1000);
  broken.share({ kind: 'redis', incr: () => Promise.reject(new Error('down')), add: () => Promise.reject(new Error('down')), read: () => Promise.reject(new Error('down')), clear: () => Promise.reject(new Error('down')) });
  await broken.charge('x', 1500, 0);
  t.ok(broken.waitMs('x', 0, 0) > 0, "unreachable counters: the process's own bucket still refuses");
});

t.test("shared through the cluster's first process: a render's milliseconds travel in the ask", async (t) => {
  const primary = new MemoryCounters(() => 0);
  // Two server processes whose asks reach one first process, and whose answers come back as IPC messages do.
  const processOf = () =>
    new ClusterCounters((ask) => {
      const answer = answerAsk(primary, ask);
      setImmediate(() => process.emit('message', answer, undefined));
      return true;
    });
  const [one, two] = [new TenantBudget(1000), new TenantBudget(1000)];
  one.share(processOf());
  two.share(processOf());
  await one.charge('a', 600, 0);
  await two.charge('a', 500, 0);
  t.equal(primary.readNow('render-budget:a'), 1100, 'the first process holds both renders’ time');
  t.ok(two.waitMs('a', 0, 0) > 0, 'and the second process, told so, holds the tenant');
});
