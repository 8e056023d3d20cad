// The whole project type-checks, strict (tsc --noEmit -p ., what `npm run
// typecheck` runs). A test file of its own so the runner runs it beside the
// others: tsc uses one core for a minute or more, and before this the other
// core waited for it before the first test started.
import t from 'tap';
import { join } from 'node:path';
import { ROOT } from './helpers/built.js';
import { spawnOwned } from './helpers/owned.js';
import { withoutTapHooks } from './helpers/env.js';

// About 80 s on a quiet 2-core machine; several times that beside the browser tests on a busy one.
t.setTimeout(540_000);

t.test('tsc --noEmit -p . reports no error', async (t) => {
  const child = spawnOwned(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], { cwd: ROOT, env: withoutTapHooks(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  t.equal(code, 0, `tsc exited ${code}:\n${out.slice(0, 20_000)}`);
  t.equal(out.trim(), '', 'and printed nothing');
});
