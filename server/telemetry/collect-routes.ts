/**
 * The collection endpoints (SPEC section 7): census v1 hits and clicks,
 * v2 events, JavaScript errors and performance records. Each validates its
 * body, is size-limited and rate limited per client, queues the records
 * for the batch writer and answers at once.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import rateLimit from '@fastify/rate-limit';
import { toApiError } from '../ops/error-handler.js';
import { crumbMatches } from '../commerce/cookies.js';
import { TelemetryError } from './errors.js';
import { TELEMETRY_BODY_LIMIT_BYTES } from './limits.js';
import type { TelemetryRecord } from './record.js';
import {
  HIT_EVENT_NAMES,
  censusBody,

  jsErrorsBody,
  parseChecked,
  perfRecords,
  quickViewParams,
  recordHitBody,
  v2Body,
  validateHitPayload,
  validateV2Payload,
} from './schemas.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';

/** Where the v2 tracker posts in this deployment (the dev base and production endpoint both point here). */
export const V2_EVENTS_PATH = '/api/2/events/collect';
/** The validate-event-content call of the tracker's validate mode, per schema name (`/:schemaName`). */
export const V2_VALIDATE_PATH = '/api/2/events/validate-event-content';
export const CENSUS_KINDS = ['button-click', 'button-render', 'form-render', 'overlay'] as const;

export interface CollectRoutesOptions {
  push(records: TelemetryRecord[]): void;
  rateLimit: { max: number; windowMs: number };
  now?: () => number;
}

type Hit = { event: string; data: string; ss_cvr?: string };
type JsError = { message: string; stack?: string; pagePath?: string; pageType?: number };
type Perf = { app: string; event: string; pageLoadId: string; timestamp: number; data: { name: string; value: number; rating: string; pagePath?: string; pageType?: number } };
type Census = { visitorCookie?: string; pagePath?: string; pageType?: number };

/** The id part of an ss_cvr value. */
export const visitorOfCookie = (cvr: unknown): string | null => (typeof cvr === 'string' && cvr.includes('|') ? cvr.slice(0, cvr.indexOf('|')) : null);

