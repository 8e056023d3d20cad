/**
 * `npm start` until the render service exists: renders the demo listing
 * template with the demo fixtures and prints the HTML; diagnostics go to
 * stderr as file:line:col.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Engine, formatDiagnostic, parseJson } from '../engine/index.js';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const templateFile = 'templates/demo/products.list';
const data = parseJson(readFileSync(root('fixtures/demo-products.json'), 'utf8'));
if (!data.ok) {
  console.error(`fixtures/demo-products.json:${data.error.line}:${data.error.column}: error: ${data.error.message}`);
  process.exit(1);
}
const engine = new Engine();
const result = engine.compile(readFileSync(root(templateFile), 'utf8'), templateFile).render(data.value);
for (const d of [...result.errors, ...result.warnings]) console.error(formatDiagnostic(d, templateFile));
process.stdout.write(result.html);
process.exitCode = result.errors.length ? 1 : 0;
