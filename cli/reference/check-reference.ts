/**
 * `vitrine check DIR --reference`: every page of the folder's preview site
 * rendered by Vitrine, each template render (views, layouts, tag bodies)
 * also given, as it happens, to the reference engine with the same source,
 * context, partials, locale and clock; the outputs compared. Per template
 * file: the renders that differ, and the first difference of the first one.
 * Differences are warnings (REFERENCE_DIFFERS): some are intended (docs/engine.md).
 */
import { join } from 'node:path';
import { SiteLoadError } from '../../site/load-site.js';
import { SiteRenderer, type TemplateRender } from '../../site/site-renderer.js';
import type { Json } from '../../site/content/types.js';
import { loadPreview, previewSource } from '../site/load-preview.js';
import { sitePaths } from '../site/site-paths.js';
import { firstDifference, type OutputDiff } from './output-diff.js';
import { loadReference } from './reference-engine.js';

export interface ReferenceFileReport {
  /** DIR/path, or the platform's own `(system page)`. */
  file: string;
  renders: number;
  differing: number;
  /** The first differing render: its page and where the outputs part. */
  first?: OutputDiff & { page: string };
  /** A render the reference engine could not complete. */
  failed?: string;
}

export interface ReferenceReport {
  pages: number;
  renders: number;
  differing: number;
  files: ReferenceFileReport[];
}

export async function checkReference(dir: string, now = Date.now()): Promise<ReferenceReport | null> {
  const reference = await loadReference();
  let preview;
  try {
    preview = await loadPreview(previewSource(dir), () => now);
  } catch (e) {
    if (e instanceof SiteLoadError) return null; // the folder check reports why
    throw e;
  }
  const { site } = preview;
  const prefix = dir.replace(/\/+$/, '');
  const files = new Map<string, ReferenceFileReport>();
  const report: ReferenceReport = { pages: 0, renders: 0, differing: 0, files: [] };
  let page = '';
  const compare = (r: TemplateRender) => {
    const file = r.file.startsWith('(') || r.file.startsWith('/') ? r.file : join(prefix, r.file);
    const entry = files.get(file) ?? { file, renders: 0, differing: 0 };
    files.set(file, entry);
    entry.renders++;
    report.renders++;
    let theirs: string;
    try {
      theirs = reference(r.source, JSON.parse(JSON.stringify(r.context)) as unknown, r);
    } catch (e) {
      entry.differing++;
      report.differing++;
      entry.failed ??= `${page}: ${e instanceof Error ? e.message : String(e)}`;
      return;
    }
    const diff = firstDifference(r.html, theirs);
    if (!diff) return;
    entry.differing++;
    report.differing++;
    entry.first ??= { page, ...diff };
  };
  const renderer = new SiteRenderer(site.theme, site.renderer.content, {
    platformLayer: true,
    now: () => now,
    tweakClasses: site.css.bodyClasses,
    tweakJSON: site.css.tweakValues as Json,
    onRender: compare,
  });
  for (const p of sitePaths(renderer)) {
    page = p.path;
    report.pages++;
    renderer.render(p.path);
  }
  report.files = [...files.values()].sort((a, b) => a.file.localeCompare(b.file));
  return report;
}
