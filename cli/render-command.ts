/**
 * `vitrine render TEMPLATE`: renders one template with JSON data, partials
 * and injects; the HTML goes to stdout (or --out), diagnostics to stderr as
 * `file:line:col: severity: message`. With --preprocess, only the
 * preprocessor pass runs and its output (a template) is printed.
 */
import { writeFileSync } from 'node:fs';
import { Engine, formatDiagnostic, type Diagnostic, type RenderOptions } from '../engine/index.js';
import { CliError, EXIT_ERRORS, EXIT_OK, readJson, readText } from './io.js';
import { loadPartials } from './partials.js';

export interface RenderFlags {
  json?: string;
  partials?: string;
  inject?: string[];
  locale?: string;
  tz?: string;
  now?: string;
  out?: string;
  allowErrors?: boolean;
  /** The platform's preprocessor pass only: `{^...}` tags run, the rest is printed as it is. */
  preprocess?: boolean;
}

export function renderCommand(template: string, flags: RenderFlags): number {
  const source = readText(template, 'template');
  const data = flags.json === undefined ? {} : readJson(flags.json, 'JSON data');
  const partials = loadPartials(flags.partials);
  const options: RenderOptions = { partials: partials.sources, injects: readInjects(flags.inject ?? []) };
  if (flags.locale !== undefined) options.locale = checkLocale(flags.locale);
  if (flags.tz !== undefined) options.timeZone = checkZone(flags.tz);
  if (flags.now !== undefined) options.now = parseNow(flags.now);

  const result = new Engine().compile(source, template, { preprocess: flags.preprocess === true }).render(data, options);
  const fileOf = (d: Diagnostic): string => (d.source === undefined ? template : (partials.files[d.source] ?? d.source));
  for (const d of [...result.errors, ...result.warnings]) process.stderr.write(`${formatDiagnostic(d, fileOf(d))}\n`);
  if (flags.out === undefined) process.stdout.write(result.html);
  else {
    try {
      writeFileSync(flags.out, result.html);
    } catch (e) {
      throw new CliError(`vitrine: cannot write '${flags.out}': ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return result.errors.length && !flags.allowErrors ? EXIT_ERRORS : EXIT_OK;
}

/** `--inject NAME=FILE`: the file's text under NAME, the name `{.inject @var NAME}` asks for. */
export function readInjects(specs: string[]): Record<string, string> {
  const injects: Record<string, string> = {};
  for (const spec of specs) {
    const eq = spec.indexOf('=');
    if (eq <= 0 || eq === spec.length - 1) throw new CliError(`vitrine: --inject expects NAME=FILE, got '${spec}'`);
    const file = spec.slice(eq + 1);
    readJson(file, 'inject file'); // a bad file is reported with its own line:col, not at the {.inject} tag
    injects[spec.slice(0, eq)] = readText(file, 'inject file');
  }
  return injects;
}

function checkLocale(tag: string): string {
  try {
    Intl.getCanonicalLocales(tag);
    return tag;
  } catch {
    throw new CliError(`vitrine: --locale '${tag}' is not a BCP 47 language tag (e.g. en-US)`);
  }
}

function checkZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new CliError(`vitrine: --tz '${zone}' is not an IANA time zone (e.g. Europe/Paris)`);
  }
}

/** `--now`: milliseconds since the epoch, or an ISO 8601 date-time. */
export function parseNow(text: string): number {
  const ms = /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(ms)) throw new CliError(`vitrine: --now '${text}' is neither an ISO 8601 date-time nor milliseconds since 1970`);
  return ms;
}
