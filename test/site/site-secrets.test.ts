// No secret reaches a page, a JSON view, a header or a log line: a locked
// copy of the demo store is crawled before and after unlocking, in every
// format, and every response and log line is searched for the secrets.
import t from 'tap';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig, DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR, type ServerConfig } from '../../server/config.js';
import { LogLines } from '../server/helpers.js';
import { lockForm, postUnlock, withSetCookies } from './unlock-helpers.js';

// Crawling the whole store takes a while on a busy machine.
t.setTimeout(240_000);

const secret = (label: string) => `${label}-${randomBytes(9).toString('hex')}`;
const SITE_PASSWORD = secret('site');
const PAGE_PASSWORD = secret('page');
const NESTED_PASSWORD = secret('nested');
const COOKIE_SECRET = secret('cookie-secret-long-enough-for-config');
const SECRETS = [SITE_PASSWORD, PAGE_PASSWORD, NESTED_PASSWORD, COOKIE_SECRET, '$argon2'];
/** Pages crawled per visitor (the demo store has fewer). */
const CRAWL_LIMIT = 400;
/** Pages also fetched in each JSON view (the first ones reached: every page type is among them). */
const FORMAT_PAGES = 40;

const dir = mkdtempSync(join(tmpdir(), 'vitrine-locked-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { website: Record<string, unknown>; websiteSettings: Record<string, unknown> };
site.website.passwordProtected = true;
site.website.password = SITE_PASSWORD;
site.websiteSettings.integrations = { password: NESTED_PASSWORD, nested: [{ Password: NESTED_PASSWORD }] };
writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
const sale = JSON.parse(readFileSync(join(dir, 'collections/private-sale.json'), 'utf8')) as Record<string, unknown>;
delete sale.passwordHash;
sale.password = PAGE_PASSWORD;
writeFileSync(join(dir, 'collections/private-sale.json'), JSON.stringify(sale));

const logs = new LogLines();
const config: ServerConfig = {
  ...defaultConfig(),
  logLevel: 'debug',
  renderWorkers: 1,
  cookieSecret: COOKIE_SECRET,
  site: { themeDir: DEFAULT_SITE_THEME_DIR, content: dir },
  commerce: { ...defaultConfig().commerce!, rateLimitMax: 100_000 },
  database: { ...defaultConfig().database, file: join(dir, 'store.sqlite') },
};
const app = await buildServer(config, { logStream: logs });
t.teardown(() => app.close());
await app.ready();

const seen: { url: string; res: LightMyRequestResponse }[] = [];
const get = async (url: string, cookie = '') => {
  const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
  seen.push({ url, res });
  return res;
};

/** Every internal page reachable from the home page, in HTML and in each JSON view. */
async function crawl(cookie: string): Promise<Set<string>> {
  const queue = ['/', '/cart', '/search?q=mug', '/no-such-page', '/private-sale', '/fr/'];
  const done = new Set<string>();
  while (queue.length > 0 && done.size < CRAWL_LIMIT) {
    const url = queue.shift()!;
    if (done.has(url)) continue;
    done.add(url);
    const res = await get(url, cookie);
    if (done.size <= FORMAT_PAGES) for (const format of ['json', 'json-pretty', 'main-content']) await get(`${url}${url.includes('?') ? '&' : '?'}format=${format}`, cookie);
    for (const m of res.body.matchAll(/href="(\/[^"#]*)"/g)) {
      const href = m[1]!.replace(/&amp;/g, '&');
      if (!href.startsWith('//') && !/^\/(assets|scripts|api|__vitrine)\//.test(href) && !/\.(css|js|png|jpe?g|svg|ico)(\?|$)/.test(href)) queue.push(href);
    }
  }
  return done;
}

t.test('locked: every path shows the lock screen (103) and nothing else', async (t) => {
  const pages = await crawl('');
  t.ok(pages.size >= 6, 'the fixed paths at least');
  for (const { url, res } of seen.filter((s) => !s.url.includes('format=') && s.url !== '/no-such-page')) t.equal(res.statusCode, 403, `${url} is locked`);
  t.match(seen.find((s) => s.url === '/')!.res.body, /data-page-type="103"/);
});

let cookie = '';
t.test('the site password unlocks; the page password unlocks its page', async (t) => {
  const wrong = await postUnlock(app, await lockForm(app, '/'), { password: `${SITE_PASSWORD}x` });
  seen.push({ url: 'POST unlock (wrong)', res: wrong });
  t.equal(wrong.statusCode, 403);
  const form = await lockForm(app, '/');
  const right = await postUnlock(app, form, { password: SITE_PASSWORD });
  seen.push({ url: 'POST unlock', res: right });
  t.equal(right.statusCode, 303);
  cookie = withSetCookies(form.cookie, right);
  t.equal((await get('/', cookie)).statusCode, 200, 'the site opens');
  const saleForm = await lockForm(app, '/private-sale', cookie);
  t.equal(saleForm.target, 'private-sale');
  const page = await postUnlock(app, saleForm, { password: PAGE_PASSWORD });
  seen.push({ url: 'POST unlock page', res: page });
  cookie = withSetCookies(saleForm.cookie, page);
  t.match((await get('/private-sale', cookie)).body, /Seconds and samples at half price/);
});

t.test('unlocked: every page of the site, in every format', async (t) => {
  const pages = await crawl(cookie);
  t.ok(pages.size > 20, `crawled ${pages.size} pages`);
  const types = new Set(seen.map((s) => /data-page-type="(\d+)"|"pageType":\s*(\d+)/.exec(s.res.body)).filter(Boolean).map((m) => m![1] ?? m![2]));
  t.ok(types.size >= 4, `page types seen: ${[...types].join(', ')}`);
});

t.test('no response and no log line holds a secret', async (t) => {
  t.ok(seen.length > 100, `${seen.length} responses`);
  for (const { url, res } of seen) {
    const text = `${JSON.stringify(res.headers)}\n${res.body}`;
    for (const s of SECRETS) if (text.includes(s)) t.fail(`${url} holds ${s}`);
  }
  const lines = logs.lines.map((l) => JSON.stringify(l)).join('\n');
  t.ok(logs.lines.length > 0, 'the server logged');
  for (const s of SECRETS) t.notOk(lines.includes(s), `no log line holds ${s.slice(0, 12)}`);
});
