// The telemetry storage quota (batch-writer.ts): a flood of 100,000 events
// leaves at most the quota stored, the rest dropped and counted; after a
// prune there is room again.
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../server/store/index.js';
import { sqlTelemetryStore } from '../../server/telemetry/sql-telemetry-store.js';
import { BatchWriter } from '../../server/telemetry/batch-writer.js';
import type { TelemetryRecord } from '../../server/telemetry/record.js';

t.setTimeout(180_000);

const FLOOD = 100_000;
const QUOTA = 5_000;

t.test('a 100,000-event flood stays within the quota', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-quota-'));
  const store = await openStore({ file: join(dir, 'store.sqlite') });
  t.teardown(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const telemetry = sqlTelemetryStore(store);
  const writer = new BatchWriter(telemetry, { maxStored: QUOTA, intervalMs: 3_600_000 });
  t.teardown(() => writer.close());
  const old = Date.UTC(2020, 0, 1);
  const event = (i: number, at: number): TelemetryRecord => ({ kind: 'hit', name: 'pageview', receivedAt: at, visitorId: `v${i % 50}`, pagePath: '/flood', data: { i } });
  for (let sent = 0; sent < FLOOD; ) {
    const chunk = Array.from({ length: 5_000 }, (_, k) => event(sent + k, old));
    sent += writer.push(chunk);
    await writer.flush();
  }
  t.equal(await telemetry.count!(), QUOTA, 'the store holds the quota, no more');
  t.equal(writer.dropped, FLOOD - QUOTA, 'the rest is dropped and counted');
  t.equal(await telemetry.prune('2021-01-01'), QUOTA, 'the old days are pruned');
  writer.recount();
  writer.push([event(0, Date.now())]);
  await writer.flush();
  t.equal(await telemetry.count!(), 1, 'after the prune, new events are stored again');
});