/** The host of a referrer URL when it is another site's; null for this site, none or garbage. */
export function referrerHost(referrer: unknown, ownHost: string | undefined): string | null {
  if (typeof referrer !== 'string' || referrer === '') return null;
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host && host !== (ownHost ?? '').toLowerCase() ? host : null;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

export async function collectRoutes(app: FastifyInstance, options: CollectRoutesOptions): Promise<void> {
  const now = options.now ?? Date.now;
  await app.register(cookie);
  await app.register(formbody, formBody(TELEMETRY_BODY_LIMIT_BYTES));
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    ...sharedRateLimitStore(app, 'telemetry'),
    errorResponseBuilder: () => new TelemetryError('TELEMETRY_RATE_LIMITED'),
  });
  // Beacons send text/plain (no preflight); their text is the JSON body.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT_BYTES }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (e) {
      done(e as Error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | TelemetryError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof TelemetryError) {
      request.log.info({ code: error.code }, error.message);
      return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
    }
    const api = toApiError(error as FastifyError, TELEMETRY_BODY_LIMIT_BYTES);
    if (api.statusCode >= 500) request.log.error({ err: error }, 'telemetry request failed');
    return reply.code(api.statusCode).type('application/json; charset=utf-8').send(api.toBody());
  });

  const route = { bodyLimit: TELEMETRY_BODY_LIMIT_BYTES };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post<{ Body: Hit }>('/api/census/RecordHit', { ...route, schema: { body: recordHitBody } }, async (request, reply) => {
    const parsed = parseChecked(request.body.data, validateHitPayload);
    if (!parsed.ok) throw new TelemetryError('TELEMETRY_INVALID_PAYLOAD', `data ${parsed.why}`);
    const d = parsed.value;
    options.push([
      {
        kind: 'hit',
        name: HIT_EVENT_NAMES[request.body.event]!,
        receivedAt: now(),
        visitorId: visitorOfCookie(request.body.ss_cvr ?? d.visitorCookie),
        pagePath: str(d.pagePath),
        pageType: num(d.pageType),
        referrerHost: referrerHost(d.referrer, request.headers.host),
        data: d,
      },
    ]);
    return noStore(reply).code(204).send();
  });

  for (const kind of CENSUS_KINDS) {
    app.post<{ Body: Census }>(`/api/census/${kind}`, { ...route, schema: { body: censusBody } }, async (request, reply) => {
      const d = request.body ?? {};
      options.push([{ kind: 'census', name: kind, receivedAt: now(), visitorId: visitorOfCookie(d.visitorCookie), pagePath: str(d.pagePath), pageType: num(d.pageType), data: d }]);
      return noStore(reply).code(204).send();
    });
  }

  app.post<{ Params: { id: string }; Body: Census | undefined }>(
    '/api/census/RecordQuickView/:id',
    { ...route, schema: { params: quickViewParams, body: { anyOf: [censusBody, { type: 'null' }] } } },
    async (request, reply) => {
      const d = request.body ?? {};
      options.push([{ kind: 'census', name: 'quick-view', receivedAt: now(), visitorId: visitorOfCookie(d.visitorCookie), pagePath: str(d.pagePath), pageType: num(d.pageType), data: { ...d, itemId: request.params.id } }]);
      return noStore(reply).code(204).send();
    },
  );

  // The crumb first: a forged report learns nothing about its body.
  app.post<{ Body: JsError[] }>(
    '/api/events/RecordJavascriptErrors',
    {
      ...route,
      schema: { body: jsErrorsBody },
      preValidation: async (request) => {
        if (!crumbMatches(request)) throw new TelemetryError('TELEMETRY_CRUMB_FAIL');
      },
    },
    async (request, reply) => {
      const at = now();
      options.push(request.body.map((e) => ({ kind: 'error' as const, name: e.message, receivedAt: at, pagePath: e.pagePath ?? null, pageType: e.pageType ?? null, data: e })));
      return noStore(reply).code(204).send();
    },
  );

  app.post<{ Body: Perf[] }>('/api/1/performance/records', { ...route, schema: { body: perfRecords } }, async (request, reply) => {
    const at = now();
    options.push(
      request.body.map((r) => ({
        kind: 'perf' as const,
        name: r.data.name,
        receivedAt: at,
        sessionId: r.pageLoadId,
        pagePath: r.data.pagePath ?? null,
        pageType: r.data.pageType ?? null,
        value: r.data.value,
        data: r,
      })),
    );
    return noStore(reply).code(204).send();
  });

  app.post<{ Body: { eventContent: string; eventSchemaName: string } }>(V2_EVENTS_PATH, { ...route, schema: { body: v2Body } }, async (request, reply) => {
    const parsed = parseChecked(request.body.eventContent, validateV2Payload);
    if (!parsed.ok) throw new TelemetryError('TELEMETRY_INVALID_PAYLOAD', `eventContent ${parsed.why}`);
    const d = parsed.value;
    options.push([
      {
        kind: 'event',
        name: request.body.eventSchemaName,
        receivedAt: now(),
        visitorId: str(d.analytics_id),
        sessionId: str(d.session_id),
        pagePath: str(d.page_path),
        pageType: num(d.page_type),
        referrerHost: referrerHost(d.page_referrer_url, request.headers.host),
        value: num(d.cart_value),
        data: d,
      },
    ]);
    return noStore(reply).code(202).send({ accepted: true });
  });

  // The tracker's validate mode (SPEC section 7): an event's content checked as collect would check it, per schema name; nothing is kept.
  app.post<{ Params: { schemaName: string }; Body: { eventContent: string } }>(
    `${V2_VALIDATE_PATH}/:schemaName`,
    { ...route, schema: { params: { type: 'object', properties: { schemaName: v2Body.properties.eventSchemaName } }, body: { type: 'object', required: ['eventContent'], properties: { eventContent: v2Body.properties.eventContent }, additionalProperties: false } } },
    async (request, reply) => {
      const parsed = parseChecked(request.body.eventContent, validateV2Payload);
      if (!parsed.ok) throw new TelemetryError('TELEMETRY_INVALID_PAYLOAD', `eventContent ${parsed.why}`);
      return noStore(reply).send({ valid: true, eventSchemaName: request.params.schemaName });
    },
  );
}

