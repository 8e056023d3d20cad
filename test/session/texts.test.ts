// The site-user texts: the SPEC's where it gives them, word for word; the
// client's English failure texts are the server catalogue's; every code
// the client translates exists; French has every English key.
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SESSION_ERRORS } from '../../server/session/index.js';
import { accountTexts } from '../../client/account-texts.js';
import { SYSTEM_TEXT } from '../../server/site/render/system-pages.js';

const SPEC = fileURLToPath(new URL('../../../shared/spec/SPEC.md', import.meta.url));

t.test('SPEC texts', async (t) => {
  t.ok(existsSync(SPEC), 'shared/spec/SPEC.md is beside the repository');
  const spec = readFileSync(SPEC, 'utf8');
  for (const code of ['EMAIL_INVALID', 'CRUMB_FAIL', 'RATE_LIMITED', 'NO_MAIN_NAVIGATION'] as const) {
    t.ok(spec.includes(`'${SESSION_ERRORS[code].text}'`), `${code}: ${SESSION_ERRORS[code].text}`);
  }
  t.ok(spec.includes(`'${SYSTEM_TEXT.membersOnly}'`));
  t.ok(spec.includes(`'${SYSTEM_TEXT.locked}'`));
});

t.test('the client speaks the server catalogue, in English and French', async (t) => {
  const en = accountTexts('en-US');
  const fr = accountTexts('fr-FR');
  for (const [code, text] of Object.entries(en.errors)) {
    t.ok(code in SESSION_ERRORS, `${code} is a server code`);
    t.equal(text, SESSION_ERRORS[code as keyof typeof SESSION_ERRORS].text, code);
    t.ok(fr.errors[code], `${code} in French`);
  }
  const keys = (o: object) => Object.keys(o).sort();
  t.same(keys(fr), keys(en));
  t.same(keys(fr.fields), keys(en.fields));
  t.equal(accountTexts('de-DE'), en, 'other languages fall back to English');
});
