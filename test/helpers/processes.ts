/** The process tree as Linux's /proc shows it: what a test started, and whether it is still running. */
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';

/** The processes whose parent is `pid` (Linux /proc). */
export function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's closing parenthesis: state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The processes under `pid`, deepest last. */
export function descendantsOf(pid: number): number[] {
  const kids = childrenOf(pid);
  return kids.flatMap((k) => [k, ...descendantsOf(k)]);
}

/** Running (a zombie waiting for its parent to read its status counts as gone). */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The Node.js processes whose parent is `pid` (not the helpers they start, such as esbuild's service). */
export function nodeChildrenOf(pid: number): number[] {
  const node = realpathSync(process.execPath);
  return childrenOf(pid).filter((child) => {
    try {
      return readlinkSync(`/proc/${child}/exe`) === node;
    } catch {
      return false;
    }
  });
}
