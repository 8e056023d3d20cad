/**
 * One tag occurrence being expanded: its attributes (rendered), its position, and the ways a
 * tag renders nested templates (through the host, expanding their tags one level deeper).
 */
import { TAG_CODES, type TagCode } from './codes.js';
import type { TagTable } from './table.js';
import type { SourcePosition, TagEntry, TagHost } from './types.js';

type Args<C extends TagCode> = Parameters<(typeof TAG_CODES)[C]['text']>;

export type ExpandFn = (html: string, table: TagTable, host: TagHost, depth: number) => string;

export class TagCall {
  constructor(
    readonly entry: TagEntry,
    /** Rendered and decoded attribute values by lower-cased name (the first of a name wins). */
    readonly attrs: ReadonlyMap<string, string>,
    readonly host: TagHost,
    readonly table: TagTable,
    readonly depth: number,
    private readonly expand: ExpandFn,
  ) {}

  get name(): string {
    return this.entry.name;
  }

  attr(name: string): string | undefined {
    return this.attrs.get(name.toLowerCase());
  }

  /** Records a diagnostic of the catalogue at this tag's position. */
  report<C extends TagCode>(code: C, ...args: Args<C>): void {
    const def = TAG_CODES[code];
    const text = (def.text as (...a: Args<C>) => string)(...args);
    this.host.diagnostics.add({ code, severity: def.severity, file: this.entry.file, line: this.entry.line, col: this.entry.col, message: text });
  }

  /** Renders a raw template source (tags included) against `context`, expanding its tags. */
  render(source: string, file: string, context: unknown, at?: SourcePosition): string {
    const prepared = this.table.prepare(source, file, at);
    const html = this.host.renderTemplate(prepared.source, file, context, at);
    return this.expand(html, this.table, this.host, this.depth + 1);
  }

  /** Renders this tag's body against `context`; '' when it has none. */
  renderBody(context: unknown): string {
    const { body, bodyAt, file } = this.entry;
    if (body === null) return '';
    return this.render(body, file, context, bodyAt ?? undefined);
  }

  /** Renders `blocks/NAME` (`.block` added when missing); '' and a warning when the block is missing. */
  renderBlock(name: string, context: unknown): string {
    const file = name.endsWith('.block') ? name : `${name}.block`;
    const block = this.host.block(file);
    if (!block) {
      this.report('TAG_TEMPLATE_MISSING', file);
      return '';
    }
    return this.render(block.source, block.file, context);
  }

  /** The `template` block when the attribute is given, else the inline body. */
  renderTemplateOrBody(context: unknown): string {
    const template = this.attr('template');
    if (template !== undefined && template.trim() !== '') return this.renderBlock(template.trim(), context);
    return this.renderBody(context);
  }

  /** An integer attribute: undefined when missing or empty; undefined and a warning when not a number. */
  intAttr(name: string): number | undefined {
    const raw = this.attr(name);
    if (raw === undefined || raw.trim() === '') return undefined;
    const n = Number(raw.trim());
    if (!Number.isFinite(n)) {
      this.report('TAG_ATTR_INVALID', this.name, name, raw);
      return undefined;
    }
    return Math.trunc(n);
  }

  /** An integer attribute clamped to [0, max], with a warning when it had to be clamped. */
  clampedAttr(name: string, max: number): number | undefined {
    const n = this.intAttr(name);
    if (n === undefined) return undefined;
    const raw = this.attr(name)!;
    if (n > max) {
      this.report('TAG_ATTR_CLAMPED', this.name, name, raw, max);
      return max;
    }
    if (n < 0) {
      this.report('TAG_ATTR_CLAMPED', this.name, name, raw, 0);
      return 0;
    }
    return n;
  }

  boolAttr(name: string): boolean {
    return (this.attr(name) ?? '').trim().toLowerCase() === 'true';
  }
}

export type TagHandler = (call: TagCall) => string;
