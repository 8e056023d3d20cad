/**
 * What a template folder's sources ask for: block-field ids (literal, or
 * JSON-T like `{collection.id}_intro`) and the collections its query and
 * category tags name, with the featured, category and tag filters they use.
 */
import type { Theme } from '../../theme/types.js';

export interface BlockFieldRef {
  /** The id as written. */
  id: string;
  /** Columns attribute (12 or 1). */
  columns: number;
  label: string;
}

export interface CollectionRef {
  urlId: string;
  categories: string[];
  tags: string[];
  /** Words of the tag bodies, to guess the collection's kind (prices, start dates, …). */
  body: string;
}

export interface FolderScan {
  blockFields: BlockFieldRef[];
  collections: CollectionRef[];
}

/** Every template source of the folder: regions, blocks, collection views, page templates. */
export function templateSources(theme: Theme): { path: string; text: string }[] {
  return [
    ...theme.regions.values(),
    ...theme.blocks.values(),
    ...[...theme.collections.values()].flatMap((t) => [t.list, t.item].filter((f) => f !== null)),
    ...[...theme.pages.values()].map((p) => p.page),
  ];
}

const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/g;

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(ATTR)) out[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return out;
}

/** A start tag up to its `>`, allowing `>` inside quoted values. */
const START_TAG = /<squarespace:(block-field|query|category)\b((?:"[^"]*"|'[^']*'|[^'">])*)>/gi;

const list = (v: string | undefined): string[] => (v ? v.split(',').map((s) => s.trim()).filter((s) => s && !s.includes('{')) : []);

export function scanFolder(theme: Theme): FolderScan {
  const blockFields = new Map<string, BlockFieldRef>();
  const collections = new Map<string, CollectionRef>();
  for (const file of templateSources(theme)) {
    for (const m of file.text.matchAll(START_TAG)) {
      const name = m[1]!.toLowerCase();
      const attrs = attributes(m[2]!);
      if (name === 'block-field') {
        const id = attrs.id;
        if (!id || blockFields.has(id)) continue;
        blockFields.set(id, { id, columns: attrs.columns === '1' ? 1 : 12, label: attrs.label ?? '' });
        continue;
      }
      const urlId = attrs.collection;
      if (!urlId || urlId.includes('{')) continue;
      const ref = collections.get(urlId) ?? { urlId, categories: [], tags: [], body: '' };
      for (const c of list(attrs.category)) if (!ref.categories.includes(c)) ref.categories.push(c);
      for (const t of list(attrs.tag)) if (!ref.tags.includes(t)) ref.tags.push(t);
      const close = file.text.indexOf(`</squarespace:${name}>`, m.index! + m[0].length);
      if (close > 0) ref.body += ` ${file.text.slice(m.index! + m[0].length, close)}`;
      collections.set(urlId, ref);
    }
  }
  return { blockFields: [...blockFields.values()], collections: [...collections.values()] };
}
