/**
 * The platform's special pages (SPEC section 2's page types 203 donate,
 * 204 contribution confirmed, 205 cart v2, 208 membership confirmed, 209
 * reviews request, 210 digital product composer preview, 300 newsletter
 * unsubscribe, 301 commerce email preview, and the `style` special page
 * kind), at their own paths in every site language, written in the
 * template language like the other system pages (a theme overrides one
 * with its own `pages/<name>.page`). Each page's data (`special`) is built
 * here from the content, the query and the visitor, its texts in the
 * page's language (special-texts.ts).
 *
 * The donate page takes a gift (donate-page.ts) and the review request
 * page a buyer's review (review-page.ts); what the others can do here:
 * docs/spec-coverage.md (2.2-05, 2.2-06, 2.2-08) says.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, ItemContent, Json } from '../content/types.js';
import { PAGE_TYPE, type PageTypeCode } from '../routing/page-types.js';
import { DEFAULT_MEMBER_AREA, memberAreaOf, type Visitor } from '../routing/access.js';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../paths/newsletter-paths.js';
import { confirmationMailPath, ORDER_ID_PATTERN } from '../../editor/email-preview-paths.js';
import { specialTexts, type SpecialTexts } from './special-texts.js';
import { CONTRIBUTION_TEMPLATE, DONATE_TEMPLATE, contributionExtras, donateContext, type DonationOutcome } from './donate-page.js';
import { COMPOSER_TEMPLATE, composerPage } from './composer-page.js';
import { REVIEW_TEMPLATE, reviewFormContext, type ReviewOutcome } from './review-page.js';

/** The page types of SPEC section 2 that only these pages produce. */
const SPECIAL_PAGE_TYPE = PAGE_TYPE;

/** SPEC section 2's other named special page kind. */
export const STYLE_PAGE_KIND = 'style';

export type SpecialPageName = 'donate' | 'contribution-confirmed' | 'membership-confirmed' | 'reviews-request' | 'composer-preview' | 'newsletter-unsubscribe' | 'email-preview' | 'style';

/** Path (after the language prefix) -> the page; `cart/v2` is the cart page as page type 205. */
export const SPECIAL_ROUTES: Record<string, { name: SpecialPageName | 'cart'; pageType: PageTypeCode }> = {
  donate: { name: 'donate', pageType: SPECIAL_PAGE_TYPE.DONATE },
  'donate/thank-you': { name: 'contribution-confirmed', pageType: SPECIAL_PAGE_TYPE.CONTRIBUTION_CONFIRMED },
  'cart/v2': { name: 'cart', pageType: SPECIAL_PAGE_TYPE.CART_V2 },
  'account/membership-confirmed': { name: 'membership-confirmed', pageType: SPECIAL_PAGE_TYPE.MEMBERSHIP_CONFIRMED },
  'reviews/request': { name: 'reviews-request', pageType: SPECIAL_PAGE_TYPE.REVIEWS_REQUEST },
  'digital-product-preview': { name: 'composer-preview', pageType: SPECIAL_PAGE_TYPE.DIGITAL_PRODUCT_COMPOSER_PREVIEW },
  'newsletter/unsubscribe': { name: 'newsletter-unsubscribe', pageType: SPECIAL_PAGE_TYPE.NEWSLETTER_UNSUBSCRIBE },
  'email-preview': { name: 'email-preview', pageType: SPECIAL_PAGE_TYPE.COMMERCE_EMAIL_PREVIEW },
  style: { name: 'style', pageType: PAGE_TYPE.PAGE },
};

export const isSpecialPage = (name: string): name is SpecialPageName => Object.values(SPECIAL_ROUTES).some((r) => r.name === name && name !== 'cart');

/** The owner's pages: shoppers get "not found" (the composer preview shows what the owner composes, never a published page). */
export const isOwnerSpecialPage = (name: string) => name === 'composer-preview';

/** Whether a page shows something of the visitor (then it is never shared between visitors). */
export const isPersonalSpecialPage = (name: string) => name === 'membership-confirmed';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);

