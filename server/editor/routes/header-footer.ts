/**
 * The site header and footer (SPEC section 7), kept in the content document
 * where the theme reads them, so a save is a revision every process serves
 * at once:
 *
 *   GET /api/site-header-footer[?language=TAG]   header { siteTitle, announcement }, footer { text }
 *   PUT /api/site-header-footer[?language=TAG]   the same (edit need); 409 'Unable to find
 *                                 site main navigation' when the site has
 *                                 none (SPEC section 5)
 *
 * Without `language` (or with the default language's tag) these are the
 * site's own texts: siteTitle is `website.siteTitle`; the announcement is
 * the announcement bar's text (`websiteSettings.announcementBarSettings.text`,
 * HTML in the content: the owner's plain text is saved escaped in one
 * paragraph); the footer text is `websiteSettings.footerSettings.text`,
 * plain text the footer region escapes. Empty texts take the bar or the
 * footer text away.
 *
 * With another language of the site, the texts are that language's own,
 * kept on its entry of `website.languages` (`siteTitle`,
 * `announcementBarSettings.text`, `footerSettings.text`), which the site
 * renderer lays over the default ones on that language's pages
 * (site/content/languages.ts). An empty text there means the
 * language shows the default language's; GET gives those as `fallback`.
 */
import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_MAX_LENGTH, FOOTER_TEXT_MAX_LENGTH, SITE_TITLE_MAX_LENGTH } from '../../../editor/limits.js';
import { decodeEntities, escapeText } from '../../../site/tags/html.js';
import type { EditorContext } from '../context.js';
import type { Json } from '../content-store.js';
import { isObject, navigationsOf, websiteOf } from '../doc.js';
import { editorError } from '../errors.js';

export interface HeaderFooter {
  header: { siteTitle: string; announcement: string };
  footer: { text: string };
}

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const querySchema = { type: 'object', additionalProperties: false, properties: { language: { type: 'string', maxLength: 35 } } } as const;
const putSchema = {
  querystring: querySchema,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['header', 'footer'],
    properties: {
      header: {
        type: 'object',
        additionalProperties: false,
        required: ['siteTitle', 'announcement'],
        // An empty title is refused for the site, and means "the default's" for a translation (checked below).
        properties: { siteTitle: text(SITE_TITLE_MAX_LENGTH), announcement: text(ANNOUNCEMENT_MAX_LENGTH) },
      },
      footer: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: text(FOOTER_TEXT_MAX_LENGTH) } },
    },
  },
} as const;

function settingsOf(owner: Json, key: string): Json {
  if (!isObject(owner[key])) owner[key] = {};
  return owner[key] as Json;
}

/** The words of announcement HTML, for a plain text field (tags dropped, references decoded). */
const plainText = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** The owner's plain announcement as the content keeps it (escaped, in one paragraph); empty stays empty. */
const announcementHtml = (plain: string) => (plain === '' ? '' : `<p>${escapeText(plain)}</p>`);

/** The texts of a holder of them: the site (website and websiteSettings) or a language entry (its own keys). */
function textsOf(titleOwner: Json, settings: Json): HeaderFooter {
  const bar = isObject(settings.announcementBarSettings) ? settings.announcementBarSettings : {};
  const footer = isObject(settings.footerSettings) ? settings.footerSettings : {};
  return { header: { siteTitle: str(titleOwner.siteTitle), announcement: plainText(str(bar.text)) }, footer: { text: str(footer.text) } };
}

export function headerFooterOf(doc: Json): HeaderFooter {
  return textsOf(isObject(doc.website) ? doc.website : {}, isObject(doc.websiteSettings) ? doc.websiteSettings : {});
}

/** The entry of a language other than the default one, or null for the default language (or no `language`); a tag the site lacks is refused. */
function languageEntry(doc: Json, language: string | undefined): Json | null {
  if (language === undefined || language === '') return null;
  const entries = (Array.isArray(websiteOf(doc).languages) ? websiteOf(doc).languages : []) as unknown[];
  const entry = entries.find((e): e is Json => isObject(e) && str(e.languageTag).toLowerCase() === language.toLowerCase());
  if (!entry) throw editorError('NOT_AN_OPTION', { val: language });
  const isDefault = entry.default === true || (!entries.some((e) => isObject(e) && e.default === true) && entries[0] === entry);
  return isDefault ? null : entry;
}

/** What a GET answers for a language: its own texts and the default's it falls back to. */
function languageView(doc: Json, entry: Json) {
  return { language: str(entry.languageTag), ...textsOf(entry, entry), fallback: headerFooterOf(doc) };
}

/** Sets or removes (empty) a language's own text under `key`. */
function setOwn(entry: Json, key: 'announcementBarSettings' | 'footerSettings', value: string): void {
  if (value !== '') settingsOf(entry, key).text = value;
  else if (isObject(entry[key])) {
    delete (entry[key] as Json).text;
    if (Object.keys(entry[key] as Json).length === 0) delete entry[key];
  }
}

export async function headerFooterRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get<{ Querystring: { language?: string } }>('/api/site-header-footer', { schema: { querystring: querySchema } }, async (request) => {
    await ctx.user(request, 'read');
    const { doc } = await ctx.content.read();
    const entry = languageEntry(doc, request.query.language);
    return entry ? languageView(doc, entry) : headerFooterOf(doc);
  });

  app.put<{ Querystring: { language?: string }; Body: HeaderFooter }>('/api/site-header-footer', { schema: putSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { header, footer } = request.body;
    const siteTitle = header.siteTitle.trim();
    const announcement = header.announcement.trim();
    const footerText = footer.text.trim();
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `saved the site header and footer${request.query.language ? ` (${request.query.language})` : ''}` }, (doc) => {
      const entry = languageEntry(doc, request.query.language);
      if (!entry && siteTitle === '') throw editorError('INVALID_REQUEST');
      if (!Array.isArray(navigationsOf(doc).mainNav)) throw editorError('NO_MAIN_NAVIGATION');
      if (entry) {
        // A language's own texts; empty ones show the default language's.
        const before = textsOf(entry, entry);
        if (before.header.siteTitle === siteTitle && before.header.announcement === announcement && before.footer.text === footerText) return false;
        if (siteTitle !== '') entry.siteTitle = siteTitle;
        else delete entry.siteTitle;
        if (before.header.announcement !== announcement) setOwn(entry, 'announcementBarSettings', announcementHtml(announcement));
        setOwn(entry, 'footerSettings', footerText);
        return languageView(doc, entry);
      }
      const before = headerFooterOf(doc);
      if (before.header.siteTitle === siteTitle && before.header.announcement === announcement && before.footer.text === footerText) return false;
      websiteOf(doc).siteTitle = siteTitle;
      const settings = isObject(doc.websiteSettings) ? doc.websiteSettings : (doc.websiteSettings = {});
      // Only a changed announcement is rewritten: the content's own markup stays otherwise.
      if (before.header.announcement !== announcement) settingsOf(settings, 'announcementBarSettings').text = announcementHtml(announcement);
      settingsOf(settings, 'footerSettings').text = footerText;
      return headerFooterOf(doc);
    });
    if (result !== false) return { revision, ...result };
    const { doc } = await ctx.content.read();
    const entry = languageEntry(doc, request.query.language);
    return { revision, ...(entry ? languageView(doc, entry) : headerFooterOf(doc)) };
  });
}
