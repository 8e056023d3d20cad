// The instalment pill (SPEC sections 2 and 9): eligibility by product type,
// country and locale, the brand of the locale, the in-range and
// out-of-range wording, and its info popup as a modal dialog.
import t from 'tap';
import { act } from 'react';
import { instalmentOffer, type InstalmentContext } from '../../client/instalments.js';
import { $, attr, click, mount, page, settle, text, type } from './helpers.js';
import { product, variant } from './fixtures.js';
import { spyNumberFormats } from './intl-spy.js';

const ctx = (over: Partial<InstalmentContext> = {}): InstalmentContext => ({
  afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 200000, shopperLanguage: 'en-US', stripeAccountCountry: 'US', ...over,
});

t.test('offers: 4 payments in range, the limits outside it, brands by locale', async (t) => {
  t.same(instalmentOffer(ctx(), 1, 3800), { kind: 'payments', brand: 'Afterpay', locale: 'en_US', count: 4, paymentCents: 950 });
  t.same(instalmentOffer(ctx(), 1, 2400), { kind: 'over', brand: 'Afterpay', locale: 'en_US', limitCents: 3500 });
  t.same(instalmentOffer(ctx(), 1, 250000), { kind: 'up-to', brand: 'Afterpay', locale: 'en_US', limitCents: 200000 });
  for (const locale of ['en_US', 'en-CA', 'fr_CA', 'en_AU', 'en_NZ']) t.equal(instalmentOffer(ctx({ shopperLanguage: locale }), 1, 3800)?.brand, 'Afterpay', locale);
  t.equal(instalmentOffer(ctx({ shopperLanguage: 'en_GB', stripeAccountCountry: 'GB' }), 1, 3800)?.brand, 'Clearpay', 'en_GB: the second brand');
  t.equal(instalmentOffer(ctx({ shopperLanguage: 'fr-FR' }), 1, 3800), null, 'a locale without a brand');
  t.equal(instalmentOffer(ctx({ stripeAccountCountry: 'FR' }), 1, 3800), null, 'a country outside US, CA, AU, NZ, GB');
  t.equal(instalmentOffer(ctx({ afterPayAvailable: false }), 1, 3800), null, 'not available');
  for (const type of [2, 3, 4, 5]) t.equal(instalmentOffer(ctx(), type, 3800), null, `product type ${type} is not physical`);
  t.equal(instalmentOffer(ctx({ afterPayMin: null, afterPayMax: null }), 1, 999999)?.kind, 'payments', 'no limits');
});

const mug = () =>
  product({
    itemId: 'mug', hasVariants: true, variantOptionOrdering: ['Size'], fromPriceCents: 2400, instalment: ctx(),
    variants: [variant('m1', 'MUG-8', { Size: '8 oz' }, 30, 2400), variant('m2', 'MUG-XL', { Size: '40 oz' }, 30, 4800)],
  });
const pillPage = (p = mug()) => `<main>
  <div data-widget="instalment-pill" class="instalment-pill" data-props="${attr(p)}"></div>
  <div data-widget="variant-select" data-props="${attr(p)}"></div>
  <button type="button" id="after">after</button></main>`;

