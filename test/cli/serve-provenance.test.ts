// `vitrine serve --provenance` in Chromium: the toggle, an element's template position, values and branches, the editor link;
// without the flag (and in render --site output) nothing of it.
import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedPage, until } from './serve-helpers.js';
import { ROOT } from './run-cli.js';
import { runInProcess } from './run-in-process.js';

// Serve processes and Chromium: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(240_000);

t.test('the overlay: off on load, then hover shows file:line:col, values, formatters and branches', async (t) => {
  const { served, page, pageErrors } = await servedPage(t, 'store', ['--provenance', '--editor', 'jetbrains']);
  const response = await page.goto(`${served.url}/shop/sencha`);
  t.equal(response?.status(), 200);
  const toggle = page.locator('#vitrine-provenance-toggle');
  t.equal(await toggle.getAttribute('aria-pressed'), 'false', 'off by default');
  t.equal(await page.locator('#vitrine-provenance-panel').isHidden(), true);

  await toggle.click();
  t.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await page.hover('h1.product-title');
  const panel = await until(page, () => document.getElementById('vitrine-provenance-panel')?.textContent ?? '', 'the panel');
  t.match(panel, '<h1> collections/products.item:4:3');
  t.match(panel, '{title} = "Spring Sencha"  (collections/products.item:4:29)');
  t.match(panel, '|html: "Spring Sencha" → "Spring Sencha"');
  t.match(panel, '  JSON path: item.title', 'the value\'s JSON path from the page context root');
  const file = join(served.dir, 'template/collections/products.item');
  t.equal(await page.locator('#vitrine-provenance-panel a.vitrine-provenance-open').getAttribute('href'), `idea://open?file=${encodeURI(file)}&line=4`);

  // A variant's price: the formatter's input (the money object) and output.
  await page.hover('li.variant-price[data-sku="SEN-50"]');
  const price = await until(page, () => { const p = document.getElementById('vitrine-provenance-panel')?.textContent ?? ''; return p.includes('SEN-50') && p; }, 'the price panel');
  t.match(price, '|money-string: {currency, value} → "$12.00"');
  t.match(price, '{sku} = "SEN-50"  (collections/products.item:18:120)  JSON path: item.structuredContent.variants.0.sku', 'written relative to its section, at its absolute path with the index');
  t.match(price, '  JSON path: item.structuredContent.variants.0.priceMoney');

  // A branch: the item's {.sold-out?} (in stock: its {.or} ran), told with the element before it.
  await page.hover('.product-excerpt');
  const branch = await until(page, () => { const p = document.getElementById('vitrine-provenance-panel')?.textContent ?? ''; return p.includes('sold-out') && p; }, 'the branch panel');
  t.match(branch, /\{\.sold-out\?\} → or {2}\(collections\/products\.item:11:3\)/);

  // Off again: hovering shows nothing more, the outline goes.
  await toggle.click();
  t.equal(await page.locator('#vitrine-provenance-panel').isHidden(), true);
  t.equal(await page.evaluate(() => document.querySelector<HTMLElement>('h1.product-title')!.style.outline), '');
  t.same(pageErrors, []);
});

t.test('the JSON path through a repetition and a block applied to each item', async (t) => {
  const { served, page, pageErrors } = await servedPage(t, 'store', ['--provenance']);
  await page.goto(`${served.url}/shop`);
  await page.locator('#vitrine-provenance-toggle').click();
  const fourth = page.locator('ul.products > li').nth(3).locator('.card-title');
  const title = (await fourth.textContent())!;
  await fourth.hover();
  // The pointer crosses the card's <div> on its way to the title: wait for the title's own panel.
  const panel = await until(page, () => { const p = document.getElementById('vitrine-provenance-panel')?.textContent ?? ''; return p.includes('<span> blocks/shop/product-card.block') && p; }, 'the card title panel');
  t.match(panel, '<span> blocks/shop/product-card.block:1:');
  t.match(panel, `{title} = ${JSON.stringify(title)}`);
  t.match(panel, '  JSON path: items.3.title', 'the fourth item of the page context\'s items');
  t.same(pageErrors, []);
});

t.test('a click on an element opens the editor link instead of following the page', async (t) => {
  const { served, page } = await servedPage(t, 'store', ['--provenance', '--editor', 'myeditor://{file}#{line}']);
  await page.goto(`${served.url}/`);
  // Record the editor link the overlay opens (an unknown scheme would go nowhere in a test browser).
  await page.evaluate("window.open = function (url, target) { window.__opened = url + ' ' + target; return null; }");
  await page.locator('#vitrine-provenance-toggle').click();
  const url = page.url();
  await page.locator('a.shop-logo').click();
  t.equal(page.url(), url, 'the link of the page was not followed');
  t.match(await page.locator('#vitrine-provenance-panel').textContent(), /<a> header\.region:8:\d+/);
  const file = join(served.dir, 'template/header.region');
  t.equal(await page.evaluate('window.__opened'), `myeditor://${encodeURI(file)}#8 _self`);
});

t.test('off by default, and never in render --site output', async (t) => {
  const { served, page } = await servedPage(t, 'store');
  await page.goto(`${served.url}/shop/sencha`);
  t.equal(await page.locator('#vitrine-provenance-toggle').count(), 0);
  t.equal(await page.locator('[data-vitrine-src]').count(), 0);
  const out = join(mkdtempSync(join(tmpdir(), 'vitrine-prov-')), 'out');
  t.equal((await runInProcess(['render', '--site', join(ROOT, 'fixtures/themes/store/template'), '--out', out])).status, 0);
  const html = readFileSync(join(out, 'shop/sencha/index.html'), 'utf8');
  t.notMatch(html, /vitrine-provenance|data-vitrine-src/);
});
