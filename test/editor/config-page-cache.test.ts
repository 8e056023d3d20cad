// /config's page (issue 38, load time): the entry and the stylesheet are
// named by their content's hash and cached for good when asked for by it
// (checked each time otherwise); the page list's data is asked for by the
// page itself, beside the scripts, only where the page list is the first
// screen; the inline script carries the page's nonce.
import t from 'tap';
import { body, editorApp, owner } from './helpers.js';
import { bundleVersion } from '../../server/editor/config-page.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);

t.test('versioned entry and stylesheet, cached for good by their hash', async (t) => {
  const res = await admin.request('GET', '/config');
  t.equal(res.statusCode, 200);
  const html = res.body;
  const js = /<script type="module" src="\/config\/editor\.js\?v=([0-9a-f]{16})" nonce="([^"]+)"><\/script>/.exec(html);
  const css = /<link rel="stylesheet" href="\/config\/editor\.css\?v=([0-9a-f]{16})">/.exec(html);
  t.ok(js && css, 'both named with their hash');
  t.match(html, `<link rel="modulepreload" href="/config/editor.js?v=${js![1]}">`, 'the preload names the same address');
  const entry = await admin.request('GET', `/config/editor.js?v=${js![1]}`);
  t.equal(entry.statusCode, 200);
  t.equal(bundleVersion(entry.body), js![1], 'the hash is the served text’s');
  t.equal(entry.headers['cache-control'], 'private, max-age=31536000, immutable');
  const sheet = await admin.request('GET', `/config/editor.css?v=${css![1]}`);
  t.equal(bundleVersion(sheet.body), css![1]);
  t.equal(sheet.headers['cache-control'], 'private, max-age=31536000, immutable');
  for (const url of ['/config/editor.js', '/config/editor.js?v=0000000000000000', '/config/editor.css?v=old']) {
    t.equal((await admin.request('GET', url)).headers['cache-control'], 'private, no-cache', `${url}: checked each time`);
  }
});

t.test('the page list asked for by the page, on the Pages screen only', async (t) => {
  for (const path of ['/config', '/config/', '/config/pages']) {
    const html = (await admin.request('GET', path)).body;
    const nonce = /<script type="module" src="[^"]+" nonce="([^"]+)">/.exec(html)![1];
    t.match(html, `<script nonce="${nonce}">window.__vitrinePrefetch={"/api/editor/pages":fetch("/api/editor/pages",{credentials:"same-origin",headers:{"accept-language":"en"}})};</script>`, `${path}: prefetched, with the page's nonce`);
  }
  for (const path of ['/config/products', '/config/pages/abc', '/config/settings/languages']) t.notMatch((await admin.request('GET', path)).body, '__vitrinePrefetch', `${path}: nothing prefetched`);
  t.ok(Array.isArray(body(await admin.request('GET', '/api/editor/pages')).pages), 'the address prefetched is the page list’s');
});
