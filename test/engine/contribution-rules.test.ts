// The donation amount and review field rules (engine/commerce/), shared by the pages, their island and the server.
import t from 'tap';
import { chosenAmount, CUSTOM_AMOUNT, DONATION_AMOUNT_MAX_CHARS, DONATION_MAX_CENTS, DONATION_MIN_CENTS, DONATION_PRESETS_CENTS, parseAmountCents } from '../../engine/commerce/donation-rules.js';
import { REVIEW_BODY_MAX_CHARS, REVIEW_BODY_MIN_CHARS, REVIEW_NAME_MAX_CHARS, REVIEW_TITLE_MAX_CHARS, reviewProblems } from '../../engine/commerce/review-rules.js';

t.test('typed amounts in cents, dot or comma, spaces as thousands', async (t) => {
  const cases: [string, number | null][] = [
    ['25', 2500],
    ['25.5', 2550],
    ['25,50', 2550],
    [' 1 000 ', 100000],
    ['1\u202f000,00', 100000],
    ['0.01', 1],
    ['', null],
    ['-5', null],
    ['5.005', null],
    ['1e3', null],
    ['$5', null],
    ['9'.repeat(DONATION_AMOUNT_MAX_CHARS + 1), null],
  ];
  for (const [typed, cents] of cases) t.equal(parseAmountCents(typed), cents, JSON.stringify(typed));
});

t.test('the chosen amount: a preset, or the typed one within the limits', async (t) => {
  for (const preset of DONATION_PRESETS_CENTS) t.same(chosenAmount(String(preset), 'ignored'), { cents: preset });
  t.same(chosenAmount('1234', ''), { error: 'amountInvalid' }, 'no made-up preset');
  t.same(chosenAmount(CUSTOM_AMOUNT, ''), { error: 'amountRequired' });
  t.same(chosenAmount('', '12'), { cents: 1200 }, 'no choice but a typed amount');
  t.same(chosenAmount(CUSTOM_AMOUNT, 'abc'), { error: 'amountInvalid' });
  t.same(chosenAmount(CUSTOM_AMOUNT, String((DONATION_MIN_CENTS - 1) / 100)), { error: 'amountTooSmall' });
  t.same(chosenAmount(CUSTOM_AMOUNT, String(DONATION_MIN_CENTS / 100)), { cents: DONATION_MIN_CENTS });
  t.same(chosenAmount(CUSTOM_AMOUNT, String(DONATION_MAX_CENTS / 100)), { cents: DONATION_MAX_CENTS });
  t.same(chosenAmount(CUSTOM_AMOUNT, String(DONATION_MAX_CENTS / 100 + 0.01)), { error: 'amountTooLarge' });
});

t.test('review fields: rating 1 to 5, text and name within their limits', async (t) => {
  const ok = { rating: '5', title: '', body: 'x'.repeat(REVIEW_BODY_MIN_CHARS), name: 'Ada' };
  t.same(reviewProblems(ok), {});
  t.same(reviewProblems({ ...ok, rating: '' }), { rating: 'required' });
  for (const r of ['0', '6', '4.5', 'five']) t.same(reviewProblems({ ...ok, rating: r }), { rating: 'ratingInvalid' }, r);
  t.same(reviewProblems({ ...ok, body: '  ' }), { body: 'required' });
  t.same(reviewProblems({ ...ok, body: 'x'.repeat(REVIEW_BODY_MIN_CHARS - 1) }), { body: 'bodyTooShort' });
  t.same(reviewProblems({ ...ok, body: 'x'.repeat(REVIEW_BODY_MAX_CHARS + 1) }), { body: 'bodyTooLong' });
  t.same(reviewProblems({ ...ok, body: '😀'.repeat(REVIEW_BODY_MAX_CHARS) }), {}, 'counted in characters, not UTF-16 units');
  t.same(reviewProblems({ ...ok, title: 'x'.repeat(REVIEW_TITLE_MAX_CHARS + 1) }), { title: 'titleTooLong' });
  t.same(reviewProblems({ ...ok, name: '' }), { name: 'required' });
  t.same(reviewProblems({ ...ok, name: 'x'.repeat(REVIEW_NAME_MAX_CHARS + 1) }), { name: 'nameTooLong' });
});
