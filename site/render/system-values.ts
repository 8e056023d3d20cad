/**
 * The system variables every template reads (DEVELOPER-MODE 4.1):
 * squarespace-headers / -footers and the `squarespace` object. Built from
 * the page context; nothing here points outside the site (no external URLs).
 */
import { gatedKindOf } from '../content/video-lessons.js';
import type { CollectionContent, Json } from '../content/types.js';
import { markInlineScripts } from './script-nonce.js';
import { PLATFORM_FOOTERS, PLATFORM_HEADERS } from '../platform/front-end.js';
import { clientScriptTags, type ClientScript } from './module-preloads.js';
import { productMoneyTexts } from './product-money-texts.js';

export interface SystemInput {
  context: Json;
  layoutKey: string;
  isHome: boolean;
  view: 'list' | 'item' | 'page';
  tweakClasses: string[];
  tweakJSON: Json;
  injection: { header?: string; footer?: string };
  templateRevision: number;
  canonicalUrl: string;
  /** Script URLs to load after the context script. */
  scripts: string[];
  /** The shopper widgets' module script, its chunks preloaded once the page is rendered (module-preloads.ts). */
  clientScript?: ClientScript;
  /** hreflang alternates of a multilingual page. */
  alternates: { lang: string; href: string }[];
  /** The nonce inline scripts carry (the page context, the image loader, code injection); none when unset. */
  scriptNonce?: string;
  /** Load Vitrine's stand-in for the platform's front-end layer (developer-mode previews). */
  platformLayer?: boolean;
  /** The captcha provider's widget script, for the islands' page settings. */
  captcha?: { provider: string; script: string };
  /** The product the page shows (an item page not behind a wall): its widgets' amounts go formatted into the page settings (product-money-texts.ts). */
  product?: Json;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** `%i — %s` style title formats: %i item, %c collection, %s site. */
function pageTitle(ctx: Json): string {
  const website = (ctx.website ?? {}) as Json;
  const settings = (ctx.websiteSettings ?? {}) as Json;
  const site = str(website.siteTitle);
  const collection = (ctx.collection ?? {}) as Json;
  const item = ctx.item as Json | undefined;
  if (item) return (str(settings.itemTitleFormat) || '%i — %s').replace('%i', str(item.title)).replace('%c', str(collection.title)).replace('%s', site);
  if (collection.homepage === true || !collection.title) return site;
  return (str(settings.collectionTitleFormat) || '%c — %s').replace('%c', str(collection.title)).replace('%s', site);
}

/**
 * The platform's image loader is not loaded offline (DEVELOPER-MODE 7):
 * this stand-in gives images the platform marks with data-src their source,
 * so templates that rely on it show their pictures.
 */
const IMAGE_LOADER = `<script>document.addEventListener('DOMContentLoaded', function () { document.querySelectorAll('img[data-src]:not([src])').forEach(function (img) { img.src = img.getAttribute('data-src'); }); });</script>`;

/** JSON inside a script element: `<` escaped so no text can close it. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The shopper widgets' page settings (client/page-config.ts), from the
 * store settings: `expressCheckout`, `customCart`,
 * `multipleQuantityAllowedForServices` (true when absent),
 * `minimumSubtotalCents`, the currency and the site language.
 */
export function commerceSettings(storeSettings: Json, currency: string, locale: string, pathPrefix = '', texts?: unknown, captcha?: { provider: string; script: string }): Json {
  const out: Json = {
    expressCheckout: storeSettings.expressCheckout === true,
    customCart: storeSettings.customCart === true,
    multipleQuantityAllowedForServices: storeSettings.multipleQuantityAllowedForServices !== false,
    currency,
    locale,
  };
  // The language's prefix, so the widgets' checkout links stay in it (absent for the default language).
  if (pathPrefix) out.pathPrefix = pathPrefix;
  const minimum = storeSettings.minimumSubtotalCents;
  if (typeof minimum === 'number' && Number.isSafeInteger(minimum) && minimum > 0) out.minimumSubtotalCents = minimum;
  // The widgets' texts in the page language, from the theme's strings (client/texts.ts lays them over English).
  if (texts && typeof texts === 'object' && !Array.isArray(texts)) out.texts = texts;
  // The captcha provider whose script the islands load (client/widgets/captcha-script.ts).
  if (captcha) out.captcha = captcha;
  return out;
}

/** Page types whose visitor met a wall: protected content 105, member area access denied 106, paywall 107. */
const PROTECTED_CONTENT = 105;
const MEMBER_AREA_ACCESS_DENIED = 106;
const PAYWALL = 107;

/**
 * What tracking reports of a page (client/tracking/), decided here so the
 * shoppers' bundle carries no rules: `viewerAccessStatus` for the
 * gated-content event ('denied' on a paywall or protected page, 'granted'
 * on a gated video or lesson that plays), `visitorMetrics` for the
 * visitor-metrics event on video and lesson pages and page 106 ('DENIED'
 * at a wall, else 'GRANTED'), and `contentKind` ('video', 'lesson').
 */
export function trackingFacts(pageType: unknown, collection: Json, item: Json | undefined): Json {
  const kind = gatedKindOf(collection as CollectionContent);
  const walled = pageType === PROTECTED_CONTENT || pageType === PAYWALL || pageType === MEMBER_AREA_ACCESS_DENIED;
  const out: Json = {};
  if (pageType === PROTECTED_CONTENT || pageType === PAYWALL) out.viewerAccessStatus = 'denied';
  else if (kind !== null && !walled && typeof item?.gated === 'string') out.viewerAccessStatus = 'granted';
  if (kind !== null) out.contentKind = kind;
  if (kind !== null || pageType === MEMBER_AREA_ACCESS_DENIED) out.visitorMetrics = walled ? 'DENIED' : 'GRANTED';
  return out;
}

export function systemValues(input: SystemInput): Json {
  const { context: ctx } = input;
  const website = (ctx.website ?? {}) as Json;
  const collection = (ctx.collection ?? {}) as Json;
  const item = ctx.item as Json | undefined;
  const title = pageTitle(ctx);
  const description = str(item?.excerpt).replace(/<[^>]*>/g, '') || str(website.siteDescription).replace(/<[^>]*>/g, '');
  const storeSettings = ((ctx.websiteSettings as Json | undefined)?.storeSettings ?? {}) as Json;
  const currency = str(storeSettings.defaultCurrency) || 'USD';

  const classes = [
    ...input.tweakClasses,
    `native-currency-code-${currency.toLowerCase()}`,
    collection.id ? `collection-${str(collection.id)}` : '',
    collection.typeName ? `collection-type-${str(collection.typeName)}` : '',
    `collection-layout-${input.layoutKey}`,
    input.isHome ? 'homepage' : '',
    input.view === 'item' ? 'view-item' : 'view-list',
    (ctx.template as Json | undefined)?.mobileStylesEnabled ? 'mobile-style-available' : '',
  ].filter(Boolean);

  const staticContext = {
    website,
    websiteSettings: ctx.websiteSettings ?? {},
    authenticatedAccount: ctx.authenticatedAccount ?? null,
    tweakJSON: input.tweakJSON,
    collectionId: collection.id ?? null,
    itemId: item?.id ?? null,
    pageType: ctx.pageType,
    // The beta flags (SPEC section 6; the form handler's too) and what tracking reports of video and lesson pages (client/tracking/visitor-metrics.ts).
    featureFlags: ctx.featureFlags ?? {},
    ...trackingFacts(ctx.pageType, collection, item),
  };
  const lang = str(website.language) || 'en-US';
  const moneyTexts = productMoneyTexts(input.product, currency, lang);
  const headers = [
    '<meta charset="utf-8">',
    `<title>${esc(title)}</title>`,
    `<link rel="canonical" href="${esc(input.canonicalUrl)}">`,
    ...input.alternates.map((a) => `<link rel="alternate" hreflang="${esc(a.lang)}" href="${esc(a.href)}">`),
    `<meta property="og:site_name" content="${esc(str(website.siteTitle))}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:url" content="${esc(input.canonicalUrl)}">`,
    `<meta property="og:locale" content="${esc(lang.replace('-', '_'))}">`,
    description ? `<meta name="description" content="${esc(description)}">` : '',
    description ? `<meta property="og:description" content="${esc(description)}">` : '',
    ...(input.platformLayer ? PLATFORM_HEADERS : []),
    `<link rel="stylesheet" type="text/css" href="/site.css?v=${input.templateRevision}">`,
    `<script>window.Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${scriptJson(staticContext)};</script>`,
    `<script type="application/json" id="vitrine-commerce">${scriptJson({ ...commerceSettings(storeSettings, currency, lang, str(ctx.homeUrl).replace(/\/+$/, ''), (ctx.localizedStrings as Json | undefined)?.widgetTexts, input.captcha), ...(moneyTexts ? { moneyTexts } : {}) })}</script>`,
    input.platformLayer ? '' : IMAGE_LOADER,
    ...input.scripts.map((src) => `<script defer src="${esc(src)}"></script>`),
    input.clientScript ? clientScriptTags(input.clientScript, input.scriptNonce) : '',
    input.injection.header ?? '',
  ].filter(Boolean);

  const scripted = (html: string) => (input.scriptNonce ? markInlineScripts(html, input.scriptNonce) : html);
  return {
    'squarespace-headers': scripted(headers.join('\n')),
    'squarespace-footers': scripted([input.platformLayer ? PLATFORM_FOOTERS : '', input.injection.footer ?? ''].filter(Boolean).join('\n')),
    'squarespace-post-entry': '',
    squarespace: {
      'page-classes': classes.join(' '),
      'page-id': item?.id ? `item-${str(item.id)}` : collection.id ? `collection-${str(collection.id)}` : '',
      'cart-classes': 'sqs-custom-cart',
      'template-revision': input.templateRevision,
      'page-title': title,
    },
  };
}
