/**
 * axe-core in a Chromium page (WCAG 2.2 AA rules and best practices): the
 * script comes from node_modules, nothing is downloaded. The one place the
 * browser tests load and run it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Makes `window.axe` available in the page as it is now. */
export async function loadAxe(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, not added as a script tag: the pages' CSP refuses
  // inline scripts without its nonce.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((src) => (0, eval)(src), AXE_SOURCE);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  targets: string[];
}

export interface AxeRun {
  /** A selector of the part checked (default: the whole document). */
  include?: string;
  /** Only the WCAG 2 A and AA rules (default: every rule axe runs by default, best practices too). */
  wcagOnly?: boolean;
}

/** Every violation on the page as it is now, with every target of each. */
export async function runAxe(page: Page, { include, wcagOnly = false }: AxeRun = {}): Promise<AxeViolation[]> {
  await loadAxe(page);
  return page.evaluate(
    async ({ include, wcagOnly }) => {
      type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run(ctx: unknown, options: object): Promise<Result> } }).axe;
      // Only violations are read: axe then skips detailing every node of the rules that pass.
      const options = { resultTypes: ['violations'], ...(wcagOnly ? { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } } : {}) };
      const r = await axe.run(include ? { include: [[include]] } : document, options);
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { include, wcagOnly },
  );
}

/** Every violation of any impact on the page as it is now (or in the part `include` selects), with up to 3 targets each. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  return (await runAxe(page, { include })).map((v) => ({ ...v, targets: v.targets.slice(0, 3) }));
}
