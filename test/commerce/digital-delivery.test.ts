/**
 * Digital delivery (issue 36, item 3): a digital product bought is
 * delivered through a signed, expiring, counted link on the confirmation,
 * the order status page and the mail, served as an attachment; a link past
 * its time or count, forged, or of an unpaid order leads to a page that
 * says why and offers a fresh link by mail. On SQLite and PostgreSQL. And
 * the owner's API for a digital product's file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { DEFAULT_SITE_CONTENT } from '../../server/config.js';
import { DEFAULT_DOWNLOAD_MAX, DEFAULT_DOWNLOAD_TTL_HOURS } from '../../server/mail/mail-config.js';
import type { OutboxMailer } from '../../server/mail/mailer.js';
import { DB_KINDS, freshDatabase } from './helpers.js';
import { CARD, CARDS, BILLING_ONLY, CheckoutShopper, demoApp, orderIdOf, RECIPES } from './checkout-helpers.js';
import { editorApp, owner, shopper as signedInShopper, body } from '../editor/helpers.js';
import { openStore } from '../../server/store/index.js';
import { digitalFileData, saveDigitalFile } from '../../server/commerce/downloads/digital-files.js';

const PDF = readFileSync(join(DEFAULT_SITE_CONTENT, 'downloads', 'recipe-cards.pdf'));
const GUIDE = '6561f0c202f4230000000023';
const MUG = '6561f0c202f4300000000003';
const linkOf = (html: string) => /<a class="vitrine-order-download[^"]*" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

for (const kind of DB_KINDS) {
  t.test(`${kind}: a digital product is delivered by a signed, expiring, counted link`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const c = await demoApp(t, db);
    const s = await new CheckoutShopper(c.app).start();
    t.equal((await s.add(RECIPES.itemId, RECIPES.sku, 1)).statusCode, 200);
    const res = await s.place({ ...BILLING_ONLY, ...CARD() });
    t.equal(res.statusCode, 303);
    const confirmed = await s.page(String(res.headers.location));
    t.match(confirmed.body, 'data-page-type="202"');
    const link = linkOf(confirmed.body);
    t.ok(link, 'the confirmation shows a download link');
    t.match(link!, /^\/api\/commerce\/downloads\/[0-9a-f]{24}\?token=[A-Za-z0-9_-]{32}$/);
    t.match(confirmed.body, `The link works for ${DEFAULT_DOWNLOAD_TTL_HOURS} hours and ${DEFAULT_DOWNLOAD_MAX} downloads.`);

    const id = orderIdOf(String(res.headers.location));
    const [mail] = await (c.commerce.mailer as OutboxMailer).list('ada@example.com');
    t.match(mail!.text, `Printable Recipe Cards: http://localhost:3000${link}`, 'the mail carries the same link');
    const statusLink = /Your order status: http:\/\/localhost:3000(\S+)/.exec(mail!.text)![1]!;
    t.equal(linkOf((await s.page(statusLink)).body), link, 'and so does the order status page');

    const file = await s.request('GET', link!);
    t.equal(file.statusCode, 200);
    t.equal(file.headers['content-disposition'], `attachment; filename="recipe-cards.pdf"; filename*=UTF-8''recipe-cards.pdf`);
    t.equal(file.headers['content-type'], 'application/pdf');
    t.match(String(file.headers['cache-control']), 'no-store');
    t.same(file.rawPayload, PDF, 'the fixture’s own file');
    const head = await c.app.inject({ method: 'HEAD', url: link! });
    t.not(head.statusCode, 200, 'HEAD does not count as a download');

    const forged = await s.request('GET', link!.replace(/token=.{4}/, 'token=AAAA'));
    t.equal(forged.statusCode, 303, 'a forged signature downloads nothing');
    t.notOk(forged.headers['content-disposition']);
    const forgedPage = await s.page(String(forged.headers.location));
    t.equal(forgedPage.statusCode, 404);
    t.match(forgedPage.body, 'This download link is not valid');
    t.notMatch(forgedPage.body, 'Email me a fresh link');
    const unknown = await s.request('GET', `/api/commerce/downloads/${'0'.repeat(24)}?token=${'A'.repeat(32)}`);
    t.equal(unknown.statusCode, 303);

    for (let i = 2; i <= DEFAULT_DOWNLOAD_MAX; i++) t.equal((await s.request('GET', link!)).statusCode, 200, `download ${i}`);
    const over = await s.request('GET', link!);
    t.equal(over.statusCode, 303, 'refused past the count');
    const usedUp = await s.page(String(over.headers.location));
    t.equal(usedUp.statusCode, 200);
    t.match(usedUp.body, 'This download link has been used up');
    t.match(usedUp.body, 'Email me a fresh link');

    // The fresh link, without JavaScript: a form post with the crumb in the action.
    const action = /<form method="post" action="([^"]+)"/.exec(usedUp.body)![1]!.replace(/&amp;/g, '&');
    const token = /name="token" value="([^"]+)"/.exec(usedUp.body)![1]!;
    const asked = await s.app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: s.cookies, payload: `token=${encodeURIComponent(token)}` });
    t.equal(asked.statusCode, 303);
    t.match(String(asked.headers.location), /[?&]sent=1/);
    t.match((await s.page(String(asked.headers.location))).body, 'A fresh link was sent to the address of the order.');
    const fresh = (await (c.commerce.mailer as OutboxMailer).list('ada@example.com')).find((m) => m.kind === 'download-link');
    t.ok(fresh, 'a fresh link was mailed to the order’s address');
    const freshLink = /http:\/\/localhost:3000(\/api\/commerce\/downloads\/\S+)/.exec(fresh!.text)![1]!;
    t.not(freshLink, link);
    t.equal((await s.request('GET', freshLink)).statusCode, 200, 'the fresh link downloads');
    const again = await s.app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: s.cookies, payload: `token=${encodeURIComponent(token)}` });
    t.match(String(again.headers.location), /[?&]wait=1/, 'a second ask at once is held back');
    const noCrumb = await s.app.inject({ method: 'POST', url: action.replace(/crumb=[^&]+/, 'crumb=x'), headers: { 'content-type': 'application/json' }, cookies: s.cookies, payload: { token } });
    t.equal(noCrumb.statusCode, 403, 'the fresh link needs the crumb');

    // Past its time: refused, with the same offer.
    await c.commerce.store.db.updateTable('download_grants').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('order_id', '=', id).execute();
    const late = await s.request('GET', freshLink);
    t.equal(late.statusCode, 303, 'refused after expiry');
    const expired = await s.page(String(late.headers.location));
    t.match(expired.body, 'This download link has expired');
    t.match(expired.body, 'Email me a fresh link');
  });
}

/** The French twin of the glazing guide (`translationOf` the English one); neither brings a file of its own. */
const GUIDE_FR = '6561f0c202f479000000004f';

