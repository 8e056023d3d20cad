/**
 * `vitrine stats --profile --site DIR [URLPATH]`: profiles one page of a
 * template folder's site (content as `render --site` finds it) through the
 * site renderer, as `stats TEMPLATE --profile` does one file: warm-up
 * renders, then --runs measured ones in the interpreter with a profiler.
 * Each template render of the page (view, layout, platform-tag bodies) is
 * profiled with the engine's positions; when it ends they are resolved to
 * the folder's real files (a region of the layout, a collection's
 * .list/.item, blocks/...) and added to the page's profile.
 */
import { Engine } from '../../engine/index.js';
import { SiteLoadError } from '../../site/load-site.js';
import type { SiteDiagnostic } from '../../site/diagnostics.js';
import type { TemplateRender } from '../../site/site-renderer.js';
import { CliError, EXIT_ERRORS, EXIT_OK } from '../io.js';
import { parseNow } from '../render-command.js';
import { loadPreview, previewSource } from '../site/load-preview.js';
import { folderFile, formatSiteDiagnostic, rel } from '../site/folder-paths.js';
import { NOT_FOUND_PATH } from '../site/site-paths.js';
import { RenderProfile } from './render-profile.js';
import { flameLine, ms, PROFILE_WARMUP_RUNS, profileRuns, profileTable, writeFlame } from './profile-command.js';

export interface SiteProfileFlags {
  fixtures?: string;
  now?: string;
  runs?: string;
  flame?: string;
}

/** The page profiled when none is named. */
export const DEFAULT_PROFILE_PATH = '/';

/** A frame as the engine names it (RenderProfile with the raw source name): `source:line:col what`. */
const RAW_FRAME = /^(.*?):(\d+):(\d+) ([\s\S]*)$/;

export async function siteProfileCommand(dir: string, urlPath: string | undefined, flags: SiteProfileFlags): Promise<number> {
  const runs = profileRuns(flags.runs);
  const path = urlPath ?? DEFAULT_PROFILE_PATH;
  if (!path.startsWith('/')) throw new CliError(`vitrine: the page to profile is a URL path starting with '/', not '${path}'`);
  const source = previewSource(dir, flags.fixtures);
  const now = flags.now === undefined ? undefined : parseNow(flags.now);

  // The render under way, by the engine's names; the page's profile, by folder files.
  const current = new RenderProfile((s) => s ?? '');
  let page = new RenderProfile(() => '');
  let resolving = 0n;
  const onRender = (render: TemplateRender) => {
    const start = process.hrtime.bigint();
    page.absorb(current, (frame) => {
      const m = RAW_FRAME.exec(frame);
      if (!m) return frame;
      const at = render.locate(m[1] === '' ? undefined : m[1], Number(m[2]), Number(m[3]));
      return `${folderFile(source.folder, at.file)}:${at.line}:${at.col} ${m[4]}`;
    });
    resolving += process.hrtime.bigint() - start;
  };

  let site;
  try {
    site = (await loadPreview(source, now === undefined ? undefined : () => now, undefined, { engine: new Engine({ profiler: current }), onRender })).site;
  } catch (e) {
    if (!(e instanceof SiteLoadError)) throw e;
    for (const d of e.diagnostics) if (d.severity !== 'info') process.stderr.write(`${formatSiteDiagnostic(source.folder, d)}\n`);
    process.stdout.write('the site cannot be loaded: nothing profiled\n');
    return EXIT_ERRORS;
  }

  const first = site.renderer.render(path);
  if (first.location !== undefined) throw new CliError(`vitrine: '${path}' redirects to '${first.location}': profile that page`);
  if (first.status === 404 && !path.endsWith(NOT_FOUND_PATH)) throw new CliError(`vitrine: '${path}' is not a page of the site (profile ${NOT_FOUND_PATH} for the not-found page)`);
  const diagnostics = [...site.diagnostics, ...first.diagnostics].filter((d) => d.severity !== 'info');
  for (const line of new Set(diagnostics.map((d: SiteDiagnostic) => formatSiteDiagnostic(source.folder, d)))) process.stderr.write(`${line}\n`);
  for (let i = 1; i < PROFILE_WARMUP_RUNS; i++) site.renderer.render(path);

  page = new RenderProfile(() => '');
  resolving = 0n;
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) site.renderer.render(path);
  // Resolving positions is the profiler's own work, not the page's.
  const perRender = Number(process.hrtime.bigint() - start - resolving) / runs;

  const flame = writeFlame(flags.flame, page.folded());
  const heading = `${path} of ${rel(source.folder)}: ${ms(perRender)} ms per render (${runs} renders), ${ms(page.selfTotal() / runs)} ms of it in template instructions; per render:`;
  process.stdout.write(profileTable(page.table(), runs, heading));
  process.stdout.write(flameLine(flame, runs));
  return diagnostics.some((d) => d.severity === 'error') ? EXIT_ERRORS : EXIT_OK;
}
