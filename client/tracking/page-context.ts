/**
 * What tracking reads of the page: the server's `Static.SQUARESPACE_CONTEXT`
 * (website, page type, collection and item ids, the signed-in account) and
 * the telemetry settings in `website.telemetry` (all optional).
 */
import { readCookie, USER_INFO_COOKIE } from '../api/cookies.js';
import { LOCALE_SENT_KEY } from '../account-locale-key.js';

export interface TelemetrySettings {
  /** The census-disabling flag (SPEC section 6). */
  censusDisabled?: boolean;
  /** A restrictive cookie policy: census cookies are cleared and nothing is tracked. */
  restrictiveCookiePolicy?: boolean;
  /** The tracker's validate mode: each schema name's first event is also checked by the validate-event-content call. */
  validate?: boolean;
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
  /** The signed-in member account's locale (the page language sent to it, client/account-locale.ts), or null. */
  memberAccountLocale?: string | null;
  settings: TelemetrySettings;
  /** Whether the site configures telemetry at all (website.telemetry present). */
  configured: boolean;
  /** A cloneable site (a template others copy, `website.cloneable`): its census cookies are cleared and nothing is tracked. */
  cloneable?: boolean;
  /** On a page that sends visitor metrics (a video or lesson page, page 106): what the visitor got, GRANTED or DENIED (site/render/system-values.ts); else null. */
  visitorMetrics?: string | null;
  /** On a gated video or lesson: 'granted' (this visitor got in) or 'denied' (its wall); else null. */
  viewerAccessStatus?: string | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The signed-in site user's id from the SiteUserInfo cookie (server/session/session-cookies.ts), else null. */
function signedInUserId(): string | null {
  const raw = readCookie(USER_INFO_COOKIE);
  if (!raw) return null;
  try {
    const info = obj(JSON.parse(raw));
    return info.authenticated === true ? str(info.siteUserId) : null;
  } catch {
    return null;
  }
}

/** The locale this tab last sent to the signed-in account (client/account-locale.ts), else null. */
function sentLocale(): string | null {
  try {
    return str(sessionStorage.getItem(LOCALE_SENT_KEY));
  } catch {
    return null;
  }
}

export function trackingContext(win: Window = window): TrackingContext {
  const ctx = obj(obj((win as unknown as Obj).Static).SQUARESPACE_CONTEXT);
  const website = obj(ctx.website);
  const account = ctx.authenticatedAccount;
  const roles = obj(account).roles;
  // The signed-in member: the page's own data when it has it (pages are shared, so it rarely does), else the user-info cookie.
  const memberAccountId = str(obj(ctx.siteUser).id) ?? signedInUserId();
  const locale = str(website.language) ?? win.document.documentElement.lang ?? 'en-US';
  return {
    websiteId: str(website.id) ?? '',
    pageType: typeof ctx.pageType === 'number' ? ctx.pageType : null,
    collectionId: str(ctx.collectionId),
    itemId: str(ctx.itemId),
    templateId: str(obj(ctx.template).id) ?? str(website.templateId),
    locale,
    accountRoles: account ? (Array.isArray(roles) ? roles.filter((r): r is number => typeof r === 'number') : []) : null,
    memberAccountId,
    memberAccountLocale: memberAccountId === null ? null : (str(obj(ctx.siteUser).locale) ?? sentLocale() ?? locale),
    settings: obj(website.telemetry) as TelemetrySettings,
    configured: typeof website.telemetry === 'object' && website.telemetry !== null,
    cloneable: website.cloneable === true,
    visitorMetrics: str(ctx.visitorMetrics),
    viewerAccessStatus: str(ctx.viewerAccessStatus),
  };
}
