/**
 * The stylesheet pipeline of the site renderer (DEVELOPER-MODE.md section
 * 1.8): /site.css from a template folder's styles/, tweak definitions,
 * effective tweak values and the tweak body classes.
 *
 *   read sources -> cache lookup -> tweaks + LESS 1.x rewrites -> LESS -> CSS
 *
 * Never throws on template input: missing files, bad annotations and LESS
 * errors are diagnostics; a LESS error is also a trailing CSS comment.
 */
import { readFile, realpath } from 'node:fs/promises';
import { DiagnosticList } from '../diagnostics.js';
import { contentHash, SiteCssCache } from './cache.js';
import type { LessFailure } from './less-compile.js';
import { pipelineVersion } from './pipeline-version.js';
import { prepareStyles } from './prepare-sources.js';
import { fromRoot } from '../project-root.js';
import { readStyleSources } from './sources.js';
import { SYSTEM_MODULES, systemModuleSource } from './system-modules.js';
import type { CompileSiteCssInput, CompileSiteCssResult } from './types.js';

export type { CompileSiteCssInput, CompileSiteCssResult, TweakDefinition, TweakValue } from './types.js';
export { SiteCssCache } from './cache.js';
export { slug, tweakKey } from './slug.js';

/** The process-wide cache compileSiteCss uses unless given another, kept on disk between processes. */
export const siteCssCache = new SiteCssCache(undefined, fromRoot('node_modules', '.cache', 'vitrine', 'site-css'));

export async function compileSiteCss(
  input: CompileSiteCssInput,
  options: { cache?: SiteCssCache } = {},
): Promise<CompileSiteCssResult> {
  const cache = options.cache ?? siteCssCache;
  const diags = new DiagnosticList();
  const root = await realpath(input.folder).catch(() => input.folder);
  const sources = await readStyleSources(root, input.stylesheets, diags);
  const settings = input.tweaks ?? {};
  const key = contentHash([
    pipelineVersion(),
    root,
    JSON.stringify(input.stylesheets),
    JSON.stringify(Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    ...SYSTEM_MODULES.map(systemModuleSource),
    ...sources.flatMap((s) => [s.rel, s.text]),
  ]);
  const hit = cache.get(key);
  if (hit && (await unchanged(hit.imports))) {
    cache.hits++;
    return structuredClone(hit.result);
  }
  cache.misses++;
  const prepared = prepareStyles(sources, settings, diags);
  // The LESS compiler is loaded on the first miss only: a start whose stylesheet is cached never pays for it.
  const { compileEntries } = await import('./less-compile.js');
  const compiled = await compileEntries(root, prepared.entries);
  for (const f of compiled.failures) {
    if (f.isolated) diags.warn('LESS_ISOLATED', f.file, f.line, f.col, lessMessage(f));
    else diags.error('LESS_ERROR', f.file, f.line, f.col, lessMessage(f));
  }
  const result: CompileSiteCssResult = {
    css: compiled.css + compiled.failures.map(errorComment).join(''),
    diagnostics: diags.items,
    tweaks: prepared.tweaks,
    tweakValues: prepared.tweakValues,
    bodyClasses: prepared.bodyClasses,
  };
  cache.set(key, { result: structuredClone(result), imports: compiled.imports });
  return result;
}

const ISOLATED: Record<NonNullable<LessFailure['isolated']>, string> = {
  statement: 'this statement is left out, the rest of the stylesheet compiles',
  'closing-braces': 'closing braces added at the end of the file',
  'stray-brace': 'this brace is left out',
};

function lessMessage(f: LessFailure): string {
  const skipped = f.file === f.entry.rel ? '' : ` (imported by ${f.entry.rel})`;
  const outcome = f.isolated ? ISOLATED[f.isolated] : `${f.entry.rel} left out of /site.css`;
  return `LESS: ${f.message}${skipped}${cause(f)}; ${outcome}`;
}

/** What made the error: a definition another failure left out, or a name no stylesheet defines. */
function cause(f: LessFailure): string {
  if (f.knockOnOf) return ` (knock-on of ${f.knockOnOf.file}:${f.knockOnOf.line}:${f.knockOnOf.col}, which left out its definition)`;
  if (f.undefinedName) return " (no stylesheet defines it)";
  return '';
}

/** The trailing comment the platform appends to site.css for a LESS error, saying what was left out. */
export function errorComment(f: LessFailure): string {
  const dropped = f.isolated === 'statement' ? 'one statement left out' : f.isolated ? ISOLATED[f.isolated] : `the whole stylesheet ${f.entry.rel} left out`;
  const text = `${f.file}:${f.line}:${f.col}: ${f.message}${cause(f)}; ${dropped}`.replace(/\*\//g, '* /');
  return `\n/* LESS error: ${text} */\n`;
}

async function unchanged(imports: Map<string, string | null>): Promise<boolean> {
  for (const [abs, text] of imports) {
    const now = await readFile(abs, 'utf8').catch(() => null);
    if (now !== text) return false;
  }
  return true;
}
