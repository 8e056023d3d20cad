// The guards' pure rules: WCAG contrast of colour pairs in every form the
// colour rule accepts, and the links a block may have.
import t from 'tap';
import { contrastProblems, contrastRatio, rgbOf, MIN_TEXT_CONTRAST } from '../../editor/contrast.js';
import { isAllowedLink, linkProblem, LINK_MESSAGES } from '../../editor/link-rule.js';

t.test('contrast ratios', async (t) => {
  t.equal(contrastRatio('#000', '#fff'), 21);
  t.equal(contrastRatio('white', 'black'), 21, 'keywords black and white');
  t.equal(contrastRatio('#777777', '#ffffff')! < MIN_TEXT_CONTRAST, true, '#777 on white fails AA (4.48:1)');
  t.equal(contrastRatio('#767676', '#ffffff')! >= MIN_TEXT_CONTRAST, true, '#767676 on white passes (4.54:1)');
  t.same(rgbOf('rgb(18, 52, 86)'), [18, 52, 86]);
  t.same(rgbOf('hsl(0 100% 50%)')!.map(Math.round), [255, 0, 0]);
  t.same(rgbOf('hwb(120 0% 0%)')!.map(Math.round), [0, 255, 0]);
  t.same(rgbOf('hwb(0 60% 60%)')!.map(Math.round), [128, 128, 128], 'white and black past 100 % give a grey');
  t.equal(rgbOf('rgb(0 0 0 / 0.5)'), null, 'a translucent colour is not judged');
  t.equal(rgbOf('rebeccapurple'), null, 'nor a keyword it does not know');
  t.equal(contrastRatio('#000', 'transparent'), null);
});

t.test('pairs of the theme', async (t) => {
  const site = { 'text-color': '#2a2521', 'background-color': '#f7f3ee', 'accent-color': '#ab4e2c' };
  t.same(contrastProblems('text-color', '#000000', site), [], 'a readable text colour');
  t.equal(contrastProblems('text-color', '#f0ece6', site).length, 1, 'text nearly the background');
  t.equal(contrastProblems('background-color', '#333333', site).length, 2, 'a background near the text and the accent: a message for each pair');
  t.match(contrastProblems('accent-color', '#f7f3ee', site)[0], /at least 4.5:1 with its background, and this pair has 1.00:1/);
  t.same(contrastProblems('unrelated', '#fff', site), [], 'a colour in no pair');
});

t.test('links a block may have', async (t) => {
  for (const ok of ['/shop', 'shop', '#top', '?q=mug', 'https://example.com', 'HTTP://example.com', 'mailto:a@b.c', 'tel:+15551234', '//cdn.example.com/x', '']) t.ok(isAllowedLink(ok), ok);
  for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:x', 'java\nscript:x', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) t.notOk(isAllowedLink(bad), JSON.stringify(bad));
  t.equal(linkProblem('javascript:x'), LINK_MESSAGES.unsafe);
  t.equal(linkProblem('/ok'), null);
});
