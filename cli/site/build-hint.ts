/**
 * Framework folders (the official Wright, Bureau) reference a script their
 * own build writes (`<squarespace:script src="site-bundle.js">`, webpack's
 * build/scripts/). `vitrine serve` answers it with a stand-in that does
 * nothing (site/platform/script-stand-in.ts), so the page previews without
 * its behaviour: this says which scripts those are and, when the folder (or
 * the repository around it) has a package.json with a build script, which
 * command makes them. `serve --build` runs that command first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BUILT_SCRIPT_FOLDERS } from '../../site/platform/script-stand-in.js';
import type { SiteDiagnostic } from '../../site/diagnostics.js';
import type { Theme } from '../../site/theme/types.js';
import { TemplateChecker } from './template-checks.js';

/** How many folders up from the template folder a package.json is looked for (a template folder inside a repository's `template/`). */
const PACKAGE_LEVELS = 2;

export interface BuildCommand {
  /** The folder holding package.json. */
  dir: string;
  /** The npm script that builds (`build`, else the first whose name starts with build). */
  script: string;
  /** Whether node_modules is missing there (the command then starts with npm install). */
  needsInstall: boolean;
  /** The command line, as an author types it in `dir`. */
  text: string;
}

/** The build command of the package around `folder`, or null when there is none. */
export function buildCommand(folder: string): BuildCommand | null {
  let dir = folder;
  for (let level = 0; level <= PACKAGE_LEVELS; level++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      let scripts: Record<string, unknown> = {};
      try {
        scripts = ((JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, unknown> }).scripts ?? {}) as Record<string, unknown>;
      } catch {
        return null;
      }
      const script = typeof scripts.build === 'string' ? 'build' : Object.keys(scripts).find((k) => k.startsWith('build') && typeof scripts[k] === 'string');
      if (!script) return null;
      const needsInstall = !existsSync(join(dir, 'node_modules'));
      const run = script === 'build' ? 'npm run build' : `npm run ${script}`;
      return { dir, script, needsInstall, text: needsInstall ? `npm install && ${run}` : run };
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}

/** The scripts of a page's SCRIPT_MISSING warnings that no build has written yet: served as stand-ins. */
export function standInScripts(folder: string, diagnostics: readonly SiteDiagnostic[]): string[] {
  const out = new Set<string>();
  for (const d of diagnostics) {
    if (d.code !== 'SCRIPT_MISSING') continue;
    const src = /scripts\/(\S+) not found/.exec(d.message)?.[1];
    if (src && !BUILT_SCRIPT_FOLDERS.some((f) => existsSync(join(folder, f, src)))) out.add(src);
  }
  return [...out];
}

/** The sentence for scripts served as stand-ins (the overlay, the console): what they are and how to build them. */
export function standInNote(folder: string, scripts: readonly string[], build: BuildCommand | null): string {
  const names = scripts.map((s) => `scripts/${s}`).join(', ');
  const what = `${names} ${scripts.length === 1 ? 'is' : 'are'} not in the template folder, so Vitrine serves a stand-in that does nothing: the page previews without ${scripts.length === 1 ? 'that script' : 'those scripts'}.`;
  if (!build) return `${what} On the platform the folder's built ${scripts.length === 1 ? 'script is' : 'scripts are'} served; put ${scripts.length === 1 ? 'it' : 'them'} in scripts/ (or build/scripts/) to preview ${scripts.length === 1 ? 'it' : 'them'}.`;
  const where = relative(folder, build.dir);
  return `${what} ${scripts.length === 1 ? 'It is' : 'They are'} build output: run \`${build.text}\`${where === '' ? '' : ` in ${where}`} (or serve with --build).`;
}

/** The scripts the folder's templates load (`<squarespace:script src>`) that are in neither scripts/ nor a build folder. */
export function unbuiltScripts(theme: Theme): string[] {
  const out = new Set<string>();
  for (const f of new TemplateChecker(theme).allFiles()) {
    for (const m of f.text.matchAll(/<squarespace:script\b[^>]*?\bsrc\s*=\s*["']([^"'{}]+)["']/gi)) {
      const src = m[1]!.trim().replace(/^\/+/, '');
      if (/^(?:[a-z]+:)?\/\//i.test(src) || theme.scripts.has(src)) continue;
      if (!BUILT_SCRIPT_FOLDERS.some((b) => existsSync(join(theme.root, b, src)))) out.add(src);
    }
  }
  return [...out];
}
