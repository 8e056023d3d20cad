// decimal, money and i18n-money-format: currencies, symbol placement, rounding modes.
import t from 'tap';
import { Engine } from '../../engine/index.js';
import { CURRENCY_CODES, currencyDigits } from '../../engine/i18n/currencies.js';

const engine = new Engine();
const render = (src: string, data: unknown, opts = {}) => engine.compile(src).render(data, opts).html;

t.test('every store currency: fraction digits and symbol placement in en-US and de-DE', async (t) => {
  t.equal(CURRENCY_CODES.length, 27);
  for (const code of CURRENCY_CODES) {
    const m = { decimalValue: '1234.5', currencyCode: code };
    const digits = currencyDigits(code);
    t.equal(digits, code === 'JPY' ? 0 : 2, `${code} digits`);
    const us = render('{m|money}', { m }, { locale: 'en-US' });
    const de = render('{m|money}', { m }, { locale: 'de-DE' });
    if (digits === 0) {
      t.match(us, /1,234(?!\.)/, `${code} en-US has no fraction: ${us}`);
      t.match(de, /1\.234(?!,)/, `${code} de-DE has no fraction: ${de}`);
    } else {
      t.match(us, /1,234\.50/, `${code} en-US: ${us}`);
      t.match(de, /1\.234,50/, `${code} de-DE: ${de}`);
    }
    t.notMatch(us, /^[\d,.]+$/, `${code} en-US shows a symbol`);
    t.match(de, /^[\d.,]+\s\S+$/, `${code} de-DE puts the symbol after the number: ${de}`);
    const legacyUs = render('{m|i18n-money-format en-US}', { m });
    const legacyDe = render('{m|i18n-money-format de-DE}', { m });
    t.match(legacyUs, /^\D*1,234(\.50)?$/, `${code} legacy en-US: ${legacyUs}`);
    t.match(legacyDe, /^1\.234(,50)?\D+$/, `${code} legacy de-DE: ${legacyDe}`);
  }
  t.equal(render('{m|money}', { m: { value: '2500', currency: 'USD' } }), '$2,500.00', '{value, currency} nodes');
  t.equal(render('{m|money}', { m: { decimalValue: '2500', currencyCode: 'EUR' } }, { locale: 'de-DE' }), '2.500,00\u00a0€');
  t.equal(render('{m|money}', { m: { foo: 1 } }), '', 'not a money node');
});

t.test('legacy format: letter symbols are spaced, negatives keep the sign by the number', async (t) => {
  const m = (code: string, v: string) => ({ m: { currencyCode: code, decimalValue: v } });
  t.equal(render('{m|i18n-money-format en-US}', m('SEK', '-1234.56')), 'kr -1,234.56');
  t.equal(render('{m|i18n-money-format en-US}', m('AUD', '-1234.56')), '-A$1,234.56');
  t.equal(render('{m|i18n-money-format fr-FR}', m('EUR', '1234.56')), '1\u00a0234,56€');
  t.equal(render('{m|i18n-money-format}', m('JPY', '1234.5')), '¥1,234', 'half-even; the render locale by default');
});

t.test('each rounding mode on halves', async (t) => {
  const modes: Record<string, string[]> = {
    // values: 2.5, 3.5, -2.5, 2.4
    up: ['3', '4', '-3', '3'],
    down: ['2', '3', '-2', '2'],
    ceiling: ['3', '4', '-2', '3'],
    floor: ['2', '3', '-3', '2'],
    'half-up': ['3', '4', '-3', '2'],
    'half-down': ['2', '3', '-2', '2'],
    'half-even': ['2', '4', '-2', '2'],
  };
  for (const [mode, want] of Object.entries(modes)) {
    const got = ['2.5', '3.5', '-2.5', '2.4'].map((n) => render(`{n|decimal maxfrac:0 round:${mode}}`, { n }));
    t.same(got, want, mode);
  }
  t.equal(render('{n|decimal maxfrac:2}', { n: '2.675' }), '2.68', 'exact decimals: no binary rounding error');
  t.equal(render('{n|decimal maxfrac:0}', { n: '0.5' }), '0', 'half-even is the default');
});

t.test('decimal styles, grouping and digit clamps', async (t) => {
  const d = (args: string, n: string, locale = 'en') => render(`{n|decimal ${args}}`, { n }, { locale });
  t.equal(render('{n|decimal}', { n: '1234567.5' }), '1,234,567.5', 'bare decimal: the locale groups, as the server');
  t.equal(render('{n|decimal group:false}', { n: '1234567.5' }), '1234567.5');
  t.equal(d('group', '1234567.5'), '1,234,567.5');
  t.equal(d('style:percent', '0.256'), '26%');
  t.equal(d('style:permille', '0.256'), '256‰');
  t.equal(d('style:short', '1234567'), '1.2M');
  t.equal(d('style:long', '1234567'), '1.2 million');
  t.equal(d('style:standard', '1234.5'), '1,234.5');
  t.equal(d('minint:4 minfrac:2', '7'), '0,007.00');
  t.equal(d('maxsig:2', '12345'), '12,000');
  t.equal(d('minsig:3', '1'), '1.00');
  t.equal(d('maxfrac:99', '0.5'), '0.5', 'clamped to 50');
  t.equal(d('bogus:1', '1234'), '1,234', 'unknown options are ignored');
  t.equal(d('group', '1234.5', 'de-DE'), '1.234,5');
  t.equal(render('{n|decimal}', { n: 'xyz' }), '');
});
