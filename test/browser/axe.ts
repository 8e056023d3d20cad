/**
 * axe-core in a Chromium page (WCAG 2.2 AA rules and best practices): the
 * script is injected from node_modules, nothing is downloaded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Every violation of any impact on the page as it is now (or in the part `include` selects), with up to 3 targets each. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // Evaluated, not added as a script tag: the pages' CSP refuses inline scripts without the nonce.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((src) => (0, eval)(src), AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: Document | string, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    // Only violations are read: axe then skips detailing every node of the rules that pass.
    const r = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, include);
}
