// Donations (page types 203, 204) and buyers' product reviews (209) on the
// demo store, on SQLite and PostgreSQL: a gift is paid through the
// checkout's test gateway and mailed a receipt in the donor's language;
// refusals name their fields; a review needs its order line's signed link,
// is taken once per line, and shows on the product page once the owner
// approves it; without JavaScript both forms post and come back.
import t, { type Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { defaultConfig } from '../../server/config.js';
import { DB_KINDS, freshDatabase } from '../commerce/helpers.js';
import { CARD, CheckoutShopper, MUG, NY_ADDRESS, orderIdOf } from '../commerce/checkout-helpers.js';
import { siteApp } from '../session/helpers.js';
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS, DONATION_PRESETS_CENTS } from '../../engine/commerce/donation-rules.js';
import { REVIEW_BODY_MIN_CHARS } from '../../engine/commerce/review-rules.js';
import { CONTRIBUTION_LANGUAGES } from '../../site/render/contribution-texts.js';
import { DONATION_RATE_LIMIT } from '../../server/contributions/donation-routes.js';

const EN = CONTRIBUTION_LANGUAGES.en;
const FR = CONTRIBUTION_LANGUAGES.fr;
const OWNER_TOKEN = 'owner-token-for-the-contribution-tests-0123456789';
const owner = { authorization: `Bearer ${OWNER_TOKEN}` };
const GIFT = { amount: '2500', name: 'Ann Potter', email: 'ann@example.com', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/40', cardCvc: '123' };

t.setTimeout(240_000);

async function app(t: Test, kind: (typeof DB_KINDS)[number]): Promise<FastifyInstance | null> {
  const database = await freshDatabase(t, kind);
  if (!database) return null;
  const config = defaultConfig();
  const { app } = await siteApp(t, { database, forms: { ...config.forms, ownerToken: OWNER_TOKEN } });
  return app;
}

let visitors = 0;
/** A visitor from an address of its own (the limits count per address). */
async function visitor(a: FastifyInstance, path: string): Promise<{ s: CheckoutShopper; html: string }> {
  const s = new CheckoutShopper(a, `10.42.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`);
  const res = await s.request('GET', path);
  return { s, html: res.body };
}

const crumbOf = (html: string) => /name="crumb" value="([^"]+)"/.exec(html)?.[1] ?? '';
const outbox = async (a: FastifyInstance, to: string) => a.vitrine.commerce!.mailer.list(to);

async function form(s: CheckoutShopper, url: string, fields: Record<string, string>) {
  const res = await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: s.cookies, remoteAddress: s.ip, payload: new URLSearchParams(fields).toString() });
  for (const c of res.cookies as { name: string; value: string }[]) s.cookies[c.name] = c.value;
  return res;
}

