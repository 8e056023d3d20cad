/**
 * Processes a test starts (servers, `vitrine serve`, workers) stopped when
 * the test process ends, however it ends: normally, by an uncaught error,
 * or killed by tap for a timeout (tap's runner may SIGKILL a test process,
 * which no handler in it can catch). Each one runs in a process group of
 * its own, and the whole group is killed, so the processes it starts in
 * turn (esbuild's service, cluster workers) go with it: by this process on
 * exit, and by a small reaper process (reaper.mjs) that notices this one's
 * end when the pipe between them closes.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const REAPER = fileURLToPath(new URL('./reaper.mjs', import.meta.url));

const groups = new Set<number>();
let reaper: ChildProcess | undefined;

/** Tells the reaper (started on first use, never keeping this process alive) of a group: "+PID" or "-PID". */
function tellReaper(line: string): void {
  if (!reaper) {
    reaper = spawn(process.execPath, [REAPER], { detached: true, stdio: ['pipe', 'ignore', 'ignore'], env: { PATH: process.env.PATH ?? '' } });
    reaper.unref();
    (reaper.stdin as Socket).unref();
  }
  reaper.stdin!.write(`${line}\n`);
}

process.once('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
});

/**
 * `spawn` in a process group of its own (detached), killed with its group
 * if this process ends first. The caller still stops it in its teardown.
 */
export function spawnOwned(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid !== undefined) {
    groups.add(pid);
    tellReaper(`+${pid}`);
    // Forgotten once its group is empty. While members are left (a helper
    // it started, which a test may be checking on), the group id cannot be
    // reused, so killing it at the end cannot reach anyone else.
    child.once('exit', () => {
      try {
        process.kill(-pid, 0);
      } catch {
        groups.delete(pid);
        tellReaper(`-${pid}`);
      }
    });
  }
  return child;
}
