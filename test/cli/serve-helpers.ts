/** Running `vitrine serve` on a temp copy of an example folder, and waiting on a browser page. */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Page } from 'playwright-core';
import { fileBrowser } from '../helpers/browser.js';
import { ROOT, startVitrine } from './run-cli.js';

/**
 * Ceilings, not expected durations: on a machine at load average 20 and
 * more, a save took over 15 s to reach the page once (the suite failed on
 * it). A green run waits only as long as the condition takes.
 */
export const UNTIL_WAIT_MS = 120_000;
/** How long `vitrine serve` may take to print its address. */
export const SERVE_START_WAIT_MS = 120_000;

export interface Served {
  dir: string;
  url: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  stop: () => Promise<void>;
}

/** Copies fixtures/themes/NAME to a temp folder and serves its template on a free port. */
export async function serveCopy(name: string, extra: string[] = []): Promise<Served> {
  const dir = join(mkdtempSync(join(tmpdir(), 'vitrine-serve-')), name);
  cpSync(join(ROOT, 'fixtures/themes', name), dir, { recursive: true });
  return serveFolder(dir, join(dir, 'template'), extra);
}

/** Serves a template folder (a path as the CLI sees it) on a free port; `dir` is what the caller names it by. */
export async function serveFolder(dir: string, template: string, extra: string[] = []): Promise<Served> {
  const child = startVitrine(['serve', template, '--port', '0', ...extra]);
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (out += s));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), SERVE_START_WAIT_MS);
    const look = () => {
      const m = /listening on (http:\/\/\S+?)\/? /.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', look);
    child.on('exit', () => reject(new Error(`serve exited:\n${out}`)));
  }).catch((e: unknown) => {
    // A serve that never started is stopped too.
    if (child.exitCode === null) child.kill('SIGTERM');
    throw e;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { dir, url, child, output: () => out, stop };
}

/**
 * Polls `fn` in the page until it returns a truthy value; evaluation errors
 * (a navigation in progress) count as not yet. Rejects after `timeout` ms.
 */
export async function until<T>(page: Page, fn: () => T, what: string, timeout = UNTIL_WAIT_MS): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const v = await page.evaluate(fn);
      if (v) return v as T;
      last = v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** The page's live connection is open (so the next change reaches it). */
export const liveOpen = (page: Page) => until(page, () => (window as unknown as { __vitrineLive?: string }).__vitrineLive === 'open', 'the live connection');

/** Serves a copy of fixtures/themes/NAME and opens a Chromium page on it (in a context of its own); both are closed at teardown. */
export async function servedPage(t: { teardown(fn: () => Promise<void>): void }, name: string, extra: string[] = []): Promise<{ served: Served; page: Page; pageErrors: string[] }> {
  const served = await serveCopy(name, extra);
  const context = await (await fileBrowser()).newContext();
  t.teardown(async () => {
    await context.close();
    await served.stop();
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return { served, page, pageErrors };
}
