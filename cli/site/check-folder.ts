/**
 * Checks a whole developer-mode template folder without content: the
 * loader's diagnostics, every `.conf` against its schema, regions named by
 * layouts, collection types with no view, the templates (template-checks.ts)
 * and the stylesheets. Lenient cases the renderer only warns about are
 * errors here. Paths in the result are relative to the folder.
 */
import { join, relative, resolve, sep } from 'node:path';
import { loadTheme, walk } from '../../site/theme/load-theme.js';
import { compileSiteCss } from '../../site/styles/index.js';
import { SiteRenderer } from '../../site/site-renderer.js';
import { emptyContent } from '../../site/content/load-content.js';
import type { SiteDiagnostic } from '../../site/diagnostics.js';
import type { Theme } from '../../site/theme/types.js';
import { locateJson } from '../json-locate.js';
import { readFileSync } from 'node:fs';
import { checkConf, type ConfKind } from './conf-schemas.js';
import { TemplateChecker } from './template-checks.js';

/**
 * Codes the renderer tolerates with a warning but `check` reports as errors.
 * A missing stylesheet is not one: folders list build outputs they never
 * commit, and the platform skips them (a warning everywhere).
 */
const STRICT = new Set(['CONF_SYNTAX', 'CONF_TRAILING_TEXT']);

export interface FolderCheck {
  /** Every file checked, relative to the folder, in a stable order. */
  files: string[];
  diagnostics: SiteDiagnostic[];
}


const rel = (root: string, p: string) => relative(root, p).split(sep).join('/');

function confKind(path: string): ConfKind | null {
  if (path === 'template.conf') return 'template';
  if (path.startsWith('collections/')) return 'collection';
  if (path.startsWith('blocks/') && path.endsWith('.block.conf')) return 'block';
  if (path.startsWith('pages/')) return 'page';
  return null;
}

export async function checkFolder(folder: string): Promise<FolderCheck> {
  const root = resolve(folder);
  const all = walk(root).map((p) => rel(root, p));
  const confs = all.filter((p) => p.endsWith('.conf') && confKind(p) !== null);
  const diagnostics: SiteDiagnostic[] = [];
  const strict = (d: SiteDiagnostic): SiteDiagnostic => (STRICT.has(d.code) && d.severity === 'warning' ? { ...d, severity: 'error' } : d);

  const loaded = loadTheme(root);
  diagnostics.push(...loaded.diagnostics.map(strict));
  for (const c of confs) diagnostics.push(...checkConf(join(root, c), c, confKind(c)!));
  const templates = all.filter((p) => /\.(region|list|item|block|page)$/.test(p));
  const styles = all.filter((p) => p.startsWith('styles/') && /\.(less|css)$/.test(p));
  const files = [...confs, ...templates, ...styles];
  if (!loaded.ok) return { files, diagnostics: diagnostics.filter((d) => d.severity !== 'info') };

  const theme = loaded.theme;
  diagnostics.push(...missingRegions(theme, root), ...viewlessCollections(theme));
  const checker = new TemplateChecker(theme);
  checker.checkAll();
  diagnostics.push(...checker.diagnostics);
  const css = await compileSiteCss({ folder: root, stylesheets: theme.conf.stylesheets });
  diagnostics.push(...css.diagnostics.map(strict));
  diagnostics.push(...new SiteRenderer(theme, emptyContent()).loadDiagnostics.map(strict));
  return { files, diagnostics: diagnostics.filter((d) => d.severity !== 'info') };
}

/** A layout naming a region with no `.region` file, at the name in template.conf. */
function missingRegions(theme: Theme, root: string): SiteDiagnostic[] {
  const where = locateJson(readFileSync(join(root, 'template.conf'), 'utf8'));
  const out: SiteDiagnostic[] = [];
  const raw = (theme.conf.raw.layouts ?? {}) as Record<string, { regions?: unknown }>;
  for (const layout of theme.conf.layouts) {
    const regions = Array.isArray(raw[layout.key]?.regions) ? (raw[layout.key]!.regions as unknown[]) : [];
    regions.forEach((r, i) => {
      if (typeof r !== 'string' || theme.regions.has(r.replace(/\.region$/, ''))) return;
      const pointer = `/layouts/${layout.key.replace(/~/g, '~0').replace(/\//g, '~1')}/regions/${i}`;
      const p = where.values.get(pointer) ?? { line: 1, col: 1 };
      const file = r.endsWith('.region') ? r : `${r}.region`;
      out.push({ code: 'REGION_MISSING', severity: 'error', file: 'template.conf', ...p, message: `layout '${layout.key}' names region '${r}', but there is no ${file}` });
    });
  }
  return out;
}

/**
 * A custom collection type with a `.conf` but neither `.list` nor `.item`
 * has no page of its own; it is legal (another view shows its items, e.g.
 * an index or a query), so this is information, not a finding.
 */
function viewlessCollections(theme: Theme): SiteDiagnostic[] {
  const out: SiteDiagnostic[] = [];
  for (const t of theme.collections.values()) {
    if (t.system || !t.conf || t.list || t.item) continue;
    if (t.conf.folder === true || t.conf.folder === 'true' || t.typeName === 'page') continue;
    out.push({
      code: 'COLLECTION_NO_VIEW',
      severity: 'info',
      file: `collections/${t.typeName}.conf`,
      line: 1,
      col: 1,
      message: `collection type '${t.typeName}' has neither collections/${t.typeName}.list nor collections/${t.typeName}.item`,
    });
  }
  return out;
}
