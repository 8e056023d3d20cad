// Money: reading money nodes into cents, the legacy format (half-even), CLDR through Intl.
import t from 'tap';
import {
  centsToDecimal,
  currencyForLocale,
  decimalToCents,
  formatCldrMoney,
  formatLegacyAmount,
  formatLegacyMoney,
  readMoney,
  roundHalfEven,
} from '../../engine/commerce/money.js';
import { JsonNumber } from '../../engine/index.js';

t.test('decimal text to cents, exactly', async (t) => {
  t.equal(decimalToCents('1.00'), 100);
  t.equal(decimalToCents('.5'), 50);
  t.equal(decimalToCents('0.29'), 29, 'no binary rounding (0.29 * 100 is 28.999...)');
  t.equal(decimalToCents('1.005'), 100.5, 'sub-cent digits kept');
  t.equal(decimalToCents('-12.3'), -1230);
  t.equal(decimalToCents('1e3'), 100000);
  t.equal(decimalToCents('abc'), undefined);
  t.equal(decimalToCents(''), undefined);
  t.equal(centsToDecimal(123456), '1234.56');
  t.equal(centsToDecimal(5), '0.05');
});

t.test('money nodes: {value, currency}, {decimalValue, currencyCode}, missing is zero USD', async (t) => {
  t.same(readMoney({ value: '12.34', currency: 'EUR' }), { cents: 1234, currency: 'EUR' });
  t.same(readMoney({ decimalValue: '5', currencyCode: 'JPY' }), { cents: 500, currency: 'JPY' });
  t.same(readMoney({ value: new JsonNumber(1, '1.0') }), { cents: 100, currency: 'USD' });
  t.same(readMoney(undefined), { cents: 0, currency: 'USD' });
  t.same(readMoney({ currency: 'GBP' }), { cents: 0, currency: 'GBP' });
  t.same(readMoney({ value: 'x' }), { cents: 0, currency: 'USD' });
});

t.test('legacy format: grouping, two decimals, half-even, no symbol', async (t) => {
  t.equal(roundHalfEven(12.5), 12);
  t.equal(roundHalfEven(13.5), 14);
  t.equal(roundHalfEven(-12.5), -12);
  t.equal(formatLegacyAmount(123456), '1,234.56');
  t.equal(formatLegacyAmount(12345678.5), '123,456.78', 'half to even');
  t.equal(formatLegacyAmount(12345679.5), '123,456.80');
  t.equal(formatLegacyAmount(5), '0.05');
  t.equal(formatLegacyAmount(-123456), '-1,234.56');
  t.equal(formatLegacyMoney(0), '<span class="sqs-money-native">0.00</span>');
});

t.test('CLDR format through Intl', async (t) => {
  t.equal(formatCldrMoney({ cents: 250000, currency: 'USD' }, 'en'), '$2,500.00');
  t.equal(formatCldrMoney({ cents: 250000, currency: 'EUR' }, 'en-US'), '€2,500.00');
  t.equal(formatCldrMoney({ cents: 250000, currency: 'EUR' }, 'de-DE'), '2.500,00\u00a0€');
  t.equal(formatCldrMoney({ cents: 150000, currency: 'JPY' }, 'en'), '¥1,500', 'JPY has no fraction digits');
  t.equal(formatCldrMoney({ cents: 12.5, currency: 'USD' }, 'en'), '$0.12', 'half-even');
  t.equal(formatCldrMoney({ cents: 100, currency: 'USD' }, 'en_US'), '$1.00', 'underscore locale');
  t.equal(formatCldrMoney({ cents: 100, currency: 'USD' }, 'none'), '$1.00', 'unknown locale: English');
  t.equal(formatCldrMoney({ cents: 100, currency: 'XX' }, 'en'), '1.00 XX', 'invalid currency code');
  t.equal(formatCldrMoney({ cents: 123456, currency: 'USD' }, 'en', { style: 'code' }), 'USD\u00a01,234.56');
});

t.test('currency of a locale region', async (t) => {
  t.equal(currencyForLocale('en'), 'USD');
  t.equal(currencyForLocale('en-GB'), 'GBP');
  t.equal(currencyForLocale('de'), 'EUR');
  t.equal(currencyForLocale('ja-JP'), 'JPY');
  t.equal(currencyForLocale('none'), 'USD');
});
