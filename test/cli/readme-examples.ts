/**
 * The console examples of the "For template authors" section of docs/cli.md (moved from the README):
 * `$ command` lines, each followed by its expected output. A block runs as
 * one shell script from the repository root (so `cd` and `echo $?` work),
 * with `npx vitrine` standing for `node bin/vitrine.js` and stderr merged
 * into stdout, as a terminal shows them.
 */
import { sh, type CliRun } from './run-cli.js';

export interface Example {
  command: string;
  expected: string;
}

export const SECTION = '## For template authors';

export function readmeBlocks(readme: string): Example[][] {
  const start = readme.indexOf(`\n${SECTION}\n`);
  if (start === -1) return [];
  const next = readme.indexOf('\n## ', start + SECTION.length + 2);
  const section = readme.slice(start, next === -1 ? undefined : next);
  const blocks: Example[][] = [];
  for (const m of section.matchAll(/^```console\n([\s\S]*?)^```$/gm)) {
    const examples: Example[] = [];
    for (const line of m[1]!.split('\n')) {
      if (line.startsWith('$ ')) examples.push({ command: line.slice(2), expected: '' });
      else if (examples.length) examples[examples.length - 1]!.expected += `${line}\n`;
    }
    blocks.push(examples);
  }
  return blocks;
}

const SEP = '\u001e';

/** Runs one block's commands in one shell; the output of each command, in order. */
export async function runBlock(examples: Example[]): Promise<{ outputs: string[]; run: CliRun }> {
  let script = `exec 2>&1\nROOT=$(pwd)\nvitrine() { node "$ROOT/bin/vitrine.js" "$@"; }\n`;
  for (const { command } of examples) {
    script += `s=$?; printf '${SEP}'; (exit $s); ${command.replace(/\bnpx vitrine\b/g, 'vitrine')}\n`;
  }
  const run = await sh(script);
  return { outputs: run.stdout.split(SEP).slice(1), run };
}

/** Output compared without trailing blank lines, which a Markdown block cannot show reliably. */
export function normal(text: string): string {
  return text.replace(/\s+$/, '');
}
