/**
 * Compiles the stylesheets of /site.css as one LESS program (each file is
 * an import of a root source, so variables and mixins are shared across
 * files as on the platform). A file whose compilation fails is dropped and
 * the rest compiled again, so one bad file never loses the others.
 */
import path from 'node:path';
import less from 'less';
import { ENTRY_PREFIX, fileManagerPlugin, type FileManagerHost } from './file-manager.js';
import { applyEdits, type EditedSource } from './source-edits.js';
import { legacySyntaxEdits } from './legacy-syntax.js';
import { offsetOf, scanSource } from './source-scan.js';
import { isolateError } from './isolate-error.js';
import { PLATFORM_ENV } from './system-modules.js';

export interface CompileEntry {
  /** Path relative to the template folder (`styles/base.less`). */
  rel: string;
  /** Absolute path (the name LESS reports in errors). */
  abs: string;
  source: EditedSource;
}

export interface LessFailure {
  /** The stylesheet dropped because of this error. */
  entry: CompileEntry;
  /** Where the error is (the stylesheet or a file it imports), relative to the folder. */
  file: string;
  line: number;
  col: number;
  message: string;
  /** Set when only this part of the stylesheet was left out (the rest compiled). */
  isolated?: 'statement' | 'closing-braces' | 'stray-brace';
  /** The text left out: the statement, or the whole stylesheet. */
  removed?: string;
  /** The earlier failure that left out this error's missing definition. */
  knockOnOf?: LessFailure;
  /** The variable or mixin this error names as undefined when no failure left out its definition: the root cause. */
  undefinedName?: string;
}

export interface CompiledEntries {
  css: string;
  failures: LessFailure[];
  /** Files tried for relative imports: absolute path -> text as read, or null when absent. */
  imports: Map<string, string | null>;
}

interface LessErrorLike {
  type?: unknown;
  index?: unknown;
  message?: unknown;
  filename?: unknown;
  line?: unknown;
  column?: unknown;
}

export async function compileEntries(root: string, entries: readonly CompileEntry[]): Promise<CompiledEntries> {
  const imports = new Map<string, string | null>();
  const importedSources = new Map<string, EditedSource>();
  const failures: LessFailure[] = [];
  // Sources with isolated statements blanked: copies, never the caller's.
  let active = entries.map((e) => ({ ...e }));
  const original = new Map(active.map((e, i) => [e, entries[i] as CompileEntry]));
  let isolations = 0;
  const done = (css: string): CompiledEntries => ({ css, failures: ordered(failures, entries), imports });
  for (;;) {
    if (active.length === 0) return done('');
    const result = await render(root, active, imports, importedSources);
    if (result.ok) return done(result.css);
    const own = active.find((e) => e.abs === result.error.filename);
    if (own && isolations < MAX_ISOLATIONS) {
      const isolation = isolate(own, result.error);
      if (isolation) {
        isolations++;
        failures.push({ ...describe(root, original.get(own)!, result.error, entries, importedSources), isolated: isolation.action, removed: own.source.text.slice(isolation.start, isolation.end) });
        own.source = { ...own.source, text: isolation.text };
        continue;
      }
    }
    const culprit = own ?? (await findCulprit(root, active, result.error, imports, importedSources));
    failures.push({ ...describe(root, original.get(culprit)!, result.error, entries, importedSources), removed: culprit.source.text });
    active = active.filter((e) => e !== culprit);
  }
}

/** How many statements one compilation may leave out before whole files are. */
export const MAX_ISOLATIONS = 24;

function isolate(entry: CompileEntry, error: LessErrorLike) {
  const line = typeof error.line === 'number' ? error.line : 0;
  if (line === 0) return undefined;
  const col = typeof error.column === 'number' ? error.column + 1 : 1;
  const offset = typeof error.index === 'number' ? error.index : offsetOf(entry.source.text, line, col);
  const message = typeof error.message === 'string' ? error.message : '';
  return isolateError(entry.source.text, offset, typeof error.type === 'string' ? error.type : '', message);
}

/**
 * Root causes first, in stylesheet order; then each knock-on error (a name
 * undefined because its definition was left out by an earlier failure),
 * linked to that failure.
 */
