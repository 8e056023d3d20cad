/**
 * `vitrine stats TEMPLATE --profile`: renders the template (with --json,
 * --partials, --inject as `render` takes them) a few times unmeasured, then
 * --runs times in the interpreter with a profiler, then prints each instruction's cost per
 * render, most costly first, and writes the call stacks as a flame graph
 * (folded stacks) to --flame.
 */
import { writeFileSync } from 'node:fs';
import { Engine, formatDiagnostic, type RenderOptions } from '../../engine/index.js';
import { CliError, EXIT_ERRORS, EXIT_OK, readJson, readText } from '../io.js';
import { loadPartials } from '../partials.js';
import { readInjects } from '../render-command.js';
import { RenderProfile, type ProfileRow } from './render-profile.js';

/** Renders measured by default. */
export const PROFILE_RUNS = 200;
/** Unmeasured renders first: partials compiled, the JIT warm, as on a running server. */
export const PROFILE_WARMUP_RUNS = 20;
/** At most this many runs: a profile is for looking, not for load tests. */
export const MAX_PROFILE_RUNS = 10_000;
/** Rows the table shows. */
export const PROFILE_TABLE_ROWS = 25;
export const DEFAULT_FLAME_FILE = 'profile.folded';

export interface ProfileFlags {
  json?: string;
  partials?: string;
  inject?: string[];
  runs?: string;
  flame?: string;
}

/** `--runs`: PROFILE_RUNS when absent; a usage error unless a whole number from 1 to MAX_PROFILE_RUNS. */
export function profileRuns(flag: string | undefined): number {
  const runs = flag === undefined ? PROFILE_RUNS : Number(flag);
  if (!Number.isInteger(runs) || runs < 1 || runs > MAX_PROFILE_RUNS) throw new CliError(`vitrine: --runs must be a whole number from 1 to ${MAX_PROFILE_RUNS}, not '${flag}'`);
  return runs;
}

/** Writes the folded stacks to --flame (default DEFAULT_FLAME_FILE); returns the file. */
export function writeFlame(flag: string | undefined, folded: string): string {
  const flame = flag ?? DEFAULT_FLAME_FILE;
  try {
    writeFileSync(flame, folded);
  } catch (e) {
    throw new CliError(`vitrine: cannot write '${flame}': ${e instanceof Error ? e.message : String(e)}`);
  }
  return flame;
}

export function profileCommand(template: string, flags: ProfileFlags): number {
  const runs = profileRuns(flags.runs);
  const source = readText(template, 'template');
  const data = flags.json === undefined ? {} : readJson(flags.json, 'JSON data');
  const partials = loadPartials(flags.partials);
  const options: RenderOptions = { partials: partials.sources, injects: readInjects(flags.inject ?? []) };
  const fileOf = (name: string | undefined) => (name === undefined ? template : (partials.files[name] ?? name));

  let profile = new RenderProfile(fileOf);
  const engine = new Engine({ profiler: { enter: (...a) => profile.enter(...a), exit: () => profile.exit() } });
  const tpl = engine.compile(source, template);
  const first = tpl.render(data, options);
  for (const d of [...first.errors, ...first.warnings]) process.stderr.write(`${formatDiagnostic(d, fileOf(d.source))}\n`);
  for (let i = 1; i < PROFILE_WARMUP_RUNS; i++) tpl.render(data, options);
  profile = new RenderProfile(fileOf);
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) tpl.render(data, options);
  const perRender = Number(process.hrtime.bigint() - start) / runs;

  const flame = writeFlame(flags.flame, profile.folded());
  process.stdout.write(profileTable(profile.table(), runs, `${template}: ${ms(perRender)} ms per render (${runs} renders); per render:`));
  process.stdout.write(flameLine(flame, runs));
  return first.errors.length ? EXIT_ERRORS : EXIT_OK;
}

/** Nanoseconds as milliseconds with three decimals. */
export const ms = (ns: number) => (ns / 1e6).toFixed(3);

export const flameLine = (flame: string, runs: number) => `flame graph (folded stacks, µs over ${runs} renders): ${flame}\n`;

/** The heading line, then the PROFILE_TABLE_ROWS most costly rows, per render. */
export function profileTable(rows: ProfileRow[], runs: number, heading: string): string {
  let out = `${heading}\n`;
  out += `${'self ms'.padStart(9)}  ${'total ms'.padStart(9)}  ${'calls'.padStart(7)}  instruction\n`;
  for (const r of rows.slice(0, PROFILE_TABLE_ROWS)) {
    out += `${ms(r.self / runs).padStart(9)}  ${ms(r.total / runs).padStart(9)}  ${String(r.calls / runs).padStart(7)}  ${r.label}\n`;
  }
  if (rows.length > PROFILE_TABLE_ROWS) out += `(${rows.length - PROFILE_TABLE_ROWS} more in the flame graph)\n`;
  return out;
}
