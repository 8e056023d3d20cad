/**
 * `vitrine check DIR --scenarios all` / `--scenario NAME`: every page of the
 * folder's preview site rendered under each scenario; the render
 * diagnostics of each scenario, once each, with the number of pages.
 */
import { join } from 'node:path';
import type { SiteDiagnostic } from '../../site/diagnostics.js';
import { SiteLoadError } from '../../site/load-site.js';
import { loadPreview, previewSource } from '../site/load-preview.js';
import type { CheckDiagnostic } from '../check-diagnostic.js';
import { selectScenarios } from './scenarios.js';
import { scenarioSite } from './scenario-site.js';

export interface ScenarioReport {
  name: string;
  title: string;
  pages: number;
  errors: number;
  warnings: number;
  /** Each with its file (DIR/path, or the platform's own `(system page)`). */
  diagnostics: (CheckDiagnostic & { file: string })[];
}

export async function checkScenarios(dir: string, names: readonly string[]): Promise<ScenarioReport[]> {
  const source = previewSource(dir);
  let preview;
  try {
    preview = await loadPreview(source);
  } catch (e) {
    if (e instanceof SiteLoadError) return []; // the folder check reports why
    throw e;
  }
  const prefix = dir.replace(/\/+$/, '');
  const fileOf = (d: SiteDiagnostic) => (d.file.startsWith('(') || d.file.startsWith('/') ? d.file : join(prefix, d.file));
  return selectScenarios(names, preview.site.renderer.content).map((scenario) => {
    const site = scenarioSite(preview.site, scenario);
    const report: ScenarioReport = { name: scenario.name, title: scenario.title, pages: 0, errors: 0, warnings: 0, diagnostics: [] };
    const seen = new Set<string>();
    for (const p of site.paths) {
      report.pages++;
      for (const d of site.render(p.path).diagnostics) {
        if (d.severity === 'info') continue;
        const entry = { file: fileOf(d), code: d.code, severity: d.severity, message: d.message, line: Math.max(1, d.line), column: Math.max(1, d.col) };
        const key = `${entry.file}:${entry.line}:${entry.column}:${entry.severity}:${entry.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        entry.severity === 'error' ? report.errors++ : report.warnings++;
        report.diagnostics.push(entry);
      }
    }
    return report;
  });
}
