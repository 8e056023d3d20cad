/**
 * The owner's sections on the site (editor/sections.ts): the cover page
 * (page type 3, splash page) and the SSO screen (400) at their own paths,
 * the lock screen's content around the unlock form (103), and the popup
 * overlay's island on shopper pages. Each section's content sits at its
 * grid position (data-row, data-column; templates/styles/sections.less).
 * Texts are the owner's; the platform's own (sign in, create account) come
 * from the theme's strings of the page's language (`sectionTexts`), else English.
 */
import { POPUP_FORM_ID, sliceOf, type Section } from '../../editor/sections.js';
import type { Json } from '../content/types.js';
import { PAGE_TYPE } from '../routing/page-types.js';

/** The body text's paragraphs (blank lines part them). */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

/** A section as the templates and the popup island read it. */
export function sectionContext(section: Section, homeUrl: string): Json {
  const [row, column] = section.position.split('-') as [string, string];
  const out: Json = { type: section.type, position: section.position, row, column };
  const heading = sliceOf(section, 'heading');
  if (heading?.text) out.heading = heading.text;
  const body = sliceOf(section, 'body');
  if (body?.text) out.body = paragraphs(body.text);
  const image = sliceOf(section, 'image');
  if (image?.assetUrl) out.image = { assetUrl: image.assetUrl, alt: image.alt };
  const action = sliceOf(section, 'buttons') ?? sliceOf(section, 'popup-overlay-action');
  if (action) out.action = { label: action.label, url: action.url };
  const newsletter = sliceOf(section, 'newsletter');
  if (newsletter) out.newsletter = { formId: POPUP_FORM_ID, label: newsletter.label, buttonLabel: newsletter.buttonLabel, successText: newsletter.successText };
  if (section.version !== undefined) out.version = section.version;
  const sso = sliceOf(section, 'sso-options');
  if (sso) out.ssoOptions = sso.options.map((o) => ({ option: o, url: `${homeUrl}account${o === 'sign-up' ? '#sign-up' : ''}` }));
  return out;
}

/** English texts of the platform's own on section pages (the theme's `sectionTexts` translate them). */
export const SECTION_TEXT = { signIn: 'Sign in', signUp: 'Create account' } as const;
const themed = (key: keyof typeof SECTION_TEXT) => `{.if localizedStrings.sectionTexts.${key}}{localizedStrings.sectionTexts.${key}|html}{.or}${SECTION_TEXT[key]}{.end}`;

/** A section's background image: decorative, behind the content (no inline style: the site's CSP). */
const BACKGROUND = `{.section image}<img class="vitrine-section__background" src="{assetUrl|htmlattr}" alt="{alt|htmlattr}">{.end}`;
const TEXTS = `{.repeated section body}<p class="vitrine-section__body">{@|html}</p>{.end}`;
const ACTION = `{.section action}<a class="vitrine-section__action sqs-button-element--primary" href="{url|htmlattr}">{label|html}</a>{.end}`;

/** The cover page (page type 3): heading, text and button at the section's position, over its image. */
export const COVER_PAGE = `{.section section}<section class="vitrine-section vitrine-section--cover-page" data-page-type="{pageType}" data-row="{row}" data-column="{column}">${BACKGROUND}
<div class="vitrine-section__content">{.if heading}<h1 class="vitrine-section__heading">{heading|html}</h1>{.end}${TEXTS}${ACTION}</div></section>{.end}`;

/** The SSO screen (page type 400): heading, text and the ways to sign in. */
export const SSO_PAGE = `{.section section}<section class="vitrine-section vitrine-section--sso-screen" data-page-type="{pageType}" data-row="{row}" data-column="{column}">${BACKGROUND}
<div class="vitrine-section__content">{.if heading}<h1 class="vitrine-section__heading">{heading|html}</h1>{.end}${TEXTS}
<ul class="vitrine-section__sso">{.repeated section ssoOptions}<li><a class="vitrine-section__action sqs-button-element--primary" href="{url|htmlattr}">{.equal? option "sign-in"}${themed('signIn')}{.or}${themed('signUp')}{.end}</a></li>{.end}</ul></div></section>{.end}`;

/** The lock screen's own content around the unlock form (`form`), at its position; without one, the platform's page. */
export const lockSection = (locked: string, form: string): string => `{.section access.section}<div class="vitrine-section vitrine-section--lock-screen" data-row="{row}" data-column="{column}">${BACKGROUND}
<div class="vitrine-section__content">{.if heading}<h1 class="vitrine-section__heading">{heading|html}</h1>{.or}<h1>${locked}</h1>{.end}${TEXTS}${form}</div></div>{.or}<h1>${locked}</h1>
${form}{.end}`;

/** A cover page or SSO screen fills the window: no theme chrome around it. */
export const SECTION_SCREEN_PAGE = `<!doctype html>
<html lang="{website.language}"><head><meta name="viewport" content="width=device-width, initial-scale=1">{squarespace-headers}</head>
<body class="vitrine-section-page"><main>{squarespace.main-content}</main></body></html>`;

/**
 * The popup overlay's island: an empty element (without JavaScript the
 * popup does not show), its content as props, the form texts and captcha
 * key its newsletter needs, the page fields of a submission; marked with
 * the SPEC's popup overlay page type (104).
 */
export const POPUP_OVERLAY = `<div class="vitrine-popup-overlay-island" data-page-type="${PAGE_TYPE.POPUP_OVERLAY}" data-widget="popup-overlay" data-props="{popupOverlay|json|htmlattr}" data-texts="{localizedStrings.formTexts|json|htmlattr}" data-page="{&quot;pageId&quot;:{.if collection.id}{collection.id|json|htmlattr}{.or}null{.end},&quot;contentSource&quot;:&quot;c&quot;,&quot;pagePermissionTypeValue&quot;:&quot;1&quot;}"{.if website.captchaSettings.siteKey} data-captcha-site-key="{website.captchaSettings.siteKey|htmlattr}"{.end}></div>`;
