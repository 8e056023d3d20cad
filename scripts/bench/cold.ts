/**
 * Cold starts, each in a fresh Node process (the build in dist/, as users
 * run it): a template's first compile and render with Vitrine's engine and
 * with the reference, timed inside the process after the import, in the
 * process's CPU time (so the rest of a shared host weighs on neither);
 * `vitrine check FILE` and `vitrine render FILE` from spawn to exit; and
 * `npm start` with a fresh database from spawn to its first 200 on
 * /healthz. The median of a few runs, the two engines' runs alternating.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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

export interface ColdResult {
  vitrineFirstRenderMs: number;
  referenceFirstRenderMs: number;
  checkFileMs: number;
  renderFileMs: number;
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
  const check = () => {
    const t0 = performance.now();
    try {
      execFileSync(process.execPath, [fromRoot('bin', 'vitrine.js'), 'check', CHECKED_FILE], { stdio: 'ignore' });
    } catch {
      // exit 1 for warnings is still a finished check
    }
    return performance.now() - t0;
  };
  const render = () => {
    const t0 = performance.now();
    execFileSync(process.execPath, [fromRoot('bin', 'vitrine.js'), 'render', CHECKED_FILE, '--json', RENDERED_JSON, '--partials', RENDERED_PARTIALS, '--inject', `labels.json=${RENDERED_LABELS}`], { stdio: 'ignore' });
    return performance.now() - t0;
  };
  const vitrineRuns: number[] = [];
  const referenceRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    vitrineRuns.push(inFreshProcess(vitrine));
    referenceRuns.push(inFreshProcess(reference));
  }
  return {
    vitrineFirstRenderMs: median(vitrineRuns),
    referenceFirstRenderMs: median(referenceRuns),
    checkFileMs: median(Array.from({ length: RUNS }, check)),
    renderFileMs: median(Array.from({ length: RUNS }, render)),
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
