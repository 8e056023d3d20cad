// Item 6 of the hardening issue: site pages get a CSP with a fresh nonce
// per response and no 'unsafe-inline' or scheme-wide script source; the
// inline scripts the page needs (page context, image loader, the theme's
// own, code injection) carry the nonce and run in Chromium, a script
// smuggled in elsewhere does not.
import t from 'tap';
import Fastify from 'fastify';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';
import { loadSite } from '../../site/load-site.js';
import { siteRoutes } from '../../server/site-http/site-routes.js';
import { NONCE_BYTES, NONCE_PLACEHOLDER, newNonce } from '../../server/site-http/csp.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';

t.setTimeout(120_000);

const nonceOf = (csp: string) => /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
/** Start tags of the scripts a browser would run inline (no src, a JavaScript type or none). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!).filter((attrs) => !/\bsrc\s*=/.test(attrs) && !/type="application\/json"/.test(attrs));

t.test('nonces drawn from the pool are base64 of NONCE_BYTES bytes and never repeat, across many refills', async (t) => {
  const draws = 5000;
  const seen = new Set<string>();
  for (let i = 0; i < draws; i++) {
    const nonce = newNonce();
    if (Buffer.from(nonce, 'base64').length !== NONCE_BYTES || !/^[A-Za-z0-9+/]+$/.test(nonce)) t.fail(`not a nonce of ${NONCE_BYTES} bytes: ${nonce}`);
    seen.add(nonce);
  }
  t.equal(seen.size, draws);
});

t.test('the demo store: a fresh nonce per response on every inline script', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-csp-'));
  const config = defaultConfig();
  const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, database: { ...config.database, url: null, file: join(dir, 'store.sqlite') } });
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const seen = new Set<string>();
  // The second request of a path is a page-cache hit: it must get its own nonce too.
  for (const url of ['/', '/', '/shop', '/shop', '/cart', '/no/such/page']) {
    const res = await app.inject(url);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    t.notMatch(scriptSrc, /unsafe-inline|unsafe-eval|https:|http:|\*/, `${url}: script-src allows no inline script and no whole scheme`);
    t.notMatch(/default-src ([^;]*)/.exec(csp)?.[1] ?? '', /https:|\*/, `${url}: default-src names no whole scheme`);
    const nonce = nonceOf(csp);
    t.ok(nonce && nonce.length >= 16, `${url}: the policy carries a nonce`);
    t.notOk(seen.has(nonce!), `${url}: the nonce is new`);
    seen.add(nonce!);
    const scripts = inlineScripts(res.body);
    t.ok(scripts.length >= 2, `${url}: the page has its inline scripts`);
    for (const attrs of scripts) t.match(attrs, ` nonce="${nonce}"`, `${url}: inline script carries this response's nonce`);
    t.notOk(res.body.includes(NONCE_PLACEHOLDER), `${url}: the placeholder is never sent`);
  }
});

t.test('in Chromium: the theme, the injection and the context run; other inline scripts do not', async (t) => {
  const fixture = fileURLToPath(new URL('../fixtures/site-basic/', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-csp-theme-'));
  cpSync(fixture, dir, { recursive: true });
  const region = join(dir, 'theme', 'footer.region');
  writeFileSync(region, readFileSync(region, 'utf8').replace('</body>', '<script>window.themeRan = true;</script></body>'));
  const sitePath = join(dir, 'content', 'site.json');
  const content = JSON.parse(readFileSync(sitePath, 'utf8')) as { injection: Record<string, string>; website: Record<string, unknown> };
  content.injection.header = '<script>window.injectionRan = true;</script>';
  writeFileSync(sitePath, JSON.stringify(content));
  const site = await loadSite(join(dir, 'theme'), join(dir, 'content'), { scriptNonce: NONCE_PLACEHOLDER });
  const app = Fastify({ forceCloseConnections: true });
  await app.register(siteRoutes, { site });
  // A script that reached the page some other way (what an injection would look like): no nonce, so refused.
  app.addHook('onSend', async (_req, reply, payload) =>
    typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html') ? payload.replace('</body>', '<script>window.smuggledRan = true;</script></body>') : payload,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  t.teardown(async () => {
    await browser.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const page = await browser.newPage();
  await page.goto(`${base}/`, { waitUntil: 'load' });
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return { theme: w.themeRan === true, injection: w.injectionRan === true, context: typeof (w.Static as { SQUARESPACE_CONTEXT?: unknown } | undefined)?.SQUARESPACE_CONTEXT === 'object', smuggled: w.smuggledRan === true };
  });
  t.same(ran, { theme: true, injection: true, context: true, smuggled: false });
});
