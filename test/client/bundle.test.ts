// The shopper widgets' bundle: one minified script, within its gzip budget.
import t from 'tap';
import { buildClient, GZIP_BUDGET_BYTES, TELEMETRY_GZIP_BUDGET_BYTES, WIDGETS_GZIP_BUDGET_BYTES, telemetryGzipBytes } from '../../client-build/build-client.js';

t.test('the bundle builds and stays within 104 KB gzip for the widgets plus 8 KB for telemetry', async (t) => {
  const b = await buildClient(false);
  t.equal(WIDGETS_GZIP_BUDGET_BYTES, 104 * 1024);
  t.equal(GZIP_BUDGET_BYTES, 112 * 1024);
  t.ok(b.gzipBytes <= GZIP_BUDGET_BYTES, `${(b.gzipBytes / 1024).toFixed(1)} KB gzip within ${GZIP_BUDGET_BYTES / 1024} KB`);
  t.ok(b.bytes > 10_000, 'React is in it');
  // Booleans, not t.match on the code: a failure should not print 240 KB.
  t.notOk(b.code.includes('process.env'), 'no Node globals left');
  t.notOk(b.code.includes('react.development'), 'the production build of React');
  t.ok(b.code.split('\n').length < 50, 'minified');
  t.ok(b.code.includes('Please select the '), 'the SPEC texts are in it');
});

t.test('telemetry adds at most 8 KB gzip to the bundle', async (t) => {
  t.equal(TELEMETRY_GZIP_BUDGET_BYTES, 8 * 1024);
  const added = await telemetryGzipBytes();
  t.ok(added > 1024, `telemetry is in the bundle (${added} bytes gzip)`);
  t.ok(added <= TELEMETRY_GZIP_BUDGET_BYTES, `${(added / 1024).toFixed(1)} KB gzip within 8 KB`);
  const b = await buildClient(false);
  t.ok(b.code.includes('Error tracking event: HTTP Status '), 'the tracker texts are in it');
  t.ok(b.code.includes('/api/census/RecordHit'), 'census is in it');
});
