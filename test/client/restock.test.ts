// The restock island in jsdom over the engine formatter's markup: the email
// texts, the mailing-list opt-in, the server's message, the captcha reset,
// and the success text replacing the form.
import t from 'tap';
import { $, attr, click, mockFetch, mount, page, text, type } from './helpers.js';

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
