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
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { walk } from './build-options.mjs';
import { SHARED_BROWSER_ENV } from './chromium.mjs';

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
/** The last run's figures per file (wall, CPU of its tree, CPU of all its processes), for finding where the time goes. */
const TIMINGS = join(dirname(DURATIONS), 'test-timings.json');

const args = process.argv.slice(2);
const jobsArg = args.indexOf('--jobs');
const jobsGiven = Number(jobsArg >= 0 ? args.splice(jobsArg, 2)[1] : process.env.VITRINE_TEST_JOBS);
/** Files run at once: as many as cores (at least 2), or exactly the number given. */
const jobs = Math.max(1, jobsGiven || Math.max(2, availableParallelism()));
/**
 * Without a number given, up to this many more run while the machine has
 * cores to spare: many files spend much of their time waiting (on
 * PostgreSQL, on a child process, on a browser's network round trips), and
 * with `jobs` alone the whole suite kept the two cores about half busy.
 */
const extraJobs = jobsGiven ? 0 : jobs;
/** An extra file starts only while the machine's idle share over the last IDLE_WINDOW_MS is above this. */
const IDLE_TO_ADD = 0.3;
const IDLE_WINDOW_MS = 2_000;
const isTestFile = (f) => f.endsWith('.test.js') && !/[\\/](node_modules|fixtures)[\\/]/.test(relative(ROOT, f));
const named = args.map((a) => resolve(a));
const files = (named.length ? named.flatMap((p) => (statSync(p).isDirectory() ? [...walk(p)] : [p])) : [...walk(TESTS)]).filter(isTestFile).sort();
if (files.length === 0) {
  console.error(`no test files in ${named.length ? args.join(' ') : relative(ROOT, TESTS)} (run node scripts/build-tests.mjs first)`);
  process.exit(1);
}

/**
 * Each file's wall time in a whole run at load average 20 to 30 (2026-11-28), kept
 * in the repository: a fresh clone (CI) has no record of its own, and a run
 * that starts its longest files last ends on them alone.
 */
const KNOWN_DURATIONS = join(ROOT, 'scripts', 'test-durations.json');
let durations = {};
for (const file of [KNOWN_DURATIONS, DURATIONS]) {
  try {
    durations = { ...durations, ...JSON.parse(readFileSync(file, 'utf8')) };
  } catch {
    // no record yet: every file counts as untimed
  }
}
// Files never timed go first: they may be long.
const lastMs = (f) => durations[relative(ROOT, f)] ?? Number.MAX_SAFE_INTEGER;
const queue = [...files].sort((a, b) => lastMs(b) - lastMs(a));

/** The environment of a test file: the user's, without tap runner's hooks (when this runs under it), with tap's per-test limit. */
const env = { ...process.env, TAP_TIMEOUT: TAP_TIMEOUT_S };
for (const key of Object.keys(env)) if (key.startsWith('_TAPJS_') || key === 'TAP_CHILD_ID') delete env[key];
if (env.NODE_OPTIONS?.includes('@tapjs/')) delete env.NODE_OPTIONS;
// Password hashes at argon2's floor instead of OWASP's baseline (site/routing/password-hashing.ts): the suite
// makes thousands (every server start, sign-up and sign-in), about 25 ms of CPU each at the baseline and
// under 1 ms here. test/session/password-hash-cost.test.ts hashes at the production cost. A value set by
// the user is kept.
env.VITRINE_PASSWORD_HASH_MEMORY_KIB ??= '1024';
env.VITRINE_PASSWORD_HASH_PASSES ??= '1';
// New SQLite databases start as a copy of one migrated once in this run (server/store/open-store.ts):
// about 1.5 ms of CPU instead of 18 for each of the hundreds the tests open. test/commerce/store.test.ts
// and sqlite-processes.test.ts run the migrations from scratch. Removed when the run ends. A value set by
// the user is kept (empty: every new file is migrated).
const sqliteTemplates = 'VITRINE_SQLITE_TEMPLATE_DIR' in env ? undefined : mkdtempSync(join(tmpdir(), 'vitrine-sqlite-templates-'));
if (sqliteTemplates) env.VITRINE_SQLITE_TEMPLATE_DIR = sqliteTemplates;
const removeSqliteTemplates = () => sqliteTemplates && rmSync(sqliteTemplates, { recursive: true, force: true });
process.on('exit', removeSqliteTemplates);
// A V8 code cache for the large CommonJS packages (scripts/compile-cache.cjs says what it saves).
env.NODE_OPTIONS = [env.NODE_OPTIONS, `--require ${JSON.stringify(join(ROOT, 'scripts', 'compile-cache.cjs'))}`].filter(Boolean).join(' ');

