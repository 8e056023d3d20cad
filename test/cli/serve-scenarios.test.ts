// The scenario panel of `vitrine serve` in Chromium: choosing a scenario renders every page under it; a bad name is a 400.
import t from 'tap';
import { servedPage, until } from './serve-helpers.js';

// Serve processes and Chromium: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(240_000);

t.test('the panel: choose a scenario, every page shows it, back to the content as it is', async (t) => {
  const { served, page, pageErrors } = await servedPage(t, 'store');
  await page.goto(`${served.url}/`);
  const select = page.locator('#vitrine-scenario');
  t.equal(await select.inputValue(), '', 'no scenario at first');
  const options = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  t.same(options, ['', 'sold-out', 'on-sale', 'empty-cart', 'cart-120', 'member', 'locked', 'phone', 'tablet', 'desktop', 'lang-en-US']);
  t.match(await page.locator('a.cart-link').textContent(), /\(0\)/);

  await select.selectOption('cart-120');
  await until(page, () => /\(120\)/.test(document.querySelector('a.cart-link')?.textContent ?? ''), 'the 120-item cart');
  t.equal(await page.locator('#vitrine-scenario').inputValue(), 'cart-120', 'the panel shows the scenario after the reload');
  // Another page shows it too.
  await page.goto(`${served.url}/shop`);
  t.match(await page.locator('a.cart-link').textContent(), /\(120\)/);

  // The panel reloads the page after a choice: a mark on this document tells the reloaded one apart.
  await page.evaluate(() => void ((window as unknown as { beforeChoice?: boolean }).beforeChoice = true));
  await page.locator('#vitrine-scenario').selectOption('sold-out');
  await until(
    page,
    () => !(window as unknown as { beforeChoice?: boolean }).beforeChoice && document.readyState === 'complete' && (document.querySelector('#vitrine-scenario') as HTMLSelectElement | null)?.value === 'sold-out',
    'the reload under the sold-out scenario',
  );
  await page.goto(`${served.url}/shop/sencha`);
  t.equal(await page.locator('.product-sold-out').count(), 1, 'the product is sold out');

  await page.locator('#vitrine-scenario').selectOption('');
  await until(page, () => (document.querySelector('#vitrine-scenario') as HTMLSelectElement | null)?.value === '' && !document.querySelector('.product-sold-out'), 'the content as it is');
  t.same(pageErrors, []);
});

t.test('a scenario the site does not have is a 400 naming the choices', async (t) => {
  const { served } = await servedPage(t, 'store');
  const bad = await fetch(`${served.url}/__vitrine/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'nope' }) });
  t.equal(bad.status, 400);
  t.match(((await bad.json()) as { error: string }).error, "unknown scenario 'nope' (one of all, sold-out,");
  const missing = await fetch(`${served.url}/__vitrine/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  t.equal(missing.status, 400);
});
