/**
 * Watches the template folder (and the fixtures) with node:fs watch,
 * recursively, and reports each burst of changes once, after a quiet time.
 */
import { watch, type FSWatcher, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/** Quiet time after the last change before the burst is reported (ms). */
export const DEBOUNCE_MS = 80;

export class FolderWatcher {
  private readonly watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | null = null;
  private changed = new Set<string>();

  constructor(paths: string[], private readonly onChange: (files: string[]) => void) {
    for (const path of paths) {
      const dir = statSync(path).isDirectory();
      // A single file is watched through its folder (editors replace files on save).
      const w = watch(dir ? path : dirname(path), { recursive: dir }, (_event, name) => {
        const file = name === null ? '' : String(name);
        if (!dir && file !== basename(path)) return;
        this.note(file);
      });
      w.on('error', () => undefined);
      this.watchers.push(w);
    }
  }

  private note(file: string): void {
    this.changed.add(file);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const files = [...this.changed];
      this.changed = new Set();
      this.onChange(files);
    }, DEBOUNCE_MS);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const w of this.watchers) w.close();
  }
}

/** Only stylesheets changed: swap /site.css, keep the page. */
export const onlyStyles = (files: string[]) => files.length > 0 && files.every((f) => /\.(less|css)$/i.test(f));
