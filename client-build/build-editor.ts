/**
 * The site owner's admin bundle (client/admin/main.tsx: the shell, React,
 * Radix, and each screen as a chunk of its own loaded on first visit, Puck
 * with the page editor), built with esbuild as ES modules with code
 * splitting, and one stylesheet; apart from the shopper widgets' bundle:
 * shopper pages never load it. `npm run build`
 * writes it to dist/bundles/; run from the sources, the server builds it in
 * memory the first time an owner opens /config (server/client-bundles.ts).
 * `tsx client-build/build-editor.ts` prints its sizes (BENCHMARKS.md).
 */
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLES_DIR, fromRoot } from '../site/project-root.js';
import { BROWSER_BUNDLE } from './build-client.js';
import { EDITOR_PREVIEW_FILE, buildEditorPreview } from './build-editor-preview.js';

export const EDITOR_ENTRY = fromRoot('client', 'admin', 'main.tsx');
export const SIGN_IN_ENTRY = fromRoot('client', 'editor', 'sign-in.ts');
/** Where `npm run build` writes the editor's files (the chunks in a folder of their own). */
export const EDITOR_FILES = { js: 'editor.js', css: 'editor.css', signIn: 'editor-sign-in.js', chunks: 'editor-chunks' } as const;

export interface EditorBundle {
  js: string;
  css: string;
  /** The screens' and shared modules' chunks by file name (content-hashed), which the entry imports from ./chunks/. */
  chunks: Record<string, string>;
}

async function bundle(entry: string): Promise<EditorBundle> {
  const result = await build({
    ...BROWSER_BUNDLE,
    entryPoints: [entry],
    // Two outputs (the script and Puck's stylesheet) need a folder name, though nothing is written.
    outdir: 'out',
  });
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css'), chunks: {} };
}

/**
 * The admin app: its entry module, its chunks and its stylesheet. The entry
 * imports every stylesheet, so editor.css has them all; the per-chunk
 * stylesheets esbuild also writes repeat it and are dropped.
 */
export async function buildEditor(): Promise<EditorBundle> {
  const result = await build({
    ...BROWSER_BUNDLE,
    format: 'esm',
    splitting: true,
    entryPoints: { editor: EDITOR_ENTRY },
    chunkNames: 'chunks/[name]-[hash]',
    outdir: 'out',
  });
  const at = (f: { path: string }) => f.path.replace(/\\/g, '/').split('/out/')[1] ?? '';
  const file = (name: string) => result.outputFiles.find((f) => at(f) === name)?.text ?? '';
  const chunks: Record<string, string> = {};
  for (const f of result.outputFiles) if (at(f).startsWith('chunks/') && at(f).endsWith('.js')) chunks[at(f).slice('chunks/'.length)] = f.text;
  return { js: file('editor.js'), css: file('editor.css'), chunks };
}
/** The sign-in form of /config for someone not signed in as an owner: a few hundred bytes, no editor code. */
export const buildSignIn = async (): Promise<string> => (await bundle(SIGN_IN_ENTRY)).js;

/** Writes the editor's script, stylesheet and sign-in script to dist/bundles/. */
export async function writeEditorBundles(): Promise<void> {
  const [editor, signIn, preview] = await Promise.all([buildEditor(), buildSignIn(), buildEditorPreview()]);
  mkdirSync(BUNDLES_DIR, { recursive: true });
  writeFileSync(join(BUNDLES_DIR, EDITOR_FILES.js), editor.js);
  writeFileSync(join(BUNDLES_DIR, EDITOR_FILES.css), editor.css);
  const chunkDir = join(BUNDLES_DIR, EDITOR_FILES.chunks);
  rmSync(chunkDir, { recursive: true, force: true });
  mkdirSync(chunkDir, { recursive: true });
  for (const [name, code] of Object.entries(editor.chunks)) writeFileSync(join(chunkDir, name), code);
  writeFileSync(join(BUNDLES_DIR, EDITOR_FILES.signIn), signIn);
  writeFileSync(join(BUNDLES_DIR, EDITOR_PREVIEW_FILE), preview);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const b = await buildEditor();
  const kb = (s: string) => `${(Buffer.byteLength(s) / 1024).toFixed(1)} KB (gzip ${(gzipSync(s).length / 1024).toFixed(1)} KB)`;
  const largest = Object.entries(b.chunks).sort((x, y) => y[1].length - x[1].length)[0];
  process.stdout.write(`editor entry ${kb(b.js)}\n${Object.keys(b.chunks).length} chunks, the largest ${largest?.[0]} ${kb(largest?.[1] ?? '')}\neditor stylesheet ${kb(b.css)}\nsign-in script ${kb(await buildSignIn())}\npreview module (loaded when the preview opens) ${kb(await buildEditorPreview())}\n`);
}
