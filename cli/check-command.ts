/**
 * `vitrine check TEMPLATE...`: static checks with no data. The engine's parse
 * diagnostics (syntax, unknown formatters and predicates, argument counts,
 * macros defined twice), partials applied but not given, and with --schema
 * the variables the context can never have. Exit 1 when any error is found.
 * A folder holding template.conf is checked whole (site/check-folder.ts).
 */
import { dirname, resolve } from 'node:path';
import { Engine } from '../engine/index.js';
import { applyLint, loadLintConfig } from './lint/lint-config.js';
import { byPosition, fromEngine, type CheckDiagnostic } from './check-diagnostic.js';
import { checkApplies } from './check-apply.js';
import { checkVariables } from './check-schema.js';
import { CliError, EXIT_ERRORS, EXIT_OK, readPlainJson, readText } from './io.js';
import { loadPartials } from './partials.js';
import { isTemplateFolder } from './site/template-folder.js';
import type { Schema } from './schema-model.js';
import type { ScenarioReport } from './scenarios/check-scenarios.js';
import type { ReferenceReport } from './reference/check-reference.js';

export interface CheckFlags {
  partials?: string;
  schema?: string;
  format: string;
  /** `--scenarios all` and `--scenario NAME` (repeatable): folders' pages rendered under these scenarios. */
  scenarios?: string;
  scenario?: string[];
  /** Folders' pages rendered by the reference engine too, the outputs compared. */
  reference?: boolean;
  /** The lowest severity that makes the exit status 1: error (the default), warning, or none. */
  failLevel?: string;
  /** Fix what can be fixed mechanically (lint/fixes.ts) before checking. */
  fix?: boolean;
}

export interface CheckReport {
  files: { file: string; diagnostics: CheckDiagnostic[] }[];
  errors: number;
  warnings: number;
  /** With --scenarios / --scenario: per folder and scenario, the render diagnostics. */
  scenarios?: (ScenarioReport & { folder: string })[];
  /** With --reference: per folder, where Vitrine's output differs from the reference engine's (each differing file a warning). */
  reference?: (ReferenceReport & { folder: string })[];
}

export async function checkCommand(templates: string[], flags: CheckFlags): Promise<number> {
  if (flags.format !== 'text' && flags.format !== 'json') throw new CliError(`vitrine: --format must be text or json, not '${flags.format}'`);
  const failLevel = flags.failLevel ?? 'error';
  if (!['error', 'warning', 'none'].includes(failLevel)) throw new CliError(`vitrine: --fail-level must be error, warning or none, not '${failLevel}'`);
  const folders = templates.filter(isTemplateFolder);
  if (flags.scenarios !== undefined && flags.scenarios !== 'all') throw new CliError(`vitrine: --scenarios takes 'all', not '${flags.scenarios}' (use --scenario NAME for one)`);
  const scenarioNames = [...(flags.scenarios ? ['all'] : []), ...(flags.scenario ?? [])];
  if (scenarioNames.length && !folders.length) throw new CliError('vitrine: scenarios render a template folder: give check a folder holding template.conf');
  if (flags.reference && !folders.length) throw new CliError('vitrine: --reference renders a template folder: give check a folder holding template.conf');
  if (flags.fix) {
    const { fixFiles } = await import('./lint/fixes.js');
    for (const line of fixFiles(folders)) process.stderr.write(`${line}\n`);
  }
  const sources = templates.filter((t) => !folders.includes(t)).map((file) => ({ file, source: readText(file, 'template') }));
  const partials = new Set(Object.keys(loadPartials(flags.partials).sources));
  const schema = flags.schema === undefined ? undefined : await loadSchema(flags.schema);
  const engine = new Engine();
  const report: CheckReport = { files: [], errors: 0, warnings: 0 };
  // The folder checker (LESS, the site renderer) is loaded only when a folder is checked.
  const { folderEntries } = folders.length ? await import('./site/folder-report.js') : { folderEntries: async () => [] };
  for (const folder of folders) {
    for (const entry of await folderEntries(folder)) {
      for (const d of entry.diagnostics) d.severity === 'error' ? report.errors++ : report.warnings++;
      report.files.push(entry);
    }
  }
  if (scenarioNames.length) {
    const { checkScenarios } = await import('./scenarios/check-scenarios.js');
    report.scenarios = [];
    for (const folder of folders) {
      for (const r of await checkScenarios(folder, scenarioNames)) {
        report.errors += r.errors;
        report.warnings += r.warnings;
        report.scenarios.push({ folder, ...r });
      }
    }
  }
  if (flags.reference) {
    const { checkReference } = await import('./reference/check-reference.js');
    report.reference = [];
    for (const folder of folders) {
      const r = await checkReference(folder);
      if (!r) continue;
      report.warnings += r.files.filter((f) => f.differing > 0).length;
      report.reference.push({ folder, ...r });
    }
  }
  for (const { file, source } of sources) {
    const { tree, errors, warnings } = engine.parse(source, file);
    const diagnostics = [...errors, ...warnings].map(fromEngine);
    diagnostics.push(...checkApplies(tree, partials));
    if (schema !== undefined) diagnostics.push(...checkVariables(tree, schema));
    const linted = applyLint(loadLintConfig(dirname(resolve(file))), resolve(file), source, diagnostics).sort(byPosition);
    for (const d of linted) d.severity === 'error' ? report.errors++ : report.warnings++;
    report.files.push({ file, diagnostics: linted });
  }
  process.stdout.write(flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : textReport(report));
  const failing = failLevel === 'none' ? 0 : failLevel === 'warning' ? report.errors + report.warnings : report.errors;
  return failing ? EXIT_ERRORS : EXIT_OK;
}

