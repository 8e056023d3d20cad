// Comments and likes on the demo store's posts (server/comments/): a
// visitor's comment waits for the owner's approval, then shows under its
// post; the owner approves, marks spam and deletes; a like counts once per
// visitor; bad input is refused with each field's message, in English and
// French; without JavaScript the same forms post and come back (303) with
// their outcome shown once on the page.
import t, { type Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { Browser, OWNER_EMAIL, siteApp } from '../session/helpers.js';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_CONTENT, defaultConfig } from '../../server/config.js';
import { COMMENT_BODY_MAX_CHARS } from '../../server/comments/limits.js';
import { COMMENT_LANGUAGES } from '../../server/comments/texts.js';

const OWNER_TOKEN = 'owner-token-for-the-comments-tests-0123456789';
const POST = { id: '6561f0c20f34410000000041', path: '/journal/spring-glazes' };
const CLOSED = { id: '6561f0c20f3442000000004b', path: '/journal/hello-world' };
const FR_POST = { id: '6561f0c20f34730000000073', path: '/fr/carnet/emaux-de-printemps' };
const owner = { authorization: `Bearer ${OWNER_TOKEN}` };

type T = Test;

async function app(t: T, content?: string): Promise<FastifyInstance> {
  const config = defaultConfig();
  const { app } = await siteApp(t, { forms: { ...config.forms, ownerToken: OWNER_TOKEN }, ...(content ? { site: { ...config.site!, content } } : {}) });
  return app;
}

/** The demo content with only signed-in visitors commenting. */
function signedInOnly(t: T): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-comments-content-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { websiteSettings: Record<string, unknown> };
  site.websiteSettings.anonymousCommentsAllowed = false;
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  return dir;
}

async function page(b: Browser, path: string): Promise<string> {
  const res = await b.request('GET', path);
  return res.body;
}

const crumbIn = (html: string) => /<form class="vitrine-comment-form"[^]*?name="crumb" value="([^"]+)"/.exec(html)?.[1] ?? '';

async function ownerList(app: FastifyInstance, status = 'pending') {
  const res = await app.inject({ url: `/api/owner/comments?status=${status}`, headers: owner });
  return res.json() as { comments: { id: string; authorName: string; authorEmail: string; body: string; status: string; itemTitle: string; pagePath: string; signedIn: boolean }[]; counts: Record<string, number>; hasNextPage: boolean };
}

t.test('a visitor comments by name and email; it shows once the owner approves it', async (t) => {
  const a = await app(t);
  const b = new Browser(a);
  let html = await page(b, POST.path);
  t.match(html, /<section class="vitrine-comments" id="comments"/, 'the post has its comment section');
  t.match(html, />No Comments<\/h2>/, 'the SPEC count, from the store (none approved yet)');
  t.match(html, /<label for="comment-name-[^"]+">Name<\/label>/);
  t.match(html, /<input type="email" [^>]*name="email"/, 'an email field for a visitor who is not signed in');
  t.match(html, /<textarea [^>]*name="body"[^>]*maxlength="2000"/);
  t.match(html, /<button type="submit" class="vitrine-like__button" aria-pressed="false"/, 'the like button');
  t.notMatch(html, '<!--vitrine:comments:', 'the marker is replaced');

  const res = await b.request('POST', '/api/comments', { itemId: POST.id, pagePath: POST.path, name: 'Ada', email: 'ada@example.com', body: 'Lovely glaze.\n\nWhich kiln?', language: 'en-US' });
  t.equal(res.statusCode, 201);
  t.same(res.json(), { status: 'pending', message: COMMENT_LANGUAGES.en.pending });
  html = await page(b, POST.path);
  t.notMatch(html, 'Lovely glaze', 'not shown before approval');

  const list = await ownerList(a);
  t.equal(list.comments.length, 1);
  const c = list.comments[0]!;
  t.match(c, { authorName: 'Ada', authorEmail: 'ada@example.com', body: 'Lovely glaze.\n\nWhich kiln?', status: 'pending', itemTitle: 'Testing Spring Glazes', pagePath: POST.path, signedIn: false });
  t.same(list.counts, { pending: 1, approved: 0, spam: 0 });

  const approved = await a.inject({ method: 'PUT', url: `/api/owner/comments/${c.id}`, headers: owner, payload: { status: 'approved' } });
  t.equal(approved.statusCode, 200);
  t.equal(approved.json().status, 'approved');
  html = await page(b, POST.path);
  t.match(html, />1 Comment<\/h2>/);
  t.match(html, /<strong class="vitrine-comment__author">Ada<\/strong>/);
  t.match(html, '<div class="vitrine-comment__body"><p>Lovely glaze.</p><p>Which kiln?</p></div>', 'paragraphs kept, text escaped');
  t.notMatch(html, 'ada@example.com', 'the email is never shown');

  // Spam hides it again; delete removes it.
  await a.inject({ method: 'PUT', url: `/api/owner/comments/${c.id}`, headers: owner, payload: { status: 'spam' } });
  html = await page(b, POST.path);
  t.notMatch(html, 'Lovely glaze');
  t.same((await ownerList(a, 'spam')).comments.map((x) => x.id), [c.id]);
  const del = await a.inject({ method: 'DELETE', url: `/api/owner/comments/${c.id}`, headers: owner });
  t.equal(del.statusCode, 204);
  const again = await a.inject({ method: 'DELETE', url: `/api/owner/comments/${c.id}`, headers: owner });
  t.equal(again.statusCode, 404);
  t.equal(again.json().code, 'COMMENT_NOT_FOUND');
  t.same((await ownerList(a, 'spam')).counts, { pending: 0, approved: 0, spam: 0 });
});

