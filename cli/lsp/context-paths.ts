/**
 * The context paths a template of a folder can read, for completion after
 * `{`: the `?format=json` contexts of a few pages of the folder's preview
 * site (its fixtures, else generated content), merged into one tree. An
 * `.item` template gets its collection type's item pages, a `.list` its
 * list pages, any other file the home page and one page of each kind.
 */
import type { SiteRenderer } from '../../site/site-renderer.js';
import { loadPreview, previewSource } from '../site/load-preview.js';

/** Pages whose contexts are merged for one file. */
export const MAX_CONTEXT_PAGES = 6;
/** Array elements merged under `0`. */
const MAX_ARRAY_SAMPLES = 3;
/** Deepest path offered. */
const MAX_DEPTH = 12;

export interface PathNode {
  /** 'object', 'array', 'string', 'number', 'boolean' or 'null'; the first value seen. */
  kind: string;
  /** A short sample of a scalar value. */
  sample?: string;
  children: Map<string, PathNode>;
}

const newNode = (kind: string): PathNode => ({ kind, children: new Map() });

function kindOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

/** Adds a JSON value's paths under `node`. */
export function mergeValue(node: PathNode, value: unknown, depth = 0): void {
  if (depth >= MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const el of value.slice(0, MAX_ARRAY_SAMPLES)) {
      let child = node.children.get('0');
      if (!child) node.children.set('0', (child = newNode(kindOf(el))));
      mergeValue(child, el, depth + 1);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      let child = node.children.get(k);
      if (!child) node.children.set(k, (child = newNode(kindOf(v))));
      mergeValue(child, v, depth + 1);
    }
  } else if (node.sample === undefined && value !== null && value !== undefined) {
    node.sample = String(value).slice(0, 40);
  }
}

/** The node at a dotted path, or null. */
export function nodeAt(root: PathNode, path: string[]): PathNode | null {
  let node: PathNode | undefined = root;
  for (const seg of path) {
    node = node.children.get(/^\d+$/.test(seg) ? '0' : seg);
    if (!node) return null;
  }
  return node;
}

/** Page paths whose contexts a file of the folder sees. */
function pagesFor(renderer: SiteRenderer, file: string): string[] {
  const index = renderer.index;
  const collections = index.content.collections.filter((c) => index.enabled(c));
  const view = /^collections\/(.+)\.(list|item)$/.exec(file);
  if (view) {
    const ofType = collections.filter((c) => c.typeName === view[1]);
    if (view[2] === 'list') return ofType.map((c) => index.fullUrl(c));
    return ofType.flatMap((c) => index.items(c).map((i) => index.itemUrl(c, i)));
  }
  const out = index.homepage ? [index.fullUrl(index.homepage)] : [];
  const types = new Set<string>();
  for (const c of collections) {
    if (types.has(c.typeName)) continue;
    types.add(c.typeName);
    out.push(index.fullUrl(c));
    const item = index.items(c)[0];
    if (item) out.push(index.itemUrl(c, item));
  }
  return out;
}

/** Context trees per folder, loaded once (reset when the folder's content may have changed). */
export class ContextPaths {
  private readonly sites = new Map<string, Promise<SiteRenderer | null>>();
  private readonly trees = new Map<string, PathNode>();

  private site(folder: string): Promise<SiteRenderer | null> {
    let site = this.sites.get(folder);
    if (!site) {
      site = loadPreview(previewSource(folder))
        .then((p) => p.site.renderer)
        .catch(() => null);
      this.sites.set(folder, site);
    }
    return site;
  }

  reset(folder: string): void {
    this.sites.delete(folder);
    for (const key of this.trees.keys()) if (key.startsWith(`${folder}\u0000`)) this.trees.delete(key);
  }

  /** The merged context tree a folder-relative template file sees. */
  async tree(folder: string, file: string): Promise<PathNode> {
    const key = `${folder}\u0000${file}`;
    const hit = this.trees.get(key);
    if (hit) return hit;
    const root = newNode('object');
    const renderer = await this.site(folder);
    if (renderer) {
      for (const path of pagesFor(renderer, file).slice(0, MAX_CONTEXT_PAGES)) {
        const page = renderer.render(path, { format: 'json' });
        if (page.contentType !== 'application/json') continue;
        try {
          mergeValue(root, JSON.parse(page.html));
        } catch {
          // A page that is not JSON adds nothing.
        }
      }
    }
    this.trees.set(key, root);
    return root;
  }
}
