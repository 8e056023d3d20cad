// README.md is a landing page (issue 40 item 9): the two commands open it,
// a five-minute tour per kind of user follows, its examples do what they
// say, and every page it links exists; the rest lives in docs/ (the tests of the moved sections read
// their new pages: docs/cli.md, docs/render-service.md, docs/store.md,
// docs/sites.md).
import t from 'tap';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './helpers/built.js';
import { vitrine } from './cli/run-cli.js';
import { testServer } from './server/helpers.js';

// CLI processes and a server with its workers: minutes on a busy machine, never ten.
t.setTimeout(300_000);

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The `sh` block of a README section. */
function block(heading: string): string {
  const at = readme.indexOf(`\n## ${heading}\n`);
  const m = /```sh\n([\s\S]*?)```/.exec(readme.slice(at));
  return at === -1 || !m ? '' : m[1]!;
}

t.test('the two commands come first', async (t) => {
  const first = /```sh\n([\s\S]*?)```/.exec(readme);
  t.ok(first && readme.indexOf(first[0]) < readme.indexOf('\n## '), 'the first block is before any section');
  const lines = first![1]!.trim().split('\n');
  t.match(lines[0], /^npm install && npm start\b/);
  t.match(lines[1], /^npm install && npm test\b/);
});

t.test('a tour for each kind of user, then the documentation', async (t) => {
  const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  t.same(sections, ['What it is', 'Five minutes: hosting it', 'Five minutes: writing templates', 'Five minutes: owning a shop, shopping in it', 'Documentation']);
  t.ok(readme.split('\n').length < 200, `a landing page, not a manual (${readme.split('\n').length} lines)`);
});

t.test('every page and picture it links exists', async (t) => {
  const links = [...readme.matchAll(/\]\(([^)\s#]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
  t.ok(links.length >= 20, `${links.length} links`);
  for (const link of new Set(links)) t.ok(existsSync(join(ROOT, link)), link);
});

t.test("the hosting tour's requests answer what it says", async (t) => {
  const sh = block('Five minutes: hosting it');
  const body = /-d '([^']+)'/.exec(sh)?.[1];
  const answer = /^# (\{.*\})$/m.exec(sh)?.[1];
  const ready = /readyz\s+# (\{[^}]*\})/.exec(sh)?.[1];
  t.ok(body && answer && ready, 'the block has a request, its answer and the readiness answer');
  const app = await testServer();
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'POST', url: '/render', payload: JSON.parse(body!) as object });
  t.same(res.json(), JSON.parse(answer!));
  t.same((await app.inject({ method: 'GET', url: '/readyz' })).json(), JSON.parse(ready!));
});

t.test("the template author's tour: check and render --site run clean on the folder it names", async (t) => {
  const lines = block('Five minutes: writing templates').split('\n').map((l) => l.replace(/\s+#.*$/, '').trim()).filter(Boolean);
  const args = (line: string) => line.replace(/^npx vitrine /, '').split(/\s+/);
  const check = lines.find((l) => l.startsWith('npx vitrine check '));
  const site = lines.find((l) => l.startsWith('npx vitrine render --site '));
  t.ok(check && site && lines.some((l) => l.startsWith('npx vitrine serve ')) && lines.includes('npx vitrine lsp --stdio'), 'check, serve, render --site and lsp');
  const checked = await vitrine(args(check!));
  t.equal(checked.status, 0, checked.stdout);
  t.match(checked.stdout, /^0 errors, 0 warnings in \d+ files\n$/m);
  const out = mkdtempSync(join(tmpdir(), 'vitrine-landing-'));
  t.teardown(() => rmSync(out, { recursive: true, force: true }));
  const siteArgs = args(site!);
  siteArgs[siteArgs.indexOf('--out') + 1] = out;
  const rendered = await vitrine(siteArgs);
  t.equal(rendered.status, 0, rendered.stderr);
  t.ok(existsSync(join(out, 'index.html')), 'the home page is written');
});
