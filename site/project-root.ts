/**
 * Where the package lives, whether this code runs from its TypeScript sources
 * (server/…, through tsx) or from the build (dist/server/…, plain node): data
 * folders (templates, fixtures, data) are found from here, never from a
 * module's own place, which differs between the two.
 */
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when running the esbuild output in dist/ (`npm start`), false under tsx (tests, development). */
export const RUNS_FROM_BUILD = import.meta.url.endsWith('.js');

const parent = dirname(dirname(fileURLToPath(import.meta.url)));
/** The package's folder (the one holding package.json). */
export const PROJECT_ROOT = RUNS_FROM_BUILD && basename(parent) === 'dist' ? dirname(parent) : parent;

/** A path inside the package. */
export const fromRoot = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);

/** Where `npm run build` puts the browser bundles (the shopper widgets, the dashboard). */
export const BUNDLES_DIR = fromRoot('dist', 'bundles');
