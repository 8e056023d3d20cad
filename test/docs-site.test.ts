// The documentation site (VitePress, docs/.vitepress/config.mts) builds, and
// its pages hold what the sidebar promises: every rule's section, the editor setup.
import t from 'tap';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './helpers/built.js';
import { spawnOwned } from './helpers/owned.js';
import { withoutTapHooks } from './helpers/env.js';
import { RULE_IDS } from '../cli/lint/rules.js';

t.setTimeout(240_000);

t.test('the documentation site builds', async (t) => {
  const out = mkdtempSync(join(tmpdir(), 'vitrine-docs-'));
  t.teardown(() => rmSync(out, { recursive: true, force: true }));
  const child = spawnOwned(process.execPath, [join(ROOT, 'node_modules/vitepress/bin/vitepress.js'), 'build', 'docs', '--outDir', out], { cwd: ROOT, env: withoutTapHooks(), stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  t.equal(code, 0, log);
  for (const page of ['index.html', 'editors.html', 'rules.html', 'engine.html', 'storefront.html']) t.ok(existsSync(join(out, page)), page);
  const rules = readFileSync(join(out, 'rules.html'), 'utf8');
  for (const id of RULE_IDS) t.match(rules, `id="${id.toLowerCase().replace(/_/g, '-')}"`, `${id} has its anchor`);
});
