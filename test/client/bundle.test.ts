// The shopper widgets' bundle: one minified script, within its gzip budget.
import t from 'tap';
import { buildClient, GZIP_BUDGET_BYTES } from '../../scripts/build-client.js';

t.test('the bundle builds and stays within 112 KB gzip', async (t) => {
  const b = await buildClient(false);
  t.equal(GZIP_BUDGET_BYTES, 112 * 1024);
  t.ok(b.gzipBytes <= GZIP_BUDGET_BYTES, `${(b.gzipBytes / 1024).toFixed(1)} KB gzip within ${GZIP_BUDGET_BYTES / 1024} KB`);
  t.ok(b.bytes > 10_000, 'React is in it');
  // Booleans, not t.match on the code: a failure should not print 240 KB.
  t.notOk(b.code.includes('process.env'), 'no Node globals left');
  t.notOk(b.code.includes('react.development'), 'the production build of React');
  t.ok(b.code.split('\n').length < 50, 'minified');
  t.ok(b.code.includes('Please select the '), 'the SPEC texts are in it');
});
