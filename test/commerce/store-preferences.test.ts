/**
 * The store's settings in Settings → Commerce preferences (the `store`
 * namespace, editor/store-preferences.ts): refused with 400
 * PREFERENCES_INVALID and every problem when bad, 401/403 to visitors and
 * website managers, and read by the store at once: the per-cart cap in
 * the cart and the new-order mail's recipients (VITRINE_ORDER_MAIL_TO the
 * default when none are saved).
 */
import t from 'tap';
import { body, manager, visitor } from '../editor/helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { freshDatabase, Shopper } from './helpers.js';
import { buy, outbox, ownerStore } from './owner-helpers.js';
import { MAX_ORDER_MAIL_RECIPIENTS } from '../../editor/store-preferences.js';

const URL = '/api/v1/commerce-preferences/store';
const SPOON = { itemId: '6561f0c202f4170000000017', sku: 'SQ1110', quantity: 1 };

t.test('bad settings are refused with every problem; nothing is written', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app, owner } = await ownerStore(t, db!);
  await owner.request('PUT', URL, { note: 'kept' });
  const bad = await owner.request('PUT', URL, { newOrderMail: 'yes', orderMailTo: ['orders@kiln.test', 'not an address'], maxPerVariant: 0 });
  t.equal(bad.statusCode, 400);
  t.match(body(bad), { code: 'PREFERENCES_INVALID', message: 'Choose on or off. not an address is not a valid email address. Enter a number from 1 to 9999.' });
  t.same(body(bad).messages, ['Choose on or off.', 'not an address is not a valid email address.', 'Enter a number from 1 to 9999.']);
  const many = Array.from({ length: MAX_ORDER_MAIL_RECIPIENTS + 1 }, (_, i) => `o${i}@kiln.test`);
  t.same(body(await owner.request('PUT', URL, { orderMailTo: many })).messages, [`Enter at most ${MAX_ORDER_MAIL_RECIPIENTS} addresses.`]);
  t.same(body(await owner.request('PUT', URL, { orderMailTo: 'a@kiln.test' })).messages, ['Enter email addresses separated by commas.']);
  t.same(body(await owner.request('PUT', URL, { maxPerVariant: 2.5 })).messages, ['Enter a whole number.']);
  t.same(body(await owner.request('GET', URL)), { note: 'kept', websiteId: app.vitrine.commerce!.carts.catalogue.websiteId }, 'the last good save stands');
  t.equal(EDITOR_ERRORS.PREFERENCES_INVALID.status, 400);

  const v = await visitor(app);
  t.equal((await v.request('PUT', URL, { maxPerVariant: 2 })).statusCode, 401, 'a visitor');
  const m = await manager(app);
  t.equal((await m.request('PUT', URL, { maxPerVariant: 2 })).statusCode, 403, 'a website manager');
});

t.test('the per-cart cap applies to the next add; left out, the server default is back', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app, owner } = await ownerStore(t, db!);
  t.equal((await owner.request('PUT', URL, { maxPerVariant: 2 })).statusCode, 200);
  const s = await new Shopper(app, '10.88.0.1').start();
  t.equal((await s.add(SPOON.itemId, SPOON.sku, 2)).statusCode, 200, 'two fit');
  const third = await s.add(SPOON.itemId, SPOON.sku, 1);
  t.equal(third.statusCode, 409, third.body);
  t.match(JSON.parse(third.body), { code: 'VARIANT_LIMIT', message: /\b2\b/ });
  t.equal((await owner.request('PUT', URL, {})).statusCode, 200);
  t.equal((await s.add(SPOON.itemId, SPOON.sku, 1)).statusCode, 200, 'back to the start-up cap');
});

t.test('the new-order mail goes to the saved recipients, to nobody when off, else to VITRINE_ORDER_MAIL_TO', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app, owner } = await ownerStore(t, db!, { orderMailTo: ['orders@shop.example'] });
  t.equal((await owner.request('PUT', URL, { newOrderMail: true, orderMailTo: ['boss@kiln.test', 'ops@kiln.test'] })).statusCode, 200);
  await buy(app, [SPOON]);
  t.equal((await outbox(app, 'boss@kiln.test', 'order-new-owner')).length, 1, 'a saved recipient');
  t.equal((await outbox(app, 'ops@kiln.test', 'order-new-owner')).length, 1, 'the other');
  t.equal((await outbox(app, 'orders@shop.example', 'order-new-owner')).length, 0, 'not the default');

  t.equal((await owner.request('PUT', URL, { newOrderMail: false, orderMailTo: ['boss@kiln.test'] })).statusCode, 200);
  await buy(app, [SPOON]);
  t.equal((await outbox(app, 'boss@kiln.test', 'order-new-owner')).length, 1, 'switched off: no new mail');

  t.equal((await owner.request('PUT', URL, { newOrderMail: true })).statusCode, 200);
  await buy(app, [SPOON]);
  t.equal((await outbox(app, 'orders@shop.example', 'order-new-owner')).length, 1, 'none saved: VITRINE_ORDER_MAIL_TO');
});
