/**
 * A template folder as the editor sees it: a temporary copy of the folder
 * with the open documents written with their unsaved text. The folder
 * checker then runs unchanged on the copy, so the language server reports
 * exactly what `vitrine check DIR` would on save. Files are copied, not
 * linked: the stylesheet compiler refuses files whose real path is outside
 * the folder. Only `assets/` (images, fonts: large, never parsed) is linked.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { walk } from '../../site/theme/load-theme.js';

export class ShadowFolder {
  readonly dir = mkdtempSync(join(tmpdir(), 'vitrine-lsp-'));

  constructor(readonly folder: string) {}

  /** Rebuilds the mirror: every file of the folder, `overlays` (folder-relative path -> text) written in place. */
  sync(overlays: ReadonlyMap<string, string>): string {
    const root = join(this.dir, 'template');
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    for (const file of walk(this.folder)) {
      const rel = relative(this.folder, file).split(sep).join('/');
      const target = join(root, rel);
      mkdirSync(dirname(target), { recursive: true });
      const text = overlays.get(rel);
      if (text !== undefined) writeFileSync(target, text);
      else if (rel.startsWith('assets/')) symlinkSync(file, target);
      else copyFileSync(file, target);
    }
    // A new file, open but never saved.
    for (const [rel, text] of overlays) {
      const target = join(root, rel);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    return root;
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