for (const kind of DB_KINDS) {
  t.test(`${kind}: a file uploaded on the English product only is delivered to the buyer of its French twin`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const c = await demoApp(t, db);
    const bytes = Buffer.from('%PDF-1.4 the glazing guide, uploaded once on the English product\n');
    await saveDigitalFile(c.commerce.store, GUIDE, 'glazing-guide.pdf', 'application/pdf', bytes);
    const s = await new CheckoutShopper(c.app).start();
    t.equal((await s.add(GUIDE_FR, 'SQ1170', 1)).statusCode, 200);
    const res = await s.place({ ...BILLING_ONLY, ...CARD() }, '/fr/checkout');
    t.equal(res.statusCode, 303);
    t.match(String(res.headers.location), /^\/fr\/checkout\/order-confirmed/);
    const line = await c.commerce.store.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderIdOf(String(res.headers.location))).executeTakeFirstOrThrow();
    t.equal(line.item_id, GUIDE_FR, 'the line is the French product');
    const link = linkOf((await s.page(String(res.headers.location))).body);
    t.ok(link, 'the French confirmation shows a download link');
    const file = await s.request('GET', link!);
    t.equal(file.statusCode, 200, 'the link downloads');
    t.same(file.rawPayload, bytes, 'the English product’s file');
    t.match(String(file.headers['content-disposition']), 'filename="glazing-guide.pdf"');
    // An order whose line kept no original (placed before it was kept) finds the file through the catalogue's translation group.
    await c.commerce.store.db.updateTable('order_lines').set({ stock_item_id: null } as never).where('id', '=', line.id).execute();
    const again = await s.request('GET', link!);
    t.equal(again.statusCode, 200);
    t.same(again.rawPayload, bytes);
    // A file of the French twin's own comes first.
    const own = Buffer.from('%PDF-1.4 le guide, en français\n');
    await saveDigitalFile(c.commerce.store, GUIDE_FR, 'guide-emaillage.pdf', 'application/pdf', own);
    t.same((await s.request('GET', link!)).rawPayload, own);
  });
}

