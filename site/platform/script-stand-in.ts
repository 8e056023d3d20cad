/**
 * Template scripts that are build outputs (issue 21): the official
 * frameworks name `<squarespace:script src="site-bundle.js">`, which their
 * webpack build writes and the folder never commits. On the platform the
 * uploaded build is served; in a developer-mode preview, `/scripts/X.js`
 * missing from scripts/ is looked for where builds put it, and failing that
 * answered by a stand-in that does nothing, so the console shows neither a
 * 404 nor a script error (the page's SCRIPT_MISSING warning still says it).
 */
import { join } from 'node:path';
import { AssetServer, type AssetFile } from '../assets.js';

/** Where a folder's build writes its scripts, in the order looked at (the frameworks' webpack: build/scripts). */
export const BUILT_SCRIPT_FOLDERS = ['build/scripts', 'assets'] as const;

/** Only scripts get a stand-in; other missing files stay 404. */
const SCRIPT_NAME = /\.m?js$/i;

/** The stand-in's text: says what it is, in the console's information level (never an error). */
export function standInScript(src: string): string {
  return (
    '/* Vitrine: this script is not in the template folder (a build output?); this stand-in does nothing. */\n' +
    `console.info(${JSON.stringify(`Vitrine: scripts/${src} is not in the template folder, so a stand-in that does nothing is served. Build the folder (npm run build) to preview its scripts.`)});\n`
  );
}

export class ScriptStandIns {
  private readonly built: AssetServer[];

  constructor(root: string) {
    this.built = BUILT_SCRIPT_FOLDERS.map((f) => new AssetServer(join(root, f)));
  }

  /** The built script, else the stand-in (`standIn: true`); null for a path that is not a script. */
  async get(rel: string): Promise<(AssetFile & { standIn: boolean }) | null> {
    if (!SCRIPT_NAME.test(rel)) return null;
    for (const server of this.built) {
      const file = await server.get(rel);
      if (file) return { ...file, standIn: false };
    }
    return { body: Buffer.from(standInScript(rel)), type: 'text/javascript; charset=utf-8', standIn: true };
  }
}
