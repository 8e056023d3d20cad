#!/usr/bin/env node
/**
 * `npm pack` (prepack): writes the engine's type declarations to
 * dist/types/engine/ for the package's `vitrine/engine` export. Needs the
 * TypeScript compiler (a devDependency), so it is not part of `prepare`:
 * an install from the tarball finds them prebuilt.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
rmSync(join(ROOT, 'dist', 'types'), { recursive: true, force: true });
execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(ROOT, 'scripts', 'tsconfig.engine-types.json')], { stdio: 'inherit' });
