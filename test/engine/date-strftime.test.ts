// The core date formatter: strftime codes, time zones, daylight saving, the Julian-day range.
import t from 'tap';
import { Engine } from '../../engine/index.js';

const engine = new Engine();
const run = (src: string, data: unknown, opts = {}) => engine.compile(src).render(data, opts);
const render = (src: string, data: unknown, opts = {}) => run(src, data, opts).html;

t.test('both sides of a daylight-saving change in America/New_York', async (t) => {
  // 2021-03-14 02:00 EST -> 03:00 EDT (07:00 UTC)
  const before = Date.UTC(2021, 2, 14, 6, 59, 0);
  const after = Date.UTC(2021, 2, 14, 7, 1, 0);
  const f = '{t|date %Y-%m-%d %H:%M %Z %z}';
  t.equal(render(f, { t: before }), '2021-03-14 01:59 EST -05:00');
  t.equal(render(f, { t: after }), '2021-03-14 03:01 EDT -04:00');
  // 2021-11-07 02:00 EDT -> 01:00 EST (06:00 UTC)
  t.equal(render(f, { t: Date.UTC(2021, 10, 7, 5, 30) }), '2021-11-07 01:30 EDT -04:00');
  t.equal(render(f, { t: Date.UTC(2021, 10, 7, 6, 30) }), '2021-11-07 01:30 EST -05:00');
});

t.test('the time zone comes from website.timeZone, else the render option, else New York', async (t) => {
  const ts = 1613597165345;
  t.equal(render('{ts|date %H:%M %Z}', { ts, website: { timeZone: 'Asia/Tokyo' } }), '06:26 JST');
  t.equal(render('{ts|date %H:%M %Z}', { ts, website: { timeZone: 'Europe/Paris' } }), '22:26 CET');
  t.equal(render('{ts|date %H:%M %Z}', { ts }), '16:26 EST');
  t.equal(render('{ts|date %H:%M}', { ts, website: { timeZone: 'Not/AZone' } }), '16:26', 'an unknown zone falls back');
});

t.test('names follow the locale; unknown codes print nothing; %% is a percent sign', async (t) => {
  const ts = 1613597165345;
  t.equal(render('{ts|date %A %d %B}', { ts }, { locale: 'fr-FR' }), 'mercredi 17 février');
  t.equal(render('{ts|date %A %d %B}', { ts }, { locale: 'de-DE' }), 'Mittwoch 17 Februar');
  t.equal(render('{ts|date a%Qb %% %}', { ts }), 'ab % %');
  t.equal(render('{ts|date}', { ts }), '', 'no pattern, no output');
});

t.test('dates outside the Julian-day range are an error and the render goes on', async (t) => {
  const r = run('x {t|date %Y} y', { t: -300000000000000 });
  t.equal(r.html, 'x  y');
  t.match(r.errors[0], { code: 'DATE_OUT_OF_RANGE', line: 1, column: 6 });
  t.match(r.errors[0]!.message, /4713 BC to Fri Dec 31 8652 AD/);
  t.equal(render('{t|date %Y}', { t: Date.UTC(8652, 11, 31, 12) }), '8652');
});

t.test('an instant printed again keeps each pattern, locale and zone apart (the kept texts)', async (t) => {
  const ts = Date.UTC(2026, 10, 4, 15, 0);
  const patterns = ['%F', '%b', '%e', '%b %e', '%B', '%A', '%Y', '%H:%M', '%a %d', '%j', '%p'];
  const expected = ['2026-11-04', 'Nov', ' 4', 'Nov  4', 'November', 'Wednesday', '2026', '10:00', 'Wed 04', '308', 'AM'];
  // More patterns than one instant keeps: the later ones are made each time, the same texts.
  for (let round = 0; round < 2; round++) {
    patterns.forEach((p, i) => t.equal(render(`{ts|date ${p}}`, { ts }), expected[i], `${p}, round ${round + 1}`));
  }
  t.equal(render('{ts|date %b %B}', { ts }, { locale: 'fr-FR' }), 'nov. novembre', 'another locale, same instant');
  t.equal(render('{ts|date %b %B}', { ts }), 'Nov November', 'and back');
  t.equal(render('{ts|date %F %H:%M}', { ts, website: { timeZone: 'Asia/Tokyo' } }), '2026-11-05 00:00', 'another zone, same instant');
  t.equal(render('{ts|date %F %H:%M}', { ts }), '2026-11-04 10:00');
  t.equal(render('{a|date %F} {b|date %F} {a|date %F}', { a: ts, b: ts + 86_400_000 }), '2026-11-04 2026-11-05 2026-11-04', 'instants one after another');
});
