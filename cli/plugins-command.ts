/** `vitrine plugins`: every formatter and predicate with its family, argument count and summary. */
import { Engine, type FormatterDef, type PredicateDef } from '../engine/index.js';
import { CliError, EXIT_OK } from './io.js';

export interface PluginsFlags {
  format: string;
  family?: string;
}

export interface PluginEntry {
  kind: 'formatter' | 'predicate';
  name: string;
  family: string;
  /** `0`, `1`, `1-2`, `1+`: the argument counts the parser accepts. */
  args: string;
  minArgs: number;
  /** null when unbounded. */
  maxArgs: number | null;
  summary: string;
}

export function pluginsCommand(flags: PluginsFlags): number {
  if (flags.format !== 'text' && flags.format !== 'json') throw new CliError(`vitrine: --format must be text or json, not '${flags.format}'`);
  let entries = pluginEntries();
  if (flags.family !== undefined) {
    const families = [...new Set(entries.map((e) => e.family))].sort();
    if (!families.includes(flags.family)) throw new CliError(`vitrine: unknown family '${flags.family}' (one of ${families.join(', ')})`);
    entries = entries.filter((e) => e.family === flags.family);
  }
  process.stdout.write(flags.format === 'json' ? `${JSON.stringify(entries, null, 2)}\n` : text(entries));
  return EXIT_OK;
}

/** Every formatter and predicate of the engine, as `vitrine plugins` lists them. */
export function pluginEntries(): PluginEntry[] {
  const registry = new Engine().registry;
  return [...registry.formatterList().map((d) => entry('formatter', d)), ...registry.predicateList().map((d) => entry('predicate', d))];
}

function entry(kind: PluginEntry['kind'], d: FormatterDef | PredicateDef): PluginEntry {
  const min = d.minArgs ?? 0;
  const max = d.maxArgs ?? null;
  const args = max === null ? `${min}+` : min === max ? `${min}` : `${min}-${max}`;
  return { kind, name: d.name, family: d.family, args, minArgs: min, maxArgs: max, summary: d.summary };
}

function text(entries: PluginEntry[]): string {
  const width = (k: 'name' | 'family' | 'args' | 'kind'): number => Math.max(...entries.map((e) => e[k].length));
  const w = { kind: width('kind'), name: width('name'), family: width('family'), args: width('args') };
  return entries
    .map((e) => `${e.kind.padEnd(w.kind)}  ${e.name.padEnd(w.name)}  ${e.family.padEnd(w.family)}  ${e.args.padEnd(w.args)}  ${e.summary}\n`)
    .join('');
}