t.test('a comment with markup shows as text', async (t) => {
  const a = await app(t);
  const b = new Browser(a);
  await page(b, POST.path);
  await b.request('POST', '/api/comments', { itemId: POST.id, pagePath: POST.path, name: '<b>Eve</b>', email: 'eve@example.com', body: '<script>alert(1)</script>' });
  const id = (await ownerList(a)).comments[0]!.id;
  await a.inject({ method: 'PUT', url: `/api/owner/comments/${id}`, headers: owner, payload: { status: 'approved' } });
  const html = await page(b, POST.path);
  t.match(html, '&lt;script&gt;alert(1)&lt;/script&gt;');
  t.match(html, '&lt;b&gt;Eve&lt;/b&gt;');
  t.notMatch(html, '<script>alert(1)');
});

t.test('bad input: each field its message; unknown, closed and crumbless posts refused; nothing kept', async (t) => {
  const a = await app(t);
  const b = new Browser(a);
  await page(b, POST.path);
  const post = (body: Record<string, unknown>) => b.request('POST', '/api/comments', { itemId: POST.id, pagePath: POST.path, ...body });
  let res = await post({ name: '', email: 'ada@', body: '' });
  t.equal(res.statusCode, 400);
  t.same(res.json(), { status: 400, code: 'FIELDS_INVALID', message: 'Check the fields marked below.', errors: { name: 'Required', email: 'Email is invalid', body: 'Required' } });
  res = await post({ name: 'Ada', email: 'ada@example.com', body: 'x'.repeat(COMMENT_BODY_MAX_CHARS + 1) });
  t.same(res.json().errors, { body: `Use at most ${COMMENT_BODY_MAX_CHARS} characters.` });
  res = await post({ name: 'Ada', email: 'ada@example.com', body: 'x'.repeat(COMMENT_BODY_MAX_CHARS) });
  t.equal(res.statusCode, 201, 'exactly the limit is taken');
  res = await b.request('POST', '/api/comments', { itemId: FR_POST.id, pagePath: FR_POST.path, language: 'fr-FR', name: '', email: 'x', body: 'Bonjour' });
  t.same(res.json(), { status: 400, code: 'FIELDS_INVALID', message: 'Vérifiez les champs signalés ci-dessous.', errors: { name: 'Obligatoire', email: 'L’e-mail n’est pas valide' } }, 'in French on a French page');
  res = await b.request('POST', '/api/comments', { itemId: CLOSED.id, pagePath: CLOSED.path, name: 'Ada', email: 'ada@example.com', body: 'Hi' });
  t.equal(res.statusCode, 409);
  t.equal(res.json().message, 'Comments are closed.');
  res = await b.request('POST', '/api/comments', { itemId: '6561f0c202f4100000000001', name: 'Ada', email: 'ada@example.com', body: 'A product' });
  t.equal(res.statusCode, 404, 'a product is not a post');
  t.equal(res.json().code, 'POST_NOT_FOUND');
  res = await b.request('POST', '/api/comments', { itemId: POST.id, name: 'Ada', email: 'ada@example.com', body: 'Hi' }, { crumb: null });
  t.equal(res.statusCode, 403, 'no crumb, no comment');
  t.equal(res.json().code, 'CRUMB_FAIL');
  res = await b.request('POST', '/api/comments', { itemId: POST.id, body: 'Hi', extra: 1 });
  t.equal(res.statusCode, 400, 'an unknown property');
  t.equal((await ownerList(a)).comments.length, 1, 'only the valid comment is kept');
});

