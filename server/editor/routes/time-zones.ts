/**
 * The site's time zone (Settings → Time zone) and the zones to pick from:
 *
 *   GET /api/editor/time-zones        { year, zones }: every zone of the runtime's IANA database
 *                                     as a record of the SPEC's shape (engine/i18n/zone-records.ts)
 *   GET /api/editor/site/time-zone    { timeZone }: website.timeZone (the platform's fallback when unset)
 *   PUT /api/editor/site/time-zone    { timeZone } (edit need): one of the listed zones, else 400
 *                                     NOT_AN_OPTION; saved as website.timeZone, with
 *                                     website.timeZoneOffset its standard offset (ms)
 *
 * The records are worked out once a year per process (about half a second
 * of CPU for the four hundred zones, a few zones per turn of the event loop
 * so other requests go on meanwhile): the database only changes with the runtime.
 */
import type { FastifyInstance } from 'fastify';
import { FALLBACK_TIME_ZONE } from '../../../engine/i18n/zone.js';
import { runtimeZoneNames, zoneRecord, type ZoneRecord } from '../../../engine/i18n/zone-records.js';
import type { EditorContext } from '../context.js';
import { websiteOf } from '../doc.js';
import { editorError } from '../errors.js';

/** Characters of a zone name sent (the longest IANA names are about 30). */
const ZONE_NAME_MAX_LENGTH = 64;
const putSchema = { body: { type: 'object', required: ['timeZone'], additionalProperties: false, properties: { timeZone: { type: 'string', maxLength: ZONE_NAME_MAX_LENGTH } } } } as const;

/** Zones worked out between two turns of the event loop: the whole list is about half a second of CPU, which must not hold up other requests. */
const ZONES_PER_TURN = 25;

type Records = { year: number; zones: ZoneRecord[]; byName: Map<string, ZoneRecord> };
let cached: { year: number; records: Promise<Records> } | null = null;

/** This year's records, worked out on the first call of the year (callers meanwhile share the one promise). */
export function timeZoneRecords(now = Date.now()): Promise<Records> {
  const year = new Date(now).getUTCFullYear();
  if (cached?.year !== year) {
    const records = (async () => {
      const zones: ZoneRecord[] = [];
      const names = runtimeZoneNames();
      for (let i = 0; i < names.length; i += ZONES_PER_TURN) {
        for (const name of names.slice(i, i + ZONES_PER_TURN)) {
          const record = zoneRecord(name, now);
          if (record) zones.push(record);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { year, zones, byName: new Map(zones.map((z) => [z.name, z])) };
    })();
    cached = { year, records };
    // A failure is not kept: the next call tries again.
    records.catch(() => {
      if (cached?.records === records) cached = null;
    });
  }
  return cached.records;
}

/** Minutes of a record's `off` (`-5:00` is -300). */
function offMinutes(off: string): number {
  const [h = '0', m = '0'] = off.replace('-', '').split(':');
  return (off.startsWith('-') ? -1 : 1) * (Number(h) * 60 + Number(m));
}

const siteZone = (doc: Parameters<typeof websiteOf>[0]) => {
  const zone = websiteOf(doc).timeZone;
  return typeof zone === 'string' && zone !== '' ? zone : FALLBACK_TIME_ZONE;
};

export async function timeZoneRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/time-zones', async (request) => {
    await ctx.user(request, 'read');
    const { year, zones } = await timeZoneRecords();
    return { year, zones };
  });

  app.get('/api/editor/site/time-zone', async (request) => {
    await ctx.user(request, 'read');
    const { doc } = await ctx.content.read();
    return { timeZone: siteZone(doc) };
  });

  app.put<{ Body: { timeZone: string } }>('/api/editor/site/time-zone', { schema: putSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const record = (await timeZoneRecords()).byName.get(request.body.timeZone);
    if (!record) throw editorError('NOT_AN_OPTION', { val: request.body.timeZone });
    const { revision } = await ctx.content.change({ accountId: user.accountId, summary: `set the site's time zone to ${record.name}` }, (doc) => {
      const website = websiteOf(doc);
      if (website.timeZone === record.name) return false;
      website.timeZone = record.name;
      website.timeZoneOffset = offMinutes(record.off) * 60_000;
      return true;
    });
    return { revision, timeZone: record.name };
  });
}
