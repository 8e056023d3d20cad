// Secrets never reach a log line, wherever a caller puts them
// (server/ops/logger.ts), and a request's child logger carries its id.
import t from 'tap';
import { createLogger, REDACTED } from '../../server/ops/logger.js';
import { LogLines } from './helpers.js';

function logged(write: (log: ReturnType<typeof createLogger>) => void): Record<string, unknown> {
  const lines = new LogLines();
  write(createLogger('info', lines));
  t.equal(lines.lines.length, 1, 'one line');
  return lines.lines[0]!;
}

t.test('the fixed paths: request headers, bodies, configuration', async (t) => {
  const line = logged((log) =>
    log.info(
      {
        req: { headers: { authorization: 'Bearer s3cret', cookie: 'CART=abc', accept: 'text/html' }, body: { password: 'hunter2', email: 'a@b.c' } },
        password: 'pw',
        body: { password: 'pw2' },
        cookieSecret: 'cs',
        databaseUrl: 'postgres://u:p@h/db',
        database: { url: 'postgres://u:p@h/db', file: 'x.sqlite' },
      },
      'config',
    ),
  );
  t.notMatch(JSON.stringify(line), /s3cret|CART=abc|hunter2/, 'the request serializer keeps neither headers nor body');
  t.match(line, {
    password: REDACTED,
    body: { password: REDACTED },
    cookieSecret: REDACTED,
    databaseUrl: REDACTED,
    database: { url: REDACTED, file: 'x.sqlite' },
  });
});

t.test('the same names one and two levels down any object; the caller’s object is left alone', async (t) => {
  const fields = { account: { email: 'a@b.c', password: 'pw' }, job: { config: { cookieSecret: 'cs', database: { url: 'pg://x' } } }, list: [1, 2] };
  const before = JSON.stringify(fields);
  const line = logged((log) => log.warn(fields, 'nested'));
  t.match(line, { account: { email: 'a@b.c', password: REDACTED }, job: { config: { cookieSecret: REDACTED, database: { url: REDACTED } } }, list: [1, 2] });
  t.notMatch(JSON.stringify(line), /pw|cs"|pg:\/\/x/, 'no secret in the line');
  t.equal(JSON.stringify(fields), before, 'not changed in place');
});

t.test('a child logger (one per request) carries its bindings', async (t) => {
  const line = logged((log) => log.child({ reqId: 'req-7' }).error({ password: 'pw' }, 'failed'));
  t.match(line, { reqId: 'req-7', password: REDACTED, msg: 'failed' });
});

t.test('tokens, crumbs, cookies and card fields are secret names too; class instances are left to their serializers', async (t) => {
  const line = logged((log) => log.info({ body: { token: 'tk-1', crumb: 'cr-1', cardNumber: '4242', email: 'a@b.c' }, headers: { cookie: 'sid=1' } }, 'x'));
  t.match(line, { body: { token: REDACTED, crumb: REDACTED, cardNumber: REDACTED, email: 'a@b.c' }, headers: { cookie: REDACTED } });
  class Request {
    cookies = { session: 'sid' };
    get url() {
      return '/reset?token=abc';
    }
  }
  const req = logged((log) => log.info({ req: new Request() }, 'incoming'));
  t.match(req, { req: { url: `/reset?token=${REDACTED}` } }, 'the request serializer reads the getters; the query is censored');
});
