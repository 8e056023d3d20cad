// The restock island in jsdom over the engine formatter's markup: the email
// texts, the mailing-list opt-in, the server's message, the captcha reset,
// and the success text replacing the form.
import t from 'tap';
import { act } from 'react';
import { $, $$, attr, click, mockFetch, mount, page, text, type } from './helpers.js';
import { productStore } from '../../client/state/product-store.js';
import { setCaptchaProvider, TestCaptchaProvider } from '../../client/widgets/captcha.js';

const serverMarkup = (checked: boolean) => `
<div class="product-restock-notification" data-product-id="p1" data-variant-id="v1">
  <span class="product-restock-cta">Get an <b>email</b>.</span>
  <form class="product-restock-form" action="#"><input type="text" name="email" placeholder="Your email"><input class="sqs-editable-button" type="submit" value="Notify Me"></form>
  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${checked ? ' checked' : ''}>Also join our list</label>
</div>`;

const html = (attrs = '', checked = true) => `<div class="product-restock" data-widget="restock"${attrs} data-props="${attr({ productId: 'p1', variantIds: ['v1'] })}">${serverMarkup(checked)}</div>`;
const send = () => click($('.product-restock-submit'));

t.test('email texts, opt-in default and the success text', async (t) => {
  await page(html());
  const calls = mockFetch(() => ({ body: { success: true, successText: 'We will write to you.' } }));
  await mount();
  t.equal(text('.product-restock-cta b'), 'email', "the merchant's call to action");
  t.equal(text('.product-restock-submit'), 'Notify Me');
  t.equal(($('input[name=isJoinMailingList]') as HTMLInputElement).checked, true, 'opted in by default');
  await send();
  t.equal(text('.product-restock-error'), 'Email cannot be blank');
  await type($('input[name=email]'), 'ada@');
  await send();
  t.equal(text('.product-restock-error'), 'Email is invalid');
  t.equal(calls.length, 0);
  await type($('input[name=email]'), 'ada@example.com');
  await send();
  t.match(calls[0], { method: 'POST', url: '/api/site-users/account/notifications/restock', body: { productId: 'p1', variantId: 'v1', siteVisitorEmail: 'ada@example.com', isJoinMailingList: true } });
  t.equal(text('.product-restock-notification--success'), 'We will write to you.');
  t.equal($('form'), null, 'the form is destroyed');
});

t.test("'Signed up!' without a merchant text; the server's message on failure; captcha reset", async (t) => {
  await page(html(' data-captcha-site-key="k"', false));
  let fail = true;
  const calls = mockFetch(() => (fail ? { status: 409, body: { message: 'This item is in stock.' } } : { body: { success: true, successText: null } }));
  await mount();
  t.equal(($('input[name=isJoinMailingList]') as HTMLInputElement).checked, false);
  await type($('input[name=email]'), 'ada@example.com');
  await send();
  t.equal(text('.product-restock-error'), 'Complete CAPTCHA before submitting.');
  await click($('.test-captcha__box'));
  await send();
  t.match((calls[0]!.body as { captchaToken: string }).captchaToken, /^test-pass\.PRODUCT_WAITLIST\./);
  t.equal(text('.product-restock-error'), 'This item is in stock.');
  t.equal(($('.test-captcha__box') as HTMLInputElement).checked, false, 'the captcha resets on failure');
  fail = false;
  await click($('.test-captcha__box'));
  await send();
  t.equal(text('.product-restock-notification--success'), 'Signed up!');
  t.equal($('.test-captcha__box'), null, 'the captcha is destroyed with the form');
});

t.test('the enterprise flag falls back to the generic text', async (t) => {
  await page(html(' data-captcha-site-key="k" data-captcha-enterprise'));
  const calls = mockFetch(() => ({ status: 400, body: { message: 'reCAPTCHA failed. Refresh this page and try again.' } }));
  await mount();
  await type($('input[name=email]'), 'ada@example.com');
  await click($('.test-captcha__box'));
  await send();
  t.ok((calls[0]!.body as Record<string, unknown>).recaptchaEnterpriseV3Token, 'the enterprise token');
  t.equal(text('.product-restock-error'), 'Unable to submit form. Please try again later.');
});

t.test("the site's captcha provider being reCAPTCHA Enterprise sets the enterprise flag", async (t) => {
  await page(html(' data-captcha-site-key="k"'), { config: { captcha: { provider: 'recaptcha-enterprise', script: 'https://provider.invalid/enterprise.js' } } });
  // The local widget in place of the provider's script (jsdom loads none); the flag comes from the page's settings.
  setCaptchaProvider(new TestCaptchaProvider());
  t.teardown(() => setCaptchaProvider(undefined));
  const calls = mockFetch(() => ({ status: 400, body: { message: 'reCAPTCHA failed. Refresh this page and try again.' } }));
  await mount();
  await type($('input[name=email]'), 'ada@example.com');
  await click($('.test-captcha__box'));
  await send();
  t.ok((calls[0]!.body as Record<string, unknown>).recaptchaEnterpriseV3Token, 'the enterprise token');
  t.equal(text('.product-restock-error'), 'Unable to submit form. Please try again later.');
});

