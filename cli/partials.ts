/**
 * `--partials DIR|FILE.json`: partial name -> template source, and where
 * each came from so diagnostics inside a partial name its file.
 *
 * A directory maps every file under it (recursively, dot files skipped) to
 * its source; the name is the path relative to the directory with `/`
 * separators (`card.block`, `nav/item.block`). A JSON file is an object of
 * name -> source; its partials are shown as `FILE.json#name`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CliError, readPlainJson, readText } from './io.js';

export interface Partials {
  sources: Record<string, string>;
  /** Partial name -> what diagnostics print as its file. */
  files: Record<string, string>;
}

export const NO_PARTIALS: Partials = { sources: {}, files: {} };

export function loadPartials(arg: string | undefined): Partials {
  if (arg === undefined) return NO_PARTIALS;
  let isDir: boolean;
  try {
    isDir = statSync(arg).isDirectory();
  } catch {
    throw new CliError(`vitrine: cannot read partials '${arg}': no such file or directory`);
  }
  return isDir ? fromDirectory(arg) : fromJson(arg);
}

function fromDirectory(dir: string): Partials {
  const out: Partials = { sources: {}, files: {} };
  const visit = (rel: string): void => {
    const entries = readdirSync(join(dir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(name);
      else if (entry.isFile()) {
        const file = join(dir, name);
        out.sources[name] = readText(file, 'partial');
        out.files[name] = file;
      }
    }
  };
  visit('');
  return out;
}

function fromJson(file: string): Partials {
  const value = readPlainJson(file, 'partials file');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError(`vitrine: partials file '${file}' must hold a JSON object of partial name -> template source`);
  }
  const out: Partials = { sources: {}, files: {} };
  for (const [name, source] of Object.entries(value)) {
    if (typeof source !== 'string') throw new CliError(`vitrine: partial '${name}' in '${file}' is not a string`);
    out.sources[name] = source;
    out.files[name] = `${file}#${name}`;
  }
  return out;
}
