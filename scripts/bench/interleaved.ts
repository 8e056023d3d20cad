/**
 * One engine's speed against another's, measured so that the rest of a
 * shared machine weighs on both alike: alternating short rounds, each timed
 * in the process's CPU time (time the process was not running counts for
 * neither), and the median of the per-round ratios.
 */
const ROUNDS = 30;
/** CPU time per side per round. */
const SLICE_MS = 100;
const BATCH = 10;

/** Calls per CPU microsecond of `fn`, over at least `ms` of CPU time. */
function rate(fn: () => unknown, ms: number): number {
  const start = process.cpuUsage();
  let calls = 0;
  let used = 0;
  while (used < ms * 1000) {
    for (let i = 0; i < BATCH; i++) fn();
    calls += BATCH;
    const c = process.cpuUsage(start);
    used = c.user + c.system;
  }
  return calls / used;
}

/** Median over alternating rounds of subject's rate divided by baseline's. */
export function interleavedRatio(subject: () => unknown, baseline: () => unknown): number {
  rate(subject, SLICE_MS * 5);
  rate(baseline, SLICE_MS * 5);
  const ratios: number[] = [];
  for (let i = 0; i < ROUNDS; i++) ratios.push(rate(subject, SLICE_MS) / rate(baseline, SLICE_MS));
  return ratios.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

export const INTERLEAVED_ROUNDS = ROUNDS;
export const INTERLEAVED_SLICE_MS = SLICE_MS;
