/**
 * Mail leaves the machine (issue 36, item 9): with VITRINE_SMTP_URL every
 * mail goes through SMTP from the outbox; a failed send is retried with a
 * backoff until MAIL_MAX_ATTEMPTS, then marked failed. Against a local
 * SMTP server the test starts, on SQLite and PostgreSQL. The order mail
 * names each line's variant and form answers, in the order's language.
 */
import t, { type Test } from 'tap';
import { buildServer } from '../../server/app.js';
import { defaultConfig, DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR, type ServerConfig } from '../../server/config.js';
import { SmtpMailer, smtpTransport, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS, retryDelayMs } from '../../server/mail/smtp-mailer.js';
import { openStore } from '../../server/store/index.js';
import { DB_KINDS, freshDatabase } from '../commerce/helpers.js';
import { CheckoutShopper, CARD, NY_ADDRESS, orderIdOf } from '../commerce/checkout-helpers.js';
import { decoded, startSmtp } from './smtp-helpers.js';

const NAPKINS = { itemId: '6561f0c202f4130000000013', sku: 'SQ1090' };
const APRON = { itemId: '6561f0c202f4100000000001', sku: 'SQ1000' };
const ANSWERS = JSON.stringify({
  'field-initials': { title: 'Initials (up to three letters)', type: 'text', value: 'AL' },
  'field-thread': { title: 'Thread colour', type: 'select', value: 'Rust' },
});

async function smtpApp(t: Test, database: ServerConfig['database'], smtpUrl: string) {
  const base = defaultConfig();
  const config: ServerConfig = {
    ...base,
    logLevel: 'silent',
    renderWorkers: 1,
    site: { themeDir: DEFAULT_SITE_THEME_DIR, content: DEFAULT_SITE_CONTENT },
    commerce: { ...base.commerce!, rateLimitMax: 100_000 },
    database,
    mail: { smtpUrl, from: 'Hearth & Clay <shop@hearth.example>' },
    publicUrl: 'https://shop.hearth.example',
  };
  const app = await buildServer(config);
  t.teardown(() => app.close());
  await app.ready();
  return app;
}

for (const kind of DB_KINDS) {
  t.test(`${kind}: an order's confirmation is sent through SMTP, naming variants and form answers`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const smtp = await startSmtp(t);
    const app = await smtpApp(t, db, smtp.url);
    const s = await new CheckoutShopper(app).start();
    t.equal((await s.add(APRON.itemId, APRON.sku, 1)).statusCode, 200);
    t.equal((await s.add(NAPKINS.itemId, NAPKINS.sku, 1, ANSWERS)).statusCode, 200);
    const res = await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
    t.equal(res.statusCode, 303);
    const id = orderIdOf(String(res.headers.location));
    const [mail] = await smtp.waitFor(1);
    t.same(mail!.to, ['ada@example.com']);
    t.equal(mail!.from, 'shop@hearth.example');
    const text = decoded(mail!.raw);
    t.match(text, /Subject: Your order \S+ is confirmed/);
    t.match(text, /Linen Apron[^\n]*\n\s+Color: Sand/, 'the variant under its line');
    t.match(text, /Monogrammed Napkins[^\n]*\n\s+Initials \(up to three letters\): AL\r?\n\s+Thread colour: Rust/, 'the form answers under their line');
    t.match(text, `https://shop.hearth.example/checkout/order-status?order=${id}`, 'the status link on the public URL');
    t.notMatch(text, 'localhost:3000');
    const mailer = app.vitrine.commerce!.mailer as SmtpMailer;
    await mailer.idle();
    const rows = await mailer.list('ada@example.com');
    t.match(rows, [{ kind: 'order', state: 'sent', attempts: 1 }], 'the outbox row is marked sent');
  });

  t.test(`${kind}: a French order's mail is in French`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const smtp = await startSmtp(t);
    const app = await smtpApp(t, db, smtp.url);
    const s = await new CheckoutShopper(app).start();
    await s.add(APRON.itemId, APRON.sku, 1);
    const res = await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() }, '/fr/checkout');
    t.equal(res.statusCode, 303);
    const [mail] = await smtp.waitFor(1);
    const text = decoded(mail!.raw);
    t.match(text, 'Merci pour votre commande.');
    t.match(text, /Suivi de votre commande\u00a0: https:\/\/shop\.hearth\.example\/fr\/checkout\/order-status\?order=/);
  });

  t.test(`${kind}: a refused send is retried with a backoff, then given up after the maximum`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const smtp = await startSmtp(t);
    const store = await openStore(db.url ? { url: db.url, schema: db.schema } : { file: db.file });
    let clock = new Date('2026-11-28T10:00:00Z');
    const failures: { attempts: number; gaveUp: boolean }[] = [];
    const mailer = new SmtpMailer(store, smtpTransport(smtp.url), { from: 'shop@hearth.example', now: () => clock, onFailure: (f) => failures.push(f) });
    t.teardown(async () => {
      await mailer.close();
      await store.close();
    });
    smtp.reject(1);
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Once', kind: 'test' });
    await mailer.idle();
    let [row] = await mailer.list('ada@example.com');
    t.match(row, { state: 'pending', attempts: 1 }, 'refused: still pending');
    t.equal(smtp.received.length, 0);
    t.equal(await mailer.deliverDue(), 0, 'not retried before its backoff');
    clock = new Date(clock.getTime() + retryDelayMs(1) - 1000);
    t.equal(await mailer.deliverDue(), 0, 'nor a second before it ends');
    clock = new Date(clock.getTime() + 1000);
    t.equal(await mailer.deliverDue(), 1, 'retried once the wait is over');
    [row] = await mailer.list('ada@example.com');
    t.match(row, { state: 'sent', attempts: 2 });
    t.equal(smtp.received.length, 1);
    t.equal(await mailer.deliverDue(), 0, 'a sent mail is never sent again');

    smtp.reject(MAIL_MAX_ATTEMPTS + 5);
    await mailer.send({ to: 'grace@example.com', subject: 'Hello', text: 'Never', kind: 'test' });
    await mailer.idle();
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i++) {
      clock = new Date(clock.getTime() + retryDelayMs(i));
      await mailer.deliverDue();
    }
    [row] = await mailer.list('grace@example.com');
    t.match(row, { state: 'failed', attempts: MAIL_MAX_ATTEMPTS }, 'given up after the maximum of attempts');
    t.equal(failures.filter((f) => f.gaveUp).length, 1, 'the give-up is reported once');
    clock = new Date(clock.getTime() + 365 * 24 * 3600_000);
    t.equal(await mailer.deliverDue(), 0, 'a failed mail is not tried again');
    t.equal(retryDelayMs(2), 2 * MAIL_RETRY_BASE_MS, 'the wait doubles');
  });
}

t.test('an unreachable relay leaves the mail pending, the order placed', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  // Port 1: nothing listens there, the connection is refused at once.
  const app = await smtpApp(t, db, 'smtp://127.0.0.1:1');
  const s = await new CheckoutShopper(app).start();
  await s.add(APRON.itemId, APRON.sku, 1);
  const res = await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
  t.equal(res.statusCode, 303, 'the shopper is not held up by the relay');
  const mailer = app.vitrine.commerce!.mailer as SmtpMailer;
  await mailer.idle();
  t.match(await mailer.list('ada@example.com'), [{ state: 'pending', attempts: 1 }]);
});