// The theme's plain form (templates/blocks/restock-form-body.block), which also works without JavaScript.
const plainForm = (variants: string, extra = '') => `
<div class="product-restock-notification" data-product-id="p2">
  <p class="product-restock-cta" id="restock-cta-p2">Get an email.</p>
  <form class="product-restock-form" method="post" action="/api/site-users/account/notifications/restock" novalidate>
    <input type="hidden" name="crumb" value="c"><input type="hidden" name="productId" value="p2">
    ${variants}
    <input type="email" name="siteVisitorEmail" placeholder="Your email" aria-label="Your email"${extra}>
    <button class="sqs-editable-button product-restock-submit" type="submit">Notify Me</button>
    <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList" value="true" checked><span>Also join</span></label>
  </form>
</div>`;
const SELECT = '<label class="product-restock-variant"><span>Variant</span><select name="variantId"><option value="v1">Lilac</option><option value="v2">Plum</option></select></label>';
const variantsOf = (rustSoldOut: boolean) => [
  { id: 'v1', sku: 'S1', attributes: { Color: 'Sand' }, optionValues: [{ optionName: 'Color', value: 'Sand' }], qtyInStock: 4, priceMoney: { currency: 'USD', value: '10.00' } },
  { id: 'v2', sku: 'S2', attributes: { Color: 'Rust' }, optionValues: [{ optionName: 'Color', value: 'Rust' }], qtyInStock: rustSoldOut ? 0 : 3, priceMoney: { currency: 'USD', value: '10.00' } },
];
const plainHtml = (props: object, inner: string) => `<div class="product-restock" data-widget="restock" data-props="${attr(props)}">${inner}</div>`;

t.test('the plain form of a sold-out product: the variant is a choice', async (t) => {
  await page(plainHtml({ itemId: 'p2', soldOut: true, variants: variantsOf(true) }, plainForm(SELECT)));
  const calls = mockFetch(() => ({ body: { success: true, successText: null } }));
  await mount();
  t.same($$('.product-restock-variant option').map((o) => o.textContent), ['Lilac', 'Plum'], 'the sold-out variants by name');
  t.equal(text('.product-restock-variant span'), 'Variant');
  const select = $('.product-restock-variant select') as HTMLSelectElement;
  await act(async () => {
    select.value = 'v2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await type($('input[name=email]'), 'ada@example.com');
  await send();
  t.match(calls[0], { body: { productId: 'p2', variantId: 'v2', siteVisitorEmail: 'ada@example.com', isJoinMailingList: true } });
  t.equal(text('.product-restock-notification--success'), 'Signed up!');
});

t.test('on a product with variants chosen on the page, the form follows the choice and names the variant', async (t) => {
  await page(plainHtml({ itemId: 'p2', soldOut: false, variantOptionOrdering: ['Color'], variants: variantsOf(true) }, plainForm('<label class="product-restock-variant"><span>Variant</span><select name="variantId"><option value="v2">Rust</option></select></label>')));
  const calls = mockFetch(() => ({ body: { success: true, successText: 'Noted.' } }));
  await mount();
  t.equal($('.product-restock form'), null, 'nothing before a choice');
  await act(async () => productStore('p2').set((s) => ({ ...s, selection: { Color: 'Sand' } })));
  t.equal($('.product-restock form'), null, 'nothing for an in-stock variant');
  await act(async () => productStore('p2').set((s) => ({ ...s, selection: { Color: 'Rust' } })));
  t.equal(text('.product-restock-variant-name'), 'Variant: Rust');
  t.equal($('.product-restock-variant select'), null, 'no choice: the page chose');
  await type($('input[name=email]'), 'ada@example.com');
  await send();
  t.match(calls[0], { body: { productId: 'p2', variantId: 'v2' } });
  t.equal(text('.product-restock-notification--success'), 'Noted.');
});

t.test('a refused post without JavaScript: its message and email stay; a successful one keeps its text', async (t) => {
  await page(plainHtml({ itemId: 'p2', soldOut: true, variants: variantsOf(true) }, `${plainForm(SELECT, ' value="ada@"')}<p class="product-restock-error form-field__error" role="alert">Email is invalid</p>`));
  await mount();
  t.equal(text('.product-restock-error'), 'Email is invalid');
  t.equal(($('input[name=email]') as HTMLInputElement).value, 'ada@');
  await page(plainHtml({ itemId: 'p2', soldOut: true }, '<p class="product-restock-notification product-restock-notification--success" role="status">Signed up!</p>'));
  await mount();
  t.equal(text('.product-restock-notification--success'), 'Signed up!');
  t.equal($('form'), null);
});
