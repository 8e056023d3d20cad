// The editor's pure rules: the colour rule (SPEC section 5, every accepted
// form and message), url ids from titles, and the layout's rows.
import t from 'tap';
import { checkColour, COLOUR_MESSAGES, notAnOption } from '../../editor/colour.js';
import { uniqueUrlId, urlSlug, isUrlId } from '../../editor/url-id.js';
import { rowsOf, type LayoutBlock } from '../../editor/layout.js';

const ok = (input: string, value: string) => t.same(checkColour(input), { ok: true, value }, input);
const bad = (input: string, messages: string[]) => t.same(checkColour(input), { ok: false, messages }, input);

t.test('hex: 3 or 6 digits', async () => {
  ok('#abc', '#abc');
  ok('#AB4E2C', '#ab4e2c');
  bad('#abcd', [notAnOption('#abcd')]);
  bad('#ab4e2', [notAnOption('#ab4e2')]);
  bad('#ggg', [notAnOption('#ggg')]);
});

t.test('rgb and rgba: alpha only with rgba, channels clamped', async () => {
  ok('rgb(10, 20, 30)', 'rgb(10, 20, 30)');
  ok('rgb(300, -5, 20)', 'rgb(255, 0, 20)');
  ok('rgb(100%, 50%, 0%)', 'rgb(255, 128, 0)');
  ok('rgba(1, 2, 3, 0.5)', 'rgba(1, 2, 3, 0.5)');
  ok('rgba(1, 2, 3, 7)', 'rgba(1, 2, 3, 1)');
  ok('rgba(1, 2, 3, -1)', 'rgba(1, 2, 3, 0)');
  bad('rgb(1, 2, 3, 0.5)', [notAnOption('rgb(1, 2, 3, 0.5)')]);
  bad('rgba(1, 2, 3)', [notAnOption('rgba(1, 2, 3)')]);
  bad('rgb(a, b, c)', [notAnOption('rgb(a, b, c)')]);
});

t.test('hsl and hsla: bounds and their messages', async () => {
  ok('hsl(120, 0.5, 0.25)', 'hsl(120, 50%, 25%)');
  ok('hsl(120, 50%, 25%)', 'hsl(120, 50%, 25%)');
  ok('hsla(360, 1, 0, 0.3)', 'hsla(360, 100%, 0%, 0.3)');
  bad('hsl(361, 0.5, 0.5)', [COLOUR_MESSAGES.hue]);
  bad('hsl(-1, 0.5, 0.5)', [COLOUR_MESSAGES.hue]);
  bad('hsl(10, 1.5, 0.5)', [COLOUR_MESSAGES.saturation]);
  bad('hsl(10, 0.5, 2)', [COLOUR_MESSAGES.lightness]);
  bad('hsla(10, 0.5, 0.5, 3)', [COLOUR_MESSAGES.alpha]);
  bad('hsla(400, 2, 3, 4)', [COLOUR_MESSAGES.hue, COLOUR_MESSAGES.saturation, COLOUR_MESSAGES.lightness, COLOUR_MESSAGES.alpha]);
  bad('hsl(10, 0.5)', [COLOUR_MESSAGES.missingHsl]);
  bad('hsl()', [COLOUR_MESSAGES.missingHsl]);
  t.equal(COLOUR_MESSAGES.hue, 'Hue out of bounds.');
  t.equal(COLOUR_MESSAGES.missingHsl, 'Missing an H/S/L value.');
});

t.test('hwb, keywords and transparent', async () => {
  ok('hwb(90 10% 20%)', 'hwb(90 10% 20%)');
  ok('hwb(90 10% 120% / 0.5)', 'hwb(90 10% 100% / 0.5)');
  bad('hwb(400 10% 10%)', [COLOUR_MESSAGES.hue]);
  bad('hwb(90 10%)', [notAnOption('hwb(90 10%)')]);
  ok('RebeccaPurple', 'rebeccapurple');
  ok('transparent', 'transparent');
  bad('blurple', [notAnOption('blurple')]);
  bad('', [notAnOption('')]);
  t.equal(notAnOption('blurple'), 'blurple is not one of the expected options');
});

t.test('url ids: slug, fallback under 3 characters, next free suffix', async () => {
  t.equal(urlSlug('  Café Lights & Linen! '), 'cafe-lights-linen');
  t.equal(uniqueUrlId('Shop', 'store', new Set()), 'shop');
  t.equal(uniqueUrlId('Ab', 'store', new Set()), 'store');
  t.equal(uniqueUrlId('', 'store', new Set()), 'store');
  t.equal(uniqueUrlId('Shop', 'store', new Set(['shop'])), 'shop-1');
  t.equal(uniqueUrlId('Shop', 'store', new Set(['shop', 'shop-1', 'shop-2'])), 'shop-3');
  t.equal(uniqueUrlId('!!', 'store', new Set(['store'])), 'store-1');
  t.ok(isUrlId('our-story'));
  t.notOk(isUrlId('ab'));
  t.notOk(isUrlId('Our Story'));
});

t.test('layout rows: blocks share a row until their spans pass 12', async () => {
  const b = (id: string, span: number): LayoutBlock => ({ id, kind: 'text', span, props: {} });
  const rows = rowsOf({ blocks: [b('a', 6), b('b', 6), b('c', 12), b('d', 4), b('e', 9)] });
  t.same(rows.map((r) => r.map((x) => x.id)), [['a', 'b'], ['c'], ['d'], ['e']]);
  t.same(rowsOf({ blocks: [] }), []);
});

t.test('every editor error code is documented in docs/editor.md, with its status and text', async (t) => {
  const { readFileSync } = await import('node:fs');
  const { EDITOR_ERRORS } = await import('../../server/editor/errors.js');
  const doc = readFileSync(new URL('../../docs/editor.md', import.meta.url), 'utf8');
  for (const [code, e] of Object.entries(EDITOR_ERRORS)) t.ok(doc.includes(`| \`${code}\` | ${e.status} | ${e.text} |`), code);
});

t.test('a saved live page imports with its passwords put back', async (t) => {
  const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { fixtureDocument } = await import('../../server/editor/fixture-document.js');
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-live-page-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'page.json');
  writeFileSync(file, JSON.stringify({ website: { siteTitle: 'Saved', password: 'site-secret' }, collection: { id: 'c1', urlId: 'about', typeName: 'page', title: 'About', passwordHash: '$argon2id$v=19$x' } }));
  const doc = fixtureDocument(file) as { website: Record<string, unknown>; collections: Record<string, unknown>[] };
  t.equal(doc.website.password, 'site-secret');
  t.equal(doc.collections.find((c) => c.urlId === 'about')?.passwordHash, '$argon2id$v=19$x');
});
