// The axe-core helper every browser test checks pages with: it finds a
// violation where there is one, only in the part asked for, with the WCAG
// rules alone when asked, and on a page whose CSP refuses inline scripts,
// as the site's pages do.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { runAxe } from './axe.js';

const PAGE = `<!doctype html><html lang="en"><head><title>Axe</title></head><body>
<main><h1>Fine</h1><p id="clean">Text.</p></main>
<div id="broken"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
</body></html>`;

const URL = 'http://axe.test/';

t.setTimeout(120_000);
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

for (const csp of [undefined, "default-src 'self'; script-src 'self' 'nonce-abc'"]) {
  t.test(csp ? 'with a strict CSP' : 'with no CSP', async (t) => {
    const context = await browser.newContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.route(URL, (route) => route.fulfill({ contentType: 'text/html', body: PAGE, headers: csp ? { 'content-security-policy': csp } : {} }));
    await page.goto(URL);
    const all = await runAxe(page);
    t.match(all.find((v) => v.id === 'image-alt')?.targets, [/img$/], 'the image without alt text');
    t.ok(all.some((v) => v.id === 'region'), 'and content outside a landmark (a best practice)');
    t.notOk((await runAxe(page, { wcagOnly: true })).some((v) => v.id === 'region'), 'WCAG rules only: no best practice');
    t.same(await runAxe(page, { include: '#clean' }), [], 'nothing in a clean part');
    t.same((await runAxe(page, { include: '#broken', wcagOnly: true })).map((v) => v.id), ['image-alt'], 'the broken part alone');
  });
}