for (const kind of DB_KINDS) {
  t.test(`${kind}: donations`, async (t) => {
    const a = await app(t, kind);
    if (!a) return;

    t.test('the donate page offers the presets and an other amount, in English and French', async (t) => {
      const { html } = await visitor(a, '/donate');
      t.match(html, 'data-page-type="203"');
      for (const cents of DONATION_PRESETS_CENTS) t.match(html, `name="amount" value="${cents}"`);
      t.match(html, 'name="customAmount"');
      t.match(html, 'From $1.00 to $10,000.00.', 'the limits, named');
      t.match(html, 'carry no tax and no shipping');
      const fr = (await visitor(a, '/fr/donate')).html;
      t.match(fr, '<legend>Montant</legend>');
      t.match(fr, 'Autre montant');
      t.match(fr, '>Donner</button>');
    });

    t.test('a gift is paid, listed for the owner and receipted in English; a double submit gives once', async (t) => {
      const { s, html } = await visitor(a, '/donate');
      const res = await s.request('POST', '/api/donations', { ...GIFT, language: 'en-US', pagePath: '/donate' }, { crumb: crumbOf(html) });
      t.equal(res.statusCode, 201, res.body);
      t.match(res.json(), { status: 'paid', redirect: '/donate/thank-you' });
      const again = await s.request('POST', '/api/donations', { ...GIFT, language: 'en-US', pagePath: '/donate' }, { crumb: crumbOf(html) });
      t.equal(again.json().number, res.json().number, 'the same gift');
      const thanks = await s.request('GET', '/donate/thank-you');
      t.match(thanks.body, 'data-page-type="204"');
      t.match(thanks.body, 'We received your gift of $25.00. A receipt is on its way to ann@example.com.');
      const list = await a.inject({ url: '/api/owner/donations', headers: owner });
      t.equal(list.statusCode, 200);
      const mine = list.json().donations.filter((d: { donorEmail: string }) => d.donorEmail === 'ann@example.com');
      t.equal(mine.length, 1, 'one donation kept');
      t.match(mine[0], { amountCents: 2500, currency: 'USD', status: 'paid', last4: '4242', testMode: true });
      const mail = await outbox(a, 'ann@example.com');
      t.equal(mail.length, 1);
      t.equal(mail[0]!.subject, 'Receipt for your gift to Hearth & Clay');
      t.match(mail[0]!.text, 'Thank you for your gift of $25.00');
      t.match(mail[0]!.text, 'no tax and no shipping');
      t.equal((await a.inject({ url: '/api/owner/donations' })).statusCode, 401, 'the list is the owner\'s');
    });

    t.test('a French donor gets a French receipt for an other amount', async (t) => {
      const { s, html } = await visitor(a, '/fr/donate');
      const res = await s.request('POST', '/api/donations', { ...GIFT, amount: 'custom', customAmount: '12,50', email: 'zoe@example.com', language: 'fr-FR', pagePath: '/fr/donate' }, { crumb: crumbOf(html) });
      t.equal(res.statusCode, 201, res.body);
      t.equal(res.json().redirect, '/fr/donate/thank-you');
      const mail = await outbox(a, 'zoe@example.com');
      t.equal(mail[0]!.subject, 'Reçu de votre don à Hearth & Clay');
      t.match(mail[0]!.text, /Merci pour votre don de 12,50\s\$US/);
    });

    t.test('refusals: each field named, the card declined, nothing kept', async (t) => {
      const { s, html } = await visitor(a, '/donate');
      const crumb = crumbOf(html);
      const small = await s.request('POST', '/api/donations', { ...GIFT, amount: 'custom', customAmount: String((DONATION_MIN_CENTS - 1) / 100), cardNumber: '4242 4242 4242 4241', cardExpiry: '01/20', cardCvc: '1', name: '', email: 'nope', language: 'en-US' }, { crumb });
      t.equal(small.statusCode, 400);
      t.match(small.json(), {
        code: 'FIELDS_INVALID',
        message: EN.errors.FIELDS_INVALID,
        errors: { amount: 'The smallest gift is $1.00.', name: EN.errors.required, email: EN.errors.emailInvalid, cardNumber: EN.errors.cardNumberLuhn, cardExpiry: EN.errors.cardExpired, cardCvc: EN.errors.cardCvcInvalid },
      });
      const large = await s.request('POST', '/api/donations', { ...GIFT, amount: 'custom', customAmount: String(DONATION_MAX_CENTS / 100 + 1), language: 'fr-FR' }, { crumb });
      t.match(large.json().errors, { amount: /^Le plus gros don en ligne est de 10\s000,00\s\$US/ });
      const declined = await s.request('POST', '/api/donations', { ...GIFT, cardNumber: '4000 0000 0000 0002', email: 'dee@example.com', language: 'en-US' }, { crumb });
      t.equal(declined.statusCode, 402);
      t.match(declined.json(), { code: 'CARD_DECLINED', message: EN.errors.CARD_DECLINED });
      const failed = await s.request('POST', '/api/donations', { ...GIFT, cardNumber: '4000 0000 0000 0119', email: 'dee@example.com', language: 'en-US' }, { crumb });
      t.equal(failed.statusCode, 502);
      const noCrumb = await s.request('POST', '/api/donations', { ...GIFT, email: 'dee@example.com' }, { crumb: null });
      t.equal(noCrumb.statusCode, 403);
      const list = (await a.inject({ url: '/api/owner/donations', headers: owner })).json();
      t.notOk(list.donations.some((d: { donorEmail: string }) => d.donorEmail === 'dee@example.com'), 'no refused gift kept');
      t.equal((await outbox(a, 'dee@example.com')).length, 0, 'and no receipt');
    });

    t.test(`at most ${DONATION_RATE_LIMIT.max} tries a minute from one address`, async (t) => {
      const { s, html } = await visitor(a, '/donate');
      const crumb = crumbOf(html);
      for (let i = 0; i < DONATION_RATE_LIMIT.max; i++) t.equal((await s.request('POST', '/api/donations', { ...GIFT, name: '' }, { crumb })).statusCode, 400);
      const over = await s.request('POST', '/api/donations', { ...GIFT, name: '', language: 'fr-FR' }, { crumb });
      t.equal(over.statusCode, 429);
      t.match(over.json(), { code: 'RATE_LIMITED', message: FR.errors.RATE_LIMITED });
    });

    t.test('without JavaScript: a refusal comes back once with what was typed; a gift lands on the thank-you page', async (t) => {
      const { s, html } = await visitor(a, '/fr/donate');
      const crumb = crumbOf(html);
      const bad = await form(s, '/api/donations', { ...GIFT, cardNumber: '4000 0000 0000 0002', name: 'Léa', email: 'lea@example.com', crumb, pagePath: '/fr/donate', language: 'fr-FR' });
      t.equal(bad.statusCode, 303);
      t.equal(bad.headers.location, '/fr/donate');
      const back = await s.request('GET', '/fr/donate');
      t.match(back.body, `role="alert" tabindex="-1">${FR.errors.CARD_DECLINED.replace(/’/g, '’')}`);
      t.match(back.body, 'value="Léa"', 'the name kept');
      t.notMatch(back.body, /id="donate-card-number"[^>]*value=/, 'never the card');
      t.notMatch((await s.request('GET', '/fr/donate')).body, 'role="alert"', 'shown once');
      const good = await form(s, '/api/donations', { ...GIFT, name: 'Léa', email: 'lea@example.com', crumb, pagePath: '/fr/donate', language: 'fr-FR' });
      t.equal(good.statusCode, 303);
      t.equal(good.headers.location, '/fr/donate/thank-you');
      const thanks = await s.request('GET', '/fr/donate/thank-you');
      t.match(thanks.body, /Nous avons bien reçu votre don de 25,00\s\$US/);
    });
  });

  t.test(`${kind}: reviews`, async (t) => {
    const a = await app(t, kind);
    if (!a) return;
    const s = new CheckoutShopper(a);
    await s.start();
    t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200);
    const placed = await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
    t.equal(placed.statusCode, 303);
    const orderId = orderIdOf(String(placed.headers.location));
    const orderPage = await s.page(String(placed.headers.location));
    const link = /class="vitrine-order-line__review" href="([^"]+)">Review Stoneware Mug</.exec(orderPage.body)?.[1]?.replace(/&amp;/g, '&');
    t.ok(link, 'the order page links each product to its review');
    const mail = (await outbox(a, NY_ADDRESS.email)).find((m) => m.kind === 'order');
    t.match(mail?.text, `Stoneware Mug: `, 'and so does the order mail');
    t.match(mail?.text, link!, 'with the same link');
    const q = new URL(link!, 'http://x').searchParams;
    const base = { itemId: MUG.itemId, orderId, lineId: q.get('line')!, token: q.get('token')! };

    const page = await s.request('GET', link!);
    t.match(page.body, 'data-page-type="209"');
    t.match(page.body, '<legend>Rating</legend>');
    const crumb = crumbOf(page.body);
    const review = { ...base, rating: '4', title: 'Lovely mug', body: 'Holds a big coffee and keeps it warm.', name: 'Ada L.', language: 'en-US' };

    t.test('refusals', async (t) => {
      const invalid = await s.request('POST', '/api/reviews', { ...review, rating: '7', body: 'short', name: '' }, { crumb });
      t.equal(invalid.statusCode, 400);
      t.match(invalid.json().errors, { rating: EN.errors.ratingInvalid, body: `Write at least ${REVIEW_BODY_MIN_CHARS} characters.`, name: EN.errors.required });
      const forged = await s.request('POST', '/api/reviews', { ...review, token: 'x'.repeat(32) }, { crumb });
      t.equal(forged.statusCode, 403);
      t.equal(forged.json().code, 'REVIEW_LINK_INVALID');
      const other = await s.request('POST', '/api/reviews', { ...review, itemId: '6561f0c202f4700000000007' }, { crumb });
      t.equal(other.statusCode, 404, 'a product not in that order');
      t.equal(other.json().code, 'NOT_BOUGHT');
    });

    t.test('a review waits, is taken once per line, and shows once approved', async (t) => {
      const res = await s.request('POST', '/api/reviews', review, { crumb });
      t.equal(res.statusCode, 201, res.body);
      t.equal(res.json().message, EN.reviewThanks);
      const twice = await s.request('POST', '/api/reviews', review, { crumb });
      t.equal(twice.statusCode, 409);
      t.equal(twice.json().code, 'ALREADY_REVIEWED');
      const product = await s.request('GET', '/shop/stoneware-mug');
      t.notMatch(product.body, 'Lovely mug', 'not before approval');
      const pending = (await a.inject({ url: '/api/owner/reviews?status=pending', headers: owner })).json();
      const mine = pending.reviews.find((r: { title: string }) => r.title === 'Lovely mug');
      t.match(mine, { rating: 4, authorName: 'Ada L.', authorEmail: NY_ADDRESS.email, productName: 'Stoneware Mug', status: 'pending' });
      const stranger = await a.inject({ method: 'PUT', url: `/api/owner/reviews/${mine.id}`, payload: { status: 'approved' } });
      t.ok([401, 403].includes(stranger.statusCode), 'moderation is the owner\'s');
      const ok = await a.inject({ method: 'PUT', url: `/api/owner/reviews/${mine.id}`, headers: owner, payload: { status: 'approved' } });
      t.equal(ok.statusCode, 200);
      const shown = await s.request('GET', '/shop/stoneware-mug');
      t.match(shown.body, 'Lovely mug', 'shown on the product page');
      t.match(shown.body, 'Holds a big coffee');
      t.match(shown.body, 'aria-label="4 out of 5 stars"', 'with its rating');
      const fr = await s.request('GET', '/fr/boutique/stoneware-mug');
      t.equal(fr.statusCode, 200);
      t.match(fr.body, 'Lovely mug', 'and on the French product page');
      const del = await a.inject({ method: 'DELETE', url: `/api/owner/reviews/${mine.id}`, headers: owner });
      t.equal(del.statusCode, 204);
      t.notMatch((await s.request('GET', '/shop/stoneware-mug')).body, 'Lovely mug', 'gone once deleted');
      t.equal((await a.inject({ method: 'DELETE', url: `/api/owner/reviews/${mine.id}`, headers: owner })).statusCode, 404);
    });

    t.test('without JavaScript the review form posts and comes back once', async (t) => {
      const s2 = new CheckoutShopper(a);
      await s2.start();
      await s2.add(MUG.itemId, MUG.sku, 1);
      const p2 = await s2.place({ ...NY_ADDRESS, email: 'bo@example.com', shippingOptionId: 'standard', ...CARD() });
      const page2 = await s2.page(String(p2.headers.location));
      const link2 = /class="vitrine-order-line__review" href="([^"]+)"/.exec(page2.body)![1]!.replace(/&amp;/g, '&');
      const q2 = new URL(link2, 'http://x').searchParams;
      const html = (await s2.request('GET', link2)).body;
      const fields = { itemId: MUG.itemId, orderId: orderIdOf(String(p2.headers.location)), lineId: q2.get('line')!, token: q2.get('token')!, crumb: crumbOf(html), pagePath: link2, language: 'en-US', title: '', name: 'Bo' };
      const bad = await form(s2, '/api/reviews', { ...fields, rating: '', body: 'Nice.' });
      t.equal(bad.statusCode, 303);
      t.equal(bad.headers.location, link2);
      const back = (await s2.request('GET', link2)).body;
      t.match(back, EN.errors.FIELDS_INVALID);
      t.match(back, `id="review-rating-error">${EN.errors.required}`);
      t.match(back, '>Nice.</textarea>', 'what was typed');
      const good = await form(s2, '/api/reviews', { ...fields, rating: '5', body: 'A mug I reach for every morning.' });
      t.equal(good.statusCode, 303);
      t.match((await s2.request('GET', link2)).body, EN.reviewThanks.replace(/!/g, '!'));
    });
  });
}
