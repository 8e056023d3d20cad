/**
 * The site-owner editor's bundle (client/editor/main.tsx, React and Puck),
 * built with esbuild into one script and one stylesheet, apart from the
 * shopper widgets' bundle: shopper pages never load it. `npm run build`
 * writes it to dist/bundles/; run from the sources, the server builds it in
 * memory the first time an owner opens /config (server/client-bundles.ts).
 * `tsx client-build/build-editor.ts` prints its sizes (BENCHMARKS.md).
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLES_DIR, fromRoot } from '../site/project-root.js';
import { BROWSER_BUNDLE } from './build-client.js';
import { EDITOR_PREVIEW_FILE, buildEditorPreview } from './build-editor-preview.js';

export const EDITOR_ENTRY = fromRoot('client', 'admin', 'main.tsx');
export const SIGN_IN_ENTRY = fromRoot('client', 'editor', 'sign-in.ts');
/** Where `npm run build` writes the editor's files. */
export const EDITOR_FILES = { js: 'editor.js', css: 'editor.css', signIn: 'editor-sign-in.js' } as const;

export interface EditorBundle {
  js: string;
  css: string;
}

async function bundle(entry: string): Promise<EditorBundle> {
  const result = await build({
    ...BROWSER_BUNDLE,
    entryPoints: [entry],
    // Two outputs (the script and Puck's stylesheet) need a folder name, though nothing is written.
    outdir: 'out',
  });
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

/** The editor app: its script and Puck's stylesheet. */
export const buildEditor = (): Promise<EditorBundle> => bundle(EDITOR_ENTRY);
/** The sign-in form of /config for someone not signed in as an owner: a few hundred bytes, no editor code. */
export const buildSignIn = async (): Promise<string> => (await bundle(SIGN_IN_ENTRY)).js;

/** Writes the editor's script, stylesheet and sign-in script to dist/bundles/. */
export async function writeEditorBundles(): Promise<void> {
  const [editor, signIn, preview] = await Promise.all([buildEditor(), buildSignIn(), buildEditorPreview()]);
  mkdirSync(BUNDLES_DIR, { recursive: true });
  writeFileSync(join(BUNDLES_DIR, EDITOR_FILES.js), editor.js);
  writeFileSync(join(BUNDLES_DIR, EDITOR_FILES.css), editor.css);
  writeFileSync(join(BUNDLES_DIR, EDITOR_FILES.signIn), signIn);
  writeFileSync(join(BUNDLES_DIR, EDITOR_PREVIEW_FILE), preview);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const b = await buildEditor();
  const kb = (s: string) => `${(Buffer.byteLength(s) / 1024).toFixed(1)} KB (gzip ${(gzipSync(s).length / 1024).toFixed(1)} KB)`;
  process.stdout.write(`editor script ${kb(b.js)}\neditor stylesheet ${kb(b.css)}\nsign-in script ${kb(await buildSignIn())}\npreview module (loaded when the preview opens) ${kb(await buildEditorPreview())}\n`);
}
