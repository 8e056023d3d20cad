/**
 * `.conf` files of a template folder against the JSON Schemas in
 * cli/schemas/ (ajv): an unknown key or a missing one is a warning,
 * a wrong type an error, each at the line:col of its key or value.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { readConf } from '../../site/conf/lenient-json.js';
import { JsonNumber } from '../../engine/index.js';
import { locateJson, type JsonPosition } from '../json-locate.js';
import type { SiteDiagnostic } from '../../site/diagnostics.js';

export type ConfKind = 'template' | 'collection' | 'block' | 'page';

const SCHEMA_FILES: Record<ConfKind, string> = {
  template: 'template.conf.schema.json',
  collection: 'collection.conf.schema.json',
  block: 'block.conf.schema.json',
  page: 'page.conf.schema.json',
};

let validators: Map<ConfKind, ValidateFunction> | null = null;

function validator(kind: ConfKind): ValidateFunction {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    validators = new Map();
    for (const [k, file] of Object.entries(SCHEMA_FILES) as [ConfKind, string][]) {
      const schema = JSON.parse(readFileSync(new URL(`../schemas/${file}`, import.meta.url), 'utf8')) as object;
      validators.set(k, ajv.compile(schema));
    }
  }
  return validators.get(kind)!;
}

/** The engine's reader keeps number lexemes; ajv wants plain values. */
function plain(v: unknown): unknown {
  if (v instanceof JsonNumber) return v.value;
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

const dotted = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/**
 * Schema findings for one `.conf` file (`file` relative to the folder).
 * Syntax problems are left to the loader's own diagnostics.
 */
export function checkConf(path: string, file: string, kind: ConfKind): SiteDiagnostic[] {
  const text = readFileSync(path, 'utf8');
  const read = readConf(text, file);
  if (!read.ok) return [];
  const validate = validator(kind);
  const where = locateJson(text);
  // The platform reads a repeated key as JSON parsers do: the last one counts.
  const out: SiteDiagnostic[] = where.duplicates.map((d) => ({
    code: 'CONF_DUPLICATE_KEY',
    severity: 'warning',
    file,
    line: d.again.line,
    col: d.again.col,
    message: `key '${dotted(d.pointer)}' repeated (first at line ${d.first.line}); the platform uses this last one`,
  }));
  if (validate(plain(read.value))) return out;
  const at = (p: JsonPosition | undefined) => p ?? { line: 1, col: 1 };
  const seen = new Set<string>();
  for (const e of validate.errors ?? []) {
    const d = toDiagnostic(e, file, kind, where, at);
    const key = `${d.line}:${d.col}:${d.severity}`;
    if (d.severity === 'error' && seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}

function toDiagnostic(
  e: ErrorObject,
  file: string,
  kind: ConfKind,
  where: ReturnType<typeof locateJson>,
  at: (p: JsonPosition | undefined) => JsonPosition,
): SiteDiagnostic {
  const name = dotted(e.instancePath);
  const what = name ? `'${name}'` : kind === 'template' ? 'template.conf' : file;
  if (e.keyword === 'additionalProperties') {
    const key = String((e.params as { additionalProperty: string }).additionalProperty);
    const pointer = `${e.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const p = at(where.keys.get(pointer));
    return { code: 'CONF_UNKNOWN_KEY', severity: 'warning', file, ...p, message: `unknown key '${dotted(pointer)}' in ${file}; ignored` };
  }
  if (e.keyword === 'required') {
    const key = String((e.params as { missingProperty: string }).missingProperty);
    const p = at(where.values.get(e.instancePath));
    return { code: 'CONF_MISSING_KEY', severity: 'warning', file, ...p, message: `${what} has no '${key}'` };
  }
  const p = at(where.values.get(e.instancePath));
  const message =
    e.keyword === 'type'
      ? `${what} must be ${String((e.params as { type: string | string[] }).type).replace(',', ' or ')}`
      : e.keyword === 'oneOf' || e.keyword === 'enum'
        ? `${what} must be a boolean`
        : `${what} ${e.message ?? 'is invalid'}`;
  return { code: 'CONF_TYPE', severity: 'error', file, ...p, message };
}
