/**
 * Multilingual settings (SPEC section 7), kept in the content's
 * `website.languages` (what the site renderer reads):
 *
 *   GET    /api/multilingual/settings    enabled, defaultLanguage, languages
 *   GET    /api/multilingual/status      connected (more than one language), languageCount
 *   GET    /api/multilingual/languages   languages
 *   PUT    /api/multilingual/languages   languages (admin): exactly one default, with no path prefix
 *   DELETE /api/multilingual/connection  back to the default language alone (admin)
 *
 * A saved language keeps what the content had for it besides the edited
 * fields (its homepage, translated titles).
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { websiteOf } from '../doc.js';
import { editorError } from '../errors.js';
import type { Json } from '../content-store.js';
import { LANGUAGE_NAME_MAX_LENGTH, MAX_LANGUAGES } from '../../../editor/limits.js';
import { LANGUAGE_TAG_PATTERN, languagesValid, PATH_PREFIX_PATTERN } from '../../../editor/languages.js';
import { ADMIN_ROUTE } from '../auth.js';

export { MAX_LANGUAGES };
/** The language of a site that names none. */
export const DEFAULT_LANGUAGE = 'en-US';

interface Language extends Json {
  languageTag: string;
  displayName: string;
  pathPrefix: string;
  default?: boolean;
}

const languageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['languageTag', 'displayName', 'pathPrefix'],
  properties: {
    languageTag: { type: 'string', pattern: LANGUAGE_TAG_PATTERN },
    displayName: { type: 'string', minLength: 1, maxLength: LANGUAGE_NAME_MAX_LENGTH },
    pathPrefix: { type: 'string', pattern: PATH_PREFIX_PATTERN },
    default: { type: 'boolean' },
  },
} as const;
const putSchema = {
  body: { type: 'object', additionalProperties: false, required: ['languages'], properties: { languages: { type: 'array', minItems: 1, maxItems: MAX_LANGUAGES, items: languageSchema } } },
} as const;

/** The site's languages; a site with none has its one language. */
export function languagesOf(website: Json): Language[] {
  if (Array.isArray(website.languages) && website.languages.length) return website.languages as Language[];
  const tag = typeof website.language === 'string' ? website.language : DEFAULT_LANGUAGE;
  return [{ languageTag: tag, displayName: tag, pathPrefix: '', default: true }];
}

export const defaultOf = (languages: Language[]) => languages.find((l) => l.default === true) ?? languages[0]!;
const view = (l: Language) => ({ languageTag: l.languageTag, displayName: l.displayName, pathPrefix: l.pathPrefix, default: l.default === true });

function settings(website: Json) {
  const languages = languagesOf(website);
  return { enabled: languages.length > 1, defaultLanguage: defaultOf(languages).languageTag, languages: languages.map(view) };
}

export async function multilingualRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  const website = async () => websiteOf((await ctx.content.read()).doc);

  app.get('/api/multilingual/settings', async (request) => {
    await ctx.user(request, 'read');
    return settings(await website());
  });

  app.get('/api/multilingual/status', async (request) => {
    await ctx.user(request, 'read');
    const languages = languagesOf(await website());
    return { connected: languages.length > 1, languageCount: languages.length };
  });

  app.get('/api/multilingual/languages', async (request) => {
    await ctx.user(request, 'read');
    return { languages: languagesOf(await website()).map(view) };
  });

  app.put<{ Body: { languages: Language[] } }>('/api/multilingual/languages', { config: ADMIN_ROUTE, schema: putSchema }, async (request) => {
    const user = await ctx.user(request, 'admin');
    const next = request.body.languages;
    if (!languagesValid(next)) throw editorError('LANGUAGE_INVALID');
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: 'saved the site languages' }, (doc) => {
      const site = websiteOf(doc);
      const before = new Map(languagesOf(site).map((l) => [l.languageTag.toLowerCase(), l]));
      site.languages = next.map((l) => {
        const { default: _old, ...fields } = { ...before.get(l.languageTag.toLowerCase()), ...l };
        return l.default === true ? { ...fields, default: true } : fields;
      });
      site.language = defaultOf(site.languages as Language[]).languageTag;
      return settings(site);
    });
    return { revision, ...(result as object) };
  });

  app.delete('/api/multilingual/connection', { config: ADMIN_ROUTE }, async (request) => {
    const user = await ctx.user(request, 'admin');
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: 'disconnected the site languages' }, (doc) => {
      const site = websiteOf(doc);
      const languages = languagesOf(site);
      if (languages.length === 1) return false;
      site.languages = [{ ...defaultOf(languages), default: true }];
      return true;
    });
    return { revision, disconnected: result !== false, ...settings(await website()) };
  });
}
