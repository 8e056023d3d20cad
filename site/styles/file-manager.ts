/**
 * The only file manager the LESS compiler gets (a plugin's managers are
 * asked first and this one accepts every name), so nothing is fetched and
 * nothing outside the template folder is read:
 * - `vitrine-entry:N`: the N-th stylesheet of /site.css, already rewritten;
 * - system imports: Vitrine's own modules (system-modules.ts);
 * - other relative imports: files inside the template folder, rewritten
 *   like the stylesheets (LESS 1.x escapes, remote imports);
 * - URLs, absolute paths, `@plugin` scripts and synchronous loads (the
 *   `data-uri` and `image-size` functions) are refused.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import less from 'less';
import type { EditedSource } from './source-edits.js';
import { systemModuleFile, systemModuleFor, systemModuleSource } from './system-modules.js';

export const ENTRY_PREFIX = 'vitrine-entry:';

export interface FileManagerHost {
  /** Real path of the template folder. */
  root: string;
  /** Rewritten stylesheets by entry number. */
  entry(id: number): { abs: string; source: EditedSource } | undefined;
  /** Rewrites a file read for a relative import and remembers it. */
  imported(abs: string, text: string): EditedSource;
  /** Remembers a path tried for a relative import that does not exist. */
  missing(abs: string): void;
}

type LoadOptions = Less.LoadFileOptions & { ext?: string; mime?: string };

export class VitrineFileManager extends less.FileManager {
  constructor(private readonly host: FileManagerHost) {
    super();
  }

  override supports(): boolean {
    return true;
  }

  override supportsSync(): boolean {
    return true;
  }

  override loadFileSync(filename: string): Less.FileLoadResult | Less.FileLoadError {
    return { error: new Error(`${filename}: files are not read by LESS functions in Vitrine`) };
  }

  override async loadFile(filename: string, currentDirectory: string, options: LoadOptions): Promise<Less.FileLoadResult> {
    if (options.mime === 'application/javascript') throw loadError(`@plugin ${filename}: LESS plugins are not supported`);
    if (filename.startsWith(ENTRY_PREFIX)) {
      const entry = this.host.entry(Number(filename.slice(ENTRY_PREFIX.length)));
      if (!entry) throw loadError(`unknown stylesheet ${filename}`);
      return { filename: entry.abs, contents: entry.source.text };
    }
    const system = systemModuleFor(filename);
    if (system) return { filename: systemModuleFile(system), contents: systemModuleSource(system) };
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|\\)/i.test(filename)) {
      throw loadError(`${filename}: only files of the template folder can be imported; remote imports are never fetched`);
    }
    return this.loadLocal(filename, currentDirectory, options.ext);
  }

  private async loadLocal(filename: string, currentDirectory: string, ext: string | undefined): Promise<Less.FileLoadResult> {
    const base = path.resolve(currentDirectory || this.host.root, filename);
    const candidates = ext && !/\.[a-z]+$/i.test(filename) ? [base + ext, base] : [base];
    for (const candidate of candidates) {
      let real: string;
      try {
        real = await realpath(candidate);
      } catch {
        this.host.missing(candidate);
        continue;
      }
      const rel = path.relative(this.host.root, real);
      if (rel.startsWith('..') || path.isAbsolute(rel)) throw loadError(`${filename}: outside the template folder`);
      try {
        const text = await readFile(real, 'utf8');
        return { filename: real, contents: this.host.imported(real, text).text };
      } catch {
        continue;
      }
    }
    throw loadError(`'${filename}' wasn't found`);
  }
}

function loadError(message: string): Error {
  return Object.assign(new Error(message), { type: 'File' });
}

export function fileManagerPlugin(host: FileManagerHost): Less.Plugin {
  return {
    install(_less, pluginManager) {
      pluginManager.addFileManager(new VitrineFileManager(host));
    },
  };
}
