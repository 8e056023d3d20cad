/**
 * `vitrine serve DIR`: a live preview of a template folder with fixture
 * content, through the site renderer's own routes (site-routes). The
 * folder is watched; each change reloads the site and tells the open pages
 * over Server-Sent Events: a stylesheet change swaps /site.css in place,
 * any other change reloads the page. Errors show as an overlay.
 */
import Fastify from 'fastify';
import type { ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildCommand, standInNote, unbuiltScripts } from './site/build-hint.js';
import { siteRoutes } from '../server/site-http/site-routes.js';
import { formatSiteDiagnostic } from '../site/diagnostics.js';
import { CliError } from './io.js';
import { LIVE_PATH } from './site/live-client.js';
import { LiveSite, type LiveState } from './site/live-site.js';
import { previewSource } from './site/load-preview.js';
import { FolderWatcher, onlyStyles } from './site/watch.js';
import { editorLink } from './site/provenance-client.js';
import { SCENARIO_PATH } from './site/scenario-panel.js';

export interface ServeFlags {
  fixtures?: string;
  port: string;
  host: string;
  provenance?: boolean;
  editor?: string;
  csp?: string;
  build?: boolean;
}

/** A comment line every so often keeps idle connections open through proxies (ms). */
const KEEPALIVE_MS = 15_000;

export async function serveCommand(dir: string, flags: ServeFlags): Promise<number> {
  const port = Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`vitrine: --port must be a port number, not '${flags.port}'`);
  const link = editorLink(flags.editor ?? 'vscode');
  if (link === null) throw new CliError(`vitrine: --editor must be vscode, jetbrains or a link template holding {file}, not '${flags.editor}'`);
  const csp = flags.csp ?? 'none';
  if (csp !== 'none' && csp !== 'strict') throw new CliError(`vitrine: --csp must be none or strict, not '${flags.csp}'`);
  const source = previewSource(dir, flags.fixtures);
  if (flags.build) runBuild(source.folder);
  const live = new LiveSite(source, flags.provenance ? { provenance: { link } } : {});
  report(await live.reload(), source.folder);

  const clients = new Set<ServerResponse>();
  const send = (event: string, data: unknown) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.get(LIVE_PATH, (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(`: vitrine ${live.version}\n\n`);
    // The current load: a page showing an older one (it missed an event while it was not connected) reloads (live-client.ts).
    res.write(`event: hello\ndata: ${JSON.stringify({ version: live.version })}\n\n`);
    clients.add(res);
    req.raw.on('close', () => clients.delete(res));
  });
  // The scenario panel: every page renders under the chosen scenario ('' for none) until another is chosen.
  app.post(SCENARIO_PATH, { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 100 } } } } }, async (req, reply) => {
    const { name } = req.body as { name: string };
    try {
      live.setScenario(name === '' ? null : name);
    } catch (e) {
      if (e instanceof CliError) return reply.code(400).send({ error: e.message.replace(/^vitrine: /, '') });
      throw e;
    }
    process.stdout.write(`scenario: ${name === '' ? 'none' : name}\n`);
    return reply.code(204).send();
  });
  await app.register(siteRoutes, { site: live.loadedSite(), scriptStandIns: true, csp });
  const keepalive = setInterval(() => {
    for (const res of clients) res.write(': keepalive\n\n');
  }, KEEPALIVE_MS);

  // One reload at a time; changes during a reload are taken in by one more.
  let running: Promise<void> | null = null;
  let pending: string[] | null = null;
  const reload = async (files: string[]) => {
    if (running) {
      pending = [...(pending ?? []), ...files];
      return;
    }
    const wasOk = live.state.ok;
    running = (async () => {
      const state = await live.reload();
      report(state, source.folder, files);
      if (onlyStyles(files) && wasOk && state.ok) send('css', { version: live.version, errors: live.cssErrors() });
      else send('reload', { version: live.version });
    })().catch((e: unknown) => {
      process.stderr.write(`vitrine: reload failed: ${e instanceof Error ? e.message : String(e)}\n`);
    });
    await running;
    running = null;
    if (pending) {
      const next = pending;
      pending = null;
      await reload(next);
    }
  };
  const watcher = new FolderWatcher([source.folder, ...(source.fixtures ? [source.fixtures] : [])], (files) => void reload(files));
  await watcher.ready;

  const address = await app.listen({ port, host: flags.host });
  const shown = address.replace('://[::1]', '://localhost').replace('://127.0.0.1', '://localhost');
  const content = live.state.ok ? live.state.content : source.fixtures ?? 'no fixtures';
  process.stdout.write(`vitrine serve: ${rel(source.folder)} with ${content === 'empty' ? 'empty content (no fixtures found)' : content === 'generated' ? 'generated content (no fixtures found)' : rel(content)}\n`);
  // Before the address: whoever waits for the address has read this too.
  if (live.state.ok) {
    const unbuilt = unbuiltScripts(live.state.site.theme);
    if (unbuilt.length) process.stdout.write(`vitrine serve: ${standInNote(source.folder, unbuilt, buildCommand(source.folder))}\n`);
  }
  process.stdout.write(`listening on ${shown}/ (Ctrl-C to stop)\n`);

  return new Promise<number>((resolve) => {
    const stop = () => {
      clearInterval(keepalive);
      for (const res of clients) res.end();
      void Promise.all([watcher.close(), app.close()]).then(() => resolve(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** `serve --build`: the folder's own build (its package.json's build script) before the preview; a failure is reported, and the preview starts anyway. */
function runBuild(folder: string): void {
  const build = buildCommand(folder);
  if (!build) {
    process.stderr.write('vitrine serve: --build: no package.json with a build script in the folder or above it\n');
    return;
  }
  process.stderr.write(`vitrine serve: running \`${build.text}\` in ${rel(build.dir)}\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const steps = build.needsInstall ? [['install'], ['run', build.script]] : [['run', build.script]];
  for (const args of steps) {
    // The build's output goes to stderr: stdout is the preview's own (its address).
    const r = spawnSync(npm, args, { cwd: build.dir, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) {
      process.stderr.write(`vitrine serve: \`npm ${args.join(' ')}\` failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`}); previewing with stand-ins\n`);
      return;
    }
  }
}

function report(state: LiveState, folder: string, files?: string[]): void {
  if (files) process.stdout.write(`changed: ${files.join(', ')}\n`);
  const diagnostics = state.ok ? state.site.diagnostics : state.diagnostics;
  for (const d of diagnostics) if (d.severity === 'error') process.stderr.write(`${rel(folder)}/${formatSiteDiagnostic(d)}\n`);
  if (!state.ok) process.stderr.write('vitrine serve: the site cannot be loaded; pages show the errors until it is fixed\n');
}

function rel(p: string): string {
  const r = relative(process.cwd(), p);
  return r === '' ? '.' : r.startsWith('..') ? p : r;
}
