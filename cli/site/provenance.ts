/**
 * The provenance of a served page (`vitrine serve --provenance`): an engine
 * tracer that marks every start tag of template text with an id
 * (`data-vitrine-src`) and gathers, per element, its template file:line:col,
 * the variables output after it (as written, their JSON path from the
 * render's root, each formatter's input and output, the value) and the
 * branches taken there. Positions are resolved
 * to folder files as each render ends (SiteRendererOptions.onRender).
 */
import { join } from 'node:path';
import type { FormatterStep, Tracer } from '../../engine/index.js';
import type { TemplateRender } from '../../site/site-renderer.js';

export const PROVENANCE_ATTRIBUTE = 'data-vitrine-src';
/** Characters of a value shown. */
export const VALUE_PREVIEW_CHARS = 80;
/** Keys of an object, items of an array named in a value's preview. */
const PREVIEW_KEYS = 6;

export interface Position {
  /** Folder-relative file, or the platform's own `(system page)`. */
  file: string;
  line: number;
  col: number;
  /** Absolute path, for the editor link; absent for the platform's own templates. */
  path?: string;
}

export interface ProvenanceEntry extends Position {
  tag: string;
  /** `variable` as written; `jsonPath` from the render's root (the page context for views and layouts), when the value is in it. */
  values: (Position & { variable: string; jsonPath?: string; steps: { formatter: string; input: string; output: string }[]; value: string })[];
  branches: (Position & { instruction: string; taken: string })[];
}

type Pending =
  | { kind: 'element'; id: number; source: string | undefined; line: number; col: number; tag: string }
  | { kind: 'value'; owner: number; source: string | undefined; line: number; col: number; variable: string; absolute: string | null; steps: FormatterStep[]; value: unknown }
  | { kind: 'branch'; owner: number; source: string | undefined; line: number; col: number; instruction: string; taken: string };

/** A short, safe preview of a value: scalars as JSON, objects and arrays by their shape. */
export function preview(v: unknown): string {
  let text: string;
  if (v === undefined) text = 'undefined';
  else if (Array.isArray(v)) text = `[${v.length} item${v.length === 1 ? '' : 's'}]`;
  else if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON !== 'function') {
    const keys = Object.keys(v);
    text = `{${keys.slice(0, PREVIEW_KEYS).join(', ')}${keys.length > PREVIEW_KEYS ? ', …' : ''}}`;
  } else text = JSON.stringify(v) ?? String(v);
  return text.length > VALUE_PREVIEW_CHARS ? `${text.slice(0, VALUE_PREVIEW_CHARS - 1)}…` : text;
}

const START_TAG = /<(\/?)([A-Za-z][\w:-]*)/g;
/** Elements whose content is not HTML: nothing inside them is marked. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

export class ProvenanceRecorder implements Tracer {
  private nextId = 1;
  private current = 0;
  private raw: string | null = null;
  private pending: Pending[] = [];
  private entries = new Map<number, ProvenanceEntry>();

  constructor(private readonly folder: string) {}

  text(source: string | undefined, line: number, col: number, text: string): string {
    let out = '';
    let last = 0;
    START_TAG.lastIndex = 0;
    for (let m = START_TAG.exec(text); m; m = START_TAG.exec(text)) {
      const [, close, name] = m;
      const tag = name!.toLowerCase();
      if (this.raw !== null) {
        if (close && tag === this.raw) this.raw = null;
        continue;
      }
      if (close) continue;
      if (RAW_TEXT.has(tag)) {
        this.raw = tag;
        continue;
      }
      const before = text.slice(0, m.index);
      const nl = before.lastIndexOf('\n');
      const lines = before.split('\n').length - 1;
      const id = this.nextId++;
      this.current = id;
      this.pending.push({ kind: 'element', id, source, line: line + lines, col: lines ? m.index - nl : col + m.index, tag });
      const end = m.index + m[0].length;
      out += `${text.slice(last, end)} ${PROVENANCE_ATTRIBUTE}="${id}"`;
      last = end;
    }
    return last === 0 ? text : out + text.slice(last);
  }

  value(source: string | undefined, line: number, col: number, variable: string, steps: readonly FormatterStep[], value: unknown, absolute: string | null): void {
    if (this.current) this.pending.push({ kind: 'value', owner: this.current, source, line, col, variable, absolute, steps: [...steps], value });
  }

  branch(source: string | undefined, line: number, col: number, instruction: string, taken: string): void {
    if (this.current) this.pending.push({ kind: 'branch', owner: this.current, source, line, col, instruction, taken });
  }

  /** At the end of each template render: its positions, as folder files. */
  onRender(render: TemplateRender): void {
    const at = (p: { source: string | undefined; line: number; col: number }): Position => {
      const where = render.locate(p.source, p.line, p.col);
      return where.file.startsWith('(') ? where : { ...where, path: join(this.folder, where.file) };
    };
    for (const p of this.pending) {
      if (p.kind === 'element') this.entries.set(p.id, { ...at(p), tag: p.tag, values: [], branches: [] });
      else if (p.kind === 'value') {
        const steps = p.steps.map((s) => ({ formatter: s.formatter, input: preview(s.input), output: preview(s.output) }));
        const jsonPath = p.absolute === null ? {} : { jsonPath: p.absolute };
        this.entries.get(p.owner)?.values.push({ ...at(p), variable: p.variable, ...jsonPath, steps, value: preview(p.value) });
      } else this.entries.get(p.owner)?.branches.push({ ...at(p), instruction: p.instruction, taken: p.taken });
    }
    this.pending = [];
  }

  /** The page's table (element id -> provenance), and a fresh start for the next page. */
  take(): Record<string, ProvenanceEntry> {
    const table = Object.fromEntries(this.entries);
    this.entries = new Map();
    this.pending = [];
    this.current = 0;
    this.raw = null;
    return table;
  }
}