/**
 * The CPU of every process a file started, Chromium's included: playwright
 * starts the browser in a session of its own, so the file's process tree may
 * not wait for all of it. Each file's processes carry its name in FILE_MARK
 * (Chromium's children overwrite their environment with their titles, so a
 * process also counts for the file its parent counts for); the runner reads
 * /proc every SAMPLE_MS and keeps each such process's last CPU time (a
 * process's last moments before it exits are missed: a floor, not an exact
 * count). Linux only; elsewhere the figure stays 0.
 */
const FILE_MARK = 'VITRINE_TEST_FILE';
/**
 * The mark's value is `<this runner's pid>:<file>`: on a machine shared with
 * other runs of the suite (other checkouts run the same file names), only
 * this run's processes count (a run once counted 30 s of another
 * checkout's processes for one 4 s file).
 */
const markOfFile = (name) => `${process.pid}:${name}`;
const SAMPLE_MS = 500;
/** pid → { file, ticks } of marked processes; pid → null of processes known to be no file's. */
const marked = new Map();
/** file → CPU ticks of its processes that have exited. */
const sampledTicks = new Map();
function sample() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return;
  }
  // Processes known to be no file's (most of a shared machine's) are not read again: each read costs the runner CPU.
  const stats = new Map();
  for (const pid of pids) {
    if (marked.get(pid) === null) continue;
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'latin1');
      const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
      stats.set(pid, { ppid: fields[1], ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const markOf = (pid, depth = 0) => {
    if (marked.has(pid)) return marked.get(pid);
    let entry = null;
    try {
      const mark = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').find((v) => v.startsWith(`${FILE_MARK}=`));
      const value = mark?.slice(FILE_MARK.length + 1);
      if (value?.startsWith(`${process.pid}:`)) entry = { file: value.slice(String(process.pid).length + 1), ticks: 0 };
      // Another run's file: neither its processes nor their children are this run's.
      else if (value !== undefined) {
        marked.set(pid, null);
        return null;
      }
    } catch {
      // not readable: judged by its parent
    }
    const parent = stats.get(pid)?.ppid;
    if (!entry && parent && parent !== '0' && parent !== '1' && depth < 32) {
      const of = markOf(parent, depth + 1);
      if (of) entry = { file: of.file, ticks: 0 };
    }
    marked.set(pid, entry);
    return entry;
  };
  for (const [pid, { ticks }] of stats) {
    const entry = markOf(pid);
    if (entry) entry.ticks = ticks;
  }
  const present = new Set(pids);
  for (const [pid, entry] of marked) {
    if (entry ? stats.has(pid) : present.has(pid)) continue;
    if (entry) sampledTicks.set(entry.file, (sampledTicks.get(entry.file) ?? 0) + entry.ticks);
    marked.delete(pid);
  }
}
/** The sampled CPU ms of a file's processes (those still running counted as they are now). */
function sampledMs(name) {
  sample();
  let ticks = sampledTicks.get(name) ?? 0;
  for (const entry of marked.values()) if (entry?.file === name) ticks += entry.ticks;
  return ticks * 10;
}
const sampler = setInterval(sample, SAMPLE_MS);

/**
 * One Chromium for the whole run (scripts/browser-server.mjs): each test
 * file connects to it (scripts/browser.ts) instead of launching its own,
 * and still opens and closes contexts of its own. Its processes' CPU counts
 * under SHARED_BROWSER_NAME. Started only when more than one file runs (a
 * file run alone launches its own); `VITRINE_SHARED_BROWSER=0` turns it off.
 * If it cannot start, or ends during the run, files launch their own
 * browsers until another has started.
 */
const SHARED_BROWSER_NAME = '(the shared browser)';
/** Longest wait for the shared browser's endpoint before files go on without it. */
const SHARED_BROWSER_START_MS = 60_000;
const wantSharedBrowser = files.length > 1 && process.env.VITRINE_SHARED_BROWSER !== '0';
/** The running browser server: { child, endpoint } once its endpoint is known. */
let browserServer;
let browserServerStarting;
let runEnding = false;
/** A browser that keeps failing to start or ending is not started again after this many starts. */
const MOST_BROWSER_STARTS = 3;
let browserStarts = 0;
function startBrowserServer() {
  if (!wantSharedBrowser || runEnding || (!browserServerStarting && browserStarts >= MOST_BROWSER_STARTS)) return Promise.resolve();
  browserServerStarting ??= new Promise((ready) => {
    browserStarts++;
    // Its standard input is a pipe from this process: it closes the browser when the pipe ends, however this process ends.
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'browser-server.mjs')], {
      cwd: ROOT,
      env: { ...env, [FILE_MARK]: markOfFile(SHARED_BROWSER_NAME) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    const timer = setTimeout(() => giveUp(`no endpoint after ${SHARED_BROWSER_START_MS / 1000} s`), SHARED_BROWSER_START_MS);
    const giveUp = (why) => {
      clearTimeout(timer);
      if (browserServer?.child === child) browserServer = undefined;
      if (!runEnding) console.log(`# the shared browser: ${why}; files launch their own until another starts`);
      child.stdin.end();
      child.kill('SIGKILL');
      ready();
    };
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n', 2);
      if (line.length === 2 && !browserServer) {
        clearTimeout(timer);
        browserServer = { child, endpoint: line[0].trim() };
        ready();
      }
    });
    child.on('error', (e) => giveUp(e.message));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const wasServing = browserServer?.child === child;
      if (wasServing) browserServer = undefined;
      ready();
      if (!runEnding) {
        console.log(`# the shared browser ended during the run (${code ?? signal}); another starts`);
        browserServerStarting = undefined;
        startBrowserServer();
      }
    });
  });
  return browserServerStarting;
}
/** Ends the shared browser: closes its input (it closes the browser and exits), and kills it if it has not after a while. */
async function stopBrowserServer() {
  runEnding = true;
  await browserServerStarting;
  const server = browserServer;
  browserServer = undefined;
  if (!server) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.stdin.end();
  const timer = setTimeout(() => server.child.kill('SIGKILL'), KILL_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

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
    const fileEnv = { ...env, [FILE_MARK]: markOfFile(relative(ROOT, file)) };
    if (browserServer) fileEnv[SHARED_BROWSER_ENV] = browserServer.endpoint;
    const child = spawn('sh', ['-c', script, process.execPath, file], { cwd: ROOT, env: fileEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
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
  const timing = { name, ms: r.ms, cpuMs: r.cpuMs, allCpuMs: sampledMs(name) };
  timings.push(timing);
  console.log(`${ok ? 'ok' : 'not ok'} ${++reported} - ${name} # time=${Math.round(r.ms)}ms cpu=${Math.round(Math.max(timing.allCpuMs, timing.cpuMs ?? 0))}ms`);
  if (!ok) {
    const why = r.timedOut ? `timed out after ${FILE_TIMEOUT_MS / 1000} s` : counts === undefined ? `ended without its counts (exit ${r.code ?? r.signal})` : `exit ${r.code ?? r.signal}`;
    console.log(`  # ${why}; its output:`);
    console.log(r.output.replace(/^/gm, '    '));
  }
}

/** /proc/stat's idle and total jiffies of the whole machine, sampled with the processes; undefined off Linux. */
const cpuSamples = [];
function sampleMachine() {
  try {
    const fields = readFileSync('/proc/stat', 'latin1').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
    // idle and iowait are the time no process wanted a core.
    cpuSamples.push({ at: performance.now(), idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) });
    while (cpuSamples.length > 2 && performance.now() - cpuSamples[1].at >= IDLE_WINDOW_MS) cpuSamples.shift();
  } catch {
    // not Linux: no extra files
  }
}
/** The machine's idle share over about the last IDLE_WINDOW_MS, 0 when unknown. */
function idleShare() {
  const first = cpuSamples[0];
  const last = cpuSamples.at(-1);
  if (!first || !last || last.total === first.total || last.at - first.at < IDLE_WINDOW_MS / 2) return 0;
  return (last.idle - first.idle) / (last.total - first.total);
}
const machineSampler = setInterval(sampleMachine, SAMPLE_MS);
sampleMachine();

/** Runs the queue: `jobs` files at once, and up to `extraJobs` more while the machine idles. */
let mostAtOnce = 0;
async function schedule() {
  const active = new Set();
  let extraStartedAt = 0;
  while (queue.length > 0 || active.size > 0) {
    const spare = active.size < jobs || (active.size < jobs + extraJobs && idleShare() > IDLE_TO_ADD && performance.now() - extraStartedAt > IDLE_WINDOW_MS);
    if (queue.length > 0 && spare) {
      await startBrowserServer();
      // An extra file counts in the idle share only after a while: one at a time.
      if (active.size >= jobs) extraStartedAt = performance.now();
      const run = runFile(queue.shift()).then((r) => {
        active.delete(run);
        report(r);
      });
      active.add(run);
      mostAtOnce = Math.max(mostAtOnce, active.size);
      continue;
    }
    await Promise.race([...active, new Promise((r) => setTimeout(r, SAMPLE_MS))]);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) kill(child, 'SIGKILL');
    // Its pipe's end closes the shared browser (and does anyway once this process has exited).
    runEnding = true;
    browserServer?.child.stdin.end();
    process.exit(130);
  });
}

