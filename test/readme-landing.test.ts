// README.md is a landing page (issue 40 item 9): the two commands open it,
// a five-minute tour per kind of user follows, and every page it links
// exists; the rest lives in docs/ (the tests of the moved sections read
// their new pages: docs/cli.md, docs/render-service.md, docs/store.md,
// docs/sites.md).
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/built.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

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
