// The platform's LESS environment (DEVELOPER-MODE.md 1.8): system imports
// with their mixins, LESS 1.x selector escapes, remote imports.
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { compileSiteCss, SiteCssCache } from '../../server/site/styles/index.js';
import { legacySyntaxEdits } from '../../server/site/styles/legacy-syntax.js';
import { applyEdits } from '../../server/site/styles/source-edits.js';
import { scanSource } from '../../server/site/styles/source-scan.js';

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

t.test('a slash in grid and aspect-ratio values is a separator; elsewhere LESS 1.x division stays', async (t) => {
  const r = await compile('slash', ['grid.less']);
  t.same(r.diagnostics, []);
  t.match(rule(r.css, '.full'), 'grid-column: 1 / -1;', 'a full-width cell stays full width');
  t.match(rule(r.css, '.area'), 'grid-area: 1 / 2 / 3 / 3;', 'variables are interpolated');
  t.match(rule(r.css, '.photo'), 'aspect-ratio: 4 / 3 !important;');
  t.match(rule(r.css, '.half'), 'padding: 10px;', 'other properties still divide');
  t.equal(rewrite('.a { grid-row: span (@n / 2); }'), '.a { grid-row: span (@n / 2); }', 'a call or parenthesis is left to LESS');
  t.equal(rewrite('/* grid-column: 1 / 2; */'), '/* grid-column: 1 / 2; */', 'comments untouched');
});
