/**
 * Whether dist/ is current: its stamp (written by scripts/build.mjs after a
 * whole build) is newer than every source, package.json and the build
 * script. Shared by the build (which then skips its work) and by `npm
 * start` (scripts/start.mjs), which checks in its own process instead of
 * starting one more Node for it.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_DIRS, walk } from './build-options.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(ROOT, 'dist');
export const STAMP = join(DIST, '.build-stamp');

/** Every source file the build reads. */
export const sourceFiles = () => SOURCE_DIRS.flatMap((d) => [...walk(join(ROOT, d))]);

/** True when the stamp is at least as new as `files`, package.json and scripts/build.mjs. */
export function distIsCurrent(files = sourceFiles()) {
  if (!existsSync(STAMP)) return false;
  const stamp = statSync(STAMP).mtimeMs;
  const inputs = [join(ROOT, 'package.json'), join(ROOT, 'scripts', 'build.mjs'), ...files];
  return inputs.every((f) => statSync(f).mtimeMs <= stamp);
}
