// The platform's LESS environment (DEVELOPER-MODE.md 1.8): system imports
// with their mixins, LESS 1.x selector escapes, remote imports.
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { compileSiteCss, SiteCssCache } from '../../site/styles/index.js';
import { legacySyntaxEdits } from '../../site/styles/legacy-syntax.js';
import { applyEdits } from '../../site/styles/source-edits.js';
import { scanSource } from '../../site/styles/source-scan.js';

const fixtures = fileURLToPath(new URL('../fixtures/styles/', import.meta.url));
const compile = (name: string, stylesheets: string[]) =>
  compileSiteCss({ folder: fixtures + name, stylesheets }, { cache: new SiteCssCache() });
const rewrite = (src: string): string => applyEdits(src, legacySyntaxEdits(scanSource(src))).text;
const rule = (css: string, selector: string): string => {
  const at = css.indexOf(`${selector} {\n`);
  return at < 0 ? '' : css.slice(at, css.indexOf('}', at) + 1);
};

t.test('system imports resolve to Vitrine modules that output nothing by themselves', async (t) => {
  const r = await compile('system', ['icons.less']);
  t.same(r.diagnostics, []);
  t.match(r.css, /^\.share-link \{/, 'no output before the first rule of the stylesheet');
});

t.test('.sqs-ui-font(ICON) puts the glyph on the element', async (t) => {
  const r = await compile('system', ['icons.less']);
  const share = rule(r.css, '.share-link');
  t.match(share, "font-family: 'squarespace-ui-font';");
  t.match(share, 'content: "\\e600";');
  t.match(rule(r.css, '.unknown-icon'), 'content: "";', 'an unknown icon has no glyph and no error');
});

t.test('.sqs-ui-font(ICON, before|after) puts it in the pseudo-element; a quoted icon name works', async (t) => {
  const r = await compile('system', ['icons.less']);
  t.match(rule(r.css, '.like:after'), 'content: "\\e603";');
  t.match(rule(r.css, '.prev:before'), 'content: "\\e608";');
  t.equal(rule(r.css, '.like'), '', 'nothing on the element itself');
});

t.test('.sqs-ui-font-size(SIZE, LINE-HEIGHT)', async (t) => {
  const r = await compile('system', ['icons.less']);
  t.equal(rule(r.css, '.prev'), '.prev {\n  font-size: 14px;\n  line-height: 20px;\n}');
});

t.test('sqs-grid-breaker and sqs-blocks mixins', async (t) => {
  const r = await compile('system', ['icons.less']);
  t.match(r.css, '@media only screen and (max-width: 800px) {\n  .sqs-layout .sqs-row [class*="sqs-col-"] {\n    float: none;\n    width: 100%;\n  }\n}');
  t.match(rule(r.css, '.page .sqs-layout .sqs-row [class*="sqs-col-"]'), 'padding-left: 15px;');
  t.match(rule(r.css, '.content .sqs-block'), 'padding: 10px 0;');
});

t.test('LESS 1.x selector escapes compile', async (t) => {
  const r = await compile('legacy', ['legacy.less']);
  t.same(r.diagnostics, []);
  t.match(r.css, '.col-3 {\n  width: 33.33333333%;\n}', '(~".col-@{n}") { … }');
  t.match(r.css, '.grid li:nth-child(3n + 1) {\n  clear: left;\n}', ":nth-child((~'@{n}n+@{i}'))");
  t.match(r.css, '.pad-2 {\n  padding: 10px;\n}\n.pad-1 {\n  padding: 5px;\n}', 'inside a recursive mixin');
  t.match(r.css, '.calc {\n  width: calc(100% - 10px);\n}', 'an escape in a value is left alone');
  t.match(r.css, '@media (min-width: 600px)', 'an escape in a media query is left alone');
});

t.test('the rewrite touches selectors only, not values, calls, at-rules or comments', async (t) => {
  t.equal(rewrite('(~".a-@{n}") { x: 1 }'), '.a-@{n} { x: 1 }');
  t.equal(rewrite(".b:nth-child((~'@{n}n+@{i}')), .c { x: 1 }"), '.b:nth-child(@{n}n+@{i}), .c { x: 1 }');
  t.equal(rewrite('.d { &(~"-@{n}") { x: 1 } }'), '.d { &-@{n} { x: 1 } }');
  for (const same of [
    '.e { width: (~"calc(1px)"); }',
    '.f { .mixin((~"x")); }',
    '@media (~"min-width: 1px") { .g { x: 1 } }',
    '// (~".h") { x: 1 }\n',
    '/* (~".i") */ .i { x: 1 }',
  ]) {
    t.equal(rewrite(same), same, same);
  }
});

t.test('remote imports become (css) imports; local and system imports do not', async (t) => {
  t.equal(rewrite('@import url(https://a.example/x.css?y=1);'), '@import (css) url(https://a.example/x.css?y=1);');
  t.equal(rewrite('@import "//a.example/x";'), '@import (css) "//a.example/x";');
  t.equal(rewrite("@import (less) 'http://a.example/x.less';"), "@import (css) 'http://a.example/x.less';");
  for (const same of ["@import 'sqs-grid-breaker';", '@import "partials/mixins";', '// @import url(https://a.example/x.css);\n']) {
    t.equal(rewrite(same), same, same);
  }
});

t.test('platform variables and mixins are there without an import; a template defining its own wins', async (t) => {
  const r = await compile('platform', ['env.less']);
  t.same(r.diagnostics, []);
  t.match(rule(r.css, '.newsletter'), 'color: #272727;', '@newsletterTextColor');
  t.match(rule(r.css, '.lightbox'), 'padding: 50px;', '@tweak-product-quick-view-lightbox-padding');
  t.match(rule(r.css, '.cta'), 'padding: 1.4em 2.4em;', '.button-block-guarded-mixin-large()');
  t.match(rule(r.css, '.share'), 'content: "\\e600";', '.sqs-ui-font used without importing it');
  t.match(rule(r.css, '.footer .sqs-svg-icon--social'), 'fill: #ff0000;', '.mixin-template-social-icons-color');
  t.match(r.css, 'body.dark .sqs-svg-icon--list .sqs-svg-icon--social {\n  fill: #00ff00;', '.mixin-template-social-icons-color-body');
  t.notMatch(r.css, 'sqs-ui-font-glyph', 'the environment itself outputs nothing');
});

t.test("'svg-icon-templates' outputs the icons' rules as the template configures them; 'social-icon-font' has glyph mixins", async (t) => {
  const r = await compile('platform', ['icons.less']);
  t.same(r.diagnostics, []);
  const wrapper = rule(r.css, '.my-icons .sqs-svg-icon--wrapper');
  t.match(wrapper, 'width: 30px;', 'size from @social-icons-size-custom');
  t.match(wrapper, 'color: #112233;', 'colour from @social-icons-color');
  t.match(r.css, '.tweak-icons-standard .my-icons .sqs-svg-icon--wrapper.facebook {', 'standard colours under the configured body class');
  t.match(rule(r.css, '.tweak-icons-circle-solid .my-icons .sqs-svg-icon--wrapper'), 'border-radius: 50%;', 'a configured style class');
  t.match(rule(r.css, '.fb:before'), 'content: "\\e900";');
});

t.test('LESS 1.x: a variable in a selector pseudo-class, .-each recursion, fewer arguments than parameters, / as the platform divides', async (t) => {
  const r = await compile('platform', ['dialect.less']);
  t.same(r.diagnostics, []);
  t.match(rule(r.css, '.rows li:nth-child(2)'), 'color: red;', '&:nth-child(@i) inside a mixin');
  t.match(r.css, '.w-2 {\n  width: 20px;\n}\n.w-1 {\n  width: 10px;\n}', '.-each(@i) recursion');
  t.match(rule(r.css, '.banner'), /flex: 0 1 auto\s*;/, '.flex(0 1 auto) against .flex(@grow, @shrink, @basis)');
  t.match(rule(r.css, '.both'), 'flex: 1 1 0px;', 'a full call is unchanged');
  t.equal(rule(r.css, '.over'), '.over {\n  one: x;\n}', 'an overload by arity keeps its meaning');
  const grid = rule(r.css, '.grid');
  t.match(grid, 'grid-column: 1 / -1;', 'a grid placement keeps its slash');
  t.match(grid, 'grid-area: 1 / 2 / 3 / 4;');
  t.match(grid, 'width: 5px;', 'other values divide');
  t.match(grid, 'font: 12px/1.5 serif;', 'the font shorthand keeps its slash');
});
