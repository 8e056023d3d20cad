/**
 * The lexical pre-pass: finds every `<squarespace:NAME …>` tag of a template source (also
 * inside attribute values), lifts the bodies of paired tags into a table and rewrites each
 * start tag into a marker carrying its table id, the nonce and its attribute values as
 * JSON-T text (rendered by the engine in the tag's scope). Pure; never throws on input.
 *
 * Forms: self-closing; paired, with or without a body; an unclosed start tag. A start tag has
 * a body only if its close tag comes before the next start tag of the same name.
 * Tags that take no body (script, block-field, social-share, comments) keep the text between
 * their start and close tags in place and lose the close tag; an unclosed script start tag
 * also swallows a bare `</script>` when only whitespace precedes it (§3.5).
 */
import { createHash } from 'node:crypto';
import { attrToken, checkNonce, endToken, openToken } from './markers.js';
import { LineMap } from './positions.js';
import { readStartTag } from './start-tag.js';
import type { PreparedSource, SourcePosition, TagEntry } from './types.js';

/** Tags whose text between start and close tag is not a body (stays in place). */
export const BODYLESS_TAGS: ReadonlySet<string> = new Set(['script', 'block-field', 'social-share', 'comments']);

const TAG_RE = /<(\/?)squarespace:([A-Za-z][A-Za-z0-9-]*)/gi;
const ATTR_NAME_RE = /^[A-Za-z0-9_.:-]+$/;

function count(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

function sourceId(source: string, file: string, at: SourcePosition): string {
  return createHash('sha1').update(`${file}\u0000${at.line}:${at.col}\u0000${source}`).digest('hex').slice(0, 12);
}

/** The close tag of a start tag ending at `from`, if it comes before the next start tag of that name. */
function findClose(src: string, name: string, from: number): { start: number; end: number } | null {
  const n = escapeRe(name);
  const close = new RegExp(`</squarespace:${n}\\s*>`, 'ig');
  close.lastIndex = from;
  const c = close.exec(src);
  if (!c) return null;
  const next = new RegExp(`<squarespace:${n}(?=[\\s/>]|$)`, 'ig');
  next.lastIndex = from;
  const s = next.exec(src);
  if (s && s.index < c.index) return null;
  return { start: c.index, end: c.index + c[0].length };
}

export function prepareTags(source: string, file: string, nonce: string, at: SourcePosition = { line: 1, col: 1 }): PreparedSource {
  checkNonce(nonce);
  const tags: TagEntry[] = [];
  if (!/<\/?squarespace:/i.test(source)) return { source, file, nonce, tags };

  const lines = new LineMap(source, at);
  const hash = sourceId(source, file, at);
  const swallow = new Set<number>(); // offsets of close tags to drop silently
  const re = new RegExp(TAG_RE.source, 'gi');
  let out = '';
  let pos = 0;

  const entry = (name: string, kind: TagEntry['kind'], offset: number, body: string | null, bodyOffset: number): TagEntry => {
    const p = lines.position(offset);
    const e: TagEntry = {
      id: `${hash}.${tags.length}`,
      name,
      kind,
      body,
      bodyAt: body === null ? null : lines.position(bodyOffset),
      file,
      line: p.line,
      col: p.col,
    };
    tags.push(e);
    return e;
  };
  const bare = (e: TagEntry): string => openToken(nonce, e.id) + endToken(nonce);
  /**
   * The lines a replaced span (a lifted body, a multi-line tag) no longer
   * holds, kept as a template comment, so engine diagnostics after it keep
   * the line numbers of the file; the comment renders nothing.
   */
  const keepLines = (from: number, to: number, emitted: string): string => {
    const lost = count(source.slice(from, to)) - count(emitted);
    return lost > 0 ? `{##${'\n'.repeat(lost)}##}` : '';
  };

  for (let m = re.exec(source); m; m = re.exec(source)) {
    const start = m.index;
    const isClose = m[1] === '/';
    const name = m[2]!.toLowerCase();
    const afterName = start + m[0].length;
    out += source.slice(pos, start);

    if (isClose) {
      const gt = /^\s*>/.exec(source.slice(afterName));
      const end = gt ? afterName + gt[0].length : afterName;
      if (!swallow.has(start)) out += bare(entry(name, 'stray-close', start, null, 0));
      out += keepLines(start, end, '');
      pos = end;
      re.lastIndex = end;
      continue;
    }

    const st = readStartTag(source, afterName);
    if (!st) {
      const gt = source.indexOf('>', afterName);
      const end = gt < 0 ? source.length : gt + 1;
      out += bare(entry(name, 'malformed', start, null, 0)) + keepLines(start, end, '');
      pos = end;
      re.lastIndex = end;
      continue;
    }

    let end = st.end;
    let body: string | null = null;
    let bodyOffset = 0;
    if (!st.selfClosing) {
      const close = findClose(source, name, st.end);
      if (close && BODYLESS_TAGS.has(name)) {
        swallow.add(close.start);
      } else if (close) {
        body = source.slice(st.end, close.start);
        bodyOffset = st.end;
        end = close.end;
      } else if (name === 'script') {
        const stray = /^\s*<\/script\s*>/i.exec(source.slice(st.end));
        if (stray) {
          // §3.5: `<squarespace:script …>` then only whitespace then `</script>`: drop the close tag.
          const ws = /^\s*/.exec(stray[0])![0];
          const emitted = marker(entry(name, 'tag', start, null, 0), st.attrs) + ws;
          out += emitted + keepLines(start, st.end + stray[0].length, emitted);
          pos = st.end + stray[0].length;
          re.lastIndex = pos;
          continue;
        }
      }
    }

    const e = entry(name, 'tag', start, body, bodyOffset);
    const emitted = marker(e, st.attrs);
    out += emitted + keepLines(start, end, emitted);
    pos = end;
    re.lastIndex = end;
  }
  out += source.slice(pos);
  return { source: out, file, nonce, tags };

  function marker(e: TagEntry, attrs: { name: string; value: string }[]): string {
    let s = openToken(nonce, e.id);
    for (const a of attrs) if (ATTR_NAME_RE.test(a.name)) s += attrToken(nonce, a.name) + a.value;
    return s + endToken(nonce);
  }
}
