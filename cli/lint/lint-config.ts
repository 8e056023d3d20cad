/**
 * The author's lint configuration for `vitrine check` and the language
 * server: `vitrine.config.json` (or a `vitrine` key in package.json) in the
 * template folder or a folder above it, the nearest one winning:
 *
 *   { "rules": { "SCRIPT_MISSING": "off", "CONF_UNKNOWN_KEY": "error" },
 *     "ignore": ["blocks/legacy/**", "styles/vendor/*.less"] }
 *
 * Rules are the diagnostic codes (docs/rules.md); a level is off, warning
 * or error. Ignore globs are relative to the configuration's folder (`*`
 * within a path segment, `**` across segments).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { CliError } from '../io.js';
import { RULE_IDS } from './rules.js';

export type RuleLevel = 'off' | 'warning' | 'error';

export interface LintConfig {
  /** The file it was read from (for messages), and its folder (globs are relative to it). */
  file: string;
  dir: string;
  rules: ReadonlyMap<string, RuleLevel>;
  ignore: readonly RegExp[];
}

export const CONFIG_FILE = 'vitrine.config.json';
const LEVELS: readonly RuleLevel[] = ['off', 'warning', 'error'];

/** A glob as a regular expression on `/`-separated relative paths. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` matches any number of whole segments, a trailing `**` anything.
      if (glob[i + 2] === '/') {
        re += '(?:[^/]*/)*';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  // A folder name ignores what is inside it.
  return new RegExp(`^${re}(?:/.*)?$`);
}

function parseConfig(value: unknown, file: string): LintConfig {
  const fail = (why: string): never => {
    throw new CliError(`vitrine: ${file}: ${why}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('the configuration must be an object with "rules" and "ignore"');
  const { rules = {}, ignore = [], ...rest } = value as { rules?: unknown; ignore?: unknown };
  const unknown = Object.keys(rest);
  if (unknown.length) fail(`unknown key '${unknown[0]}' (the keys are "rules" and "ignore")`);
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) fail('"rules" must be an object of rule id -> "off", "warning" or "error"');
  const levels = new Map<string, RuleLevel>();
  for (const [id, level] of Object.entries(rules as Record<string, unknown>)) {
    if (!RULE_IDS.has(id)) fail(`unknown rule '${id}' (the rules are listed in docs/rules.md)`);
    if (typeof level !== 'string' || !LEVELS.includes(level as RuleLevel)) fail(`rule ${id}: the level must be "off", "warning" or "error", not ${JSON.stringify(level)}`);
    levels.set(id, level as RuleLevel);
  }
  if (!Array.isArray(ignore) || ignore.some((g) => typeof g !== 'string' || g === '')) fail('"ignore" must be an array of globs');
  return { file, dir: dirname(file), rules: levels, ignore: (ignore as string[]).map((g) => globToRegExp(g.replace(/^\.\//, ''))) };
}

/** The configuration that applies to `folder`: the nearest vitrine.config.json or package.json "vitrine" key at or above it; null when none. */
export function loadLintConfig(folder: string): LintConfig | null {
  for (let dir = folder; ; dir = dirname(dir)) {
    const own = join(dir, CONFIG_FILE);
    if (existsSync(own)) {
      let value: unknown;
      try {
        value = JSON.parse(readFileSync(own, 'utf8'));
      } catch (e) {
        throw new CliError(`vitrine: ${own}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
      }
      return parseConfig(value, own);
    }
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const value = (JSON.parse(readFileSync(pkg, 'utf8')) as { vitrine?: unknown }).vitrine;
        if (value !== undefined) return parseConfig(value, `${pkg} ("vitrine")`);
      } catch (e) {
        if (e instanceof CliError) throw e;
        // A package.json that is not JSON is npm's problem, not a lint configuration.
      }
    }
    if (dirname(dir) === dir) return null;
  }
}

/** Whether the configuration ignores `file` (absolute). */
export function ignored(config: LintConfig | null, file: string): boolean {
  if (!config || config.ignore.length === 0) return false;
  const rel = relative(config.dir, file).split(sep).join('/');
  return !rel.startsWith('../') && config.ignore.some((re) => re.test(rel));
}

/** The rules `{##vitrine-disable-next-line RULE …##}` (or the same words in any comment) turn off, by 1-based line; `*` for every rule. */
export function disabledLines(text: string): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/vitrine-disable-(next-line|line)\b([^#*\n]*?)(?:##\}|\*\/|-->|$)/g)) {
      const ids = m[2]!.split(/[\s,]+/).filter((s) => /^[A-Z][A-Z0-9_]*$/.test(s));
      const target = m[1] === 'next-line' ? i + 2 : i + 1;
      const set = out.get(target) ?? new Set<string>();
      for (const id of ids.length ? ids : ['*']) set.add(id);
      out.set(target, set);
    }
  });
  return out;
}

/** The rules `vitrine-disable RULE …` (no line suffix) turns off for the whole file; `*` for every rule. */
export function disabledInFile(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/vitrine-disable(?!-)\b([^#*\n]*?)(?:##\}|\*\/|-->|$)/gm)) {
    const ids = m[1]!.split(/[\s,]+/).filter((s) => /^[A-Z][A-Z0-9_]*$/.test(s));
    for (const id of ids.length ? ids : ['*']) out.add(id);
  }
  return out;
}

export interface LintedDiagnostic {
  code: string;
  severity: 'error' | 'warning';
  line: number;
}

/**
 * A file's diagnostics with the configuration applied: ignored files have
 * none, rules turned off or disabled by a comment are dropped, the others
 * take the configured level.
 */
export function applyLint<D extends LintedDiagnostic>(config: LintConfig | null, file: string, text: string | null, diagnostics: readonly D[]): D[] {
  if (ignored(config, file)) return [];
  const lines = text === null ? new Map<number, Set<string>>() : disabledLines(text);
  const whole = text === null ? new Set<string>() : disabledInFile(text);
  const out: D[] = [];
  for (const d of diagnostics) {
    if (whole.has('*') || whole.has(d.code)) continue;
    const here = lines.get(d.line);
    if (here && (here.has('*') || here.has(d.code))) continue;
    const level = config?.rules.get(d.code);
    if (level === 'off') continue;
    out.push(level ? { ...d, severity: level } : d);
  }
  return out;
}
