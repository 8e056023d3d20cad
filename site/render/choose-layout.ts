/**
 * Which layout renders a page (DEVELOPER-MODE 1.3), and its source: the
 * region files concatenated in order, before parsing, because elements open
 * in one region and close in a later one.
 */
import type { DiagnosticList } from '../diagnostics.js';
import type { CollectionContent } from '../content/types.js';
import type { Layout, Theme } from '../theme/types.js';

export function chooseLayout(theme: Theme, collection: CollectionContent | null, isHome: boolean, diags: DiagnosticList): Layout {
  const layouts = theme.conf.layouts;
  const byKey = (key: unknown, why: string): Layout | null => {
    if (typeof key !== 'string' || !key) return null;
    const found = layouts.find((l) => l.key === key);
    if (!found) diags.warn('LAYOUT_UNKNOWN', 'template.conf', 1, 1, `${why} names layout '${key}', which template.conf does not declare`);
    return found ?? null;
  };
  const typeConf = collection ? theme.collections.get(collection.typeName)?.conf : null;
  return (
    byKey(collection?.regionName, `collection '${collection?.urlId}'`) ??
    byKey(typeConf?.layout, `collections/${collection?.typeName}.conf`) ??
    (isHome ? layouts.find((l) => l.key === 'homepage') : undefined) ??
    layouts.find((l) => l.key === 'default') ??
    layouts[0]!
  );
}

export interface LayoutSource {
  text: string;
  /** Where each region starts in `text`, to map positions back to files. */
  parts: { file: string; offset: number }[];
}

export function layoutSource(theme: Theme, layout: Layout, diags: DiagnosticList): LayoutSource {
  let text = '';
  const parts: LayoutSource['parts'] = [];
  for (const name of layout.regions) {
    const region = theme.regions.get(name.replace(/\.region$/, ''));
    if (!region) {
      diags.warn('REGION_MISSING', 'template.conf', 1, 1, `layout '${layout.key}' names region '${name}', which has no file; skipped`);
      continue;
    }
    parts.push({ file: region.path, offset: text.length });
    text += region.text;
  }
  return { text, parts };
}
