// server/main.ts as a process on a site without an owner: it prints a
// one-time setup link once on standard error (never in the JSON log lines
// on standard output, never in the store); the link's key makes the owner
// through the setup API; a restart with an owner prints nothing.
import t, { type Test } from 'tap';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { freePort } from '../../scripts/free-port.js';
import { until } from '../browser/cart-helpers.js';

const MAIN = builtModule('server/main.js');
/** Migrations, the demo import and the first render on a busy machine. */
const START_WAIT_MS = 120_000;
const LINK = /http:\/\/127\.0\.0\.1:(\d+)\/config\/setup#([A-Za-z0-9_-]{43})/;

t.setTimeout(400_000);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-first-run-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

async function start(t: Test) {
  const port = await freePort();
  const child: ChildProcess = spawnOwned(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), VITRINE_DATABASE_FILE: join(dir, 'store.sqlite'), VITRINE_RENDER_WORKERS: '1', VITRINE_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  t.teardown(stop);
  const base = `http://127.0.0.1:${port}`;
  const ready = await until(() => fetch(`${base}/readyz`).then((r) => r.ok, () => false), (ok) => ok || child.exitCode !== null, START_WAIT_MS);
  if (!ready) throw new Error(`the server did not start: ${err}`);
  return { base, stop, out: () => out, err: () => err };
}

t.test('no owner: the link on start makes one; the key is printed once and kept nowhere', async (t) => {
  const server = await start(t);
  const printed = await until(() => Promise.resolve(LINK.exec(server.err())), (m) => m !== null, START_WAIT_MS);
  t.ok(printed, 'a setup link on standard error');
  const key = printed![2]!;
  t.match(server.err(), 'This site has no owner yet.', 'with what it is for');
  t.match(server.err(), 'within 60 minutes');

  const home = await fetch(`${server.base}/`);
  const crumb = /crumb=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')![1]!;
  const setupPage = await fetch(`${server.base}/config/setup`, { headers: { cookie: `crumb=${crumb}` } });
  t.match(await setupPage.text(), 'id="config-setup-form"');
  const made = await fetch(`${server.base}/api/site-users/account/owner-setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb), cookie: `crumb=${crumb}` },
    body: JSON.stringify({ key, email: 'founder@example.com', password: 'kiln-opening-42' }),
  });
  t.equal(made.status, 200, 'the key makes the owner');
  const cookies = made.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  t.equal((await fetch(`${server.base}/config`, { headers: { cookie: cookies } })).status, 200, 'signed in: the admin opens');
  const reused = await fetch(`${server.base}/api/site-users/account/owner-setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb), cookie: `crumb=${crumb}` },
    body: JSON.stringify({ key, email: 'someone@example.com', password: 'kiln-opening-42' }),
  });
  t.equal(reused.status, 400, 'used once');

  await server.stop();
  t.equal(server.err().split(key).length - 1, 1, 'the key appears once on standard error: the notice');
  t.match(server.out(), '/config/setup', 'the requests were logged');
  t.notMatch(server.out(), key, 'never in the log lines');
  for (const f of readdirSync(dir).filter((n) => n.startsWith('store.sqlite'))) t.notOk(readFileSync(join(dir, f)).includes(key), `never in the store (${f})`);
});

t.test('a restart with an owner prints no link', async (t) => {
  const server = await start(t);
  await fetch(`${server.base}/`);
  await server.stop();
  t.notMatch(server.err(), 'config/setup', 'no setup link');
});
