// Renders every conformance case and every demo page (each page three
// times, so a tiered template gets hot) and prints the results as JSON:
// run by csp-safe-render.test.ts in a Node that refuses code generation
// from strings, as a page under a strict Content-Security-Policy does.
import { codeGenerationAllowed, Engine, type ExecutionMode } from '../../../engine/index.js';
import { renderAll } from '../render-all.js';

const mode = (process.argv[2] ?? 'tiered') as ExecutionMode;
const outputs = await renderAll(() => new Engine({ execution: mode }));
process.stdout.write(JSON.stringify({ codeGeneration: codeGenerationAllowed(), outputs }));
