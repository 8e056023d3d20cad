// The site-user texts: the SPEC's where it gives them, word for word; the
// client's English failure texts are the server catalogue's; every code
// the client translates exists; French has every English key.
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SESSION_ERRORS } from '../../server/session/index.js';
import { accountTexts } from '../../server/session/account-texts.js';
import { fill } from '../../client/account-texts.js';
import { SYSTEM_TEXT } from '../../site/render/system-pages.js';

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

t.test('the widgets’ texts: English from the API catalogue, French for the same keys', async (t) => {
  const en = accountTexts('en-US');
  const fr = accountTexts('fr-FR');
  for (const [code, e] of Object.entries(SESSION_ERRORS)) t.equal(en.errors[code], e.text, code);
  for (const code of Object.keys(fr.errors)) t.ok(code in SESSION_ERRORS, `${code} is a server code`);
  for (const code of ['EMAIL_INVALID', 'BAD_CREDENTIALS', 'EMAIL_TAKEN', 'PASSWORD_TOO_SHORT', 'RATE_LIMITED', 'RESET_LINK_INVALID', 'CRUMB_FAIL']) t.ok(fr.errors[code], `${code} in French`);
  t.equal(fill(fr.signedInAs, { email: 'a@b.fr' }), 'Connecté en tant que a@b.fr');
  const keys = (o: object) => Object.keys(o).sort();
  t.same(keys(fr), keys(en));
  t.same(keys(fr.fields), keys(en.fields));
  t.equal(accountTexts('de-DE'), en, 'other languages fall back to English');
});

t.test('every error code is documented in docs/users.md, with its status and text', async (t) => {
  const doc = readFileSync(new URL('../../docs/users.md', import.meta.url), 'utf8');
  for (const [code, e] of Object.entries(SESSION_ERRORS)) t.ok(doc.includes(`| \`${code}\` | ${e.status} | ${e.text} |`), code);
});
