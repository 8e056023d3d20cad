/**
 * npx tsx scripts/test-timings.ts [FILE...] [--jobs N] [--top N] [--from TAP_LOG]
 *
 * Where the test suite spends its time. With files (default: every
 * test/**\/*.test.ts), runs each one alone through tap, N at a time
 * (default 1), and prints a table of wall time and CPU time (user + system of the whole
 * process tree: tap, the test, the servers and browsers it starts). CPU time
 * barely moves with the machine's load, so it compares runs made on a busy
 * machine; wall time is what a user waits. With --from, reads the per-file
 * times from the log of a whole-suite run (`tap --reporter=tap > LOG`)
 * instead of running anything.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TAP = join(ROOT, 'node_modules/tap/dist/esm/run.mjs');
/** Linux reports process times in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

interface Timing {
  file: string;
  wallMs: number;
  /** Undefined when read from a log. */
  cpuMs?: number;
  ok: boolean;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, jobs: { type: 'string', default: '1' }, from: { type: 'string' } },
});

/** user + system ms of the waited-for descendants in a /proc/PID/stat line (fields 16 and 17). */
function childrenCpuMs(stat: string): number {
  // The fields after the command's closing parenthesis start at field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return e.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

/**
 * Runs tap on one file under a shell that prints its own /proc stat once tap
 * has exited: the shell's children's times are then exactly this file's
 * process tree, whatever else runs beside it.
 */
function runOne(file: string): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const script = 'node "$0" --reporter=silent "$1" >/dev/null 2>&1; status=$?; cat /proc/$$/stat; exit $status';
    const child = spawn('sh', ['-c', script, TAP, file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let stat = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stat += s));
    child.on('error', reject);
    child.on('close', (code) => resolve({ file, wallMs: performance.now() - started, cpuMs: childrenCpuMs(stat), ok: code === 0 }));
  });
}

/** `ok N - FILE # time=MSms` lines of the top level of a TAP log. */
function fromLog(path: string): Timing[] {
  const out: Timing[] = [];
  for (const m of readFileSync(path, 'utf8').matchAll(/^(not )?ok \d+ - (\S+) # time=([\d.]+)ms/gm)) {
    out.push({ file: m[2]!, wallMs: Number(m[3]), ok: !m[1] });
  }
  return out;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

let timings: Timing[];
if (values.from) {
  timings = fromLog(values.from);
} else {
  const files = positionals.length > 0 ? positionals : testFiles(join(ROOT, 'test')).sort();
  timings = [];
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const t = await runOne(file);
      timings.push(t);
      process.stderr.write(`${seconds(t.wallMs)} s wall ${seconds(t.cpuMs ?? 0)} s CPU ${t.ok ? 'ok  ' : 'FAIL'} ${file}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(values.jobs)) }, worker));
}

timings.sort((a, b) => b.wallMs - a.wallMs);
const top = Number(values.top);
console.log(`| # | file | wall s | CPU s | result |\n|---|---|---:|---:|---|`);
timings.slice(0, top).forEach((t, i) => {
  console.log(`| ${i + 1} | ${t.file} | ${seconds(t.wallMs).trim()} | ${t.cpuMs === undefined ? '' : seconds(t.cpuMs).trim()} | ${t.ok ? 'ok' : 'FAIL'} |`);
});
const sum = (f: (t: Timing) => number | undefined) => timings.reduce((s, t) => s + (f(t) ?? 0), 0);
console.log(`\n${timings.length} files, ${timings.filter((t) => !t.ok).length} failed; wall time summed over files ${seconds(sum((t) => t.wallMs)).trim()} s` + (values.from ? '' : `, CPU ${seconds(sum((t) => t.cpuMs)).trim()} s`));
