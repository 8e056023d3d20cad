// datetime, datetime-interval and relative-time: widths, skeletons, zones, ranges.
import t from 'tap';
import { Engine } from '../../engine/index.js';

const engine = new Engine();
const run = (src: string, data: unknown, opts = {}) => engine.compile(src).render(data, opts);
const render = (src: string, data: unknown, opts = {}) => run(src, data, opts).html;
const NNBSP = '\u202f';

t.test('datetime widths, skeletons and locales in the site zone', async (t) => {
  const d = { t: 1582571080000 }; // 2020-02-24 19:04:40 UTC
  t.equal(render('{t|datetime}', d), 'February 24, 2020');
  t.equal(render('{t|datetime date:short time:short}', d), `2/24/20, 2:04${NNBSP}PM`);
  t.equal(render('{t|datetime time:short}', { ...d, website: { timeZone: 'Europe/Paris' } }), `8:04${NNBSP}PM`);
  t.equal(render('{t|datetime date:long}', d, { locale: 'de-DE' }), '24. Februar 2020');
  t.equal(render('{t|datetime date:full}', d, { locale: 'fr-FR' }), 'lundi 24 février 2020');
  t.equal(render('{t|datetime skeleton:MMMMd context:begin-sentence}', d, { locale: 'fr-FR' }), '24 février', 'a digit first: nothing to capitalize');
  t.equal(render('{t|datetime skeleton:EEEE context:begin-sentence}', d, { locale: 'fr-FR' }), 'Lundi');
  t.equal(render('{t|datetime}', { t: 'soon' }), '', 'not a number');
});

t.test('datetime around a daylight-saving change in America/New_York', async (t) => {
  const f = '{t|datetime skeleton:hmz}';
  t.equal(render(f, { t: Date.UTC(2021, 2, 14, 6, 59) }), `1:59${NNBSP}AM EST`);
  t.equal(render(f, { t: Date.UTC(2021, 2, 14, 7, 1) }), `3:01${NNBSP}AM EDT`);
});

t.test('datetime-interval: the server chooses yMMMd across days, hm within a day, with CLDR spacing', async (t) => {
  const zone = { website: { timeZone: 'America/Los_Angeles' } };
  t.equal(render('{a, b|datetime-interval}', { a: 1509647217000, b: 1510641417000, ...zone }), 'Nov 2\u2009–\u200913, 2017');
  t.equal(render('{a, b|datetime-interval}', { a: 1502298000000, b: 1502305200000, ...zone }), '10:00\u202fAM\u2009–\u200912:00\u202fPM', 'no zone suffix');
  t.equal(render('{a, b|datetime-interval yMMMd}', { a: 1502298000000, b: 1502305200000, ...zone }), 'Aug 9, 2017', 'a same-day range is one date');
  t.equal(render('{a, b|datetime-interval hmv}', { a: 1502298000000, b: 1502305200000, ...zone }), '10:00\u202fAM\u2009–\u200912:00\u202fPM PT', 'a zone when the skeleton asks');
  t.equal(render('{a, b|datetime-interval hmv}', { a: 1525604400000, b: 1525626000000 }, { locale: 'fr-FR' }), '7:00\u202fAM\u2009–\u20091:00\u202fPM UTC−4', 'no short name: the offset');
  t.equal(render('{a|datetime-interval}', { a: 1 }), '', 'needs two instants');
});

t.test('relative-time from now or between two instants', async (t) => {
  const now = 1502298000000;
  t.equal(render('{t|relative-time}', { t: now + 2 * 3600_000 }, { now }), 'in 2 hours');
  t.equal(render('{t|relative-time context:begin-sentence}', { t: now + 2 * 3600_000 }, { now }), 'In 2 hours');
  t.equal(render('{t|relative-time}', { t: now - 40_000_000 }, { now }), '11 hours ago');
  t.equal(render('{t|relative-time}', { t: now - 86_400_000 }, { now }), 'yesterday');
  t.equal(render('{t|relative-time numericOnly:true}', { t: now - 86_400_000 }, { now }), '1 day ago');
  t.equal(render('{a, b|relative-time allowWeeks:true}', { a: 0, b: 15 * 86_400_000 }), 'in 2 weeks');
  t.equal(render('{a, b|relative-time}', { a: 0, b: 12 * 86_400_000 }), 'in 2 weeks', 'weeks by default, as the server');
  t.equal(render('{a, b|relative-time allowWeeks:false}', { a: 0, b: 12 * 86_400_000 }), 'in 12 days');
  t.equal(render('{t|relative-time}', { t: now + 3 * 86_400_000 }, { now, locale: 'de-DE' }), 'in 3 Tagen');
});

t.test('instants outside the Julian-day range are reported', async (t) => {
  const r = run('{t|datetime}', { t: 1e17 });
  t.equal(r.html, '');
  t.match(r.errors[0], { code: 'DATE_OUT_OF_RANGE' });
});
