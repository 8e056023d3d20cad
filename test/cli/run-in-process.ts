/**
 * The CLI run in the test's own process (`run` of cli/program.ts),
 * its stdout and stderr captured: no process start per call. Only for
 * commands that end by themselves (not serve or lsp).
 */
import { run } from '../../cli/program.js';
import type { CliRun } from './run-cli.js';

type Write = typeof process.stdout.write;

export async function runInProcess(args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write;
  const err = process.stderr.write;
  const capture = (add: (s: string) => void): Write => ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    add(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as Write;
  process.stdout.write = capture((s) => (stdout += s));
  process.stderr.write = capture((s) => (stderr += s));
  try {
    const status = await run(args);
    return { status, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}
