/**
 * The site header and footer (SPEC section 7), kept in the content document
 * where the theme reads them, so a save is a revision every process serves
 * at once:
 *
 *   GET /api/site-header-footer   header { siteTitle, announcement }, footer { text }
 *   PUT /api/site-header-footer   the same (edit need); 409 'Unable to find
 *                                 site main navigation' when the site has
 *                                 none (SPEC section 5)
 *
 * siteTitle is `website.siteTitle`; the announcement is the announcement
 * bar's text (`websiteSettings.announcementBarSettings.text`, HTML in the
 * content: the owner's plain text is saved escaped in one paragraph); the
 * footer text is `websiteSettings.footerSettings.text`, plain text the
 * footer region escapes. Empty texts take the bar or the footer text away.
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

const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const putSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['header', 'footer'],
    properties: {
      header: {
        type: 'object',
        additionalProperties: false,
        required: ['siteTitle', 'announcement'],
        properties: { siteTitle: text(SITE_TITLE_MAX_LENGTH, 1), announcement: text(ANNOUNCEMENT_MAX_LENGTH) },
      },
      footer: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: text(FOOTER_TEXT_MAX_LENGTH) } },
    },
  },
} as const;

function settingsOf(doc: Json, key: string): Json {
  if (!isObject(doc.websiteSettings)) doc.websiteSettings = {};
  const settings = doc.websiteSettings as Json;
  if (!isObject(settings[key])) settings[key] = {};
  return settings[key] as Json;
}

/** The words of announcement HTML, for a plain text field (tags dropped, references decoded). */
const plainText = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function headerFooterOf(doc: Json): HeaderFooter {
  const settings = isObject(doc.websiteSettings) ? doc.websiteSettings : {};
  const bar = isObject(settings.announcementBarSettings) ? settings.announcementBarSettings : {};
  const footer = isObject(settings.footerSettings) ? settings.footerSettings : {};
  return {
    header: { siteTitle: str(isObject(doc.website) ? doc.website.siteTitle : ''), announcement: plainText(str(bar.text)) },
    footer: { text: str(footer.text) },
  };
}

export async function headerFooterRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/site-header-footer', async (request) => {
    await ctx.user(request, 'read');
    return headerFooterOf((await ctx.content.read()).doc);
  });

  app.put<{ Body: HeaderFooter }>('/api/site-header-footer', { schema: putSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { header, footer } = request.body;
    const siteTitle = header.siteTitle.trim();
    if (siteTitle === '') throw editorError('INVALID_REQUEST');
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: 'saved the site header and footer' }, (doc) => {
      if (!Array.isArray(navigationsOf(doc).mainNav)) throw editorError('NO_MAIN_NAVIGATION');
      const before = headerFooterOf(doc);
      const announcement = header.announcement.trim();
      const footerText = footer.text.trim();
      if (before.header.siteTitle === siteTitle && before.header.announcement === announcement && before.footer.text === footerText) return false;
      websiteOf(doc).siteTitle = siteTitle;
      // Only a changed announcement is rewritten: the content's own markup stays otherwise.
      if (before.header.announcement !== announcement) settingsOf(doc, 'announcementBarSettings').text = announcement === '' ? '' : `<p>${escapeText(announcement)}</p>`;
      settingsOf(doc, 'footerSettings').text = footerText;
      return headerFooterOf(doc);
    });
    return { revision, ...(result === false ? headerFooterOf((await ctx.content.read()).doc) : result) };
  });
}
