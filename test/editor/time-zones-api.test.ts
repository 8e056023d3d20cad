// The site's time zone through the editor API, on SQLite and PostgreSQL:
// GET /api/editor/time-zones lists every zone as a record of the SPEC's
// shape; the site's zone is the platform's fallback until set; a zone of
// the list is saved (website.timeZone, its standard offset beside it) as
// a revision, the same zone again makes none; an unknown zone is refused
// with the SPEC's '{val} is not one of the expected options' (French
// too); only owners who may edit set it.
import t from 'tap';
import type { Test } from 'tap';
import { freshDatabase } from '../commerce/helpers.js';
import { body, editorApp, owner, shopper, visitor } from './helpers.js';

t.setTimeout(240_000);
const ZONES = '/api/editor/time-zones';
const SITE = '/api/editor/site/time-zone';

async function journey(t: Test, database: NonNullable<Awaited<ReturnType<typeof freshDatabase>>>) {
  const app = await editorApp(t, { database });
  const admin = await owner(app);

  const listed = body(await admin.request('GET', ZONES));
  t.equal(listed.year, new Date().getUTCFullYear());
  const zones = listed.zones as { name: string; off: string; rules: { in: string; save: string }[]; format: string; until: string }[];
  t.ok(zones.length > 300);
  t.match(zones.find((z) => z.name === 'America/New_York'), { off: '-5:00', format: 'E%sT', until: '', rules: [{ in: 'Mar', save: '1:00' }, { in: 'Nov', save: '0' }] });
  t.match(zones.find((z) => z.name === 'Asia/Tokyo'), { off: '9:00', rules: [], format: 'JST' });

  t.same(body(await admin.request('GET', SITE)), { timeZone: 'America/New_York' }, 'the demo site');
  const saved = await admin.request('PUT', SITE, { timeZone: 'Asia/Tokyo' });
  t.equal(saved.statusCode, 200, saved.body);
  t.match(body(saved), { timeZone: 'Asia/Tokyo', revision: Number });
  t.same(body(await admin.request('GET', SITE)), { timeZone: 'Asia/Tokyo' });
  const { doc } = await app.vitrine.editor!.content.read();
  t.match(doc.website, { timeZone: 'Asia/Tokyo', timeZoneOffset: 9 * 3_600_000 }, 'the content holds it, with its standard offset');
  t.equal(body(await admin.request('PUT', SITE, { timeZone: 'Asia/Tokyo' })).revision, body(saved).revision, 'the same zone again makes no revision');

  for (const timeZone of ['Mars/Olympus_Mons', 'EST5EDT-not', '']) {
    const refused = await admin.request('PUT', SITE, { timeZone });
    t.equal(refused.statusCode, 400, timeZone);
    t.match(body(refused), { code: 'NOT_AN_OPTION', message: `${timeZone} is not one of the expected options` });
  }
  const french = await app.inject({ method: 'PUT', url: SITE, cookies: admin.cookies, payload: { timeZone: 'Mars/Olympus_Mons' }, headers: { 'accept-language': 'fr', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! } });
  t.equal(body(french).message, 'Mars/Olympus_Mons ne fait pas partie des options attendues');
  t.equal((await admin.request('PUT', SITE, { zone: 'Asia/Tokyo' })).statusCode, 400, 'no timeZone');

  t.equal((await (await visitor(app)).request('GET', ZONES)).statusCode, 401);
  t.equal((await (await shopper(app)).request('PUT', SITE, { timeZone: 'Europe/Paris' })).statusCode, 403);
  t.same(body(await admin.request('GET', SITE)), { timeZone: 'Asia/Tokyo' }, 'a refused change changes nothing');
}

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(`the site's time zone on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, async (t) => {
    const database = await freshDatabase(t, kind);
    if (database) await journey(t, database);
  });
}
