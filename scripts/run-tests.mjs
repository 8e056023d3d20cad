#!/usr/bin/env node
/**
 * The test runner `npm test` ends with: runs the compiled test files
 * (dist/test/**\/*.test.js, or the files and folders named) with plain
 * node, a few at a time, and prints a TAP stream with one line per file,
 * the whole output of each file that failed, and tap's closing counts line
 * (`# { total: T, pass: P, fail: F }`), which .ci/run reads.
 *
 * Each file is a tap test that runs on its own (it prints its own counts);
 * what this adds over `tap`'s runner is what it leaves out: the runner puts
 * its process-info hook (about 0.7 s of CPU per process, and carried into
 * every process a test starts through NODE_OPTIONS), its mock loader and
 * source-map support into each test process, and no coverage is collected
 * here that needs them. Plain JavaScript, as scripts/build.mjs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { walk } from './build-options.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TESTS = join(ROOT, 'dist', 'test');
/** A file still running after this is killed with everything it started (its process group). */
const FILE_TIMEOUT_MS = 600_000;
/** Between SIGTERM and SIGKILL for a file that timed out. */
const KILL_GRACE_MS = 5_000;
/** tap's own per-test limit inside each file, in seconds (tap's default is 30; files set their own where they need more). */
const TAP_TIMEOUT_S = '600';
/** Files listed at the end by their CPU time. */
const SLOWEST_SHOWN = 12;
/** Each file's last duration, so the longest start first and the run does not end on one long file. */
const DURATIONS = join(ROOT, 'node_modules', '.cache', 'vitrine', 'test-durations.json');

const args = process.argv.slice(2);
const jobsArg = args.indexOf('--jobs');
const jobs = Math.max(1, Number(jobsArg >= 0 ? args.splice(jobsArg, 2)[1] : process.env.VITRINE_TEST_JOBS) || Math.max(2, availableParallelism()));
const isTestFile = (f) => f.endsWith('.test.js') && !/[\\/](node_modules|fixtures)[\\/]/.test(relative(ROOT, f));
const named = args.map((a) => resolve(a));
const files = (named.length ? named.flatMap((p) => (statSync(p).isDirectory() ? [...walk(p)] : [p])) : [...walk(TESTS)]).filter(isTestFile).sort();
if (files.length === 0) {
  console.error(`no test files in ${named.length ? args.join(' ') : relative(ROOT, TESTS)} (run node scripts/build-tests.mjs first)`);
  process.exit(1);
}

let durations = {};
try {
  durations = JSON.parse(readFileSync(DURATIONS, 'utf8'));
} catch {
  // no record yet: every file counts as untimed
}
// Files never timed go first: they may be long.
const lastMs = (f) => durations[relative(ROOT, f)] ?? Number.MAX_SAFE_INTEGER;
const queue = [...files].sort((a, b) => lastMs(b) - lastMs(a));

/** The environment of a test file: the user's, without tap runner's hooks (when this runs under it), with tap's per-test limit. */
const env = { ...process.env, TAP_TIMEOUT: TAP_TIMEOUT_S };
for (const key of Object.keys(env)) if (key.startsWith('_TAPJS_') || key === 'TAP_CHILD_ID') delete env[key];
if (env.NODE_OPTIONS?.includes('@tapjs/')) delete env.NODE_OPTIONS;

const timings = [];
const totals = { total: 0, pass: 0, fail: 0, skip: 0, todo: 0 };
const running = new Set();
let reported = 0;
const started = performance.now();

console.log('TAP version 14');

/** Runs one file; resolves with its exit, its output and its own counts line. */
function runFile(file) {
  return new Promise((done) => {
    const t0 = performance.now();
    // A group of its own, so a timeout takes the servers and browsers it started with it. The shell
    // reports its children's CPU time on fd 3 once node has exited: the file's whole process tree.
    const script = '"$0" "$1"; status=$?; cat /proc/$$/stat >&3; exit $status';
    const child = spawn('sh', ['-c', script, process.execPath, file], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    running.add(child);
    const chunks = [];
    let stat = '';
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.stdio[3].on('data', (d) => (stat += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      kill(child, 'SIGTERM');
      setTimeout(() => kill(child, 'SIGKILL'), KILL_GRACE_MS).unref();
    }, FILE_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      done({ file, code, signal, timedOut, output: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - t0, cpuMs: childrenCpuMs(stat) });
    });
  });
}

function kill(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group has ended
  }
}

/** user + system ms of the waited-for descendants in a /proc/PID/stat line (fields 16 and 17; Linux counts 100 ticks a second). */
function childrenCpuMs(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? ticks * 10 : undefined;
}

/** tap's closing comment of a file run on its own, e.g. `# { total: 3, pass: 2, fail: 1 }`. */
function countsOf(output) {
  const line = output.match(/^# \{ total: \d+[^\n]*\}$/gm)?.at(-1);
  if (!line) return undefined;
  const n = (key) => Number(line.match(new RegExp(`\\b${key}: (\\d+)`))?.[1] ?? 0);
  return { total: n('total'), pass: n('pass'), fail: n('fail'), skip: n('skip'), todo: n('todo') };
}

function report(r) {
  const name = relative(ROOT, r.file);
  const counts = countsOf(r.output);
  const ok = r.code === 0 && counts !== undefined && counts.fail === 0;
  if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k];
  // A file that ended without its counts, or failed without a failing assertion, counts as one failure.
  if (!ok && (counts?.fail ?? 0) === 0) {
    totals.total++;
    totals.fail++;
  }
  durations[name] = Math.round(r.ms);
  timings.push({ name, ms: r.ms, cpuMs: r.cpuMs });
  console.log(`${ok ? 'ok' : 'not ok'} ${++reported} - ${name} # time=${Math.round(r.ms)}ms`);
  if (!ok) {
    const why = r.timedOut ? `timed out after ${FILE_TIMEOUT_MS / 1000} s` : counts === undefined ? `ended without its counts (exit ${r.code ?? r.signal})` : `exit ${r.code ?? r.signal}`;
    console.log(`  # ${why}; its output:`);
    console.log(r.output.replace(/^/gm, '    '));
  }
}

async function worker() {
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) report(await runFile(file));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) kill(child, 'SIGKILL');
    process.exit(130);
  });
}

await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));

mkdirSync(dirname(DURATIONS), { recursive: true });
writeFileSync(DURATIONS, `${JSON.stringify(durations, null, 1)}\n`);
console.log(`1..${reported}`);
const shown = Object.entries(totals).filter(([k, v]) => v > 0 || k === 'total' || k === 'pass' || k === 'fail');
const secs = (ms) => (ms / 1000).toFixed(1);
const cpu = timings.reduce((sum, t) => sum + (t.cpuMs ?? 0), 0);
// Chromium's renderers are reparented away from the test process, so their time is in no file's tree.
console.log(`# CPU time of the files' process trees (Chromium's renderers not included): ${secs(cpu)} s; the most:`);
for (const t of timings.sort((a, b) => (b.cpuMs ?? 0) - (a.cpuMs ?? 0)).slice(0, SLOWEST_SHOWN)) console.log(`#   ${secs(t.cpuMs ?? 0).padStart(6)} s CPU ${secs(t.ms).padStart(6)} s wall  ${t.name}`);
console.log(`# { ${shown.map(([k, v]) => `${k}: ${v}`).join(', ')} }`);
console.log(`# time=${Math.round(performance.now() - started)}ms`);
process.exitCode = totals.fail === 0 ? 0 : 1;
