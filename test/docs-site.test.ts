// The documentation site (scripts/docs-build.mjs: TypeDoc's API reference of
// the engine, then VitePress, docs/.vitepress/config.mts) builds, and its
// pages hold what the sidebar promises: every rule's section, the editor
// setup, the engine's API generated from its types.
import t from 'tap';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './helpers/built.js';
import { spawnOwned } from './helpers/owned.js';
import { withoutTapHooks } from './helpers/env.js';
import { RULE_IDS } from '../cli/lint/rules.js';

// TypeDoc and VitePress: half a minute of CPU, minutes of wall time on a loaded machine.
t.setTimeout(540_000);

t.test('the documentation site builds', async (t) => {
  const out = mkdtempSync(join(tmpdir(), 'vitrine-docs-'));
  t.teardown(() => rmSync(out, { recursive: true, force: true }));
  const child = spawnOwned(process.execPath, [join(ROOT, 'scripts/docs-build.mjs'), '--outDir', out], { cwd: ROOT, env: withoutTapHooks(), stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  t.equal(code, 0, log);
  for (const page of ['index.html', 'editors.html', 'rules.html', 'engine.html', 'storefront.html']) t.ok(existsSync(join(out, page)), page);
  // The API reference: one page per exported class, interface, function and type, with their comments.
  for (const page of ['api/index.html', 'api/classes/Engine.html', 'api/classes/Template.html', 'api/interfaces/CompileOptions.html', 'api/functions/compile.html']) t.ok(existsSync(join(out, page)), page);
  const engine = readFileSync(join(out, 'api/classes/Engine.html'), 'utf8');
  t.match(engine, 'preprocess', 'Engine.preprocess is documented');
  t.match(engine, 'preprocessor pass over a template', 'with its doc comment');
  t.match(readFileSync(join(out, 'engine.html'), 'utf8'), 'href="/api/"', 'the sidebar links the API reference');
  const rules = readFileSync(join(out, 'rules.html'), 'utf8');
  for (const id of RULE_IDS) t.match(rules, `id="${id.toLowerCase().replace(/_/g, '-')}"`, `${id} has its anchor`);
});