try {
  await schedule();
} finally {
  await stopBrowserServer();
}
clearInterval(sampler);
clearInterval(machineSampler);

mkdirSync(dirname(DURATIONS), { recursive: true });
writeFileSync(DURATIONS, `${JSON.stringify(durations, null, 1)}\n`);
console.log(`1..${reported}`);
const shown = Object.entries(totals).filter(([k, v]) => v > 0 || k === 'total' || k === 'pass' || k === 'fail');
const secs = (ms) => (ms / 1000).toFixed(1);
const cpu = timings.reduce((sum, t) => sum + (t.cpuMs ?? 0), 0);
// The shared browser's processes (and the one that started it) count as one more row.
const sharedBrowserMs = sampledMs(SHARED_BROWSER_NAME);
if (sharedBrowserMs > 0) timings.push({ name: SHARED_BROWSER_NAME, ms: performance.now() - started, cpuMs: undefined, allCpuMs: sharedBrowserMs });
const allCpu = timings.reduce((sum, t) => sum + t.allCpuMs, 0);
const runnerCpu = process.cpuUsage();
console.log(`# CPU time of the files' process trees: ${secs(cpu)} s; of all their processes, Chromium's included (sampled, a floor): ${secs(allCpu)} s, of which the shared browser ${secs(sharedBrowserMs)} s; this runner: ${secs((runnerCpu.user + runnerCpu.system) / 1000)} s; the most:`);
for (const t of timings.sort((a, b) => b.allCpuMs - a.allCpuMs).slice(0, SLOWEST_SHOWN)) console.log(`#   ${secs(t.allCpuMs).padStart(6)} s CPU (${secs(t.cpuMs ?? 0).padStart(6)} s in its tree) ${secs(t.ms).padStart(6)} s wall  ${t.name}`);
writeFileSync(TIMINGS, `${JSON.stringify(timings.map((t) => ({ name: t.name, ms: Math.round(t.ms), treeCpuMs: t.cpuMs, allCpuMs: t.allCpuMs })), null, 1)}\n`);
console.log(`# { ${shown.map(([k, v]) => `${k}: ${v}`).join(', ')} }`);
console.log(`# files at once: ${jobs}, up to ${mostAtOnce} while the machine had cores to spare`);
console.log(`# time=${Math.round(performance.now() - started)}ms`);
process.exitCode = totals.fail === 0 ? 0 : 1;
