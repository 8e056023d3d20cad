/**
 * The owner's new-order mail: its recipients (VITRINE_ORDER_MAIL_TO, else
 * the site owner emails, 'off' for nobody) and what it says.
 */
import t from 'tap';
import { loadConfig } from '../../server/config.js';
import { OWNER_EMAIL } from '../session/helpers.js';
import { freshDatabase } from './helpers.js';
import { buy, outbox, ownerStore } from './owner-helpers.js';

const SPOON = { itemId: '6561f0c202f4170000000017', sku: 'SQ1110', quantity: 1 };

t.test('VITRINE_ORDER_MAIL_TO is read as a list, off, or left to the owner emails', async (t) => {
  t.equal(loadConfig({}).orderMailTo, null, 'unset: the site owner emails');
  t.same(loadConfig({ VITRINE_ORDER_MAIL_TO: ' Orders@Shop.example, ops@shop.example ,' }).orderMailTo, ['orders@shop.example', 'ops@shop.example']);
  t.same(loadConfig({ VITRINE_ORDER_MAIL_TO: 'off' }).orderMailTo, []);
});

t.test('configured recipients get the new-order mail; the owner emails do not', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app } = await ownerStore(t, db!, { orderMailTo: ['orders@shop.example', 'ops@shop.example'] });
  const id = await buy(app, [SPOON]);
  const number = id.slice(-8).toUpperCase();
  for (const to of ['orders@shop.example', 'ops@shop.example']) {
    const mail = await outbox(app, to, 'order-new-owner');
    t.equal(mail.length, 1, `${to} got one`);
    t.match(mail[0]!.subject, new RegExp(`^New order ${number}: \\$\\d+\\.\\d\\d$`), 'the number and the total with its currency');
    t.match(mail[0]!.text, 'Customer: ada@example.com');
    t.match(mail[0]!.text, '1 × Olive Wood Spoon');
  }
  t.equal((await outbox(app, OWNER_EMAIL, 'order-new-owner')).length, 0);
});

t.test('off: nobody gets it, and the order is placed all the same', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app } = await ownerStore(t, db!, { orderMailTo: [] });
  await buy(app, [SPOON]);
  const rows = await app.vitrine.commerce!.store.db.selectFrom('mail_outbox').select('kind').execute();
  t.notOk(rows.some((r) => r.kind === 'order-new-owner'));
  t.ok(rows.some((r) => r.kind === 'order'), 'the shopper’s confirmation went');
});
