/**
 * The site-owner editor's bundle (client/editor/main.tsx, React and Puck),
 * built with esbuild into one script and one stylesheet, apart from the
 * shopper widgets' bundle: shopper pages never load it. The server builds
 * it in memory the first time an owner opens /config; `tsx
 * scripts/build-editor.ts` prints its sizes (BENCHMARKS.md).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const EDITOR_ENTRY = join(ROOT, 'client/editor/main.tsx');
export const SIGN_IN_ENTRY = join(ROOT, 'client/editor/sign-in.ts');

export interface EditorBundle {
  js: string;
  css: string;
}

async function bundle(entry: string): Promise<EditorBundle> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
  });
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

/** The editor app: its script and Puck's stylesheet. */
export const buildEditor = (): Promise<EditorBundle> => bundle(EDITOR_ENTRY);
/** The sign-in form of /config for someone not signed in as an owner: a few hundred bytes, no editor code. */
export const buildSignIn = async (): Promise<string> => (await bundle(SIGN_IN_ENTRY)).js;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const b = await buildEditor();
  const kb = (s: string) => `${(Buffer.byteLength(s) / 1024).toFixed(1)} KB (gzip ${(gzipSync(s).length / 1024).toFixed(1)} KB)`;
  process.stdout.write(`editor script ${kb(b.js)}\neditor stylesheet ${kb(b.css)}\nsign-in script ${kb(await buildSignIn())}\n`);
}
