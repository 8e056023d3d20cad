/**
 * Watches the template folder (and the fixtures) with chokidar and reports
 * each burst of changes once, after a quiet time. Node's recursive fs.watch
 * stops following a file that an editor saves by rename (vim, JetBrains
 * safe write, `sed -i`); chokidar follows the new file, so the live reload
 * keeps working, and a broken file that is fixed this way is seen again.
 */
import { relative, sep } from 'node:path';
import { statSync } from 'node:fs';
import { watch, type FSWatcher } from 'chokidar';

/** Quiet time after the last change before the burst is reported (ms). */
export const DEBOUNCE_MS = 80;

/** Never watched: dependencies and version control inside a template folder. */
const IGNORED = /(^|[/\\])(node_modules|\.git)([/\\]|$)/;

export class FolderWatcher {
  private readonly watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | null = null;
  private changed = new Set<string>();
  /** Resolves once every path is being watched (changes before it may be missed). */
  readonly ready: Promise<void>;

  constructor(paths: string[], private readonly onChange: (files: string[]) => void) {
    const ready: Promise<void>[] = [];
    for (const path of paths) {
      const dir = statSync(path).isDirectory();
      const w = watch(path, { ignoreInitial: true, ignored: (p) => IGNORED.test(dir ? relative(path, p) : p), atomic: true });
      w.on('all', (_event, changed) => this.note(dir ? relative(path, changed).split(sep).join('/') : relative(path, changed) || changed.split(sep).pop() || ''));
      w.on('error', () => undefined);
      ready.push(new Promise((resolve) => w.once('ready', () => resolve())));
      this.watchers.push(w);
    }
    this.ready = Promise.all(ready).then(() => undefined);
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

  close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    return Promise.all(this.watchers.map((w) => w.close())).then(() => undefined);
  }
}

/** Only stylesheets changed: swap /site.css, keep the page. */
export const onlyStyles = (files: string[]) => files.length > 0 && files.every((f) => /\.(less|css)$/i.test(f));
