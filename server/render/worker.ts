/**
 * Entry of a render worker thread. Messages in: `{ id, task }`; out:
 * `{ type: 'ready', tid }` once loaded (tid: the thread's id on Linux, so
 * the pool can lower its priority during a long render), then `{ id, outcome }` or `{ id, error }`
 * per task. A render that runs too long is stopped by the pool terminating
 * this thread (synchronous JavaScript cannot be interrupted from inside).
 */
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Engine } from '../../engine/index.js';
import { CompiledTemplates } from './worker-cache.js';
import { runRenderTask } from './render-task.js';
import type { RenderTask } from './task.js';

const port = parentPort;
if (!port) throw new Error('server/render/worker.ts runs only as a worker thread');
const { cacheEntries } = workerData as { cacheEntries: number };
// The engine's own source-keyed cache holds the partials; the hash-keyed cache holds the templates.
const templates = new CompiledTemplates(new Engine({ cacheSize: cacheEntries }), cacheEntries);

port.on('message', ({ id, task }: { id: number; task: RenderTask }) => {
  try {
    const outcome = runRenderTask(templates, task);
    port.postMessage({ id, outcome }, outcome.ok && outcome.body ? [outcome.body.buffer as ArrayBuffer] : []);
  } catch (e) {
    port.postMessage({ id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
});
port.postMessage({ type: 'ready', tid: threadId() });

/** This thread's id in the OS (Linux: /proc/thread-self is <pid>/task/<tid>), or undefined elsewhere. */
function threadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isSafeInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}
