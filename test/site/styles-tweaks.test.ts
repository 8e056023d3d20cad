// Tweak annotations (DEVELOPER-MODE.md 1.8, checklist 15 and 16): every
// type, keys and slugs, fixture overrides, body classes, font variables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { compileSiteCss, SiteCssCache, slug, tweakKey } from '../../site/styles/index.js';
import { parseLenientObject } from '../../site/styles/lenient-object.js';

const folder = fileURLToPath(new URL('../fixtures/styles/tweaks/', import.meta.url));
const stylesheets = ['variables.less', 'typography.less'];
const compile = (tweaks?: Record<string, string | number | boolean>) =>
  compileSiteCss({ folder, stylesheets, ...(tweaks ? { tweaks } : {}) }, { cache: new SiteCssCache() });

t.test('slug and key rules', async (t) => {
  t.equal(slug('3:2 Standard'), '32-standard');
  t.equal(slug('Extra Small'), 'extra-small');
  t.equal(slug('Été & Hiver-2'), 'été--hiver-2');
  t.equal(tweakKey('Gallery Aspect Ratio'), 'gallery-aspect-ratio');
  t.equal(tweakKey('Site Spacing') + '-' + slug('Extra Small'), 'site-spacing-extra-small');
  t.equal(tweakKey('tweak-Blog Style'), 'tweak-Blog Style', 'a tweak- title is the key as written');
});

t.test('annotations as JSON or lenient JS object literals', async (t) => {
  t.same(parseLenientObject('{ "type": "color", "title": "A" }'), { type: 'color', title: 'A' });
  t.same(parseLenientObject("{ type: 'dropdown', title: 'B', options: ['x', \"y\",], default: 'x', min: -1.5, active: true, }"), {
    type: 'dropdown', title: 'B', options: ['x', 'y'], default: 'x', min: -1.5, active: true,
  });
  t.equal(parseLenientObject('{ "title": broken'), undefined);
  t.equal(parseLenientObject('[1, 2]'), undefined, 'an array is not an annotation');
  t.equal(parseLenientObject('{ a: 1 } trailing'), undefined);
});

t.test('every tweak is defined with key, type, default and options, in declaration order', async (t) => {
  const r = await compile();
  t.same(
    r.tweaks.map((d) => [d.key, d.type, d.default]),
    [
      ['site-background-color', 'color', '#ffffff'],
      ['site-width', 'value', '960px'],
      ['banner-image', 'image', 'none'],
      ['tweak-show-search', 'checkbox', true],
      ['hide-footer', 'checkbox', false],
      ['gallery-aspect-ratio', 'dropdown', '1:1 Square'],
      ['heading-1-font', 'font', '{"font-family":"\\"Open Sans\\", sans-serif","font-size":"48px","letter-spacing":"0px","font-weight":"700"}'],
    ],
  );
  t.match(r.tweaks[0], { title: 'Site Background Color', category: 'Colors', variable: '@siteBackgroundColor', file: 'styles/variables.less', line: 1 });
  t.same(r.tweaks[5]?.options, ['1:1 Square', '3:2 Standard', '16:9 Widescreen'], 'a multi-line annotation');
  t.match(r.tweaks[6], { mixin: 'heading1-font', fontProperties: { 'font-size': '48px' } });
  t.same(r.tweakValues['gallery-aspect-ratio'], '1:1 Square');
  t.same(r.bodyClasses, ['tweak-show-search', 'gallery-aspect-ratio-11-square'], 'defaults: checkbox on, dropdown default');
});

t.test('an unparseable annotation is ignored with a warning', async (t) => {
  const r = await compile();
  t.match(r.diagnostics, [{ code: 'TWEAK_UNPARSEABLE', severity: 'warning', file: 'styles/variables.less', line: 24, col: 1 }]);
  t.equal(r.diagnostics.length, 1);
  t.notOk(r.tweaks.some((d) => d.line === 24));
});

t.test('color, value and image tweaks replace their variable; the fixture override wins', async (t) => {
  const plain = await compile();
  t.match(plain.css, 'body {\n  background-color: #ffffff;\n  background-image: none;\n  max-width: 960px;\n}');
  const r = await compile({ 'Site Background Color': '#102030', 'site-width': 1200, '@bannerImage': '/assets/banner.jpg' });
  t.match(r.css, 'body {\n  background-color: #102030;\n  background-image: url("/assets/banner.jpg");\n  max-width: 1200px;\n}',
    'looked up by title, key or variable; a number takes the default\'s unit; an image path becomes url()');
  t.notMatch(r.css, '#ffffff');
  t.match(r.tweakValues, { 'site-background-color': '#102030', 'site-width': 1200, 'banner-image': '/assets/banner.jpg' });
});

