// Restock sign-up and the owner's listing and send APIs through
// app.inject(): the SPEC's email texts, captcha, pages with cursors, and
// the notification written to the outbox once stock is back.
import t from 'tap';
import { countRows, formsServer, IN_STOCK, owner, postJson, SOLD_OUT, withCaptcha } from './helpers.js';

const SIGNUP = '/api/site-users/account/notifications/restock';

t.test('sign-up, listings and send', async (t) => {
  const app = await formsServer(t);
  const forms = app.vitrine.forms!;

  const blank = await postJson(app, SIGNUP, { ...SOLD_OUT, siteVisitorEmail: '  ', isJoinMailingList: false });
  t.equal(blank.status, 400);
  t.equal(blank.body.message, 'Email cannot be blank');
  const invalid = await postJson(app, SIGNUP, { ...SOLD_OUT, siteVisitorEmail: 'ada@example', isJoinMailingList: false });
  t.equal(invalid.body.message, 'Email is invalid');
  const unknown = await postJson(app, SIGNUP, { productId: SOLD_OUT.productId, variantId: 'nope', siteVisitorEmail: 'ada@example.com' });
  t.equal(unknown.status, 404);
  const inStock = await postJson(app, SIGNUP, { ...IN_STOCK, siteVisitorEmail: 'ada@example.com' });
  t.equal(inStock.status, 409);
  t.equal(inStock.body.message, 'This item is in stock.');
  const noEmail = await postJson(app, SIGNUP, { ...SOLD_OUT });
  t.equal(noEmail.status, 400, 'siteVisitorEmail is needed');
  t.equal(await countRows(app, 'restock_signups'), 0, 'nothing stored on a 4xx');

  const ok = await postJson(app, SIGNUP, { ...SOLD_OUT, siteVisitorEmail: 'Ada@Example.com', isJoinMailingList: true, language: 'en-US' });
  t.equal(ok.status, 200);
  t.same(ok.body, { success: true, successText: 'Signed up!' }, "the merchant's success text");
  const twice = await postJson(app, SIGNUP, { ...SOLD_OUT, siteVisitorEmail: 'ada@example.com', isJoinMailingList: false });
  t.equal(twice.status, 200);
  t.equal(await countRows(app, 'restock_signups'), 1, 'one sign-up per address');
  for (let i = 0; i < 4; i++) await forms.restock.signUp({ ...SOLD_OUT, siteVisitorEmail: `shopper${i}@example.com`, isJoinMailingList: false });
  await forms.restock.signUp({ productId: '6561f0c202f4110000000011', variantId: 'glass-carafe-v1', siteVisitorEmail: 'bo@example.com', isJoinMailingList: false });

  t.equal((await app.inject({ method: 'GET', url: `${SIGNUP}/groups` })).statusCode, 401, 'the owner only');
  const groups = await app.inject({ method: 'GET', url: `${SIGNUP}/groups`, headers: owner });
  t.equal(groups.statusCode, 200);
  const g = groups.json() as { signUpGroups: { productId: string; variantId: string; pending: number; productName: string }[]; hasNextPage: boolean; nextPageCursor: string | null };
  t.equal(g.hasNextPage, false);
  t.equal(g.nextPageCursor, null);
  t.match(g.signUpGroups, [{ variantId: 'glass-carafe-v1', pending: 1 }, { variantId: 'ceramic-vase-v1', pending: 5, productName: 'Terracotta Vase' }]);

  // Pages are followed until hasNextPage is false (SPEC section 7).
  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await forms.restock.signUps(SOLD_OUT.productId, SOLD_OUT.variantId, cursor, 2);
    seen.push(...page.items.map((s) => s.siteVisitorEmail));
    cursor = page.nextPageCursor ?? undefined;
    pages++;
    t.equal(page.hasNextPage, cursor !== undefined);
  } while (cursor);
  t.equal(pages, 3);
  t.equal(new Set(seen).size, 5, 'every sign-up once');
  const firstGroupPage = await forms.restock.groups(undefined, 1);
  const secondGroupPage = await forms.restock.groups(firstGroupPage.nextPageCursor!, 1);
  t.equal(firstGroupPage.hasNextPage, true);
  t.notSame(secondGroupPage.items[0], firstGroupPage.items[0]);

  const listed = await app.inject({ method: 'GET', url: `${SIGNUP}?productId=${SOLD_OUT.productId}&variantId=${SOLD_OUT.variantId}`, headers: owner });
  const l = listed.json() as { signUps: { siteVisitorEmail: string; isJoinMailingList: boolean }[]; hasNextPage: boolean };
  t.equal(l.signUps.length, 5);
  t.match(l.signUps[0], { siteVisitorEmail: 'ada@example.com', isJoinMailingList: false });
  t.equal((await app.inject({ method: 'GET', url: `${SIGNUP}?productId=x`, headers: owner })).statusCode, 400, 'variantId is needed');

  const soldOut = await postJson(app, `${SIGNUP}/send`, SOLD_OUT, owner);
  t.equal(soldOut.status, 409, 'nothing is sent while the variant is sold out');
  t.equal(await countRows(app, 'mail_outbox'), 0);

  // Stock comes back.
  await app.vitrine.commerce!.store.change((tx) => tx.updateTable('stock').set({ quantity: 5 }).where('item_id', '=', SOLD_OUT.productId).execute());
  const sent = await postJson(app, `${SIGNUP}/send`, SOLD_OUT, owner);
  t.same(sent.body, { ...SOLD_OUT, sent: 5 });
  const mails = await app.vitrine.commerce!.store.db.selectFrom('mail_outbox').selectAll().orderBy('to_address').execute();
  t.equal(mails.length, 5);
  t.match(mails[0], { kind: 'restock', to_address: 'ada@example.com', subject: 'Terracotta Vase is back in stock' });
  t.match(mails[0]!.text_body, /\/shop\/ceramic-vase/);
  const again = await postJson(app, `${SIGNUP}/send`, SOLD_OUT, owner);
  t.equal(again.body.sent, 0, 'each sign-up is notified once');

  const all = await postJson(app, `${SIGNUP}/send/all`, { sendRequests: [SOLD_OUT, { productId: '6561f0c202f4110000000011', variantId: 'glass-carafe-v1' }] }, owner);
  t.equal(all.status, 200);
  t.match(all.body.results, [{ sent: 0 }, { sent: 0, code: 'STILL_SOLD_OUT' }]);
  const empty = await postJson(app, `${SIGNUP}/send/all`, { sendRequests: [] }, owner);
  t.equal(empty.status, 400);
});

