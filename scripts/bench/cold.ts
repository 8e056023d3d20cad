/**
 * Cold starts, each in a fresh Node process (the build in dist/, as users
 * run it): a template's first compile and render with Vitrine's engine and
 * with the reference, timed inside the process after the import, in the
 * process's CPU time (so the rest of a shared host weighs on neither);
 * `vitrine check FILE` and `vitrine render FILE` from spawn to exit, each
 * run beside the reference's own command line (templatec) doing the same
 * with the same file (parsing it, or rendering it with the context and
 * partials), the runs alternating; and
 * `npm start` with a fresh database from spawn to its first 200 on
 * /healthz. The median of a few runs, the two engines' runs alternating.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { loadavg, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { fromRoot } from '../../site/project-root.js';
import { freePort } from '../free-port.js';

const RUNS = 9;
/** `npm start` runs: each starts a server, migrates a new database and imports the demo store. */
const START_RUNS = 5;
/** A start that has not answered by then is a failure, not a figure. */
const START_LIMIT_MS = 60_000;
/** What `vitrine check` and `vitrine render` read: a template of the CLI's test folder, and its context. */
const CHECKED_FILE = fromRoot('test', 'fixtures', 'cli', 'shop', 'product.html');
const RENDERED_JSON = fromRoot('test', 'fixtures', 'cli', 'shop', 'product.json');
const RENDERED_PARTIALS = fromRoot('test', 'fixtures', 'cli', 'shop', 'partials');
const RENDERED_LABELS = fromRoot('test', 'fixtures', 'cli', 'shop', 'labels.json');
/** The same partials as one JSON object, the form the reference's command line reads. */
const RENDERED_PARTIALS_JSON = fromRoot('test', 'fixtures', 'cli', 'shop', 'partials.json');
/** The reference engine's command line (`templatec`, in its package). */
const REFERENCE_CLI = fromRoot('node_modules', '@squarespace', 'template-engine', 'bin', 'templatec.js');

export interface ColdResult {
  vitrineFirstRenderMs: number;
  referenceFirstRenderMs: number;
  checkFileMs: number;
  renderFileMs: number;
  /** `templatec -t FILE -d` (parse the file, print its instructions), spawn to exit. */
  referenceCheckMs: number;
  /** `templatec -t FILE -j JSON -p PARTIALS`, spawn to exit. */
  referenceRenderMs: number;
  /** The host's one-minute load average before the first of these runs and after the last. */
  loadAverage: [number, number];
}

export interface StartResult {
  /** From spawning `npm start` (its build check included) to the first 200 on /healthz, with a new database. */
  npmStartReadyMs: number;
  runs: number[];
  /** The host's one-minute load average before the first run and after the last (the figure means little without it). */
  loadAverage: [number, number];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs `script` (an ES module body) in a fresh node; it prints the milliseconds it measured. */
function inFreshProcess(script: string): number {
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fromRoot(), encoding: 'utf8' }).trim());
}

/** `source` and `json` (both engines must render them) compiled and rendered once in fresh processes, and `vitrine check`. */
export function coldBench(source: string, json: unknown): ColdResult {
  const template = JSON.stringify(source);
  const context = JSON.stringify(JSON.stringify(json));
  const cpu = 'const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };';
  const vitrine = `import { Engine } from './dist/engine/index.js'; ${cpu}
const t0 = cpu(); const html = new Engine().compile(${template}).render(JSON.parse(${context})).html;
const ms = cpu() - t0; if (!html) throw new Error('empty'); console.log(ms);`;
  const reference = `import * as R from '@squarespace/template-engine'; ${cpu}
const t0 = cpu(); const c = new R.Compiler(); const code = c.parse(${template}).code;
const html = c.execute({ code, json: JSON.parse(${context}) }).ctx.render();
const ms = cpu() - t0; if (!html) throw new Error('empty'); console.log(ms);`;
  /** Milliseconds from spawn to exit of node running `args` (exit 1, warnings found, is still a finished run). */
  const whole = (args: string[]) => {
    const t0 = performance.now();
    try {
      execFileSync(process.execPath, args, { stdio: 'ignore' });
    } catch (e) {
      if ((e as { status?: number }).status !== 1) throw e;
    }
    return performance.now() - t0;
  };
  const vitrineCli = fromRoot('bin', 'vitrine.js');
  const check = () => whole([vitrineCli, 'check', CHECKED_FILE]);
  const render = () =>
    whole([vitrineCli, 'render', CHECKED_FILE, '--json', RENDERED_JSON, '--partials', RENDERED_PARTIALS, '--inject', `labels.json=${RENDERED_LABELS}`]);
  const referenceCheck = () => whole([REFERENCE_CLI, '-t', CHECKED_FILE, '-d']);
  const referenceRender = () => whole([REFERENCE_CLI, '-t', CHECKED_FILE, '-j', RENDERED_JSON, '-p', RENDERED_PARTIALS_JSON]);
  const vitrineRuns: number[] = [];
  const referenceRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    vitrineRuns.push(inFreshProcess(vitrine));
    referenceRuns.push(inFreshProcess(reference));
  }
  const before = loadavg()[0]!;
  const commands: Record<'check' | 'render' | 'referenceCheck' | 'referenceRender', number[]> = { check: [], render: [], referenceCheck: [], referenceRender: [] };
  for (let i = 0; i < RUNS; i++) {
    commands.check.push(check());
    commands.referenceCheck.push(referenceCheck());
    commands.render.push(render());
    commands.referenceRender.push(referenceRender());
  }
  return {
    vitrineFirstRenderMs: median(vitrineRuns),
    referenceFirstRenderMs: median(referenceRuns),
    checkFileMs: median(commands.check),
    renderFileMs: median(commands.render),
    referenceCheckMs: median(commands.referenceCheck),
    referenceRenderMs: median(commands.referenceRender),
    loadAverage: [before, loadavg()[0]!],
  };
}