const LINK = (href: string, label: string, cls = 'vitrine-special__link') => `<a class="${cls}" href="{${href}|htmlattr}">{${label}|html}</a>`;
const PAGE = (name: string, body: string) => `<section class="vitrine-special vitrine-special--${name}" data-page-type="{pageType}">{.section special}${body}{.end}</section>`;

export const SPECIAL_PAGES: Record<SpecialPageName, string> = {
  donate: PAGE('donate', DONATE_TEMPLATE),
  'contribution-confirmed': PAGE('contribution', CONTRIBUTION_TEMPLATE),
  'membership-confirmed': PAGE(
    'membership',
    `{.if member}<h1>{title|html}</h1><p>{body|html}</p><p>${LINK('areaUrl', 'openLabel', 'button')}</p>
{.or}<h1>{noneTitle|html}</h1>{.if signInUrl}<p>${LINK('signInUrl', 'signInLabel', 'button')}</p>{.end}{.end}`,
  ),
  'reviews-request': PAGE('reviews', REVIEW_TEMPLATE),
  'composer-preview': PAGE('composer', COMPOSER_TEMPLATE),
  'newsletter-unsubscribe': PAGE(
    'unsubscribe',
    `<h1>{title|html}</h1>{.if done}<p role="status">{doneText|html}</p>{.or}<p>{body|html}</p>
<form class="vitrine-special__form" method="post" action="{action|htmlattr}" novalidate><input type="hidden" name="crumb" value="{crumb|htmlattr}"><input type="hidden" name="pagePath" value="{pagePath|htmlattr}">
<p><label for="unsubscribe-email">{emailLabel|html}</label><input type="email" id="unsubscribe-email" name="email" autocomplete="email" required{.if error} aria-invalid="true" aria-describedby="unsubscribe-email-error"{.end}>{.if error}<span class="vitrine-comment-form__error" id="unsubscribe-email-error">{error|html}</span>{.end}</p>
<p><button type="submit" class="button">{button|html}</button></p></form>{.end}`,
  ),
  'email-preview': PAGE(
    'email-preview',
    `{.if frameUrl}<h1>{title|html}</h1><p>{intro|html}</p><iframe class="vitrine-special__mail-frame" src="{frameUrl|htmlattr}" title="{frameTitle|htmlattr}" sandbox="" referrerpolicy="no-referrer" loading="lazy"></iframe><p>${LINK('sampleUrl', 'sampleLabel')}</p>{.or}<h1>{title|html}</h1><p>{intro|html}</p><dl class="vitrine-special__mail-head"><dt>{subjectLabel|html}</dt><dd>{subject|html}</dd></dl>
<article class="vitrine-special__mail"><h2>{greeting|html}</h2><table><caption>{itemsLabel|html}</caption><tbody>{.repeated section lines}<tr><th scope="row">{title|html}</th><td>{price|html}</td></tr>{.end}</tbody><tfoot><tr><th scope="row">{totalLabel|html}</th><td>{total|html}</td></tr></tfoot></table></article>{.end}`,
  ),
  style: PAGE(
    'style',
    `<h1>{title|html}</h1><p>{intro|html}</p><h2>{headingsLabel|html}</h2>{.repeated section headings}<p class="vitrine-style-heading vitrine-style-heading--{level}">{text|html}</p>{.end}
<h2>{textLabel|html}</h2><p>{sampleBefore|html}<a href="{homeUrl|htmlattr}">{linkText|html}</a>{sampleAfter|html}</p><blockquote><p>{quote|html}</p></blockquote>
<h2>{listLabel|html}</h2><ul>{.repeated section listItems}<li>{@|html}</li>{.end}</ul>
<h2>{buttonsLabel|html}</h2><p><a class="button" href="{homeUrl|htmlattr}">{button|html}</a></p>
<h2>{fieldsLabel|html}</h2><p><label for="style-field">{field|html}</label><span class="vitrine-comment-form__hint" id="style-field-hint">{fieldHint|html}</span><input type="text" id="style-field" aria-describedby="style-field-hint"></p>`,
  ),
};

