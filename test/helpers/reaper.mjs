// The reaper of test/helpers/owned.ts: told on stdin of process groups
// ("+PID" started, "-PID" ended), it kills the groups left when its stdin
// closes, that is when the test process that started it has ended, however
// it ended (SIGKILL included). Plain JavaScript: it starts without tsx.
import { createInterface } from 'node:readline';

const groups = new Set();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const pid = Number(line.slice(1));
  if (line.startsWith('+')) groups.add(pid);
  else groups.delete(pid);
});
lines.on('close', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
  process.exit(0);
});
