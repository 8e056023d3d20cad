/**
 * The template files of a folder, parsed as the site renderer parses them
 * (platform tags lifted first, a layout's regions concatenated, each tag
 * body on its own): every engine parse diagnostic as an error or warning
 * at its file:line:col, `apply`/`{.include}` of blocks the folder does not
 * have, and tag `template="X"` attributes naming no `blocks/X.block`.
 */
import { Engine, type Diagnostic, type TemplateTree } from '../../engine/index.js';
import { prepareTags } from '../../site/tags/prepare.js';
import { createNonce } from '../../site/tags/markers.js';
import { readStartTag } from '../../site/tags/start-tag.js';
import { LineMap } from '../../site/tags/positions.js';
import { SYSTEM_PARTIALS } from '../../site/render/system-partials.js';
import { locateInMap, sourceMapOfTexts, type SourceMap } from '../../site/render/engine-diagnostics.js';
import type { SiteDiagnostic } from '../../site/diagnostics.js';
import type { SourcePosition } from '../../site/tags/types.js';
import type { SourceFile, Theme } from '../../site/theme/types.js';
import { forEachNode, formattersOf } from '../tree-walk.js';

/** One parse: a source made of files (one file, or a layout's regions), positions mapped back. */
interface Unit {
  source: string;
  /** Where each part starts in `source` (line and column: a region without a final newline ends mid-line), and its file. */
  map: SourceMap;
  /** Where line 1, col 1 of `source` is in its file (tag bodies). */
  at: SourcePosition;
}

const TAG_RE = /<squarespace:([A-Za-z][A-Za-z0-9-]*)/gi;

/** Whether `offset` is inside an HTML comment: a tag commented out is not checked (authors keep old navigations that way). */
function commentedOut(text: string): (offset: number) => boolean {
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(/<!--[\s\S]*?(?:-->|$)/g)) ranges.push([m.index, m.index + m[0].length]);
  return (offset) => ranges.some(([from, to]) => offset >= from && offset < to);
}

export class TemplateChecker {
  private readonly engine = new Engine();
  private readonly nonce = createNonce();
  readonly diagnostics: SiteDiagnostic[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly theme: Theme) {}

