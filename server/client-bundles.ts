/**
 * The browser bundles the server sends: read from dist/bundles/ when running
 * the build (`npm start`, written by `npm run build`), or built in memory with
 * esbuild when running the sources (tests, development), so an edit to a
 * widget shows without a build step. esbuild is loaded only in the latter case.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLES_DIR, RUNS_FROM_BUILD } from './project-root.js';

async function prebuilt(name: string): Promise<string> {
  try {
    return await readFile(join(BUNDLES_DIR, name), 'utf8');
  } catch (e) {
    throw new Error(`dist/bundles/${name} is missing: run \`npm run build\` (${(e as Error).message})`);
  }
}

/** The shopper widgets' script. */
export async function clientScript(): Promise<string> {
  if (RUNS_FROM_BUILD) return prebuilt('vitrine.js');
  return (await (await import('../scripts/build-client.js')).buildClient()).code;
}

/** The owner dashboard's script. */
export async function dashboardScript(): Promise<string> {
  if (RUNS_FROM_BUILD) return prebuilt('dashboard.js');
  return (await import('../scripts/build-client.js')).buildDashboard();
}