t.test('a signed-in visitor comments with their account', async (t) => {
  const a = await app(t);
  const b = new Browser(a);
  await b.start();
  t.equal((await b.signUp('reader@example.com', 'correct horse battery')).statusCode, 201);
  let html = await page(b, POST.path);
  t.match(html, 'Commenting as reader@example.com.');
  t.notMatch(html, /name="email"/, 'no email field when signed in');
  const res = await b.request('POST', '/api/comments', { itemId: POST.id, pagePath: POST.path, name: 'Reader', body: 'Signed in' });
  t.equal(res.statusCode, 201);
  const c = (await ownerList(a)).comments[0]!;
  t.match(c, { authorEmail: 'reader@example.com', signedIn: true });

});

t.test('a site without anonymous comments asks visitors to sign in, and refuses their comments', async (t) => {
  const a = await app(t, signedInOnly(t));
  const v = new Browser(a);
  let html = await page(v, POST.path);
  t.notMatch(html, 'vitrine-comment-form', 'no form');
  t.match(html, /Only signed-in visitors can comment on this site\. <a href="\/account\?returnTo=%2Fjournal%2Fspring-glazes%23comments">Sign in to comment<\/a>/);
  const refused = await v.request('POST', '/api/comments', { itemId: POST.id, name: 'V', email: 'v@example.com', body: 'Hi' });
  t.equal(refused.statusCode, 401);
  t.equal(refused.json().code, 'SIGN_IN_REQUIRED');
  await v.signUp('reader@example.com', 'correct horse battery');
  html = await page(v, POST.path);
  t.match(html, 'Commenting as reader@example.com.', 'a signed-in visitor may');
});

t.test('a like counts once per visitor, and can be taken back', async (t) => {
  const a = await app(t);
  const one = new Browser(a);
  const two = new Browser(a);
  await page(one, POST.path);
  await page(two, POST.path);
  let res = await one.request('POST', '/api/comments/like', { itemId: POST.id, liked: true });
  t.same(res.json(), { liked: true, count: 1, countText: '1 like', label: 'Liked' });
  res = await one.request('POST', '/api/comments/like', { itemId: POST.id, liked: true });
  t.equal(res.json().count, 1, 'a second like by the same visitor does not count');
  res = await two.request('POST', '/api/comments/like', { itemId: POST.id, liked: true });
  t.equal(res.json().count, 2);
  const html = await page(one, POST.path);
  t.match(html, /aria-pressed="true"[^>]*><span class="vitrine-like__heart" aria-hidden="true">♥<\/span> <span data-like-label>Liked<\/span>/, 'the visitor sees their like');
  t.match(html, '>2 likes</span>');
  res = await one.request('POST', '/api/comments/like', { itemId: POST.id, liked: false });
  t.same(res.json(), { liked: false, count: 1, countText: '1 like', label: 'Like' });
  res = await one.request('POST', '/api/comments/like', { itemId: FR_POST.id, liked: true, pagePath: FR_POST.path });
  t.equal(res.json().countText, '1 mention J’aime', 'French on a French page');
  res = await one.request('POST', '/api/comments/like', { itemId: 'nope', liked: true });
  t.equal(res.statusCode, 404);
});