t.test("postgres: saving one product's file from several nodes at once never collides", async (t) => {
  // As nodes starting together on one database each seed the demo's files (a duplicate key stopped one in the three-node test).
  // PostgreSQL only: SQLite is one machine's store, written by one process at a time (the cluster's).
  const db = await freshDatabase(t, 'postgres');
  if (!db) return;
  // Opened one after the other (the first migrates); the saves then run at once.
  const stores: Awaited<ReturnType<typeof openStore>>[] = [];
  for (let i = 0; i < 3; i++) stores.push(await openStore({ url: db.url ?? undefined, file: db.file, schema: db.schema, poolSize: 2 }));
  t.teardown(() => Promise.all(stores.map((s) => s.close())));
  const saved = await Promise.allSettled(stores.flatMap((s, i) => [0, 1].map((j) => saveDigitalFile(s, GUIDE, `guide-${i}-${j}.pdf`, 'application/pdf', PDF))));
  t.same(saved.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)), [], 'every save went through');
  const stored = await digitalFileData(stores[0]!.db, GUIDE);
  t.ok(stored && stored.data.equals(PDF), 'one file, whole');
});

t.test('an unpaid order downloads nothing; a French order’s pages and mail are in French', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const c = await demoApp(t, db);
  const s = await new CheckoutShopper(c.app).start();
  await s.add(RECIPES.itemId, RECIPES.sku, 1);
  const res = await s.place({ ...BILLING_ONLY, ...CARD(CARDS.pending) }, '/fr/checkout');
  t.equal(res.statusCode, 303);
  const page = await s.page(String(res.headers.location));
  t.match(String(res.headers.location), /^\/fr\/checkout\/order-received/);
  t.notOk(linkOf(page.body), 'no link before payment');
  t.match(page.body, 'Votre téléchargement sera disponible ici dès que le paiement sera finalisé.');
  const grant = await c.commerce.store.db.selectFrom('download_grants').selectAll().executeTakeFirstOrThrow();
  // The link the order would show once paid.
  const full = (await c.commerce.checkout.service.order(grant.order_id))!;
  const link = await c.commerce.checkout.delivery.downloadsOf({ ...full, order: { ...full.order, status: 'paid' } });
  const refused = await s.request('GET', link[0]!.path);
  t.equal(refused.statusCode, 303, 'the link of an unpaid order is refused');
  t.match(String(refused.headers.location), /^\/fr\/checkout\/download\?/, 'to the page in the order’s language');
  t.match((await s.page(String(refused.headers.location))).body, 'Votre téléchargement sera disponible');
});

t.test('the owner uploads, reads and removes a digital product’s file', async (t) => {
  const app = await editorApp(t);
  const o = await owner(app);
  const url = `/api/editor/products/${GUIDE}/digital-file`;
  const put = (b: typeof o, bytes: Buffer, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url, payload: bytes, cookies: b.cookies, headers: { 'x-csrf-token': b.cookies.crumb!, ...(b.xsrfToken ? { 'x-xsrf-token': b.xsrfToken } : {}), ...headers } });
  const bytes = Buffer.from('%PDF-1.4 a glazing guide of our own\n');
  const saved = await put(o, bytes, { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Glazing guide é.pdf') });
  t.equal(saved.statusCode, 200, saved.body);
  t.match(body(saved).file, { itemId: GUIDE, fileName: 'Glazing guide é.pdf', contentType: 'application/pdf', sizeBytes: bytes.length });
  t.match(body(await o.request('GET', url)).file, { fileName: 'Glazing guide é.pdf' });
  t.equal((await put(o, bytes, { 'content-type': 'application/pdf', 'x-file-name': 'x.pdf', 'x-csrf-token': 'nope' })).statusCode, 403, 'the crumb is needed');
  const notDigital = await app.inject({ method: 'PUT', url: `/api/editor/products/${MUG}/digital-file`, payload: bytes, cookies: o.cookies, headers: { 'x-csrf-token': o.cookies.crumb!, 'x-xsrf-token': o.xsrfToken!, 'content-type': 'application/pdf', 'x-file-name': 'x.pdf' } });
  t.equal(body(notDigital).code, 'NOT_DIGITAL_PRODUCT');
  t.equal(body(await put(o, Buffer.alloc(0), { 'content-type': 'application/pdf', 'x-file-name': 'x.pdf' })).code, 'FILE_EMPTY');
  t.equal(body(await put(o, bytes, { 'content-type': 'application/pdf' })).code, 'FILE_NAME_MISSING');
  const injected = await put(o, bytes, { 'content-type': 'text/html\r\nx: y', 'x-file-name': 'a.html' });
  t.ok(injected.statusCode === 200 ? body(injected).file.contentType === 'application/octet-stream' : injected.statusCode >= 400, 'a header-like type is never stored');
  const s = await signedInShopper(app);
  t.equal((await put(s, bytes, { 'content-type': 'application/pdf', 'x-file-name': 'x.pdf' })).statusCode, 403, 'a shopper may not');
  t.equal((await o.request('DELETE', url)).statusCode, 204);
  t.equal(body(await o.request('GET', url)).code, 'NOT_FOUND');
});