t.test('a site with a captcha key needs a good token', async (t) => {
  const app = await formsServer(t, { content: withCaptcha(t) });
  const body = { ...SOLD_OUT, siteVisitorEmail: 'ada@example.com', isJoinMailingList: false };
  const missing = await postJson(app, SIGNUP, body);
  t.equal(missing.body.message, 'Complete CAPTCHA before submitting.');
  const wrong = await postJson(app, SIGNUP, { ...body, captchaToken: 'test-pass.FORM_BLOCK.abcdefgh1' });
  t.equal(wrong.body.message, 'reCAPTCHA failed. Refresh this page and try again.');
  const badEmailFirst = await postJson(app, SIGNUP, { ...body, siteVisitorEmail: 'x', captchaToken: 'test-pass.PRODUCT_WAITLIST.abcdefgh2' });
  t.equal(badEmailFirst.body.message, 'Email is invalid', 'the email is checked before the captcha is spent');
  const good = await postJson(app, SIGNUP, { ...body, captchaToken: 'test-pass.PRODUCT_WAITLIST.abcdefgh2' });
  t.equal(good.status, 200);
  const replay = await postJson(app, SIGNUP, { ...body, recaptchaEnterpriseV3Token: 'test-pass.PRODUCT_WAITLIST.abcdefgh2' });
  t.equal(replay.body.message, 'reCAPTCHA failed. Refresh this page and try again.', 'a token is good once');
  t.equal(await countRows(app, 'restock_signups'), 1);
});
