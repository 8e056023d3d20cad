// The fonts, buttons and animations panels' rules (editor/design-*.ts):
// options, ranges, defaults and messages; and the theme declaring every
// setting the panels offer, with the same options.
import t from 'tap';
import { checkFont, fontDeclarations, fontFromDeclarations, FONT_FAMILIES, FONT_MESSAGES } from '../../editor/design-fonts.js';
import { BUTTON_SETTINGS, checkChoice } from '../../editor/design-buttons.js';
import { ANIMATION_KEYS, ANIMATION_MESSAGES, checkDuration, DEFAULT_TWEEN_MS, PAGE_ANIMATION } from '../../editor/design-animations.js';
import { notAnOption } from '../../editor/colour.js';
import { compileSiteCss } from '../../site/styles/index.js';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

t.test('fonts: family, size, weight and letter spacing', async (t) => {
  const ok = checkFont({ family: 'georgia', size: '18', weight: 600, letterSpacing: '0.025' });
  t.same(ok, {
    ok: true,
    value: { family: 'georgia', size: 18, weight: 600, letterSpacing: 0.03 },
    declarations: { 'font-family': FONT_FAMILIES.georgia.stack, 'font-size': '18px', 'font-weight': '600', 'letter-spacing': '0.03em' },
  });
  const bad = checkFont({ family: 'Comic Sans', size: 9, weight: 450, letterSpacing: 'wide' });
  t.same(bad, {
    ok: false,
    problems: [
      { field: 'family', message: 'Comic Sans is not one of the expected options' },
      { field: 'size', message: 'Font size must be a whole number from 10 to 96.' },
      { field: 'weight', message: notAnOption('450') },
      { field: 'letterSpacing', message: 'Letter spacing must be a number from -0.1 to 0.5.' },
    ],
  });
  for (const size of [97, 16.5, '', 'x']) t.same(checkFont({ family: 'theme', size, weight: 400, letterSpacing: 0 }), { ok: false, problems: [{ field: 'size', message: FONT_MESSAGES.size }] }, `size ${size}`);
  t.notOk(checkFont({ family: 'theme', size: 16, weight: 400, letterSpacing: -0.2 }).ok);
  t.notOk(checkFont({ family: 'constructor', size: 16, weight: 400, letterSpacing: 0 }).ok, 'only own keys are families');
  t.notOk('font-family' in fontDeclarations({ family: 'theme', size: 16, weight: 400, letterSpacing: 0 }), "the theme's family stays the mixin's");
});

t.test('fonts: declarations read back as a setting', async (t) => {
  const setting = { family: 'courier', size: 22, weight: 700, letterSpacing: 0.1 } as const;
  t.same(fontFromDeclarations(fontDeclarations(setting)), setting, 'round trip');
  t.same(fontFromDeclarations({ 'font-family': '"Iowan Old Style", serif', 'font-size': '17px', 'font-weight': '400', 'letter-spacing': '0px' }), { family: 'theme', size: 17, weight: 400, letterSpacing: 0 });
  t.same(fontFromDeclarations({}), { family: 'theme', size: 16, weight: 400, letterSpacing: 0 }, 'defaults for missing declarations');
});

t.test('buttons and animations: options, range, default tween', async (t) => {
  t.same(checkChoice(BUTTON_SETTINGS['button-shape'], 'Pill'), { ok: true, value: 'Pill' });
  t.same(checkChoice(BUTTON_SETTINGS['button-shape'], 'pill'), { ok: false, message: 'pill is not one of the expected options' }, 'options as written');
  t.same(checkChoice(PAGE_ANIMATION, 7), { ok: false, message: '7 is not one of the expected options' });
  t.equal(DEFAULT_TWEEN_MS, 300, 'SPEC section 9: default tween 300 ms');
  t.same(checkDuration('450'), { ok: true, value: 450 });
  t.same(checkDuration(100), { ok: true, value: 100 });
  t.same(checkDuration(2000), { ok: true, value: 2000 });
  for (const bad of [99, 2001, 150.5, 'slow', '']) t.same(checkDuration(bad), { ok: false, message: ANIMATION_MESSAGES.duration }, `duration ${bad}`);
});

t.test("the demo theme declares every setting the panels offer, with the panels' options and defaults", async (t) => {
  const folder = fileURLToPath(new URL('../../templates', import.meta.url));
  const stylesheets = JSON.parse(/"stylesheets":\s*(\[[^\]]*\])/.exec(readFileSync(`${folder}/template.conf`, 'utf8'))![1]!) as string[];
  const css = await compileSiteCss({ folder, stylesheets });
  const byKey = new Map(css.tweaks.map((d) => [d.key, d]));
  for (const [key, s] of [...Object.entries(BUTTON_SETTINGS), [ANIMATION_KEYS.style, PAGE_ANIMATION] as const]) {
    const d = byKey.get(key);
    t.equal(d?.type, 'dropdown', key);
    t.same(d?.options, s.options, `${key} options`);
    t.equal(d?.default, s.default, `${key} default`);
  }
  t.equal(byKey.get(ANIMATION_KEYS.duration)?.default, `${DEFAULT_TWEEN_MS}ms`, 'the duration starts at the default tween');
  t.same(css.tweaks.filter((d) => d.type === 'font').map((d) => d.key), ['body-font', 'heading-font']);
  t.same(css.diagnostics, [], 'the stylesheet compiles cleanly');
});

t.test("the font preview names a stack's first family", async (t) => {
  const { firstFamily } = await import('../../client/editor/font-availability.js');
  t.equal(firstFamily(FONT_FAMILIES.courier.stack), 'Courier New');
  t.equal(firstFamily(FONT_FAMILIES.georgia.stack), 'Georgia');
  t.equal(firstFamily("'Iowan Old Style', serif"), 'Iowan Old Style');
});
