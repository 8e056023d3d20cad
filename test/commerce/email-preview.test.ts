/**
 * The commerce email preview (page type 301) of an order the owner picks:
 * the order's confirmation mail has an HTML part with every value escaped;
 * the owner API serves that HTML for the preview frame, cleaned of
 * anything active and under a sandboxing CSP; visitors and shoppers get
 * 401 and 403; a missing order or mail is said in the owner's language;
 * the page at /email-preview?order=ID frames it.
 */
import t from 'tap';
import { visitor } from '../editor/helpers.js';
import { freshDatabase } from './helpers.js';
import { buy, outbox, OWNER_API, ownerStore, shopper } from './owner-helpers.js';
import { previewDocument, sanitiseMailHtml, PREVIEW_CSP } from '../../server/commerce/owner/confirmation-mail.js';
import { escapeHtml } from '../../server/commerce/orders/order-mail.js';

const SPOON = { itemId: '6561f0c202f4170000000017', sku: 'SQ1110', quantity: 2 };

t.test('cleaning a mail: nothing active stays', async (t) => {
  const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="//x"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><form action="/x"><input name=a></form><scr<script>ipt>alert(2)</script>';
  const clean = sanitiseMailHtml(dirty);
  for (const bad of ['<script', 'onclick', 'onerror', '<iframe', 'javascript:', '<form', '<input']) t.notMatch(clean.toLowerCase(), bad, `no ${bad}`);
  t.match(clean, '<p>Hi</p>', 'the text stays');
  const whole = sanitiseMailHtml('<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=//x"><link rel="stylesheet" href="//x"><title>T</title></head><body><p>Your order</p></body></html>');
  t.match(whole, '<p>Your order</p>', 'a whole mail keeps its body after its <meta charset> (the preview once showed nothing)');
  for (const bad of ['<meta', '<link']) t.notMatch(whole, bad, `no ${bad}`);
  t.match(previewDocument({ subject: 'S', html: null, text: '<b>1 × Mug</b>', createdAt: '' }), '<pre style="white-space:pre-wrap;font:14px/1.5 Helvetica,Arial,sans-serif">&lt;b&gt;1 × Mug&lt;/b&gt;</pre>', 'a text mail is shown as escaped text');
  t.equal(escapeHtml(`<a href="x">'&`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
  t.match(PREVIEW_CSP, /^sandbox; default-src 'none'/);
});

t.test('the owner previews the confirmation mail of an order; others cannot', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app, owner } = await ownerStore(t, db!);
  const id = await buy(app, [SPOON], { email: 'preview@example.com' });
  const number = id.slice(-8).toUpperCase();
  const [mail] = await outbox(app, 'preview@example.com', 'order');
  t.ok(mail?.html, 'the confirmation has an HTML part');
  t.match(mail!.html!, '<h1 style="font-size:20px">Order ' + number);
  t.match(mail!.html!, '2 × Olive Wood Spoon');
  t.match(mail!.text, '2 × Olive Wood Spoon', 'and its text part as before');

  const res = await owner.request('GET', `${OWNER_API}/orders/${id}/confirmation-mail`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], 'text/html');
  t.equal(res.headers['content-security-policy'], PREVIEW_CSP, 'sandboxed: nothing in it runs');
  t.equal(res.headers['cache-control'], 'no-store');
  t.equal(res.body, sanitiseMailHtml(mail!.html!), 'the outbox mail’s own HTML');
  t.match(res.body, '2 × Olive Wood Spoon', 'shown whole, not cut at its head');

  for (const [who, b, status] of [['visitor', await visitor(app), 401], ['shopper', await shopper(app, 'not-owner@example.com'), 403]] as const) {
    t.equal((await b.request('GET', `${OWNER_API}/orders/${id}/confirmation-mail`)).statusCode, status, `${who}: ${status}`);
  }
  const noOrder = await app.inject({ method: 'GET', url: `${OWNER_API}/orders/${'0'.repeat(24)}/confirmation-mail`, cookies: owner.cookies, headers: { 'accept-language': 'fr' } });
  t.equal(noOrder.statusCode, 404);
  t.match(noOrder.body, 'Aucune commande ne porte ce numéro.', 'said in the owner’s language, as a page for the frame');
  await app.vitrine.commerce!.store.db.deleteFrom('mail_outbox').where('to_address', '=', 'preview@example.com').where('kind', '=', 'order').execute();
  const noMail = await owner.request('GET', `${OWNER_API}/orders/${id}/confirmation-mail`);
  t.equal(noMail.statusCode, 404);
  t.match(noMail.body, 'This order has sent no confirmation email.');
  t.equal((await owner.request('GET', `${OWNER_API}/orders/not-an-id/confirmation-mail`)).statusCode, 400, 'a malformed id: 400');
});

t.test('the page frames the picked order’s mail, in English and French', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app } = await ownerStore(t, db!);
  const id = 'a'.repeat(24);
  for (const [prefix, title] of [['', 'Email preview: an order’s confirmation'], ['/fr', 'Aperçu d’e-mail\u00a0: la confirmation d’une commande']] as const) {
    const page = await app.inject({ url: `${prefix}/email-preview?order=${id}` });
    t.equal(page.statusCode, 200);
    t.match(page.body, `<iframe class="vitrine-special__mail-frame" src="${OWNER_API}/orders/${id}/confirmation-mail"`);
    t.match(page.body, 'sandbox=""');
    t.match(page.body, title);
  }
  const sample = await app.inject({ url: '/email-preview?order=../../x' });
  t.notMatch(sample.body, '<iframe', 'anything but an order id shows the sample');
  t.match(sample.body, 'Email preview: order confirmation');
});
