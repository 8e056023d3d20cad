/**
 * server/main.ts as a process: a bad environment stops the start with a
 * clear message; SIGTERM shuts a listening server down gracefully.
 */
import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { FIXTURE_TEMPLATES } from './helpers.js';
import { builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { freePort } from '../../scripts/free-port.js';

const MAIN = builtModule('server/main.js');

function run(env: Record<string, string>) {
  const child = spawnOwned(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', VITRINE_TEMPLATES_DIR: FIXTURE_TEMPLATES, VITRINE_RENDER_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

t.test('a bad environment: exit code 1 and one line per bad value', { timeout: 60_000 }, async (t) => {
  const p = run({ VITRINE_MAX_TEMPLATE_BYTES: 'abc', PORT: 'http' });
  t.equal(await p.exited, 1);
  t.equal(
    p.err(),
    'Invalid configuration:\n  PORT must be an integer from 0 to 65535, got "http"\n  VITRINE_MAX_TEMPLATE_BYTES must be a positive integer, got "abc"\n',
  );
});

t.test('listens on PORT; SIGTERM drains and exits 0', { timeout: 60_000 }, async (t) => {
  const port = await freePort();
  const p = run({ PORT: String(port), HOST: '127.0.0.1' });
  let ready = false;
  for (let i = 0; i < 600 && !ready; i++) {
    ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (!ready) await sleep(50);
  }
  t.ok(ready, '/readyz answers 200');
  const res = await fetch(`http://127.0.0.1:${port}/render`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/html' },
    body: JSON.stringify({ templateId: 'greeting.html', json: { name: 'curl' } }),
  });
  t.equal(await res.text(), 'Hello curl!');
  p.child.kill('SIGTERM');
  t.equal(await p.exited, 0);
  const lines = p.out().trim().split('\n').map((l) => JSON.parse(l) as { msg: string; reason?: string });
  t.ok(lines.some((l) => l.msg === 'graceful shutdown started' && l.reason === 'SIGTERM'));
  t.ok(lines.some((l) => l.msg === 'graceful shutdown finished'));
});
