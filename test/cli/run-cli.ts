/** Runs `node bin/vitrine.js ...` as a separate process from the repository root. */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { ROOT, builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { withoutTapHooks } from '../helpers/env.js';

export { ROOT };
// bin/vitrine.js runs the build in dist/: bring it up to date with the sources once per test file (a no-op when it is).
builtModule('cli/main.js');
/** Fixture paths as the CLI sees them (relative to the repository root). */
export const SHOP = 'test/fixtures/cli/shop';
export const THREE = 'test/fixtures/cli/three-errors';

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function vitrine(args: string[], options: { input?: string } = {}): Promise<CliRun> {
  return shell(process.execPath, ['bin/vitrine.js', ...args], options.input);
}

/** `node bin/vitrine.js ...` left running (for `serve`): the caller stops it (and test/helpers/owned.ts if the test process ends first). */
export function startVitrine(args: string[]): ChildProcessWithoutNullStreams {
  return spawnOwned(process.execPath, ['bin/vitrine.js', ...args], { cwd: ROOT, env: withoutTapHooks(), stdio: ['pipe', 'pipe', 'pipe'] }) as ChildProcessWithoutNullStreams;
}

/** A shell command line run from the repository root (for the README examples). */
export function sh(script: string): Promise<CliRun> {
  return shell('sh', ['-c', script]);
}

function shell(command: string, args: string[], input?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawnOwned(command, args, { cwd: ROOT, env: withoutTapHooks(), stdio: ['pipe', 'pipe', 'pipe'] }) as ChildProcessWithoutNullStreams;
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
