// Every SPEC text the widgets show is the SPEC's, word for word.
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEXT, unselectedOptionsMessage } from '../../client/texts.js';

const SPEC = fileURLToPath(new URL('../../../shared/spec/SPEC.md', import.meta.url));

t.test('option messages for one, two and more options', async (t) => {
  t.equal(unselectedOptionsMessage(['Color']), 'Please select the Color option.');
  t.equal(unselectedOptionsMessage(['Color', 'Size']), 'Please select the Color and Size options.');
  t.equal(unselectedOptionsMessage(['Color', 'Size', 'Fit', 'Glaze']), 'Please select the Color, Size, Fit and Glaze options.');
});

// ../shared sits beside the repository in CI and in every checkout the README describes.
t.test('the texts appear in the SPEC', async (t) => {
  t.ok(existsSync(SPEC), 'shared/spec/SPEC.md is beside the repository');
  const spec = readFileSync(SPEC, 'utf8');
  const fromSpec = [
    TEXT.addToCart, TEXT.subscribe, TEXT.adding, TEXT.added, TEXT.selectOption, TEXT.quantity, TEXT.selectValue,
    TEXT.titleAdd, TEXT.titlePurchase, TEXT.titleGiftCard, TEXT.sessionExpired, TEXT.enableCookies, TEXT.tooManyRequests,
    TEXT.tryAgain, TEXT.checkConnection, TEXT.variantUnavailable, TEXT.notEnoughStock, TEXT.quantityNotNumber,
    TEXT.quantityNotWhole, TEXT.giftCardDenomination, TEXT.required, TEXT.updateQuantityFailed, TEXT.removeItemFailed,
    TEXT.emptyCart, TEXT.moreThan100, TEXT.cappedCount,
    TEXT.selectOne('{option}'), TEXT.selectTwo('{option1}', '{option2}'), TEXT.selectMany('{optionsList}', '{lastOption}'),
    TEXT.cartMinimum('{subtotal}'), TEXT.selectVariant('{variantName}'),
  ];
  for (const s of fromSpec) t.ok(spec.includes(`'${s}'`) || spec.includes(s), s);
  t.ok(/'Sold out'|sold out/i.test(spec), 'Sold out');
});
