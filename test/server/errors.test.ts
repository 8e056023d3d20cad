/** The API error catalogue: every code documented in docs/render-service.md (moved from the README) with its status, every answer built from it. */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { API_ERROR_CODES, ApiError, apiError, statusOf } from '../../server/errors.js';

const page = readFileSync(new URL('../../docs/render-service.md', import.meta.url), 'utf8');
const section = page.slice(page.indexOf('## Render service'));

t.test('every code is documented in docs/render-service.md with its HTTP status', async (t) => {
  t.ok(page.includes('## Render service'), 'the page has a Render service section');
  const prose = section.replace(/\s+/g, ' ');
  for (const code of API_ERROR_CODES) {
    t.ok(prose.includes(`\`${code}\` ${statusOf(code)}`), `${code} ${statusOf(code)} is documented`);
  }
});

t.test('statuses are 4xx or 5xx; codes are stable upper-case names', async (t) => {
  for (const code of API_ERROR_CODES) {
    t.match(code, /^[A-Z][A-Z_]+$/);
    t.ok(statusOf(code) >= 400 && statusOf(code) < 600, code);
  }
});

t.test('an ApiError carries its catalogue status and answers the common shape', async (t) => {
  const e = apiError('TEMPLATE_TOO_LARGE', 'The template', 300, 200);
  t.type(e, ApiError);
  t.equal(e.statusCode, 413);
  t.same(e.toBody(), {
    statusCode: 413,
    code: 'TEMPLATE_TOO_LARGE',
    error: 'Payload Too Large',
    message: 'The template is 300 bytes; the maximum is 200 bytes',
  });
});