  private add(d: SiteDiagnostic): void {
    const key = `${d.file}\u0000${d.line}:${d.col}\u0000${d.code}\u0000${d.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.diagnostics.push(d);
  }

  /** Every template file: layouts (their regions together), other regions, views, blocks, pages. */
  checkAll(): void {
    const inLayout = new Set<string>();
    for (const layout of this.theme.conf.layouts) {
      const files = layout.regions.map((r) => this.theme.regions.get(r.replace(/\.region$/, ''))).filter((f): f is SourceFile => f !== undefined);
      for (const f of files) inLayout.add(f.path);
      if (files.length) this.checkFiles(files);
    }
    for (const f of this.theme.regions.values()) if (!inLayout.has(f.path)) this.checkFiles([f]);
    for (const t of this.theme.collections.values()) for (const f of [t.list, t.item]) if (f) this.checkFiles([f]);
    for (const f of this.theme.blocks.values()) this.checkFiles([f]);
    for (const p of this.theme.pages.values()) this.checkFiles([p.page]);
    for (const f of this.allFiles()) {
      this.checkTagTemplates(f);
      this.checkScripts(f);
    }
  }

  /**
   * `<squarespace:script src="X">` with no scripts/X: the page keeps the tag
   * and the browser gets a 404. Usually a build output the folder does not
   * commit (`site-bundle.js` of the official frameworks): a warning.
   */
  private checkScripts(f: SourceFile): void {
    const lines = new LineMap(f.text);
    const commented = commentedOut(f.text);
    for (const m of f.text.matchAll(/<squarespace:script\b/gi)) {
      if (commented(m.index)) continue;
      const st = readStartTag(f.text, m.index + m[0].length);
      const src = st?.attrs.find((a) => a.name.toLowerCase() === 'src')?.value.trim();
      if (!src || src.includes('{') || /^(?:[a-z]+:)?\/\//i.test(src) || this.theme.scripts.has(src.replace(/^\/+/, ''))) continue;
      const p = lines.position(m.index);
      this.add({ code: 'SCRIPT_MISSING', severity: 'warning', file: f.path, line: p.line, col: p.col, message: `script scripts/${src} not found (a build output not in the folder?); pages keep the tag and the browser gets a 404` });
    }
  }

  allFiles(): SourceFile[] {
    const t = this.theme;
    return [
      ...t.regions.values(),
      ...[...t.collections.values()].flatMap((c) => [c.list, c.item].filter((f): f is SourceFile => f !== null)),
      ...t.blocks.values(),
      ...[...t.pages.values()].map((p) => p.page),
    ];
  }

  /** Files concatenated (a layout) or one file: prepared, parsed, then each tag body likewise. */
  private checkFiles(files: SourceFile[]): void {
    const prepared: { file: string; text: string }[] = [];
    const bodies: { text: string; file: string; at: SourcePosition }[] = [];
    for (const f of files) {
      const p = prepareTags(f.text, f.path, this.nonce);
      prepared.push({ file: f.path, text: p.source });
      for (const tag of p.tags) if (tag.body !== null && tag.bodyAt) bodies.push({ text: tag.body, file: f.path, at: tag.bodyAt });
    }
    this.checkUnit({ source: prepared.map((p) => p.text).join(''), map: sourceMapOfTexts(prepared), at: { line: 1, col: 1 } });
    for (const b of bodies) this.checkBody(b.text, b.file, b.at, 0);
  }

  private checkBody(text: string, file: string, at: SourcePosition, depth: number): void {
    if (depth > 8) return;
    const p = prepareTags(text, file, this.nonce, at);
    this.checkUnit({ source: p.source, map: { parts: [{ file, line: 1, col: 1 }] }, at });
    for (const tag of p.tags) if (tag.body !== null && tag.bodyAt) this.checkBody(tag.body, file, tag.bodyAt, depth + 1);
  }

  private where(unit: Unit, line: number, col: number): { file: string; line: number; col: number } {
    const p = locateInMap(unit.map, line, col);
    // A tag body (one part) starts inside its file at unit.at.
    if (p.index === 0 && p.line === 1) return { file: p.file, line: unit.at.line, col: p.col + unit.at.col - 1 };
    return { file: p.file, line: p.line + (p.index === 0 ? unit.at.line - 1 : 0), col: p.col };
  }

  private checkUnit(unit: Unit): void {
    const { tree, errors, warnings } = this.engine.parse(unit.source);
    for (const d of [...errors, ...warnings]) this.add(this.fromEngine(unit, d));
    this.checkApplies(unit, tree);
  }

  private fromEngine(unit: Unit, d: Diagnostic): SiteDiagnostic {
    return { code: d.code, severity: d.severity, ...this.where(unit, d.line, d.column), message: d.message };
  }

  private hasBlock(name: string): boolean {
    const blocks = this.theme.blocks;
    return blocks.has(name) || blocks.has(`${name}.block`) || SYSTEM_PARTIALS[name] !== undefined || SYSTEM_PARTIALS[`${name}.block`] !== undefined;
  }

  private checkApplies(unit: Unit, tree: TemplateTree): void {
    const macros = new Set<string>();
    forEachNode(tree.body, (node) => {
      if (node.type === 'macro') macros.add(node.name);
    });
    const use = (name: string | undefined, what: string, at: { line: number; col: number }) => {
      if (name === undefined || macros.has(name) || this.hasBlock(name)) return;
      const file = name.endsWith('.block') ? name : `${name}.block`;
      this.add({ code: 'BLOCK_MISSING', severity: 'error', ...this.where(unit, at.line, at.col), message: `${what} '${name}': there is no blocks/${file} and no macro of that name` });
    };
    forEachNode(tree.body, (node) => {
      for (const f of formattersOf(node)) if (f.name === 'apply') use(f.args[0], "'apply' of", f);
      if (node.type === 'include') use(node.name, '{.include} of', node);
    });
  }

  /** `template="X"` of navigation, folder-navigation and category tags: `blocks/X.block` must exist. */
  private checkTagTemplates(f: SourceFile): void {
    const lines = new LineMap(f.text);
    const commented = commentedOut(f.text);
    for (const m of f.text.matchAll(TAG_RE)) {
      if (commented(m.index)) continue;
      const st = readStartTag(f.text, m.index + m[0].length);
      const template = st?.attrs.find((a) => a.name.toLowerCase() === 'template')?.value.trim();
      if (!template || template.includes('{') || this.theme.blocks.has(template.endsWith('.block') ? template : `${template}.block`)) continue;
      const p = lines.position(m.index);
      const name = m[1]!.toLowerCase();
      this.add({
        code: 'TAG_TEMPLATE_MISSING',
        severity: 'error',
        file: f.path,
        line: p.line,
        col: p.col,
        message: `<squarespace:${name}> template '${template}' names no block: there is no blocks/${template.endsWith('.block') ? template : `${template}.block`}`,
      });
    }
  }
}