/** fetch answering the info pages: `pages` by path, 404 for any other. */
function infoPages(pages: Record<string, unknown>): string[] {
  const asked: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const body = pages[url];
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

const key = async (el: Element | null, k: string, shiftKey = false) =>
  act(async () => {
    (el ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
  });

t.test('the pill follows the chosen variant\'s price', async (t) => {
  await page(pillPage());
  await mount();
  t.equal(text('.instalment-pill__text'), 'Afterpay available for orders over $35.00', 'the from price is under the minimum');
  await type($('select[data-variant-option-name="Size"]'), '40 oz');
  t.equal(text('.instalment-pill__text'), '4 interest-free payments of $12.00 with Afterpay');
  await page(pillPage(product({ productType: 2, instalment: ctx() })));
  await mount();
  t.equal($('.instalment-pill__content'), null, 'nothing for a digital product');
});

t.test("the first render shows the server's amounts: no Intl number format of its own (issue 41)", async (t) => {
  // Marked texts, so the test sees whose they are: the server's (page settings' moneyTexts) or Intl's.
  const moneyTexts = { locale: 'en-US', texts: { 'USD|3500': 'S35', 'USD|1200': 'S12' } };
  await page(pillPage(), { config: { locale: 'en-US', currency: 'USD', moneyTexts } });
  const formats = spyNumberFormats(t);
  await mount();
  t.equal(text('.instalment-pill__text'), 'Afterpay available for orders over S35', "the server's limit");
  t.equal(formats.count, 0, 'no Intl.NumberFormat built or used for the first render');
  await type($('select[data-variant-option-name="Size"]'), '40 oz');
  t.equal(text('.instalment-pill__text'), '4 interest-free payments of S12 with Afterpay', "a variant's amount the server formatted too");
  t.equal(formats.count, 0);

  await page(pillPage(), { config: { locale: 'en-US', currency: 'USD', moneyTexts: { ...moneyTexts, texts: { 'USD|1200': 'S12' } } } });
  await mount();
  t.equal(text('.instalment-pill__text'), 'Afterpay available for orders over $35.00', 'an amount the server did not format is formatted in the page');
  t.ok(formats.count > 0);

  await page(pillPage(), { config: { locale: 'en-US', currency: 'USD', moneyTexts: { ...moneyTexts, locale: 'fr-FR' } } });
  await mount();
  t.equal(text('.instalment-pill__text'), 'Afterpay available for orders over $35.00', 'texts of another locale are not used');
});

t.test('the info popup: a modal dialog with a focus trap; Escape, close and outside click close it; focus returns', async (t) => {
  const asked = infoPages({ '/assets/instalments/en-US.json': { title: 'Pay in 4', paragraphs: ['First paragraph.', 'Second.'] } });
  await page(pillPage());
  await mount();
  const info = $('.instalment-pill__info')!;
  info.focus();
  await click(info);
  await settle();
  const dialog = $('[role="dialog"]');
  t.ok(dialog, 'a dialog opens');
  t.equal(dialog?.getAttribute('aria-modal'), 'true');
  t.equal(document.getElementById(dialog!.getAttribute('aria-labelledby')!)?.textContent, 'Pay in 4', 'labelled by the page title');
  t.match(dialog?.textContent, /First paragraph\.Second\./);
  t.same(asked, ['/assets/instalments/en-US.json'], 'the page of the locale, from this site');
  t.ok(document.activeElement === $('.vitrine-dialog__close'), 'focus moves into the dialog');

  await key(document.activeElement, 'Tab');
  t.ok(document.activeElement === $('.vitrine-dialog__close'), 'Tab wraps inside the dialog (its only control)');
  await key(document.activeElement, 'Tab', true);
  t.ok(document.activeElement === $('.vitrine-dialog__close'), 'Shift+Tab too');
  await act(async () => $('#after')!.focus());
  t.ok(document.activeElement === $('.vitrine-dialog__close'), 'focus cannot leave');

  await key(dialog, 'Escape');
  t.equal($('[role="dialog"]'), null, 'Escape closes it');
  t.ok(document.activeElement === info, 'focus returns to the info button');

  await click(info);
  await click($('.vitrine-dialog__close'));
  t.equal($('[role="dialog"]'), null, 'the close button closes it');
  t.ok(document.activeElement === info);

  await click(info);
  await act(async () => {
    $('.vitrine-dialog-backdrop')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  t.equal($('[role="dialog"]'), null, 'a click outside closes it');
  await click(info);
  await act(async () => {
    $('.vitrine-dialog__body')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  t.ok($('[role="dialog"]'), 'a click inside does not');
  t.equal(asked.length, 1, 'the page is loaded once');
});

t.test('a locale without its page only logs a warning', async (t) => {
  infoPages({});
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (m: string) => warnings.push(String(m));
  t.teardown(() => {
    console.warn = warn;
  });
  const p = product({ instalment: ctx({ shopperLanguage: 'en-NZ', stripeAccountCountry: 'NZ' }) });
  await page(pillPage(p));
  await mount();
  await click($('.instalment-pill__info'));
  await settle();
  t.ok($('[role="dialog"]'), 'the dialog still opens');
  t.equal(text('.instalment-info__summary'), '4 interest-free payments of $9.50 with Afterpay', 'with the offer');
  t.match(warnings.join('\n'), /\/assets\/instalments\/en-NZ\.json is missing/);
});
