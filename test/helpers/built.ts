/**
 * The build in dist/ (scripts/build.mjs, which `npm test` runs before tap):
 * processes a test starts run it with plain node, as production does,
 * instead of paying a tsx start and a compile of the sources each time.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let built = false;

/**
 * The path of `dist/RELATIVE` (a module of engine/, server/, scripts/...
 * by its .js name), the build first brought up to date with the sources
 * once per test process (a no-op when it is, as under `npm test`).
 */
export function builtModule(relative: string): string {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
    built = true;
  }
  return fileURLToPath(new URL(`dist/${relative}`, `file://${ROOT}`));
}
