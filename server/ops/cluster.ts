/**
 * VITRINE_PROCESSES > 1: the first process forks that many server processes
 * (node:cluster) that share the port, so personal pages, rendered on a
 * process's main thread, use every core and one slow page holds one process,
 * not the service. The first process serves nothing: it replaces a server
 * process that dies, and on SIGTERM or SIGINT passes the signal on, waits for
 * each to finish its graceful shutdown, and exits.
 *
 * What each process keeps to itself: its page cache and render workers. The
 * counters of every per-client limit are the first process's (it answers
 * their asks over IPC, ops/shared-counters.ts), or Redis's with REDIS_URL,
 * so N processes enforce one limit. The store is shared
 * (SQLite in WAL mode or PostgreSQL; migrations take a lock), and so is the
 * cookie secret: without VITRINE_COOKIE_SECRET the first process makes one
 * for all, or a crumb or unlock cookie signed by one process would be refused
 * by the next.
 */
import cluster, { type Worker } from 'node:cluster';
import { CLUSTER_COUNTERS_ENV, serveClusterCounters } from './shared-counters.js';

/** Pause before replacing a process that died, so a process that cannot start does not spin. */
export const RESPAWN_DELAY_MS = 500;
/** Deaths before listening, in a row, after which the cluster gives up (a broken start, not a crash). */
export const MAX_EARLY_DEATHS = 5;

export interface ClusterLog {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** Runs the first process of a cluster of `processes` server processes (`env` added to theirs); resolves with the exit code once all have stopped. */
export function runCluster(processes: number, log: ClusterLog, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false;
    let earlyDeaths = 0;
    let exitCode = 0;
    const listening = new WeakSet<Worker>();

    const fork = () => {
      const worker = cluster.fork({ ...env, [CLUSTER_COUNTERS_ENV]: '1' });
      worker.once('listening', () => {
        listening.add(worker);
        earlyDeaths = 0;
      });
    };
    const stopAll = (signal: NodeJS.Signals) => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {});
      if (running.length === 0) resolve(exitCode);
      for (const w of running) w?.process.kill(signal);
    };

    cluster.on('exit', (worker, code, signal) => {
      if (!stopping) {
        log.error({ pid: worker.process.pid, code, signal }, 'a server process died; starting another');
        if (!listening.has(worker) && ++earlyDeaths >= MAX_EARLY_DEATHS) {
          log.error({ deaths: earlyDeaths }, 'server processes die before listening; stopping');
          exitCode = 1;
          stopAll('SIGTERM');
        } else {
          setTimeout(() => !stopping && fork(), RESPAWN_DELAY_MS);
        }
      } else if (code !== 0) {
        exitCode = 1;
      }
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stopAll(signal));

    serveClusterCounters();
    log.info({ processes }, 'starting server processes');
    for (let i = 0; i < processes; i++) fork();
  });
}
