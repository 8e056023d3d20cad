/**
 * Rendering shapes taken from the platform's official developer-mode
 * template folders (issue 41): a list view of each, rendered by the site
 * renderer with the content Vitrine generates for the folder, captured at
 * render time (source, context, partials), as product-page.ts does for the
 * demo store.
 *
 * The folders are public repositories of the platform's owner with no
 * licence file, so none of their files is in this repository: the bench
 * prepares them from a path at run time. VITRINE_BENCH_FOLDERS names a
 * directory holding, per folder, either a git directory as the `fetch`
 * tool leaves it (`Squarespace+bureau-framework/repo`) or a clone or
 * checkout (`bureau-framework`); the files at the named commit (the one
 * before the frameworks' deprecation notice) are extracted into
 * node_modules/.cache/vitrine-bench/folders/. Default: /work/.mirror.
 * A folder not found there is skipped, and said so in BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../../site/project-root.js';
import { loadSite } from '../../site/load-site.js';
import { parse, type Node, type OrNode } from '../../engine/index.js';

export const FOLDERS_ENV = 'VITRINE_BENCH_FOLDERS';
const DEFAULT_FOLDERS = '/work/.mirror';
const CACHE = fromRoot('node_modules', '.cache', 'vitrine-bench', 'folders');
/** The clock of the generated content (publication dates are placed around it). */
const NOW = Date.UTC(2026, 10, 23);

export interface RealFolder {
  key: 'bureau-blog' | 'doncab-project' | 'endeavor-gallery';
  /** GitHub owner/name. */
  repo: string;
  commit: string;
  /** The page rendered, and the view of it that is benchmarked. */
  path: string;
  view: string;
}

export const REAL_FOLDERS: RealFolder[] = [
  { key: 'bureau-blog', repo: 'Squarespace/bureau-framework', commit: '3ce480f79922e2c66bbf5229507b83a2a745540a', path: '/journal', view: 'collections/blog.list' },
  { key: 'doncab-project', repo: 'Squarespace/doncab-framework', commit: 'fd6c46e676e8f44c553ac73d3685cc6ead9826fd', path: '/project', view: 'collections/project.list' },
  { key: 'endeavor-gallery', repo: 'Squarespace/endeavor-framework', commit: '79e3357a6b7b8028d35f92667a0af602fd9d2d66', path: '/gallery', view: 'collections/gallery.list' },
];

/** One view's render as the site renderer made it. */
export interface CapturedView {
  source: string;
  file: string;
  context: Record<string, unknown>;
  partials: Record<string, string>;
  locale: string;
  now: number;
  html: string;
  /** The view's literal text, piece by piece in source order (literalsOf). */
  literals: string[];
}

export type RealFolderPage = { folder: RealFolder; view: CapturedView } | { folder: RealFolder; missing: string };

/** Where the folder's git directory or checkout is, or null. */
function sourceOf(root: string, repo: string): { gitDir: string } | { dir: string } | null {
  const name = repo.split('/')[1]!;
  for (const gitDir of [join(root, repo.replace('/', '+'), 'repo'), join(root, name, '.git'), join(root, `${name}.git`)]) {
    if (existsSync(join(gitDir, 'HEAD')) && existsSync(join(gitDir, 'objects'))) return { gitDir };
  }
  const dir = join(root, name);
  return existsSync(join(dir, 'template.conf')) ? { dir } : null;
}

/** The folder's files at its commit in the bench's cache (extracted once); or why not. */
export function prepareFolder(folder: RealFolder, root = process.env[FOLDERS_ENV] || DEFAULT_FOLDERS): { dir: string } | { missing: string } {
  const source = sourceOf(root, folder.repo);
  if (!source) return { missing: `${folder.repo} is not under ${root} (set ${FOLDERS_ENV} to a directory holding its clone)` };
  if ('dir' in source) return source;
  const out = join(CACHE, `${folder.repo.replace('/', '+')}@${folder.commit}`);
  if (existsSync(join(out, 'template.conf')) && statSync(out).isDirectory()) return { dir: out };
  const part = `${out}.part`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(part, { recursive: true });
  try {
    const tar = execFileSync('git', ['--git-dir', source.gitDir, 'archive', folder.commit], { maxBuffer: 256 * 2 ** 20 });
    execFileSync('tar', ['-x', '-C', part], { input: tar });
  } catch (err) {
    rmSync(part, { recursive: true, force: true });
    return { missing: `${folder.repo} at ${folder.commit.slice(0, 10)} could not be extracted from ${source.gitDir}: ${(err as Error).message.split('\n')[0]}` };
  }
  renameSync(part, out);
  return { dir: out };
}

/** Each real folder's page rendered with generated content, its benchmarked view captured; absent folders say why. */
export async function realFolderPages(): Promise<RealFolderPage[]> {
  const out: RealFolderPage[] = [];
  for (const folder of REAL_FOLDERS) {
    const prepared = prepareFolder(folder);
    if ('missing' in prepared) {
      out.push({ folder, missing: prepared.missing });
      continue;
    }
    let view: CapturedView | undefined;
    const site = await loadSite(prepared.dir, null, {
      now: () => NOW,
      onRender(r) {
        if (r.file !== folder.view) return;
        view = { source: r.source, file: r.file, context: JSON.parse(JSON.stringify(r.context)), partials: { ...r.partials }, locale: r.locale, now: r.now, html: r.html, literals: literalsOf(r.source) };
      },
    });
    const page = site.renderer.render(folder.path);
    if (page.status !== 200 || !view) throw new Error(`${folder.repo}: ${folder.path} did not render its ${folder.view} (status ${page.status})`);
    out.push({ folder, view });
  }
  return out;
}

/**
 * The literal text of a template, as the engine's parser reads it: every
 * text node (between tags, in every branch), in source order. The
 * builders and eta ports of these views are written against this list,
 * so that none of a folder's markup is copied into this repository.
 */
export function literalsOf(source: string): string[] {
  const { tree, errors } = parse(source);
  if (errors.length) throw new Error(`the view does not parse: ${errors[0]!.message}`);
  const texts: { text: string; line: number; col: number }[] = [];
  const walk = (nodes: readonly (Node | OrNode)[] | null | undefined): void => {
    for (const n of nodes ?? []) {
      if (n.type === 'text') texts.push(n);
      if ('body' in n) walk(n.body);
      if ('alternatesWith' in n) walk(n.alternatesWith);
      if ('alternative' in n && n.alternative) walk([n.alternative]);
    }
  };
  walk(tree.body);
  return texts.sort((a, b) => a.line - b.line || a.col - b.col).map((t) => t.text);
}
