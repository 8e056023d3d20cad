/**
 * What tracking reads of the page: the server's `Static.SQUARESPACE_CONTEXT`
 * (website, page type, collection and item ids, the signed-in account) and
 * the telemetry settings in `website.telemetry` (all optional).
 */
export interface TelemetrySettings {
  /** The census-disabling flag (SPEC section 6). */
  censusDisabled?: boolean;
  /** A restrictive cookie policy: census cookies are cleared and nothing is tracked. */
  restrictiveCookiePolicy?: boolean;
  /** v2 source environment: dev, qa, staging or prod. */
  environment?: string;
  /** Base URL of the event-collection service in dev; staging and production endpoints. */
  devBase?: string;
  stagingEndpoint?: string;
  productionEndpoint?: string;
}

export interface TrackingContext {
  websiteId: string;
  pageType: number | null;
  collectionId: string | null;
  itemId: string | null;
  templateId: string | null;
  locale: string;
  /** Roles of the signed-in platform account, or null when nobody is signed in. */
  accountRoles: number[] | null;
  memberAccountId: string | null;
  settings: TelemetrySettings;
  /** Whether the site configures telemetry at all (website.telemetry present). */
  configured: boolean;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function trackingContext(win: Window = window): TrackingContext {
  const ctx = obj(obj((win as unknown as Obj).Static).SQUARESPACE_CONTEXT);
  const website = obj(ctx.website);
  const account = ctx.authenticatedAccount;
  const roles = obj(account).roles;
  return {
    websiteId: str(website.id) ?? '',
    pageType: typeof ctx.pageType === 'number' ? ctx.pageType : null,
    collectionId: str(ctx.collectionId),
    itemId: str(ctx.itemId),
    templateId: str(obj(ctx.template).id) ?? str(website.templateId),
    locale: str(website.language) ?? win.document.documentElement.lang ?? 'en-US',
    accountRoles: account ? (Array.isArray(roles) ? roles.filter((r): r is number => typeof r === 'number') : []) : null,
    memberAccountId: str(obj(ctx.siteUser).id),
    settings: obj(website.telemetry) as TelemetrySettings,
    configured: typeof website.telemetry === 'object' && website.telemetry !== null,
  };
}