t.test('an unsafe override keeps the default with a warning', async (t) => {
  const r = await compile({ 'site-background-color': 'red; } body { display: none', 'site-width': true });
  t.match(r.css, 'background-color: #ffffff;');
  t.match(r.css, 'max-width: 960px;');
  t.notMatch(r.css, 'display: none');
  t.match(r.diagnostics.filter((d) => d.code === 'TWEAK_VALUE_INVALID'), [{ severity: 'warning' }, { severity: 'warning' }]);
});

t.test('checkbox tweaks give a body class named after the key when on', async (t) => {
  const r = await compile({ 'tweak-show-search': false, 'Hide Footer': 'true' });
  t.same(r.bodyClasses, ['hide-footer', 'gallery-aspect-ratio-11-square']);
  t.match(r.tweakValues, { 'tweak-show-search': false, 'hide-footer': true });
});

t.test('a dropdown tweak gives key-slug(option): "Gallery Aspect Ratio" + "3:2 Standard"', async (t) => {
  const r = await compile({ 'gallery-aspect-ratio': '3:2 Standard' });
  t.same(r.bodyClasses, ['tweak-show-search', 'gallery-aspect-ratio-32-standard']);
  const bad = await compile({ 'gallery-aspect-ratio': '5:4 Odd' });
  t.same(bad.bodyClasses, ['tweak-show-search', 'gallery-aspect-ratio-11-square'], 'an unknown option keeps the default');
  t.match(bad.diagnostics, [{ code: 'TWEAK_UNPARSEABLE' }, { code: 'TWEAK_VALUE_INVALID', message: /5:4 Odd/ }]);
});

t.test('a font tweak defines @MIXIN-PROPERTY variables that another stylesheet reads', async (t) => {
  const r = await compile();
  t.match(r.css, 'h1 {\n  font-family: "Open Sans", sans-serif;\n  font-size: 48px;\n  letter-spacing: 0px;\n  font-weight: 700;\n  margin-bottom: 24px;\n}');
  t.match(r.css, '.site-title {\n  letter-spacing: 0px;\n}');
  const big = await compile({ 'heading1-font': '{ "font-size": "60px", "text-transform": "uppercase" }' });
  t.match(big.css, 'h1 {\n  font-family: "Open Sans", sans-serif;\n  font-size: 60px;\n  letter-spacing: 0px;\n  font-weight: 700;\n  text-transform: uppercase;\n  margin-bottom: 30px;\n}');
  const family = await compile({ 'Heading 1 Font': 'Georgia, serif' });
  t.match(family.css, 'h1 {\n  font-family: Georgia, serif;');
  t.same(JSON.parse(String(family.tweakValues['heading-1-font']))['font-family'], 'Georgia, serif');
});

t.test('a tweak annotation in a later file and a repeated key', async (t) => {
  const r = await compileSiteCss({ folder, stylesheets: ['variables.less', 'variables.less'] }, { cache: new SiteCssCache() });
  t.equal(r.tweaks.length, 7, 'one definition per key');
  t.same(r.bodyClasses, ['tweak-show-search', 'gallery-aspect-ratio-11-square']);
});

t.test('errors on a line with a rewritten tweak are reported at the columns as written', async (t) => {
  const dir = path.join(folder, '..', 'tweak-positions');
  const r = await compileSiteCss({ folder: dir, stylesheets: ['t.less', 'f.less'], tweaks: { ink: '#123456', 'body-font': '{ "font-size": "14px", "line-height": "1.5" }' } }, { cache: new SiteCssCache() });
  const t2 = '@ink: #000; .x { color: @ink; border-color: @missing; }';
  const f2 = '.body-font { font-size: 12px; } .y { width: @nope; }';
  t.match(r.diagnostics, [
    { code: 'LESS_ISOLATED', file: 'styles/t.less', line: 2, col: t2.indexOf('@missing') + 1 },
    { code: 'LESS_ISOLATED', file: 'styles/f.less', line: 2, col: f2.indexOf('@nope') + 1 },
  ]);
});
