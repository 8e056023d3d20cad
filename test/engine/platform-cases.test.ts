// Vector-style cases of the platform's behaviour (issue 22), one file each
// under platform-cases/: the conformance sections (:TEMPLATE, :JSON,
// :OUTPUT compared trimmed, :PARTIALS, :PARAMS, :PROPERTIES) plus
//   :REASON       why this is what the platform does (required)
//   :OUTPUT-JSON  the exact output as a JSON string, whitespace included (the
//                 template's trailing blank lines are not part of it)
//   :ERRORS       the render's error messages as a JSON array (checked when present)
//   :REFERENCE    `same`: the reference devDependency agrees; `differs`: Vitrine
//                 follows the platform's server against the reference
//   :PROPERTIES   as the vectors', plus `preprocess=true`: the preprocessor pass
// Every case runs through the interpreter and the generated code.
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Engine, parseJson } from '../../engine/index.js';
import { compileOptions, parseCase, renderOptions } from '../../scripts/conformance/cases.js';
import { referenceRender } from './reference-oracle.js';

const DIR = fileURLToPath(new URL('./platform-cases/', import.meta.url));
const engines = { interpret: new Engine({ execution: 'interpret' }), compile: new Engine({ execution: 'compile' }) };
const files = readdirSync(DIR).filter((f) => f.endsWith('.html')).sort();

t.ok(files.length >= 30, `the cases are found (${files.length})`);
for (const file of files) {
  t.test(file, async (t) => {
    const c = parseCase(file, readFileSync(DIR + file, 'utf8'));
    const { JSON: json, OUTPUT, REASON, REFERENCE, ERRORS } = c.sections;
    // A section ends at the next one: the blank line before it is not part of the template.
    const TEMPLATE = c.sections.TEMPLATE?.replace(/\n+$/, '');
    const exact = c.sections['OUTPUT-JSON'];
    t.ok(TEMPLATE !== undefined && json !== undefined, 'has :TEMPLATE and :JSON');
    t.ok((REASON ?? '').trim().length > 20, 'says why');
    t.ok(OUTPUT !== undefined || exact !== undefined, 'has an expected output');
    const data = parseJson(json ?? '');
    const opts = renderOptions(c);
    if (!data.ok || typeof opts === 'string') return t.fail(`bad case: ${typeof opts === 'string' ? opts : 'JSON'}`);
    const expected = exact !== undefined ? (JSON.parse(exact) as string) : (OUTPUT ?? '').trim();
    for (const [mode, engine] of Object.entries(engines)) {
      const r = engine.compile(TEMPLATE!, undefined, compileOptions(c)).render(data.value, opts);
      t.equal(exact !== undefined ? r.html : r.html.trim(), expected, `${mode}: output`);
      if (ERRORS !== undefined) t.same(r.errors.map((e) => e.message), JSON.parse(ERRORS), `${mode}: errors`);
    }
    const claim = (REFERENCE ?? '').trim();
    t.ok(claim === 'same' || claim === 'differs', ':REFERENCE is same or differs');
    const ref = referenceRender(TEMPLATE!, json!, { ...(opts.locale ? { locale: opts.locale } : {}), now: opts.now ?? 0, ...(opts.partials ? { partials: opts.partials as Record<string, string> } : {}) });
    const refOut = exact !== undefined ? ref.html : ref.html.trim();
    if (claim === 'same') t.equal(refOut, expected, 'the reference agrees');
    else t.not(refOut, expected, 'the reference differs (the server decides)');
  });
}

t.test('the case runner reads `locale: xx` as well as `locale=xx` properties', async (t) => {
  for (const line of ['locale: de-DE', 'locale=de-DE', 'locale = de-DE']) {
    const opts = renderOptions(parseCase('x.html', `:PROPERTIES\n${line}\nnow: 5\n`));
    t.same(typeof opts === 'string' ? opts : [opts.locale, opts.now], ['de-DE', 5], line);
  }
});