function ordered(failures: LessFailure[], entries: readonly CompileEntry[]): LessFailure[] {
  for (const f of failures) {
    const name = undefinedName(f.message);
    if (!name) continue;
    // A failure that itself lacks the name cannot have left out its definition (two uses of one undefined mixin are two root causes, not each other's).
    const cause = failures.find((c) => c !== f && c.removed !== undefined && c.knockOnOf !== f && undefinedName(c.message) !== name && defines(c.removed, name));
    if (cause) f.knockOnOf = cause;
    else f.undefinedName = name;
  }
  const byOrder = (a: LessFailure, b: LessFailure) => entries.indexOf(a.entry) - entries.indexOf(b.entry) || a.line - b.line;
  return [...failures.filter((f) => !f.knockOnOf).sort(byOrder), ...failures.filter((f) => f.knockOnOf).sort(byOrder)];
}

/** `@name` or `.name` from "variable @x is undefined", ".m is undefined", "No matching definition was found for `.m(…)`". */
function undefinedName(message: string): string | undefined {
  return /variable (@[\w-]+) is undefined/.exec(message)?.[1] ?? /^(\.[\w-]+) is undefined/.exec(message)?.[1] ?? /No matching definition was found for `(\.[\w-]+)/.exec(message)?.[1];
}

/** Whether `text` defines the variable or mixin: `@x:`, or `.m {`, `.m(@a) {`, `.m() when (…) {` (a call, `.m();`, is no definition). */
function defines(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = name.startsWith('@') ? `(^|[\\s;{])${escaped}\\s*:` : `(^|[\\s;{},])${escaped}\\s*(\\([^{};]*\\))?\\s*(when\\b[^{;]*)?\\{`;
  return new RegExp(pattern).test(text);
}

type RenderResult = { ok: true; css: string } | { ok: false; error: LessErrorLike };

async function render(
  root: string,
  active: readonly CompileEntry[],
  imports: Map<string, string | null>,
  importedSources: Map<string, EditedSource>,
): Promise<RenderResult> {
  const host: FileManagerHost = {
    root,
    entry: (id) => active[id],
    imported(abs, text) {
      imports.set(abs, text);
      let source = importedSources.get(abs);
      if (source?.original !== text) {
        source = applyEdits(text, legacySyntaxEdits(scanSource(text)));
        importedSources.set(abs, source);
      }
      return source;
    },
    missing(abs) {
      if (!imports.has(abs)) imports.set(abs, null);
    },
  };
  const program = [`@import (reference) "${PLATFORM_ENV}";`, ...active.map((_, i) => `@import (less) "${ENTRY_PREFIX}${i}";`)].join('\n');
  try {
    const output = await less.render(program, {
      filename: path.join(root, 'styles', '.vitrine-site.less'),
      plugins: [fileManagerPlugin(host)],
      javascriptEnabled: false,
      math: 'always',
      paths: [],
    } as Less.Options);
    return { ok: true, css: output.css };
  } catch (error) {
    return { ok: false, error: (error ?? {}) as LessErrorLike };
  }
}

/** The stylesheet an error belongs to: by file name, else the first failing prefix. */
async function findCulprit(
  root: string,
  active: readonly CompileEntry[],
  error: LessErrorLike,
  imports: Map<string, string | null>,
  importedSources: Map<string, EditedSource>,
): Promise<CompileEntry> {
  const named = active.find((e) => e.abs === error.filename);
  if (named) return named;
  for (let k = 1; k < active.length; k++) {
    const result = await render(root, active.slice(0, k), imports, importedSources);
    if (!result.ok) return active[k - 1] as CompileEntry;
  }
  return active[active.length - 1] as CompileEntry;
}

function describe(
  root: string,
  entry: CompileEntry,
  error: LessErrorLike,
  entries: readonly CompileEntry[],
  importedSources: Map<string, EditedSource>,
): LessFailure {
  const message = cleanMessage(root, typeof error.message === 'string' ? error.message : String(error));
  const filename = typeof error.filename === 'string' ? error.filename : undefined;
  const line = typeof error.line === 'number' ? error.line : 0;
  const col = typeof error.column === 'number' ? error.column + 1 : 0;
  const own = filename === undefined ? undefined : entries.find((e) => e.abs === filename);
  const source = own?.source ?? (filename === undefined ? undefined : importedSources.get(filename));
  if (filename === undefined || line === 0) return { entry, file: entry.rel, line: 1, col: 1, message };
  const file = own?.rel ?? (source ? relative(root, filename) : filename);
  const at = source ? source.toOriginal(line, col) : { line, col };
  return { entry, file, line: at.line, col: at.col, message };
}

/** First line, without LESS's own " in FILE on line N, column M:" suffix and the folder's path. */
function cleanMessage(root: string, message: string): string {
  const first = (message.trim().split('\n')[0] ?? '').replace(/ in \S+ on line \d+, column \d+:?$/, '');
  return first.split(root + path.sep).join('') || 'LESS compilation failed';
}

function relative(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join('/');
}
