/**
 * The page editor's preview bundle (editor-preview/preview-entry.ts):
 * the site renderer and the engine as one ES module, which the editor
 * imports when the preview opens (client/editor/preview-pane.tsx). The
 * renderer's two Node imports get browser stand-ins, and so does the
 * engine's zone offset table, which only Node uses.
 */
import { build, type Plugin } from 'esbuild';
import { fromRoot } from '../site/project-root.js';
import { BROWSER_BUNDLE } from './build-client.js';

export const EDITOR_PREVIEW_ENTRY = fromRoot('client-build', 'editor-preview', 'preview-entry.ts');
/** Its file in dist/bundles/. */
export const EDITOR_PREVIEW_FILE = 'editor-preview.js';

const STAND_INS: Record<string, string> = {
  'node:crypto': fromRoot('client-build', 'editor-preview', 'browser-crypto.ts'),
  'node:fs': fromRoot('client-build', 'editor-preview', 'browser-fs.ts'),
};

const ZONE_TABLE_STAND_IN = fromRoot('client-build', 'editor-preview', 'browser-zone-table.ts');

const browserStandIns: Plugin = {
  name: 'browser-stand-ins',
  setup(b) {
    b.onResolve({ filter: /^node:(crypto|fs)$/ }, (args) => ({ path: STAND_INS[args.path]! }));
    b.onResolve({ filter: /^\.\/zone-table\.js$/ }, () => ({ path: ZONE_TABLE_STAND_IN }));
  },
};

export async function buildEditorPreview(): Promise<string> {
  const result = await build({ ...BROWSER_BUNDLE, format: 'esm', target: ['es2020'], entryPoints: [EDITOR_PREVIEW_ENTRY], plugins: [browserStandIns] });
  return result.outputFiles[0]!.text;
}