t.test('without JavaScript: the plain forms post, come back and show their outcome once', async (t) => {
  const a = await app(t);
  const b = new Browser(a);
  let html = await page(b, POST.path);
  const crumb = crumbIn(html);
  t.ok(crumb, 'the form carries the crumb');
  let res = await b.form('/api/comments', { crumb, itemId: POST.id, pagePath: POST.path, language: 'en-US', name: 'Ada', email: 'ada@', body: 'My typed comment' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `${POST.path}#comments`);
  html = await page(b, POST.path);
  t.match(html, /<p class="vitrine-comments__status vitrine-comments__status--error" role="alert" data-comment-status>Check the fields marked below\.<\/p>/);
  t.match(html, /aria-describedby="comment-email-[^"]+-hint comment-email-[^"]+-error" aria-invalid="true" required autocomplete="email" value="ada@"/, 'what was typed, marked invalid');
  t.match(html, />Email is invalid</);
  t.match(html, />My typed comment<\/textarea>/);
  html = await page(b, POST.path);
  t.notMatch(html, 'Email is invalid', 'the outcome shows once');

  res = await b.form('/api/comments', { crumb, itemId: POST.id, pagePath: POST.path, language: 'en-US', name: 'Ada', email: 'ada@example.com', body: 'Plain form' });
  t.equal(res.statusCode, 303);
  html = await page(b, POST.path);
  t.match(html, /role="status" data-comment-status>Thank you! Your comment will appear once the site owner approves it\.<\/p>/);
  t.equal((await ownerList(a)).comments[0]?.body, 'Plain form');

  res = await b.form('/api/comments/like', { crumb, itemId: POST.id, pagePath: POST.path, liked: 'true' });
  t.equal(res.statusCode, 303);
  html = await page(b, POST.path);
  t.match(html, '>1 like</span>');
  t.match(html, 'name="liked" value="false"', 'the button now takes the like back');

  res = await b.form('/api/comments', { crumb: 'forged', itemId: POST.id, pagePath: POST.path, name: 'Ada', email: 'ada@example.com', body: 'Forged' });
  t.equal(res.statusCode, 303);
  html = await page(b, POST.path);
  t.match(html, 'Your session has expired. Reload the page and try again.');
  t.equal((await ownerList(a)).comments.length, 1, 'a forged crumb keeps nothing');

  // French page, French texts.
  html = await page(b, FR_POST.path);
  t.match(html, />Aucun commentaire<\/h2>/);
  t.match(html, />Laisser un commentaire</);
  res = await b.form('/api/comments', { crumb, itemId: FR_POST.id, pagePath: FR_POST.path, language: 'fr-FR', name: 'Zoé', email: 'zoe@example.com', body: 'Très beau' });
  html = await page(b, FR_POST.path);
  t.match(html, 'Merci ! Votre commentaire apparaîtra dès que le propriétaire du site l’aura approuvé.');
  const zoe = (await ownerList(a)).comments.find((c) => c.authorName === 'Zoé')!;
  await a.inject({ method: 'PUT', url: `/api/owner/comments/${zoe.id}`, headers: owner, payload: { status: 'approved' } });
  html = await page(b, FR_POST.path);
  t.match(html, />1 commentaire<\/h2>/);
});

t.test('the owner API: only the owner, by token or signed in with crumb and xsrfToken', async (t) => {
  const a = await app(t);
  let res = await a.inject({ url: '/api/owner/comments' });
  t.equal(res.statusCode, 401);
  res = await a.inject({ url: '/api/owner/comments', headers: { authorization: 'Bearer wrong' } });
  t.equal(res.statusCode, 401);
  res = await a.inject({ url: '/api/owner/comments?status=nope', headers: owner });
  t.equal(res.statusCode, 400);
  res = await a.inject({ method: 'PUT', url: '/api/owner/comments/not-an-id', headers: owner, payload: { status: 'approved' } });
  t.equal(res.statusCode, 400);
  const visitor = new Browser(a);
  await visitor.start();
  await visitor.signUp('visitor@example.com', 'correct horse battery');
  res = await visitor.request('GET', '/api/owner/comments');
  t.equal(res.statusCode, 403, 'a site user who is no owner');
  const o = new Browser(a);
  await o.start();
  t.equal((await o.signUp(OWNER_EMAIL, 'correct horse battery')).statusCode, 201);
  res = await o.request('GET', '/api/owner/comments');
  t.equal(res.statusCode, 200, 'the signed-in owner reads');
  await page(visitor, POST.path);
  await visitor.request('POST', '/api/comments', { itemId: POST.id, name: 'V', body: 'Hello' });
  const id = (await ownerList(a)).comments[0]!.id;
  res = await o.request('PUT', `/api/owner/comments/${id}`, { status: 'approved' }, { xsrf: null });
  t.equal(res.statusCode, 403, 'a change without the xsrfToken');
  res = await o.request('PUT', `/api/owner/comments/${id}`, { status: 'approved' });
  t.equal(res.statusCode, 200);
});

t.test('paging the moderation list', async (t) => {
  const a = await app(t);
  const b = new Browser(a);
  await page(b, POST.path);
  const comments = a.vitrine.comments!.comments;
  for (let i = 0; i < 30; i++) await comments.add({ itemId: POST.id, itemTitle: 'T', pagePath: POST.path, accountId: null, authorName: `N${i}`, authorEmail: 'n@example.com', body: `B${i}`, language: 'en-US' });
  const first = await comments.list('pending', undefined, 25);
  t.equal(first.items.length, 25);
  t.ok(first.hasNextPage);
  const second = await comments.list('pending', first.nextPageCursor!, 25);
  t.equal(second.items.length, 5);
  t.notOk(second.hasNextPage);
  t.equal(new Set([...first.items, ...second.items].map((c) => c.id)).size, 30, 'every comment once');
});
