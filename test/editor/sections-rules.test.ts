// The sections' rule (editor/sections.ts), shared by the panel and the
// server: the nine positions, the slices each section may hold, every
// message, the order slices are kept in, and stored sections read leniently.
import t from 'tap';
import {
  GRID_POSITIONS,
  SECTION_BODY_MAX_CHARS,
  SECTION_LABEL_MAX_CHARS,
  SECTION_SLICES,
  SECTIONS_BLOCK_FIELD,
  checkSection,
  defaultSection,
  newsletterListProblem,
  sectionCode,
  storedSection,
} from '../../editor/sections.js';
import { SECTIONS_TEXTS } from '../../editor/sections-texts.js';

const messages = (r: ReturnType<typeof checkSection>) => (r.ok ? [] : r.problems.map((p) => p.message));

t.test('SPEC codes and the nine positions, each named in the catalogue', async (t) => {
  t.same([sectionCode('cover-page'), sectionCode('lock-screen'), sectionCode('popup-overlay'), sectionCode('sso-screen')], [1, 2, 3, 4]);
  t.equal(GRID_POSITIONS.length, 9);
  t.same(Object.keys(SECTIONS_TEXTS.positions), [...GRID_POSITIONS]);
  t.equal(SECTIONS_TEXTS.positions['top-left'], 'Top left');
  t.equal(SECTIONS_TEXTS.positions['bottom-right'], 'Bottom right');
});

t.test('every problem is reported, with the SPEC text for unknown options', async (t) => {
  t.same(
    messages(
      checkSection('popup-overlay', {
        enabled: true,
        position: 'left',
        slices: [{ type: 'lock' }, { type: 'body', text: 'x'.repeat(SECTION_BODY_MAX_CHARS + 1) }, { type: 'popup-overlay-action', label: 'Go', url: '' }, { type: 'newsletter', buttonLabel: 'y'.repeat(SECTION_LABEL_MAX_CHARS + 1) }],
      }),
    ),
    [
      'left is not one of the expected options',
      'lock is not one of the expected options',
      `The text can be at most ${SECTION_BODY_MAX_CHARS} characters long.`,
      'A button needs a label and a link.',
      `A button label can be at most ${SECTION_LABEL_MAX_CHARS} characters long.`,
    ],
  );
  t.same(messages(checkSection('sso-screen', { enabled: true, position: 'top-left', slices: [{ type: 'sso-options', options: [] }] })), ['Choose at least one way to sign in.']);
  t.same(messages(checkSection('cover-page', { enabled: true, position: 'top-left', slices: [{ type: 'buttons', label: 'Go', url: '//evil.example' }] })), ['A button link must start with / or https://.']);
  t.same(messages(checkSection('cover-page', { enabled: true, position: 'top-left', slices: ['heading'] })), ['heading is not one of the expected options']);
});

t.test('slices keep the section order, trimmed; the lock screen always has its password form', async (t) => {
  const r = checkSection('cover-page', { enabled: 'yes', position: 'bottom-center', slices: [{ type: 'buttons', label: ' Shop ', url: '/shop' }, { type: 'heading', text: '  Hello ' }] });
  t.ok(r.ok);
  if (r.ok) {
    t.same(r.section, { type: 'cover-page', enabled: false, position: 'bottom-center', slices: [{ type: 'heading', text: 'Hello' }, { type: 'buttons', label: 'Shop', url: '/shop' }] }, 'only true enables');
  }
  const lock = checkSection('lock-screen', { enabled: true, position: 'top-center', slices: [] });
  t.same(lock.ok && lock.section.slices, [{ type: 'password' }]);
  for (const [type, slices] of Object.entries(SECTION_SLICES)) t.ok(slices.includes('heading') && slices.includes('image'), `${type} takes a heading and an image`);
});

