/**
 * How far V8 lets the old generation grow past what the last full
 * collection kept, for a server under sustained load.
 *
 * V8 picks the factor from how fast it marks against how fast the program
 * allocates. A server's heap marks so fast (most of it concurrently) that
 * the factor falls to its floor, and the headroom left is about the young
 * generation's size; when it is below that, V8 starts marking at once. The
 * result, measured on 2026-11-27 with one process at a steady 1,000
 * requests/s on the product page: after the first memory-reducing collection
 * (V8's watchdog runs one after about 100 s without a full collection), a
 * full collection every 170 ms for as long as the load lasted, 31 MB kept
 * each time, the server's CPU up from 400 to 630 ms a second and the p99
 * from 2 to 7 ms to 15 to 50 ms. With the factor fixed at 2, a full
 * collection came every 10 to 20 s and the memory-reducing collection did
 * not run (3 minutes traced); over 10 minutes the CPU and RSS stayed flat
 * (the bench's "cart p99, later" column in BENCHMARKS.md).
 *
 * The flag is read at each collection, so setting it at start-up works; an
 * operator who passes --heap-growing-percent to node keeps their own value.
 */
import { setFlagsFromString } from 'node:v8';

/** The old generation may grow to twice what the last full collection kept (the young generation's size added). */
export const HEAP_GROWING_PERCENT = 100;

const FLAG = '--heap-growing-percent';

/** The V8 flag to set for these node arguments, or null when the operator set it. */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  // node takes V8 flags with - or _ between words, the value after = or as the next argument.
  const own = execArgv.some((a) => a.split('=')[0]!.replaceAll('_', '-') === FLAG);
  return own ? null : `${FLAG}=${HEAP_GROWING_PERCENT}`;
}

/** Fixes the old generation's growth factor for this process (and its worker threads). */
export function steadyHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  const flag = heapGrowthFlag(execArgv);
  if (flag !== null) setFlagsFromString(flag);
}
