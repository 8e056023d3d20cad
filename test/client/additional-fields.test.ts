// Items with an additional-fields form: stock first, then the form in a
// lightbox with a close control; 'Required' on empty required fields; the
// answers go with the add as a JSON string.
import t from 'tap';
import { act } from 'react';
import { $, $$, click, mockFetch, mount, page, text, type } from './helpers.js';
import { addButtonHtml, cart, variant, withForm } from './fixtures.js';

const button = () => $('.sqs-add-to-cart-button');
const ok = { shoppingCart: cart([{ id: 'e1', itemId: 'napkins', quantity: 1, cents: 3800 }]) };

t.test('the form opens, checks required fields, and its answers are added', async (t) => {
  await page(addButtonHtml(withForm()));
  const calls = mockFetch(() => ({ body: ok }));
  await mount();
  await click(button());
  t.ok($('[role=dialog][aria-modal=true]'), 'a modal lightbox');
  t.equal(text('.vitrine-lightbox h2'), 'Monogram details');
  t.equal(calls.length, 0, 'nothing added before the form');

  await click($('.vitrine-lightbox button[type=submit]'));
  t.same($$('.form-field .form-field__error').map((e) => e.textContent), ['Required', 'Required'], 'the two required fields');
  t.equal(calls.length, 0);

  await type($('input[name="field-initials"]'), 'ABCD');
  await type($('select[name="field-thread"]'), 'Navy');
  await type($('textarea[name="field-note"]'), 'Gift');
  await click($('.vitrine-lightbox button[type=submit]'));
  t.equal($('.vitrine-lightbox'), null, 'closed on submit');
  t.equal(calls.length, 1);
  const body = calls[0]!.body as { additionalFields: string };
  t.same(JSON.parse(body.additionalFields), {
    'field-initials': { title: 'Initials', type: 'text', value: 'ABCD' },
    'field-thread': { title: 'Thread colour', type: 'select', value: 'Navy' },
    'field-note': { title: 'Anything else?', type: 'textarea', value: 'Gift' },
  }, 'each answer keyed by field id, with its title and kind');
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Adding…');
});

t.test('the close control and Escape close the lightbox without adding', async (t) => {
  await page(addButtonHtml(withForm()));
  const calls = mockFetch(() => ({ body: ok }));
  await mount();
  await click(button());
  await click($('.vitrine-lightbox__close'));
  t.equal($('.vitrine-lightbox'), null);
  await click(button());
  t.ok($('.vitrine-lightbox'));
  await act(async () => {
    $('input[name="field-initials"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  t.equal($('.vitrine-lightbox'), null);
  t.equal(calls.length, 0);
});

t.test('stock is checked before the form opens', async (t) => {
  await page(addButtonHtml({ ...withForm(), variants: [variant('v1', 'SKU1', {}, 0)] }));
  mockFetch(() => ({ body: ok }));
  await mount();
  await click(button());
  t.equal($('.vitrine-lightbox'), null, 'no form');
  t.equal(text('.vitrine-alert__message'), 'Sorry, we do not have enough of that item available.');
});
