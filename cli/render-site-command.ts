/**
 * `vitrine render --site DIR --out OUT`: every page of a template folder's
 * site as static HTML (OUT/index.html, OUT/shop/index.html,
 * OUT/shop/item/index.html, OUT/404.html, per language under its prefix),
 * with OUT/site.css and the folder's assets/ and scripts/. Diagnostics go
 * to stderr once each; a summary ends the output. Exit 1 when a page (or
 * the site's stylesheet) has errors, unless --allow-errors.
 */
import { PLATFORM_CSS_PATH, PLATFORM_JS_PATH, platformCss, platformJs } from '../site/platform/front-end.js';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { ScriptStandIns } from '../site/platform/script-stand-in.js';
import { SiteLoadError } from '../site/load-site.js';
import type { SiteDiagnostic } from '../site/diagnostics.js';
import type { PageResult } from '../site/site-renderer.js';
import { CliError, EXIT_ERRORS, EXIT_OK } from './io.js';
import { parseNow } from './render-command.js';
import { loadPreview, previewSource } from './site/load-preview.js';
import type { SitePath } from './site/site-paths.js';
import { selectScenarios } from './scenarios/scenarios.js';
import { scenarioSite } from './scenarios/scenario-site.js';
import { Progress } from './site/progress.js';
import { formatSiteDiagnostic as format, rel } from './site/folder-paths.js';

export interface RenderSiteFlags {
  fixtures?: string;
  out?: string;
  now?: string;
  allowErrors?: boolean;
  scenario?: string;
}

/** Redirects followed to write a folder as the page it sends to. */
const MAX_REDIRECTS = 5;

/** The template scripts a rendered page loads (tag-script.ts writes them so). */
const SCRIPT_SRC = /<script src="\/scripts\/([^"?#]+)"/g;

/** OUT-relative file of a page path. */
export function outputFile(p: SitePath): string {
  if (p.kind === 'not-found') return join(p.prefix.replace(/^\//, ''), '404.html');
  const parts = p.path.split('/').filter(Boolean);
  return join(...parts, 'index.html');
}

export async function renderSiteCommand(dir: string, flags: RenderSiteFlags): Promise<number> {
  if (!flags.out) throw new CliError('vitrine: render --site needs --out DIR');
  const out = resolve(flags.out);
  const source = previewSource(dir, flags.fixtures);
  const now = flags.now === undefined ? undefined : parseNow(flags.now);
  let preview;
  try {
    preview = await loadPreview(source, now === undefined ? undefined : () => now);
  } catch (e) {
    if (!(e instanceof SiteLoadError)) throw e;
    for (const d of e.diagnostics) if (d.severity !== 'info') process.stderr.write(`${format(source.folder, d)}\n`);
    process.stdout.write('the site cannot be loaded: 0 pages written\n');
    return EXIT_ERRORS;
  }
  const { site } = preview;
  if (preview.content !== source.fixtures) process.stderr.write(`vitrine: no fixtures found beside ${rel(source.folder)}; rendering ${preview.content} content\n`);

  const reported = new Set<string>();
  let errors = 0;
  let warnings = 0;
  const report = (d: SiteDiagnostic) => {
    if (d.severity === 'info') return;
    const line = format(source.folder, d);
    if (reported.has(line)) return;
    reported.add(line);
    d.severity === 'error' ? errors++ : warnings++;
    process.stderr.write(`${line}\n`);
  };
  site.diagnostics.forEach(report);

  const scenario = flags.scenario === undefined ? null : flags.scenario === 'all' ? usageAll() : selectScenarios([flags.scenario], site.renderer.content)[0]!;
  const view = scenarioSite(site, scenario, now === undefined ? undefined : () => now);
  const paths = view.paths;
  const progress = new Progress(process.stdout, paths.length);
  const namedScripts = new Set<string>();
  let written = 0;
  let pagesWithErrors = 0;
  for (const p of paths) {
    progress.tick(p.path);
    const result = renderFollowing(view.render, p.path);
    if (result.diagnostics.some((d) => d.severity === 'error')) pagesWithErrors++;
    result.diagnostics.forEach(report);
    if (result.location !== undefined) continue; // a redirect out of the site: nothing to write
    const file = join(out, outputFile(p));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, result.html);
    for (const m of result.html.matchAll(SCRIPT_SRC)) namedScripts.add(m[1]!);
    written++;
  }
  progress.done();

  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'site.css'), site.css.css);
  for (const [path, text] of [[PLATFORM_CSS_PATH, platformCss()], [PLATFORM_JS_PATH, platformJs()]] as const) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  for (const folder of ['assets', 'scripts']) {
    const from = join(source.folder, folder);
    if (existsSync(from)) cpSync(from, join(out, folder), { recursive: true });
  }
  // Scripts the pages name but scripts/ lacks (the frameworks' uncommitted site-bundle.js): the build's, else a stand-in, as `serve` answers.
  const standIns = new ScriptStandIns(source.folder);
  for (const src of namedScripts) {
    const target = resolve(out, 'scripts', src);
    if (!target.startsWith(resolve(out, 'scripts') + sep) || existsSync(target)) continue;
    const file = await standIns.get(src);
    if (!file) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.body);
  }
  process.stdout.write(`${plural(written, 'page')} written to ${rel(out)}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}` + (pagesWithErrors ? ` (${plural(pagesWithErrors, 'page')} with errors)` : '') + '\n');
  return errors && !flags.allowErrors ? EXIT_ERRORS : EXIT_OK;
}

function usageAll(): never {
  throw new CliError('vitrine: render --site writes one scenario: give --scenario NAME (check DIR --scenarios all checks them all)');
}

/** A page, or for a redirect (a folder) the page it sends to, as long as that is a page of this site. */
function renderFollowing(render: (path: string) => PageResult, path: string): PageResult {
  let result = render(path);
  for (let i = 0; i < MAX_REDIRECTS && result.location !== undefined && result.location.startsWith('/') && !result.location.startsWith('//'); i++) {
    result = render(result.location);
  }
  return result;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