export interface SpecialInput {
  index: SiteIndex;
  /** The default language's index: a product without a translation in this language is found there. */
  defaultIndex: SiteIndex;
  languageTag: string;
  prefix: string;
  path: string;
  query: Record<string, string>;
  visitor: Visitor;
  crumb: string;
  siteTitle: string;
  /** A form posted here without JavaScript (the donation's or the review's outcome), shown once. */
  formPost?: Json | undefined;
  /** The store's currency (donations are taken in it). */
  currency: string;
  /** Payments move no real money (the test gateway): the donate page says so. */
  testPayments: boolean;
  /** How long and how often a download link works (the composer preview's order page says so). */
  downloadPolicy?: { hours: number; count: number } | undefined;
}

/** A product by its id (or the id it translates), in this language, else in the default one. */
function productById(i: SpecialInput, id: string | undefined): { index: SiteIndex; collection: CollectionContent; item: ItemContent } | null {
  if (!id) return null;
  for (const index of [i.index, i.defaultIndex]) {
    for (const c of index.content.collections) {
      const item = (c.items ?? []).find((x) => (x.id === id || x.translationOf === id) && x.structuredContent !== undefined);
      if (item) return { index, collection: c, item };
    }
  }
  return null;
}

function priceText(item: ItemContent, languageTag: string): string {
  const money = (((item.structuredContent as Json | undefined)?.variants as Json[] | undefined)?.[0]?.priceMoney ?? null) as { value?: string; currency?: string } | null;
  if (!money?.value || !money.currency) return '';
  return new Intl.NumberFormat(languageTag, { style: 'currency', currency: money.currency }).format(Number(money.value));
}

const imageOf = (item: ItemContent) => (typeof item.assetUrl === 'string' ? item.assetUrl : null);

