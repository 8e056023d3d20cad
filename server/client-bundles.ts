/**
 * The browser bundles the server sends: read from dist/bundles/ when running
 * the build (`npm start`, written by `npm run build`), or built in memory with
 * esbuild when running the sources (tests, development), so an edit to a
 * widget shows without a build step. esbuild is loaded only in the latter case.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLES_DIR, RUNS_FROM_BUILD } from '../site/project-root.js';
import type { ClientManifest } from '../client-build/client-manifest.js';

/** The shopper widgets' modules as the server sends them (client-build/build-client.ts). */
export interface ClientModules {
  code: string;
  chunks: Record<string, string>;
  manifest: ClientManifest;
}

async function prebuilt(name: string): Promise<string> {
  try {
    return await readFile(join(BUNDLES_DIR, name), 'utf8');
  } catch (e) {
    throw new Error(`dist/bundles/${name} is missing: run \`npm run build\` (${(e as Error).message})`);
  }
}

/** The shopper widgets' modules: the entry, its chunks by file name and the manifest of what each widget loads. */
export async function clientScript(): Promise<ClientModules> {
  if (RUNS_FROM_BUILD) {
    const [code, manifest] = await Promise.all([prebuilt('vitrine.js'), prebuilt('client-manifest.json')]);
    const names = await readdir(join(BUNDLES_DIR, 'client-chunks')).catch(() => [] as string[]);
    const chunks = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await prebuilt(`client-chunks/${n}`)] as const)));
    return { code, chunks, manifest: JSON.parse(manifest) as ClientManifest };
  }
  return (await import('../client-build/build-client.js')).buildClient();
}

/** The site owner's admin: its entry module, its chunks by file name and its stylesheet (React, Radix and Puck: large, so only /config loads them). */
export async function editorBundle(): Promise<{ js: string; css: string; chunks: Record<string, string> }> {
  if (RUNS_FROM_BUILD) {
    const [js, css] = await Promise.all([prebuilt('editor.js'), prebuilt('editor.css')]);
    const names = await readdir(join(BUNDLES_DIR, 'editor-chunks')).catch(() => [] as string[]);
    const chunks = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await prebuilt(`editor-chunks/${n}`)] as const)));
    return { js, css, chunks };
  }
  return (await import('../client-build/build-editor.js')).buildEditor();
}

/** The sign-in script of /config for someone not signed in as an owner. */
export async function editorSignInScript(): Promise<string> {
  if (RUNS_FROM_BUILD) return prebuilt('editor-sign-in.js');
  return (await import('../client-build/build-editor.js')).buildSignIn();
}

/** The owner dashboard's script. */
export async function dashboardScript(): Promise<string> {
  if (RUNS_FROM_BUILD) return prebuilt('dashboard.js');
  return (await import('../client-build/build-client.js')).buildDashboard();
}

/** The page editor's preview module (the site renderer and the engine), loaded by the editor when its preview opens. */
export async function editorPreviewScript(): Promise<string> {
  if (RUNS_FROM_BUILD) return prebuilt('editor-preview.js');
  return (await import('../client-build/build-editor-preview.js')).buildEditorPreview();
}