t.test("the popup's newsletter names a mailing list on save; a stored one without still reads", async (t) => {
  const news = (list?: unknown) => ({ type: 'newsletter', label: 'Email', buttonLabel: 'Join', successText: '', ...(list === undefined ? {} : { list }) });
  const popup = (list?: unknown) => checkSection('popup-overlay', { enabled: true, position: 'center-center', slices: [news(list)] });
  const kept = popup(' list-1 ');
  t.same(kept.ok && kept.section.slices, [{ type: 'newsletter', label: 'Email', buttonLabel: 'Join', successText: '', list: 'list-1' }], 'the list, trimmed');
  t.equal(kept.ok && newsletterListProblem(kept.section), null);
  for (const list of [undefined, '', '  ', 42, 'no spaces allowed', '<script>']) {
    const r = popup(list);
    t.ok(r.ok, `${JSON.stringify(list)}: the rule itself reads it (a stored popup without a list still shows)`);
    t.same(r.ok && newsletterListProblem(r.section), { field: 'newsletter', message: 'A List must be selected' }, `${JSON.stringify(list)}: refused on save`);
  }
  t.equal(newsletterListProblem({ slices: [{ type: 'heading', text: 'Hi' }] }), null, 'no newsletter, no list needed');
  const stored = storedSection({ sections: { 'popup-overlay': { enabled: true, position: 'top-left', slices: [news()] } } }, 'popup-overlay');
  t.match(stored, { enabled: true, slices: [{ type: 'newsletter', label: 'Email' }] }, 'a popup saved before lists existed still reads, enabled');
  t.notOk('list' in stored.slices[0]!);
});

t.test('stored sections are read leniently: anything off the rule reads as not set up', async (t) => {
  const field = (sections: unknown) => ({ sections });
  t.same(storedSection(undefined, 'popup-overlay'), defaultSection('popup-overlay'));
  t.same(storedSection(field({ 'popup-overlay': { enabled: true, position: 'nowhere', slices: [] } }), 'popup-overlay'), defaultSection('popup-overlay'));
  t.same(storedSection(field({ 'popup-overlay': { enabled: true, position: 'top-left', slices: [], version: -3 } }), 'popup-overlay'), { type: 'popup-overlay', enabled: true, position: 'top-left', slices: [], version: 1 });
  t.same(storedSection(field({ 'popup-overlay': { enabled: true, position: 'top-left', slices: [], version: 7 } }), 'popup-overlay').version, 7);
  t.equal(storedSection(field({ 'cover-page': { enabled: true, position: 'top-left', slices: [], version: 7 } }), 'cover-page').version, undefined, 'only the popup has a version');
  t.equal(SECTIONS_BLOCK_FIELD, 'site-sections');
});

t.test('every message and screen text of the sections has its French text', async (t) => {
  const { findMessage } = await import('../../editor/catalogue.js');
  const { FR_EDITOR_TEXTS } = await import('../../editor/catalogue-fr.js');
  const { SECTION_MESSAGES, SECTION_HEADING_MAX_CHARS: H, SECTION_ALT_MAX_CHARS: A } = await import('../../editor/sections.js');
  for (const m of [
    SECTION_MESSAGES.tooLong('A heading', H),
    SECTION_MESSAGES.tooLong('Alt text', A),
    SECTION_MESSAGES.sliceTwice('heading'),
    SECTION_MESSAGES.badLink,
    SECTION_MESSAGES.labelNeeded,
    SECTION_MESSAGES.imageNeeded,
    SECTION_MESSAGES.ssoOptionNeeded,
    SECTION_MESSAGES.listNeeded,
    'Check the section settings.',
    'middle is not one of the expected options',
  ]) {
    const fr = findMessage(m, 'fr');
    t.ok(fr !== null && fr !== m, `${m} → ${fr}`);
  }
  t.same(Object.keys(FR_EDITOR_TEXTS.sections.positions), Object.keys(SECTIONS_TEXTS.positions));
  t.equal(FR_EDITOR_TEXTS.sections.positions['bottom-right'], 'En bas à droite');
});
