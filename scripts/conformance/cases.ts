/**
 * Conformance case files: sections opened by `:NAME` lines (see
 * shared/conformance/README.md). Loading and running them is shared by the
 * runner script and the test suite.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Engine, parseJson, type CompileOptions, type Diagnostic, type RenderOptions } from '../../engine/index.js';

export interface Case {
  /** Path relative to the directory it was found under, with forward slashes. */
  file: string;
  sections: Record<string, string>;
}

export interface CaseResult {
  file: string;
  family: string;
  status: 'pass' | 'fail' | 'skip';
  expected: string;
  actual: string;
  errors: string[];
}

const SECTION = /^:([A-Za-z0-9_-]+)\s*$/;

export function parseCase(file: string, text: string): Case {
  const sections: Record<string, string> = {};
  let name: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (name !== null) sections[name] = lines.join('\n');
  };
  for (const line of text.split('\n')) {
    const m = SECTION.exec(line);
    if (m) {
      flush();
      name = m[1]!;
      lines = [];
    } else if (name !== null) lines.push(line);
  }
  flush();
  return { file, sections };
}

export function loadCases(dir: string): Case[] {
  const out: Case[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d).sort()) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.html')) out.push(parseCase(relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8')));
    }
  };
  walk(dir);
  return out;
}

/** Case names that are not plugin names, by family. */
const FAMILY_OVERRIDES: Record<string, string> = {
  comparisons: 'core',
  'even-odd': 'core',
  macro: 'core',
  'macro-ctx': 'core',
  missing: 'core',
  apply: 'core',
  // Content cases named for a group of generated predicates or a camelCase formatter.
  absurl: 'content',
  'humanize-duration': 'content',
  resized: 'content',
  'background-source': 'content',
  promoted: 'content',
  'record-type': 'content',
};

export function familyOf(file: string, engine: Engine): string {
  if (file.includes('/i18n/') || /(^|\/)i18n-\d/.test(file)) return 'i18n';
  const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.html$/, '');
  if (!file.includes('plugins/')) return base.startsWith('eval') ? 'eval' : 'core';
  const kind = base.slice(0, 2);
  const name = base.slice(2).replace(/-\d+$/, '');
  if (FAMILY_OVERRIDES[name]) return FAMILY_OVERRIDES[name]!;
  const parts = name.split('-');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('-');
    const def = kind === 'p-' ? engine.registry.predicate(`${candidate}?`) ?? findCamel(engine, candidate) : engine.registry.formatter(candidate);
    if (def) return def.family;
  }
  return 'unregistered';
}

/** Predicate case names are kebab-case forms of camelCase names (p-has-variants -> has-variants?). */
function findCamel(engine: Engine, kebab: string) {
  const camel = kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return engine.registry.predicate(`${camel}?`);
}

/** The render options a case asks for (:PARTIALS, :INJECT, :PARAMS, :PROPERTIES); a message when one is bad. */
export function renderOptions(c: Case): RenderOptions | string {
  const opts: RenderOptions = { now: 0 };
  const { PARTIALS, INJECT, PARAMS, PROPERTIES } = c.sections;
  if (PARTIALS?.trim()) {
    const p = parseJson(PARTIALS);
    if (!p.ok) return `bad :PARTIALS: ${p.error.message}`;
    opts.partials = p.value as Record<string, string>;
  }
  if (INJECT?.trim()) {
    const p = parseJson(INJECT);
    if (!p.ok) return `bad :INJECT: ${p.error.message}`;
    opts.injects = p.value as Record<string, unknown>;
  }
  if (PARAMS?.trim()) {
    const p = parseJson(PARAMS);
    if (!p.ok) return `bad :PARAMS: ${p.error.message}`;
    const { locale, now } = p.value as { locale?: string; now?: number };
    if (locale) opts.locale = locale;
    if (now !== undefined) opts.now = +now;
  }
  for (const line of (PROPERTIES ?? '').split('\n')) {
    // `key=value` or `key: value` (both forms occur in the vectors).
    const eq = line.search(/[=:]/);
    if (eq === -1) continue;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    if (key === 'locale') opts.locale = value;
    if (key === 'now') opts.now = Number(value);
  }
  return opts;
}

/** The compile options a case asks for: `preprocess=true` in :PROPERTIES runs the preprocessor pass. */
export function compileOptions(c: Case): CompileOptions {
  for (const line of (c.sections.PROPERTIES ?? '').split('\n')) {
    const m = /^\s*preprocess\s*[=:]\s*(\S+)\s*$/.exec(line);
    if (m) return { preprocess: m[1] === 'true' };
  }
  return {};
}

const describe = (d: Diagnostic) => `${d.source ?? 'template'}:${d.line}:${d.column}: ${d.message}`;

export function runCase(c: Case, engine: Engine): CaseResult {
  const family = familyOf(c.file, engine);
  const expected = (c.sections.OUTPUT ?? '').trim();
  const base = { file: c.file, family, expected };
  if (c.sections.TEMPLATE === undefined || c.sections.JSON === undefined) {
    return { ...base, status: 'skip', actual: '', errors: ['case has no :TEMPLATE or :JSON section'] };
  }
  const data = parseJson(c.sections.JSON);
  if (!data.ok) return { ...base, status: 'fail', actual: '', errors: [`bad :JSON: ${data.error.message}`] };
  const opts = renderOptions(c);
  if (typeof opts === 'string') return { ...base, status: 'fail', actual: '', errors: [opts] };
  const result = engine.compile(c.sections.TEMPLATE, undefined, compileOptions(c)).render(data.value, opts);
  const actual = result.html.trim();
  return {
    ...base,
    status: actual === expected ? 'pass' : 'fail',
    actual,
    errors: [...result.errors, ...result.warnings].map(describe),
  };
}
