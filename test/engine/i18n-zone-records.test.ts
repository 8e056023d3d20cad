// Zone and rule records of the SPEC's shape (section 3, "Time-zone data"),
// read from the runtime's IANA database (engine/i18n/zone-records.ts),
// compared to what tzdata says of known zones: New York's rules in March
// (second Sunday) and November (first Sunday) at 2:00 with a save of 1:00
// and format E%sT; Tokyo and Kolkata without rules; Paris's last Sundays;
// Sydney's southern-hemisphere rules; Lord Howe's half hour; a zone whose
// change this year is not next year's rule ('only').
import t from 'tap';
import { runtimeZoneNames, zoneRecord, zoneRecords } from '../../engine/i18n/zone-records.js';

const JUNE_2026 = Date.UTC(2026, 5, 1);
const rule = (r: object) => ({ from: 2026, to: 'max', type: '-', ...r });

t.test('America/New_York: E%sT, rules in March and November', async (t) => {
  t.same(zoneRecord('America/New_York', JUNE_2026), {
    name: 'America/New_York',
    off: '-5:00',
    rules: [rule({ in: 'Mar', on: 'Sun>=8', at: '2:00', save: '1:00', letter: 'D' }), rule({ in: 'Nov', on: 'Sun>=1', at: '2:00', save: '0', letter: 'S' })],
    format: 'E%sT',
    until: '',
  });
});

t.test('zones without daylight saving time have no rules', async (t) => {
  t.same(zoneRecord('Asia/Tokyo', JUNE_2026), { name: 'Asia/Tokyo', off: '9:00', rules: [], format: 'JST', until: '' });
  t.same(zoneRecord('Asia/Kolkata', JUNE_2026), { name: 'Asia/Kolkata', off: '5:30', rules: [], format: 'IST', until: '' });
  t.match(zoneRecord('UTC', JUNE_2026), { off: '0:00', rules: [] });
  t.match(zoneRecord('America/Sao_Paulo', JUNE_2026), { off: '-3:00', rules: [], format: '%z' }, 'a numeric abbreviation is %z');
});

t.test('Europe/Paris: the last Sundays of March and October, CE%sT', async (t) => {
  t.same(zoneRecord('Europe/Paris', JUNE_2026), {
    name: 'Europe/Paris',
    off: '1:00',
    rules: [rule({ in: 'Mar', on: 'lastSun', at: '2:00', save: '1:00', letter: 'S' }), rule({ in: 'Oct', on: 'lastSun', at: '3:00', save: '0', letter: '-' })],
    format: 'CE%sT',
    until: '',
  });
});

t.test('the southern hemisphere and a half-hour save', async (t) => {
  t.match(zoneRecord('Australia/Sydney', JUNE_2026), {
    off: '10:00',
    format: 'AE%sT',
    rules: [{ in: 'Apr', on: 'Sun>=1', at: '3:00', save: '0', letter: 'S' }, { in: 'Oct', on: 'Sun>=1', at: '2:00', save: '1:00', letter: 'D' }],
  });
  t.match(zoneRecord('Australia/Lord_Howe', JUNE_2026), { off: '10:30', rules: [{ save: '0' }, { in: 'Oct', save: '0:30' }] });
});

t.test('a change that next year does not repeat by the same rule is "only"', async (t) => {
  // Morocco leaves its offset for Ramadan, on dates of the lunar calendar.
  const casablanca = zoneRecord('Africa/Casablanca', JUNE_2026)!;
  t.ok(casablanca.rules.length > 0);
  t.ok(casablanca.rules.every((r) => r.to === 'only'));
});

t.test('every zone of the runtime; no record for an unknown name', async (t) => {
  t.equal(zoneRecord('Mars/Olympus_Mons', JUNE_2026), null);
  const names = runtimeZoneNames();
  t.ok(names.length > 300, `${names.length} zones`);
  t.same(names, [...names].sort());
  const all = zoneRecords(JUNE_2026);
  t.equal(all.length, names.length);
  for (const z of all) {
    if (!/^-?\d{1,2}:\d{2}$/.test(z.off) || z.until !== '' || z.format === '') t.fail(`${z.name}: ${JSON.stringify(z)}`);
    for (const r of z.rules) {
      if (!/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/.test(r.in) || !/^(last[A-Z][a-z]{2}|[A-Z][a-z]{2}>=\d{1,2})$/.test(r.on) || !/^\d{1,2}:\d{2}$/.test(r.at)) t.fail(`${z.name}: ${JSON.stringify(r)}`);
    }
  }
  t.ok(all.some((z) => z.rules.length === 2), 'zones with daylight saving time');
});
