// Scenarios: `check DIR --scenarios all|--scenario NAME` and `render --site --scenario NAME`, run in-process.
import t from 'tap';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { ROOT } from './run-cli.js';
import { runInProcess } from './run-in-process.js';
import { cartOf, LARGE_CART_ITEMS } from '../../cli/scenarios/scenarios.js';
import { emptyContent } from '../../site/content/load-content.js';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-scenarios-'));
cpSync(join(ROOT, 'fixtures/themes/store'), join(dir, 'store'), { recursive: true });
const folder = join(dir, 'store/template');
// An error only a cart with entries meets (on every page: reported once).
const header = join(folder, 'header.region');
writeFileSync(header, readFileSync(header, 'utf8').replace('<header class="shop-header">', '<header class="shop-header">{.if shoppingCart.entries.0}{.eval 1 +}{.end}'));

t.test('check --scenarios all: every scenario, errors reported per scenario', async (t) => {
  const r = await runInProcess(['check', folder, '--scenarios', 'all']);
  t.equal(r.status, 1, r.stderr);
  const lines = r.stdout.split('\n');
  for (const name of ['sold-out', 'on-sale', 'empty-cart', 'cart-120', 'member', 'locked', 'phone', 'tablet', 'desktop', 'lang-en-US']) {
    t.ok(lines.some((l) => l.startsWith(`scenario ${name} (`)), name);
  }
  const cart = lines.findIndex((l) => l.startsWith('scenario cart-120 ('));
  t.equal(lines[cart], 'scenario cart-120 (a cart with 120 items): 14 pages, 1 error, 0 warnings');
  t.match(lines[cart + 1]!, /^ {2}.*\/header\.region:7:\d+: error: Error reducing expression: 1 \+/);
  for (const name of ['empty-cart', 'sold-out', 'member', 'phone']) t.match(lines.find((l) => l.startsWith(`scenario ${name} (`))!, /0 errors/, `${name}: the branch is not taken`);
  t.equal(lines.at(-2), '1 error, 0 warnings in 15 files, 10 scenarios');
});

t.test('check --scenario NAME --format json: valid report, one scenario', async (t) => {
  const r = await runInProcess(['check', folder, '--scenario', 'cart-120', '--scenario', 'locked', '--format', 'json']);
  const report = JSON.parse(r.stdout) as { scenarios: { name: string; errors: number; diagnostics: { file: string }[] }[] };
  const ajv = new Ajv({ strict: false });
  t.ok(ajv.validate(JSON.parse(readFileSync(join(ROOT, 'cli/check-output.schema.json'), 'utf8')) as object, report), ajv.errorsText(ajv.errors));
  t.same(report.scenarios.map((s) => [s.name, s.errors]), [['cart-120', 1], ['locked', 0]], 'the lock screen has no header');
  t.equal(report.scenarios[0]!.diagnostics[0]!.file, `${folder}/header.region`);
});

t.test('bad scenario names are usage errors', async (t) => {
  const unknown = await runInProcess(['check', folder, '--scenario', 'nope']);
  t.equal(unknown.status, 2);
  t.match(unknown.stderr, /unknown scenario 'nope' \(one of all, sold-out, on-sale, empty-cart, cart-120, member, locked, phone, tablet, desktop, lang-en-US\)/);
  const file = await runInProcess(['check', join(folder, 'header.region'), '--scenarios', 'all']);
  t.equal(file.status, 2);
  t.match(file.stderr, /scenarios render a template folder/);
  const all = await runInProcess(['render', '--site', folder, '--out', join(dir, 'x'), '--scenario', 'all']);
  t.equal(all.status, 2);
});

t.test('render --site --scenario: the pages show the scenario', async (t) => {
  const out = join(dir, 'cart');
  const r = await runInProcess(['render', '--site', folder, '--out', out, '--scenario', 'cart-120', '--now', '2026-01-01T00:00:00Z']);
  t.equal(r.status, 1, 'the error the cart meets fails the render');
  t.match(r.stderr, /header\.region:7:\d+: error: Error reducing expression/);
  t.match(readFileSync(join(out, 'index.html'), 'utf8'), /class="cart-link"[^>]*>[^<]*\(120\)/, 'the header counts 120 items');

  const locked = join(dir, 'locked');
  t.equal((await runInProcess(['render', '--site', folder, '--out', locked, '--scenario', 'locked'])).status, 0);
  const home = readFileSync(join(locked, 'index.html'), 'utf8');
  t.notMatch(home, /product-card/, 'no content behind the lock');

  const plain = await runInProcess(['render', '--site', folder, '--out', join(dir, 'plain')]);
  t.equal(plain.status, 0, 'without a scenario the branch is not taken');
});

t.test('render --site --scenario sold-out / on-sale: every stocked product shows it', async (t) => {
  const itemPages = async (scenario: string) => {
    const out = join(dir, `items-${scenario}`);
    await runInProcess(['render', '--site', folder, '--out', out, ...(scenario === 'none' ? [] : ['--scenario', scenario])]);
    const shop = join(out, 'shop');
    // Physical products (digital ones and gift cards are never sold out, gift cards never on sale).
    return ['sencha', 'oolong', 'teapot'].map((name) => readFileSync(join(shop, name, 'index.html'), 'utf8'));
  };
  const plain = await itemPages('none');
  t.ok(plain.length > 1);
  t.ok(plain.some((html) => !html.includes('class="product-sold-out"')), 'the fixture has products in stock');
  t.ok(plain.some((html) => !html.includes('class="product-sale-note"')), 'and products not on sale');
  t.ok((await itemPages('sold-out')).every((html) => html.includes('class="product-sold-out"')));
  t.ok((await itemPages('on-sale')).every((html) => html.includes('class="product-sale-note"')));
});

t.test('the large cart spreads its quantity over the products', async (t) => {
  const cart = cartOf(emptyContent(), LARGE_CART_ITEMS) as { totalQuantity: number; entries: { quantity: number }[] };
  t.equal(cart.totalQuantity, LARGE_CART_ITEMS);
  t.equal(cart.entries.reduce((s, e) => s + e.quantity, 0), LARGE_CART_ITEMS);
  t.same((cartOf(emptyContent(), 0) as { entries: unknown[] }).entries, []);
});
