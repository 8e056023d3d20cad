/**
 * Cold starts, each in a fresh Node process (the build in dist/, as users
 * run it): a template's first compile and render with Vitrine's engine and
 * with the reference, timed inside the process after the import, in the
 * process's CPU time (so the rest of a shared host weighs on neither); and
 * `vitrine check FILE` from spawn to exit. The median of a few runs, the
 * two engines' runs alternating.
 */
import { execFileSync } from 'node:child_process';
import { fromRoot } from '../../site/project-root.js';

const RUNS = 9;
/** What `vitrine check` reads: a template of the CLI's test folder. */
const CHECKED_FILE = fromRoot('test', 'fixtures', 'cli', 'shop', 'product.html');

export interface ColdResult {
  vitrineFirstRenderMs: number;
  referenceFirstRenderMs: number;
  checkFileMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs `script` (an ES module body) in a fresh node; it prints the milliseconds it measured. */
function inFreshProcess(script: string): number {
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fromRoot(), encoding: 'utf8' }).trim());
}

/** `source` and `json` (both engines must render them) compiled and rendered once in fresh processes, and `vitrine check`. */
export function coldBench(source: string, json: unknown): ColdResult {
  const template = JSON.stringify(source);
  const context = JSON.stringify(JSON.stringify(json));
  const cpu = 'const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };';
  const vitrine = `import { Engine } from './dist/engine/index.js'; ${cpu}
const t0 = cpu(); const html = new Engine().compile(${template}).render(JSON.parse(${context})).html;
const ms = cpu() - t0; if (!html) throw new Error('empty'); console.log(ms);`;
  const reference = `import * as R from '@squarespace/template-engine'; ${cpu}
const t0 = cpu(); const c = new R.Compiler(); const code = c.parse(${template}).code;
const html = c.execute({ code, json: JSON.parse(${context}) }).ctx.render();
const ms = cpu() - t0; if (!html) throw new Error('empty'); console.log(ms);`;
  const check = () => {
    const t0 = performance.now();
    try {
      execFileSync(process.execPath, [fromRoot('bin', 'vitrine.js'), 'check', CHECKED_FILE], { stdio: 'ignore' });
    } catch {
      // exit 1 for warnings is still a finished check
    }
    return performance.now() - t0;
  };
  const vitrineRuns: number[] = [];
  const referenceRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    vitrineRuns.push(inFreshProcess(vitrine));
    referenceRuns.push(inFreshProcess(reference));
  }
  return { vitrineFirstRenderMs: median(vitrineRuns), referenceFirstRenderMs: median(referenceRuns), checkFileMs: median(Array.from({ length: RUNS }, check)) };
}
