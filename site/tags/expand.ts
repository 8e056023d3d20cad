/**
 * Expansion: replaces each marker of the table's nonce in rendered HTML by its tag's output,
 * then drops any token left. Markers are nested when a tag's attribute value rendered another
 * tag (a partial applied inside it): the inner one is expanded first, into the value.
 */
import { TagCall } from './call.js';
import { decodeEntities } from './html.js';
import { MAX_TAG_DEPTH } from './limits.js';
import { hasMarkers, stripResidue, tokenize } from './markers.js';
import { TAG_HANDLERS } from './registry.js';
import { TagTable } from './table.js';
import type { PreparedSource, TagEntry, TagHost } from './types.js';
import { TAG_CODES, type TagCode } from './codes.js';

interface Frame {
  id: string;
  attrs: [string, string][];
  /** Text collected for the current attribute; before the first one, ignored text. */
  current: string;
  /** Everything seen in this marker, to put back when it never ends. */
  seen: string;
}

function report(host: TagHost, entry: Pick<TagEntry, 'file' | 'line' | 'col'>, code: TagCode, message: string): void {
  host.diagnostics.add({ code, severity: TAG_CODES[code].severity, file: entry.file, line: entry.line, col: entry.col, message });
}

function runTag(id: string, attrs: [string, string][], table: TagTable, host: TagHost, depth: number): string {
  const entry = table.get(id);
  if (!entry) {
    report(host, { file: '', line: 0, col: 0 }, 'TAG_MARKER_UNKNOWN', TAG_CODES.TAG_MARKER_UNKNOWN.text(id));
    return '';
  }
  if (entry.kind === 'stray-close') {
    report(host, entry, 'TAG_STRAY_CLOSE', TAG_CODES.TAG_STRAY_CLOSE.text(entry.name));
    return '';
  }
  if (entry.kind === 'malformed') {
    report(host, entry, 'TAG_MALFORMED', TAG_CODES.TAG_MALFORMED.text(entry.name));
    return '';
  }
  const handler = TAG_HANDLERS.get(entry.name);
  if (!handler) {
    report(host, entry, 'TAG_UNKNOWN', TAG_CODES.TAG_UNKNOWN.text(entry.name));
    return '';
  }
  if (depth >= MAX_TAG_DEPTH) {
    report(host, entry, 'TAG_DEPTH', TAG_CODES.TAG_DEPTH.text(entry.name, MAX_TAG_DEPTH));
    return '';
  }
  const map = new Map<string, string>();
  for (const [k, v] of attrs) {
    const key = k.toLowerCase();
    if (!map.has(key)) map.set(key, decodeEntities(v));
  }
  return handler(new TagCall(entry, map, host, table, depth, expandInTable));
}

function expandInTable(html: string, table: TagTable, host: TagHost, depth: number): string {
  if (!hasMarkers(html, table.nonce)) return stripResidue(html, table.nonce);
  const stack: Frame[] = [];
  let out = '';
  const emit = (s: string): void => {
    const top = stack[stack.length - 1];
    if (!top) out += s;
    else {
      top.current += s;
      top.seen += s;
    }
  };
  const flushAttr = (f: Frame): void => {
    const last = f.attrs[f.attrs.length - 1];
    if (last) last[1] = f.current;
    f.current = '';
  };
  for (const tok of tokenize(html, table.nonce)) {
    const top = stack[stack.length - 1];
    switch (tok.type) {
      case 'text':
        emit(tok.text);
        break;
      case 'open':
        stack.push({ id: tok.id, attrs: [], current: '', seen: '' });
        break;
      case 'attr':
        if (top) {
          flushAttr(top);
          top.attrs.push([tok.name, '']);
        }
        break;
      case 'end':
        if (top) {
          flushAttr(top);
          stack.pop();
          emit(runTag(top.id, top.attrs, table, host, depth));
        }
        break;
    }
  }
  // Markers whose end never rendered (JSON-T structure crossing an attribute): keep their text.
  while (stack.length > 0) {
    const f = stack.pop()!;
    const entry = table.get(f.id);
    const at = entry ?? { file: '', line: 0, col: 0 };
    report(host, at, 'TAG_MARKER_BROKEN', TAG_CODES.TAG_MARKER_BROKEN.text(entry?.name ?? f.id));
    emit(f.seen);
  }
  return stripResidue(out, table.nonce);
}

/**
 * Expands the tags of `html` rendered from prepared sources. Pass the page's `TagTable` so
 * that the per-page limits (queries, block-field ids) hold across calls; an array of prepared
 * sources gets a fresh table. `depth` is the tag nesting level of `html` (0 for a page).
 */
export function expandTags(html: string, prepared: readonly PreparedSource[] | TagTable, host: TagHost, depth = 0): string {
  let table: TagTable;
  if (prepared instanceof TagTable) table = prepared;
  else {
    const first = prepared[0];
    if (!first) return html;
    table = new TagTable(first.nonce).add(...prepared);
  }
  return expandInTable(html, table, host, depth);
}