/** The `special` data of a page. */
export function specialContext(name: SpecialPageName, i: SpecialInput): Json {
  const t: SpecialTexts = specialTexts(i.languageTag);
  const home = `${i.prefix}/`;
  switch (name) {
    case 'donate':
      return {
        title: fill(t.donateTitle, { site: i.siteTitle }),
        intro: t.donateIntro,
        ...donateContext({ languageTag: i.languageTag, path: i.path, crumb: i.crumb, siteTitle: i.siteTitle, currency: i.currency, testMode: i.testPayments, outcome: i.formPost?.donation as DonationOutcome | undefined }),
      };
    case 'contribution-confirmed':
      return { title: t.contributionTitle, body: t.contributionBody, homeUrl: home, backHome: t.backHome, ...contributionExtras(i.languageTag, i.formPost?.donation as DonationOutcome | undefined) };
    case 'membership-confirmed': {
      const areaId = i.query.area ?? DEFAULT_MEMBER_AREA;
      const area = i.index.content.collections.find((c) => memberAreaOf(c) === areaId);
      const areaName = area?.title ?? areaId;
      const member = area !== undefined && i.visitor.member && (i.visitor.memberAreas?.has(areaId) ?? false);
      return {
        member,
        title: t.membershipTitle,
        body: fill(t.membershipBody, { area: areaName }),
        areaUrl: area ? i.index.fullUrl(area) : home,
        openLabel: fill(t.membershipOpen, { area: areaName }),
        noneTitle: t.membershipNone,
        ...(i.visitor.member ? {} : { signInUrl: `${i.prefix}/account?returnTo=${encodeURIComponent(`${i.path}?area=${areaId}`)}`, signInLabel: t.membershipSignIn }),
      };
    }
    case 'reviews-request': {
      const found = productById(i, i.query.item);
      const product = found ? { id: String(found.item.translationOf ?? found.item.id ?? ''), title: found.item.title ?? '', imageUrl: imageOf(found.item), url: found.index.itemUrl(found.collection, found.item) } : null;
      const page = product
        ? { title: t.reviewsTitle, product, body: fill(t.reviewsBody, { product: product.title }), linkUrl: `${product.url}#reviews`, linkLabel: fill(t.reviewsOpen, { product: product.title }) }
        : { title: t.reviewsTitle, body: t.reviewsNoProduct, linkUrl: `${i.prefix}/shop`, linkLabel: t.reviewsShop };
      return { ...page, ...reviewFormContext({ languageTag: i.languageTag, path: i.path, crumb: i.crumb, query: i.query, productId: product?.id ?? null, outcome: i.formPost?.review as ReviewOutcome | undefined }) };
    }
    case 'composer-preview':
      return composerPage({ index: i.index, defaultIndex: i.defaultIndex, languageTag: i.languageTag, prefix: i.prefix, query: i.query, currency: i.currency, downloadPolicy: i.downloadPolicy }).data;
    case 'newsletter-unsubscribe':
      return {
        title: t.unsubscribeTitle,
        body: t.unsubscribeBody,
        done: i.query.done === '1',
        doneText: t.unsubscribeDone,
        action: NEWSLETTER_UNSUBSCRIBE_PATH,
        crumb: i.crumb,
        pagePath: i.path,
        emailLabel: t.unsubscribeEmail,
        button: t.unsubscribeButton,
        ...(i.query.error === 'invalid' ? { error: t.unsubscribeInvalid } : {}),
      };
    case 'email-preview': {
      // An order the owner picked (the order screen's link): its own confirmation mail, framed.
      const order = i.query.order;
      if (order !== undefined && ORDER_ID_PATTERN.test(order)) {
        return { title: t.emailPreviewOrderTitle, intro: t.emailPreviewOrderIntro, frameUrl: confirmationMailPath(order), frameTitle: t.emailPreviewFrame, sampleUrl: `${i.prefix}/email-preview`, sampleLabel: t.emailPreviewSample };
      }
      const products = i.index.content.collections.filter((c) => c.typeName === 'products').flatMap((c) => (c.items ?? []).filter((x) => x.structuredContent !== undefined)).slice(0, 2);
      const lines = products.map((p) => ({ title: p.title ?? '', price: priceText(p, i.languageTag) }));
      const sum = products.reduce((n, p) => n + Number((((p.structuredContent as Json).variants as Json[] | undefined)?.[0]?.priceMoney as Json | undefined)?.value ?? 0), 0);
      const currency = ((((products[0]?.structuredContent as Json | undefined)?.variants as Json[] | undefined)?.[0]?.priceMoney as Json | undefined)?.currency as string | undefined) ?? 'USD';
      return {
        title: t.emailPreviewTitle,
        intro: t.emailPreviewIntro,
        subjectLabel: t.emailPreviewSubject,
        subject: fill(t.emailPreviewSubjectText, { number: '00001' }),
        greeting: t.emailPreviewGreeting,
        itemsLabel: t.emailPreviewItems,
        lines,
        totalLabel: t.emailPreviewTotal,
        total: new Intl.NumberFormat(i.languageTag, { style: 'currency', currency }).format(sum),
      };
    }
    case 'style': {
      const [before = '', after = ''] = t.styleSample.split('{link}');
      return {
        title: t.styleTitle,
        intro: t.styleIntro,
        headingsLabel: t.styleHeadings,
        headings: [1, 2, 3, 4].map((level) => ({ level, text: fill(t.styleHeading, { n: String(level) }) })),
        textLabel: t.styleText,
        sampleBefore: before,
        linkText: t.styleLink,
        sampleAfter: after,
        homeUrl: home,
        quote: t.styleQuote,
        listLabel: t.styleList,
        listItems: t.styleListItems,
        buttonsLabel: t.styleButtons,
        button: t.styleButton,
        fieldsLabel: t.styleFields,
        field: t.styleField,
        fieldHint: t.styleFieldHint,
      };
    }
  }
}
