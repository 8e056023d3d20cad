/**
 * `vitrine fixtures PAGE... --out DIR`: turns pages saved from a live site
 * at `?format=json` (files, or folders of them) into a fixtures folder
 * (`site.json` and `collections/NN-URLID.json`) that `serve` and
 * `render --site` read and an author can edit. The pages themselves can
 * also be given to `--fixtures` directly.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DiagnosticList, formatSiteDiagnostic } from '../site/diagnostics.js';
import { fromLivePages } from '../site/content/live-pages.js';
import { CliError, EXIT_ERRORS, EXIT_OK, readJson } from './io.js';

export interface FixturesFlags {
  out: string;
}

function pageFiles(path: string): string[] {
  if (!existsSync(path)) throw new CliError(`vitrine: cannot read '${path}': no such file`);
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const p = join(path, name);
      return statSync(p).isDirectory() ? pageFiles(p) : name.endsWith('.json') ? [p] : [];
    });
}

export function fixturesCommand(inputs: string[], flags: FixturesFlags): number {
  const files = inputs.flatMap(pageFiles);
  if (files.length === 0) throw new CliError('vitrine: no .json pages given');
  const diags = new DiagnosticList();
  const content = fromLivePages(
    files.map((file) => ({ file, value: readJson(file, 'page') })),
    diags,
  );
  for (const d of diags.items) process.stderr.write(`${formatSiteDiagnostic(d)}\n`);
  if (content.collections.length === 0) {
    process.stderr.write('vitrine: no page of a live site among the files; nothing written\n');
    return EXIT_ERRORS;
  }
  const { collections, ...site } = content;
  mkdirSync(join(flags.out, 'collections'), { recursive: true });
  writeFileSync(join(flags.out, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  const width = String(collections.length).length;
  collections.forEach((c, i) => {
    const name = `${String(i + 1).padStart(Math.max(2, width), '0')}-${c.urlId.replace(/[^\w.-]+/g, '-')}.json`;
    writeFileSync(join(flags.out, 'collections', name), `${JSON.stringify(c, null, 2)}\n`);
  });
  const items = collections.reduce((n, c) => n + (c.items?.length ?? 0), 0);
  process.stdout.write(`${files.length} pages -> ${collections.length} collections, ${items} items in ${flags.out}\n`);
  return EXIT_OK;
}
