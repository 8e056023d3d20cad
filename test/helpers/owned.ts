/**
 * Processes a test starts (servers, `vitrine serve`, workers) stopped when
 * the test process ends, however it ends: normally, by an uncaught error,
 * or stopped by tap for a timeout (tap sends SIGALRM, then SIGKILL half a
 * second later, too soon for an async teardown). Each one runs in a process
 * group of its own, and the whole group is killed, so the processes it
 * starts in turn (esbuild's service, cluster workers) go with it.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const groups = new Set<number>();

function killAll(): void {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
  groups.clear();
}

process.once('exit', killAll);
// Once: the handler kills the groups, then sends the signal again, which ends this process as it would have (tap's own handler, or the default action, takes it from there).
for (const signal of ['SIGALRM', 'SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll();
    process.kill(process.pid, signal);
  });
}

/**
 * `spawn` in a process group of its own (detached), killed with its group
 * if this process ends first. The caller still stops it in its teardown.
 */
export function spawnOwned(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid !== undefined) {
    groups.add(pid);
    // Forgotten once its group is empty. While members are left (a helper
    // it started, which a test may be checking on), the group id cannot be
    // reused, so killing it at the end cannot reach anyone else.
    child.once('exit', () => {
      try {
        process.kill(-pid, 0);
      } catch {
        groups.delete(pid);
      }
    });
  }
  return child;
}
