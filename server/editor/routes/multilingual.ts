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

/** Languages of one site, at most. */
export const MAX_LANGUAGES = 20;
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
    languageTag: { type: 'string', pattern: '^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$' },
    displayName: { type: 'string', minLength: 1, maxLength: 50 },
    pathPrefix: { type: 'string', pattern: '^(/[a-z0-9-]{2,20})?$' },
    default: { type: 'boolean' },
  },
} as const;
const putSchema = {
  body: { type: 'object', additionalProperties: false, required: ['languages'], properties: { languages: { type: 'array', minItems: 1, maxItems: MAX_LANGUAGES, items: languageSchema } } },
} as const;

/** The site's languages; a site with none has its one language. */
function languagesOf(website: Json): Language[] {
  if (Array.isArray(website.languages) && website.languages.length) return website.languages as Language[];
  const tag = typeof website.language === 'string' ? website.language : DEFAULT_LANGUAGE;
  return [{ languageTag: tag, displayName: tag, pathPrefix: '', default: true }];
}

const defaultOf = (languages: Language[]) => languages.find((l) => l.default === true) ?? languages[0]!;
const view = (l: Language) => ({ languageTag: l.languageTag, displayName: l.displayName, pathPrefix: l.pathPrefix, default: l.default === true });

function settings(website: Json) {
  const languages = languagesOf(website);
  return { enabled: languages.length > 1, defaultLanguage: defaultOf(languages).languageTag, languages: languages.map(view) };
}

/** Exactly one default, which has no prefix; every tag and prefix its own. */
function valid(languages: Language[]): boolean {
  const defaults = languages.filter((l) => l.default === true);
  if (defaults.length !== 1 || defaults[0]!.pathPrefix !== '') return false;
  if (languages.some((l) => l.default !== true && l.pathPrefix === '')) return false;
  const tags = new Set(languages.map((l) => l.languageTag.toLowerCase()));
  const prefixes = new Set(languages.map((l) => l.pathPrefix));
  return tags.size === languages.length && prefixes.size === languages.length;
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

  app.put<{ Body: { languages: Language[] } }>('/api/multilingual/languages', { schema: putSchema }, async (request) => {
    const user = await ctx.user(request, 'admin');
    const next = request.body.languages;
    if (!valid(next)) throw editorError('LANGUAGE_INVALID');
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

  app.delete('/api/multilingual/connection', async (request) => {
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
