// docs/spec-coverage.md is the source of truth for SPEC coverage: every
// reference its table names must still exist, so a renamed file, a dropped
// route or a reworded catalogue text fails here rather than leaving the
// table quietly wrong. Each backticked reference in the "Implemented by" and
// "Shown by" columns is one of:
//   `GET /path`  a route: registered on the built demo store (fastify's
//                hasRoute), or, for site pages served by the catch-all,
//                a GET that does not answer 404;
//   `"text"`     a text that must occur in the sources (not in test/);
//   `a/file.ts`  a file (or folder) of the repository that must exist.
// The summary's counts must also match the table's statuses.
import t from 'tap';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HTTPMethods } from 'fastify';
import { buildServer } from '../server/app.js';
import { defaultConfig } from '../server/config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = join(ROOT, 'docs', 'spec-coverage.md');
/** Where a named text may live: every source part, not the tests or the docs. */
const SOURCE_DIRS = ['engine', 'editor', 'site', 'server', 'client', 'cli', 'templates'];
const STATUSES = ['implemented', 'partial', 'missing', 'n/a'] as const;
const ROUTE = /^(GET|POST|PUT|DELETE|PATCH) (\/\S*)$/;
const TEXT = /^"(.+)"$/;

interface Row {
  line: number;
  id: string;
  status: string;
  refs: string[];
}

function tableRows(doc: string): Row[] {
  const rows: Row[] = [];
  doc.split('\n').forEach((text, i) => {
    // Table rows whose first cell is an item id such as 2.3-04.
    const m = /^\| *(\d[\d.]*-\d+) *\|/.exec(text);
    if (!m) return;
    const cells = text.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    const [id, , status, impl = '', shown = ''] = cells;
    const refs = [...`${impl} ${shown}`.matchAll(/`([^`]+)`/g)].map((r) => r[1]!);
    rows.push({ line: i + 1, id: id!, status: status!.toLowerCase(), refs });
  });
  return rows;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(tsx?|json|js|css|html)$/.test(e) ? [p] : [];
  });
}

const doc = readFileSync(DOC, 'utf8');
const rows = tableRows(doc);

t.test('the table is well formed: unique ids, known statuses, references where implemented', async (t) => {
  t.ok(rows.length > 100, `${rows.length} items`);
  const seen = new Set<string>();
  for (const r of rows) {
    t.notOk(seen.has(r.id), `line ${r.line}: id ${r.id} is unique`);
    seen.add(r.id);
    t.ok((STATUSES as readonly string[]).includes(r.status), `line ${r.line}: status '${r.status}' is one of ${STATUSES.join(', ')}`);
    if (r.status === 'implemented' || r.status === 'partial') t.ok(r.refs.length > 0, `line ${r.line}: ${r.id} names what implements it`);
  }
});

t.test('the summary counts match the table', async (t) => {
  for (const s of STATUSES) {
    const m = new RegExp(`^- \\*\\*${s.replace('/', '\\/')}\\*\\*: (\\d+)`, 'mi').exec(doc);
    t.ok(m, `the summary gives a count for ${s}`);
    t.equal(Number(m?.[1]), rows.filter((r) => r.status === s).length, `${s} count`);
  }
  const total = /^- \*\*total\*\*: (\d+)/mi.exec(doc);
  t.equal(Number(total?.[1]), rows.length, 'total count');
});

t.test('every file named exists', async (t) => {
  const files = rows.flatMap((r) => r.refs.filter((x) => !ROUTE.test(x) && !TEXT.test(x)).map((f) => ({ r, f })));
  t.ok(files.length > 100, `${files.length} file references`);
  for (const { r, f } of files) if (!existsSync(join(ROOT, f))) t.fail(`line ${r.line} (${r.id}): ${f} does not exist`);
});

t.test('every text named is still in the sources', async (t) => {
  const sources = SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d))).map((f) => readFileSync(f, 'utf8')).join('\n');
  const texts = rows.flatMap((r) => r.refs.map((x) => TEXT.exec(x)).filter((m) => m !== null).map((m) => ({ r, text: m[1]! })));
  t.ok(texts.length > 30, `${texts.length} text references`);
  for (const { r, text } of texts) if (!sources.includes(text)) t.fail(`line ${r.line} (${r.id}): "${text}" is in no source file`);
});

t.test('every route named is served by the demo store', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-spec-coverage-'));
  const config = defaultConfig();
  const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, database: { ...config.database, url: null, file: join(dir, 'store.sqlite') } });
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await app.ready();
  const routes = rows.flatMap((r) => r.refs.map((x) => ROUTE.exec(x)).filter((m) => m !== null).map((m) => ({ r, method: m[1] as HTTPMethods, url: m[2]! })));
  t.ok(routes.length > 30, `${routes.length} route references`);
  for (const { r, method, url } of routes) {
    if (app.hasRoute({ method, url })) continue;
    // Site pages are served by the site's catch-all route: the page must not be a 404.
    if (method === 'GET' && !url.includes(':')) {
      const res = await app.inject({ method, url });
      if (res.statusCode !== 404) continue;
    }
    t.fail(`line ${r.line} (${r.id}): ${method} ${url} is not served`);
  }
});