/** One `npm start` on a new database file: milliseconds from spawn to the first 200 on /healthz; the server is stopped after. */
async function npmStartOnce(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-start-'));
  const port = await freePort();
  const t0 = performance.now();
  // A group of its own: npm, the shell it runs and the server go together.
  const child = spawn('npm', ['start'], {
    cwd: fromRoot(),
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', VITRINE_DATABASE_FILE: join(dir, 'store.sqlite'), VITRINE_LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) return performance.now() - t0;
      if (child.exitCode !== null || performance.now() - t0 > START_LIMIT_MS) throw new Error(`npm start did not answer /healthz (exit ${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // gone already
    }
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm start` from spawn to ready, START_RUNS times, each on a new database. */
export async function npmStartBench(): Promise<StartResult> {
  const runs: number[] = [];
  const before = loadavg()[0]!;
  for (let i = 0; i < START_RUNS; i++) runs.push(await npmStartOnce());
  return { npmStartReadyMs: median(runs), runs, loadAverage: [before, loadavg()[0]!] };
}

export const COLD_SECTION_TITLE = '## Cold starts (fresh processes, the build in dist/)';

/** The section of BENCHMARKS.md; `load` is the load average when the runs started, when known. */
export function coldMarkdown(cold: ColdResult, started: StartResult, load?: number[]): string {
  return `## Cold starts (fresh processes, the build in dist/)

Median of 9 runs (the two engines alternating), timed in the process's CPU
time after the engine's import: the benchmark page's template (20 products)
compiled and rendered once.${load ? ` Load average (\`uptime\`) when these runs started: ${load.map((l) => l.toFixed(2)).join(', ')}.` : ''}

| what | ms |
|---|---:|
| Vitrine: first compile + render | ${cold.vitrineFirstRenderMs.toFixed(1)} |
| reference: first compile + render | ${cold.referenceFirstRenderMs.toFixed(1)} |
| \`vitrine check FILE\`, spawn to exit | ${cold.checkFileMs.toFixed(0)} |
| reference: \`templatec -t FILE -d\` (parse, print the instructions), spawn to exit | ${cold.referenceCheckMs.toFixed(0)} |
| \`vitrine render FILE\` (with its context, partials and inject), spawn to exit | ${cold.renderFileMs.toFixed(0)} |
| reference: \`templatec -t FILE -j JSON -p PARTIALS\`, spawn to exit | ${cold.referenceRenderMs.toFixed(0)} |
| \`npm start\` on a new database, spawn to the first 200 on /healthz (runs: ${started.runs.map((r) => r.toFixed(0)).join(', ')}; load average ${started.loadAverage.map((l) => l.toFixed(1)).join(' to ')}) | ${started.npmStartReadyMs.toFixed(0)} |

The four commands' runs alternate (load average ${cold.loadAverage.map((l) => l.toFixed(1)).join(' to ')}); the file is
test/fixtures/cli/shop/product.html, its context product.json, its partials
(a folder for Vitrine, the same as one JSON object for the reference).

Targets: Vitrine's first render at most the reference's; \`vitrine check FILE\` and \`vitrine render FILE\` at most the reference's
commands, and check under 500 ms; \`npm start\` ready under 1.5 s. CPU time is
not proof against the rest of the host (two vCPUs may share a core): measured
right after the service benches, whose processes were still winding down,
the same two first renders took 7.0 and 6.4 ms (2026-11-27), so they run
before them.
`;
}

/** `npm run bench -- cold`: this part alone (the benchmark page's template, as in the whole run), its section rewritten in BENCHMARKS.md. */
export async function writeColdSection(): Promise<void> {
  const { VITRINE } = await import('./page-templates.js');
  const { catalog } = await import('./catalog.js');
  const load = os.loadavg();
  const section = coldMarkdown(coldBench(VITRINE, catalog(20)), await npmStartBench(), load);
  console.log(section);
  const file = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(COLD_SECTION_TITLE);
  const next = at < 0 ? -1 : text.indexOf('\n## ', at + COLD_SECTION_TITLE.length);
  writeFileSync(file, at < 0 ? `${text}\n${section}` : text.slice(0, at) + section + (next >= 0 ? text.slice(next) : ''));
}
