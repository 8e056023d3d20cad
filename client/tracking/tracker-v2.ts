/**
 * The v2 event tracker (SPEC sections 3, 7 and 8): a POST of JSON
 * `{ eventContent, eventSchemaName }` by beacon when supported, else XHR
 * with a 2500 ms timeout. 200 or 202 is success; any other answer rejects
 * with 'Error tracking event: HTTP Status {code}'. The endpoint depends on
 * the source environment.
 */
import type { TelemetrySettings, TrackingContext } from './page-context.js';
import { analyticsId, sessionInfo } from './analytics-session.js';

/** The event-collection path of this deployment (server/telemetry/collect-routes.ts). */
export const V2_EVENTS_PATH = '/api/2/events/collect';
/** The validate-event-content call (server/telemetry/collect-routes.ts), per schema name. */
export const V2_VALIDATE_PATH = '/api/2/events/validate-event-content';
export const TRACKING_TIMEOUT_MS = 2500;
export const SOURCE_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
export type SourceEnvironment = (typeof SOURCE_ENVIRONMENTS)[number];
export const CLIENT_NAME = 'vitrine-web';
export const CLIENT_VERSION = '1';
export const V2_TEXT = {
  httpStatus: (code: number) => `Error tracking event: HTTP Status ${code}`,
  missingEnvironment: 'Tracker source environment must be dev, staging or prod',
  overwritten: (field: string) => `Tracker: overwriting auto-populated field ${field}`,
  invalid: (schema: string, code: number) => `Tracker: event content of ${schema} is not valid (HTTP Status ${code})`,
} as const;

export interface TrackerOptions {
  /** Tracker defaults: fire events on, beacon on. */
  fireEvents?: boolean;
  useBeacon?: boolean;
  /** Where the event leads (a link followed, the checkout opened): destination_url; none by default. */
  destinationUrl?: string;
  /** What the event is about: object_identifier; by default the page's item, else its collection. */
  objectIdentifier?: string;
}

/**
 * The configured source environment. A site without telemetry settings
 * sends to this deployment's own collector (prod, quietly); settings
 * without a valid environment warn, then use prod.
 */
export function environmentOf(settings: TelemetrySettings, configured = true): SourceEnvironment {
  const env = settings.environment;
  if ((SOURCE_ENVIRONMENTS as readonly string[]).includes(env ?? '')) return env as SourceEnvironment;
  if (configured) console.warn(V2_TEXT.missingEnvironment);
  return 'prod';
}

/** dev: the configured base; qa and staging: the staging endpoint; prod: the production endpoint. */
export function endpointOf(env: SourceEnvironment, settings: TelemetrySettings): string {
  if (env === 'dev') return `${settings.devBase ?? ''}${V2_EVENTS_PATH}`;
  if (env === 'qa' || env === 'staging') return settings.stagingEndpoint ?? V2_EVENTS_PATH;
  return settings.productionEndpoint ?? V2_EVENTS_PATH;
}

/**
 * The browser's default locale, as any Intl service resolves it. Read from
 * PluralRules: a date format loads the time zone and pattern data first,
 * some 40 to 100 ms on a slow phone, for the same answer.
 */
let defaultLocale: string | undefined;
const browserLocale = () => (defaultLocale ??= new Intl.PluralRules().resolvedOptions().locale);

/** The auto-populated fields of the v2 payload. */
export function autoFields(ctx: TrackingContext, env: SourceEnvironment, schemaName: string, options: TrackerOptions = {}): Record<string, unknown> {
  const session = sessionInfo();
  return {
    analytics_id: analyticsId(),
    session_id: session.sessionId,
    is_first_landing: session.isFirstLanding,
    is_first_session: session.isFirstSession,
    marketing_id: null,
    browser_language: navigator.language,
    browser_locale: browserLocale(),
    browser_window_height: innerHeight,
    browser_window_width: innerWidth,
    page_host: location.host,
    page_path: location.pathname,
    page_query_params: location.search.slice(0, 1000),
    page_referrer_url: document.referrer,
    enduser_user_agent: navigator.userAgent,
    event_occurrence_timestamp: Date.now(),
    client_name: CLIENT_NAME,
    client_version: CLIENT_VERSION,
    custom_schema_name: schemaName,
    source_environment: env,
    event_source: 'WEB',
    context_website_id: ctx.websiteId,
    member_account_id: ctx.memberAccountId,
    member_account_locale: ctx.memberAccountLocale ?? null,
    destination_url: options.destinationUrl ?? null,
    object_identifier: options.objectIdentifier ?? ctx.itemId ?? ctx.collectionId,
    resolved_locale: ctx.locale,
    page_type: ctx.pageType ?? undefined,
  };
}

function xhr(url: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = new XMLHttpRequest();
    req.open('POST', url);
    req.setRequestHeader('Content-Type', 'application/json');
    req.timeout = TRACKING_TIMEOUT_MS;
    req.onload = () => (req.status === 200 || req.status === 202 ? resolve() : reject(new Error(V2_TEXT.httpStatus(req.status))));
    req.onerror = req.ontimeout = () => reject(new Error(V2_TEXT.httpStatus(req.status)));
    req.send(body);
  });
}

/** Schema names validated on this page already: validate mode checks each once. */
const validated = new Set<string>();

/**
 * Validate mode (`website.telemetry.validate`): the first event of each
 * schema name on a page is also posted to the validate-event-content call
 * of this deployment; a refusal is logged. The event is sent either way.
 */
export async function validateEventContent(schemaName: string, eventContent: string): Promise<boolean> {
  if (validated.has(schemaName)) return true;
  validated.add(schemaName);
  try {
    const res = await fetch(`${V2_VALIDATE_PATH}/${encodeURIComponent(schemaName)}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ eventContent }) });
    if (!res.ok) console.warn(V2_TEXT.invalid(schemaName, res.status));
    return res.ok;
  } catch {
    return false;
  }
}

/** Sends one event; resolves on success, rejects with the SPEC's text otherwise. */
export function trackEvent(ctx: TrackingContext, schemaName: string, content: Record<string, unknown>, options: TrackerOptions = {}): Promise<void> {
  if (options.fireEvents === false) return Promise.resolve();
  const env = environmentOf(ctx.settings, ctx.configured);
  const auto = autoFields(ctx, env, schemaName, options);
  for (const k of Object.keys(content)) if (k in auto) console.warn(V2_TEXT.overwritten(k));
  const eventContent = JSON.stringify({ ...auto, ...content });
  if (ctx.settings.validate === true) void validateEventContent(schemaName, eventContent);
  const body = JSON.stringify({ eventContent, eventSchemaName: schemaName });
  const url = endpointOf(env, ctx.settings);
  if (options.useBeacon !== false && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return Promise.resolve();
    } catch {
      // fall through to XHR
    }
  }
  return xhr(url, body);
}
