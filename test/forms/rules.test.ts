// The shared form rules (engine/forms) and the form texts: the SPEC's
// checks, answer text, and every text either quoted from the SPEC word for
// word or Vitrine's own; the theme's English strings equal the catalogue,
// the French ones translate every key.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkAnswers, checkShape, isValidEmail, partsOf } from '../../engine/forms/rules.js';
import { answerText } from '../../engine/forms/answers.js';
import { FORM_TEXT, fill, formTexts } from '../../engine/forms/texts.js';
import { FIELD_KINDS } from '../../engine/forms/fields.js';

const texts = formTexts();

t.test('the email rule: 3 to 256 characters, a 2 to 4 letter top level', async (t) => {
  t.ok(isValidEmail('a@b.co'));
  t.ok(isValidEmail('first.last+tag@shop.example.info'));
  t.notOk(isValidEmail('a@b.c'), 'one-letter top level');
  t.notOk(isValidEmail('a@b.museum'), 'five-letter top level');
  t.notOk(isValidEmail('a b@c.com'));
  t.notOk(isValidEmail(`${'a'.repeat(251)}@b.com`), 'over 256');
});

t.test('required, checkbox, likert, phone parts, maxLength, optional empty', async (t) => {
  const fields = [
    { id: 'n', type: 'name', required: true },
    { id: 'c', type: 'checkbox', required: true, options: ['x', 'y'] },
    { id: 'l', type: 'likert', required: true, options: ['s'] },
    { id: 'p', type: 'phone', required: true },
    { id: 'm', type: 'textarea', maxLength: 3 },
    { id: 'z', type: 'textarea', maxLength: -1 },
    { id: 'e', type: 'email' },
    { id: 'h', type: 'section', required: true },
  ];
  t.same(checkAnswers(fields, { n: ['', ' '], c: [], p: ['', '', ''] }, texts), { n: 'Required', c: 'Required', p: 'Required' });
  t.same(checkAnswers(fields, { n: ['Ada', ''], c: ['x'], p: ['518', '555', '0134'], m: 'abcd', z: 'long text', e: '' }, texts), { m: 'You have exceeded the character limit.' });
  t.same(partsOf(fields[3]!, ['518', '555', '0134']), ['', '518', '555', '0134'], 'a blank country is prepended');
  t.equal(checkShape(fields[1]!, ['w'], texts), 'Choose one of the options.');
  t.equal(checkShape(fields[0]!, 'Ada', texts), FORM_TEXT.parseError);
  t.equal(checkShape(fields[2]!, { s: '3' }, texts), 'Choose one of the options.');
});

t.test('answers as text, N/A and the likert labels', async (t) => {
  t.equal(answerText({ type: 'text' }, '  ', texts), 'N/A');
  t.equal(answerText({ type: 'date' }, ['12', '24', '2026'], texts), '12/24/2026');
  t.equal(answerText({ type: 'likert' }, { Quality: '-2', Price: '' }, texts), 'Quality: Strongly Disagree');
  t.equal(answerText({ type: 'likert' }, { Quality: '1' }, formTexts({ likertAgree: 'D’accord' })), 'Quality: D’accord', 'localisable');
  t.equal(FIELD_KINDS.length, 19);
});

t.test("the texts: the SPEC's word for word, the theme strings in step", async (t) => {
  const spec = readFileSync(fileURLToPath(new URL('../../../shared/spec/SPEC.md', import.meta.url)), 'utf8');
  const quoted = ['required', 'characterLimit', 'invalidForm', 'submitting', 'saving', 'status401', 'status404', 'status429', 'status500', 'unknownError', 'processingError',
    'completeCaptcha', 'captchaFailed', 'noKey', 'parseError', 'scrollDown', 'updateFormFailed', 'openFormFailed', 'likertStronglyDisagree', 'likertDisagree', 'likertNeutral',
    'likertAgree', 'likertStronglyAgree', 'noAnswer', 'signedUp', 'emailBlank', 'emailIsInvalid'] as const;
  for (const k of quoted) t.ok(spec.includes(FORM_TEXT[k]), `${k} is the SPEC's text`);
  t.ok(spec.includes(fill(FORM_TEXT.emailInvalid, { email: '{email}' })), 'the email message with its placeholder');
  const en = JSON.parse(readFileSync(new URL('../../templates/strings/template-en-US.json', import.meta.url), 'utf8')) as { formTexts: Record<string, string> };
  const fr = JSON.parse(readFileSync(new URL('../../templates/strings/template-fr-FR.json', import.meta.url), 'utf8')) as { formTexts: Record<string, string> };
  t.same(en.formTexts, FORM_TEXT, 'the English strings are the catalogue');
  t.same(Object.keys(fr.formTexts).sort(), Object.keys(FORM_TEXT).sort(), 'French translates every text');
});