function textReport(report: CheckReport): string {
  let out = '';
  for (const { file, diagnostics } of report.files) {
    for (const d of diagnostics) out += `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message}\n`;
  }
  for (const s of report.scenarios ?? []) {
    out += `scenario ${s.name} (${s.title}): ${plural(s.pages, 'page')}, ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}\n`;
    for (const d of s.diagnostics) out += `  ${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}\n`;
  }
  for (const r of report.reference ?? []) {
    out += `reference: ${plural(r.pages, 'page')}, ${plural(r.renders, 'template render')}, ${r.differing} differ from @squarespace/template-engine\n`;
    for (const f of r.files) {
      if (!f.differing) continue;
      out += `  ${f.file}: warning: ${f.differing} of ${plural(f.renders, 'render')} differ`;
      if (f.first) out += `; first on ${f.first.page}, output line ${f.first.line}:\n    vitrine:   ${f.first.ours}\n    reference: ${f.first.theirs}\n`;
      else out += '\n';
      if (f.failed) out += `    the reference failed on ${f.failed}\n`;
    }
  }
  const n = report.files.length;
  const scenarios = report.scenarios ? `, ${plural(report.scenarios.length, 'scenario')}` : '';
  return `${out}${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')} in ${plural(n, 'file')}${scenarios}\n`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A JSON Schema of the context, validated against its draft's meta-schema (ajv, loaded only here). */
async function loadSchema(file: string): Promise<Schema> {
  const schema = readPlainJson(file, 'schema');
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema))) {
    throw new CliError(`vitrine: schema '${file}' must be a JSON Schema (an object or a boolean)`);
  }
  const declared = typeof schema === 'object' ? (schema as { $schema?: unknown }).$schema : undefined;
  const dialect = typeof declared === 'string' ? declared : '';
  const ajv = /2020-12/.test(dialect)
    ? new (await import('ajv/dist/2020.js')).Ajv2020({ strict: false })
    : /2019-09/.test(dialect)
      ? new (await import('ajv/dist/2019.js')).Ajv2019({ strict: false })
      : new (await import('ajv')).Ajv({ strict: false });
  try {
    if (!ajv.validateSchema(schema)) throw new Error(ajv.errorsText(ajv.errors, { dataVar: 'schema' }));
    ajv.compile(schema);
  } catch (e) {
    throw new CliError(`vitrine: schema '${file}' is not a valid JSON Schema: ${e instanceof Error ? e.message : String(e)}`);
  }
  return schema as Schema;
}
