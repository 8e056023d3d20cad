// The engine's render path for a realm that refuses `new Function` (a page
// under a Content-Security-Policy without 'unsafe-eval', as /config is):
// in a Node that disallows code generation from strings, the default
// (tiered) and even a forced 'compile' engine keep every template in the
// interpreter, and every conformance case and every demo page comes out
// byte for byte as the generated code renders it here.
import t from 'tap';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { codeGenerationAllowed, Engine } from '../../engine/index.js';
import { builtModule } from '../helpers/built.js';
import { renderAll } from './render-all.js';

t.setTimeout(240_000);
const run = promisify(execFile);
/** The worker's output: every page of the demo store and every case, as JSON. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

t.ok(codeGenerationAllowed(), 'this Node may generate code');
const compiled = await renderAll(() => new Engine({ execution: 'compile' }));
t.ok(Object.keys(compiled).filter((k) => k.startsWith('page ')).length > 40, 'the demo pages are all there');
t.ok(Object.keys(compiled).filter((k) => k.startsWith('case ')).length >= 426, 'the conformance cases are all there');

for (const mode of ['tiered', 'compile'] as const) {
  t.test(`without code generation, a '${mode}' engine renders as generated code does`, async (t) => {
    const { stdout } = await run(process.execPath, ['--disallow-code-generation-from-strings', builtModule('test/engine/workers/render-all.js'), mode], { maxBuffer: MAX_OUTPUT_BYTES, timeout: 200_000 });
    const { codeGeneration, outputs } = JSON.parse(stdout) as { codeGeneration: boolean; outputs: Record<string, string> };
    t.equal(codeGeneration, false, 'the worker may not generate code: it rendered with the interpreter');
    t.same(Object.keys(outputs), Object.keys(compiled), 'the same pages and cases');
    const differ = Object.keys(compiled).filter((k) => outputs[k] !== compiled[k]);
    t.same(differ, [], 'the same bytes everywhere');
  });
}
