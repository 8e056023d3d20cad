// The `date` formatter's own clock: wall-clock fields by arithmetic, zone offsets
// from the generated table, English names from CLDR's, each the same as luxon
// and Intl print them; and a render in an English site's zone that asks Intl nothing.
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DateTime, IANAZone } from 'luxon';
import { civilTime, jan1SundayBased } from '../../engine/i18n/civil-time.js';
import { ZONE_TABLE_IN_USE, tableHasZone, zoneOffsetMinutes } from '../../engine/i18n/zone-offsets.js';
import { ZONE_HISTORY_OF, ZONE_TABLE_FROM, ZONE_TABLE_TO, ZONE_TABLE_TZ } from '../../engine/i18n/zone-table.js';
import { ENGLISH_NAMES, ENGLISH_NAMES_LOCALES } from '../../engine/i18n/strftime.js';

/** A fixed pseudo-random sequence: the same instants every run. */
function* instants(count: number, from: number, to: number): Generator<number> {
  let x = 0x2545f491;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    yield Math.floor(from + ((x >>> 0) / 2 ** 32) * (to - from));
  }
}

t.test('wall-clock fields match luxon at offsets east and west, over twelve thousand years', async (t) => {
  const wrong: string[] = [];
  const offsets = [0, -300, 330, 345, 600, -44.5, 840, -720];
  let i = 0;
  for (const ms of instants(20_000, -2e14, 2e14)) {
    const offset = offsets[i++ % offsets.length]!;
    const d = DateTime.fromMillis(ms, { zone: IANAZone.create('UTC') }).plus({ milliseconds: offset * 60_000 });
    const c = civilTime(ms, offset);
    const want = [d.year, d.month, d.day, d.hour, d.minute, d.second, d.millisecond, d.weekday, d.ordinal, d.weekYear, d.weekNumber, d.startOf('year').weekday % 7];
    const got = [c.year, c.month, c.day, c.hour, c.minute, c.second, c.millisecond, c.weekday, c.ordinal, c.weekYear, c.weekNumber, jan1SundayBased(c)];
    if (want.join() !== got.join()) wrong.push(`${ms}@${offset}: luxon ${want.join()} ours ${got.join()}`);
  }
  t.same(wrong.slice(0, 5), [], 'no instant differs');
  // The ISO week's edges: 2021-01-03 is in 2020's week 53, 2024-12-30 in 2025's week 1.
  t.match(civilTime(Date.UTC(2021, 0, 3, 12), 0), { weekYear: 2020, weekNumber: 53, weekday: 7 });
  t.match(civilTime(Date.UTC(2024, 11, 30, 12), 0), { weekYear: 2025, weekNumber: 1, weekday: 1 });
  t.match(civilTime(Date.UTC(2024, 1, 29, 23, 59, 59, 999), 60), { year: 2024, month: 3, day: 1, hour: 0, minute: 59, ordinal: 61 });
});

t.test('the zone table gives Intl\'s offsets in every zone it names', async (t) => {
  t.equal(ZONE_TABLE_IN_USE, process.versions.tz === ZONE_TABLE_TZ, 'in use exactly when the runtime has the tz version it was made from');
  if (!ZONE_TABLE_IN_USE) {
    t.comment(`this runtime's tz is ${process.versions.tz}, the table's ${ZONE_TABLE_TZ}: Intl is asked instead (npm run zone-table makes it again)`);
    t.equal(tableHasZone('America/New_York'), false, 'a table of another tz version names no zone');
  }
  const zones = Object.keys(ZONE_HISTORY_OF);
  t.ok(Intl.supportedValuesOf('timeZone').every((z) => Object.hasOwn(ZONE_HISTORY_OF, z)), 'the table names every zone Intl lists');
  if (ZONE_TABLE_IN_USE) {
    for (const name of ['UTC', 'Etc/UTC', 'Asia/Kolkata', 'Europe/Kyiv', 'US/Eastern']) t.ok(tableHasZone(name), `and the names sites write that Intl knows but does not list: ${name}`);
  }
  const wrong: string[] = [];
  for (const zone of zones) {
    const intl = IANAZone.create(zone);
    for (const ms of instants(60, ZONE_TABLE_FROM, ZONE_TABLE_TO)) {
      if (zoneOffsetMinutes(zone, ms) !== intl.offset(ms)) wrong.push(`${zone} at ${new Date(ms).toISOString()}`);
    }
  }
  t.same(wrong.slice(0, 5), [], 'no zone differs at 60 instants each');
  // Both sides of New York's 2021 changes, to the second.
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(2021, 2, 14, 6, 59, 59)), -300);
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(2021, 2, 14, 7)), -240);
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(2021, 10, 7, 5, 59, 59)), -240);
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(2021, 10, 7, 6)), -300);
  // Outside the table's years, and for a name it does not hold, Intl answers.
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(1960, 6, 1)), -240);
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(2050, 0, 1)), -300);
  t.equal(zoneOffsetMinutes('america/new_york', Date.UTC(2021, 0, 1)), -300, 'a name Intl knows in another case');
  t.ok(Number.isNaN(zoneOffsetMinutes('constructor', Date.UTC(2021, 0, 1))), 'a name the table\'s object inherits is no zone of it');
  t.equal(tableHasZone('toString'), false);
});

t.test('English month and weekday names are the ones Intl prints for en and en-US', async (t) => {
  const kinds: Intl.DateTimeFormatOptions[] = [{ weekday: 'short' }, { weekday: 'long' }, { month: 'short' }, { month: 'long' }];
  for (const locale of ENGLISH_NAMES_LOCALES) {
    kinds.forEach((opts, kind) => {
      const count = kind < 2 ? 7 : 12;
      // 2024-01-01 was a Monday.
      const at = (i: number) => (kind < 2 ? Date.UTC(2024, 0, 1 + i, 12) : Date.UTC(2024, i, 15, 12));
      const intl = Array.from({ length: count }, (_, i) => new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC' }).format(at(i)));
      t.same(ENGLISH_NAMES[kind], intl, `${locale} ${JSON.stringify(opts)}`);
    });
  }
});

t.test('a list page in English in New York renders its dates without asking Intl', async (t) => {
  if (!ZONE_TABLE_IN_USE) return t.comment(`the table is of tz ${ZONE_TABLE_TZ}, this runtime's ${process.versions.tz}: dates ask Intl here`);
  // The built engine (dist/engine/), as a package user imports it.
  const engine = fileURLToPath(new URL('../../dist/engine/index.js', import.meta.url));
  const script = `
    const { Engine } = await import(${JSON.stringify(engine)});
    for (const k of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Locale', 'getCanonicalLocales', 'supportedValuesOf']) {
      Intl[k] = function () { throw new Error('Intl.' + k + ' was asked'); };
    }
    const items = [1613597165345, 1625097600000, 1700000000000].map((addedOn, i) => ({ title: 'Post ' + i, addedOn }));
    const html = new Engine().compile('{.repeated section items}{title}: {addedOn|date %A, %B %e, %Y %H:%M %b %a %j %U %V}\\n{.end}')
      .render({ items, website: { timeZone: 'America/New_York' } }, { locale: 'en-US' }).html;
    process.stdout.write(html);`;
  const html = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  t.equal(
    html,
    'Post 0: Wednesday, February 17, 2021 16:26 Feb Wed 048 08 07\n' +
      'Post 1: Wednesday, June 30, 2021 20:00 Jun Wed 181 27 26\n' +
      'Post 2: Tuesday, November 14, 2023 17:13 Nov Tue 318 46 46\n',
  );
});
