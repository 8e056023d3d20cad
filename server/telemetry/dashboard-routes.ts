/**
 * The owner dashboard: GET /owner/telemetry (the page, or the sign-in page),
 * POST /owner/telemetry/login (with a token configured), its scripts, and
 * the read API GET /api/owner/telemetry?from=YYYY-MM-DD&to=YYYY-MM-DD.
 * Everything with data sits behind the owner guard (a signed-in owner or
 * the token); all of it is rate limited per client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import rateLimit from '@fastify/rate-limit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { toApiError } from '../ops/error-handler.js';
import { TelemetryError } from './errors.js';
import type { OwnerGuard } from './owner-guard.js';
import type { TelemetryStore } from './telemetry-store.js';
import { DASHBOARD_TEXT } from './dashboard-texts.js';
import { DAY, dayOf, daysBetween } from './dashboard-data.js';
import { DASHBOARD_DEFAULT_RANGE_DAYS, DASHBOARD_MAX_RANGE_DAYS, DASHBOARD_RATE_LIMIT_MAX, TELEMETRY_BODY_LIMIT_BYTES, TELEMETRY_RATE_LIMIT_WINDOW_MS } from './limits.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';

export const DASHBOARD_PATH = '/owner/telemetry';
export const DASHBOARD_API_PATH = '/api/owner/telemetry';
const ASSETS = `${DASHBOARD_PATH}/assets`;

export interface DashboardRoutesOptions {
  guard: OwnerGuard;
  /** Where site owners sign in with their account (the editor's /config), linked from the sign-in page. */
  signInPath?: string;
  store: TelemetryStore;
  /** The dashboard's script (client/dashboard/, uPlot bundled in), built at start. */
  script: string;
  /** Called before each read, so the dashboard shows what has just arrived. */
  beforeRead?: () => Promise<void>;
  now?: () => number;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="stylesheet" href="${ASSETS}/dashboard.css">${head}</head><body>${body}</body></html>`;
}

/** The sign-in page: the link to the owners' account sign-in and, with a token configured, the token form. */
function loginPage(how: { token: boolean; signInPath: string | undefined }, error?: string): string {
  const t = DASHBOARD_TEXT;
  const account = how.signInPath ? `<p><a id="owner-account-sign-in" href="${esc(how.signInPath)}">${esc(t.accountSignIn)}</a></p>` : '';
  const form = how.token
    ? `<form method="post" action="${DASHBOARD_PATH}/login"><label for="token">${esc(t.loginLabel)}</label><input id="token" name="token" type="password" autocomplete="current-password" required><button type="submit">${esc(t.loginButton)}</button></form>`
    : '';
  return page(t.loginTitle, `<main class="owner-login"><h1>${esc(t.loginTitle)}</h1>${error ? `<p role="alert" class="error">${esc(error)}</p>` : ''}${form}${account}</main>`);
}

function dashboardPage(range: { from: string; to: string }): string {
  return page(
    DASHBOARD_TEXT.title,
    `<main id="telemetry-dashboard" data-api="${DASHBOARD_API_PATH}" data-from="${range.from}" data-to="${range.to}"><h1>${esc(DASHBOARD_TEXT.title)}</h1><p>${esc(DASHBOARD_TEXT.loading)}</p></main>`,
    `<link rel="stylesheet" href="${ASSETS}/uplot.css"><script type="application/json" id="telemetry-dashboard-text">${scriptJson(DASHBOARD_TEXT)}</script><script defer src="${ASSETS}/dashboard.js"></script>`,
  );
}

const DASHBOARD_CSS = `body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:1rem;color:#111;background:#fafafa}main{max-width:1100px;margin:0 auto}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd}
td.n,th.n{text-align:right}.cards{display:flex;flex-wrap:wrap;gap:.75rem}.card{background:#fff;border:1px solid #ddd;padding:.5rem .75rem;min-width:8rem}.card b{display:block;font-size:1.4rem}
form.range{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}label{display:block;font-weight:600}input,button{font:inherit;padding:.3rem .5rem}button{cursor:pointer}
.error{color:#a00}.chart{overflow-x:auto}pre{white-space:pre-wrap;font-size:.8rem;max-height:8rem;overflow:auto;margin:0}:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}`;

const rangeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { from: { type: 'string', pattern: DAY.source }, to: { type: 'string', pattern: DAY.source } },
} as const;

export async function dashboardRoutes(app: FastifyInstance, options: DashboardRoutesOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const { guard } = options;
  const how = { token: guard.takesToken, signInPath: options.signInPath };
  await app.register(cookie);
  await app.register(formbody, formBody(4096));
  await app.register(rateLimit, {
    global: true,
    max: DASHBOARD_RATE_LIMIT_MAX,
    timeWindow: TELEMETRY_RATE_LIMIT_WINDOW_MS,
    ...sharedRateLimitStore(app, 'dashboard'),
    errorResponseBuilder: () => new TelemetryError('TELEMETRY_RATE_LIMITED'),
  });
  app.setErrorHandler((error: FastifyError | TelemetryError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof TelemetryError) return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
    const api = toApiError(error as FastifyError, TELEMETRY_BODY_LIMIT_BYTES);
    if (api.statusCode >= 500) request.log.error({ err: error }, 'dashboard request failed');
    return reply.code(api.statusCode).type('application/json; charset=utf-8').send(api.toBody());
  });

  const uplotCss = readFileSync(createRequire(import.meta.url).resolve('uplot/dist/uPlot.min.css'), 'utf8');
  const asset = (type: string, body: string) => async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'private, max-age=300').type(type).send(body);
  app.get(`${ASSETS}/uplot.css`, asset('text/css; charset=utf-8', uplotCss));
  app.get(`${ASSETS}/dashboard.css`, asset('text/css; charset=utf-8', DASHBOARD_CSS));
  app.get(`${ASSETS}/dashboard.js`, asset('text/javascript; charset=utf-8', options.script));

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  const defaultRange = () => ({ from: dayOf(now() - (DASHBOARD_DEFAULT_RANGE_DAYS - 1) * 86_400_000), to: dayOf(now()) });

  app.get(DASHBOARD_PATH, async (request, reply) => {
    const refused = await guard.refusal(request);
    if (!refused) return html(reply, 200, dashboardPage(defaultRange()));
    // A signed-in account that is not an owner reads why; a visitor just gets the sign-in page.
    return html(reply, refused.statusCode, loginPage(how, refused.code === 'OWNER_FORBIDDEN' ? refused.message : undefined));
  });

  if (guard.takesToken) {
    app.post<{ Body: { token?: unknown } }>(`${DASHBOARD_PATH}/login`, async (request, reply) => {
      const sent = (request.body as { token?: unknown } | undefined)?.token;
      if (!guard.tokenMatches(sent)) return html(reply, 401, loginPage(how, DASHBOARD_TEXT.loginFailed));
      guard.remember(request, reply);
      return reply.code(303).header('location', DASHBOARD_PATH).send();
    });
  }

  app.get<{ Querystring: { from?: string; to?: string } }>(
    DASHBOARD_API_PATH,
    { schema: { querystring: rangeQuery }, preValidation: guard.requireOwner },
    async (request, reply) => {
      const d = defaultRange();
      const range = { from: request.query.from ?? d.from, to: request.query.to ?? d.to };
      const span = daysBetween(range.from, range.to);
      if (!Number.isFinite(span) || span < 0 || span >= DASHBOARD_MAX_RANGE_DAYS) {
        throw new TelemetryError('TELEMETRY_INVALID_PAYLOAD', `the range must run forwards and span at most ${DASHBOARD_MAX_RANGE_DAYS} days`);
      }
      await options.beforeRead?.();
      reply.header('cache-control', 'no-store');
      return options.store.dashboard(range);
    },
  );
}
