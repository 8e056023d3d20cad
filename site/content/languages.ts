/**
 * Multilingual sites: `website.languages` lists each language with its
 * path prefix (`/fr`), its home page and website overrides; collections
 * carry `language` (default: the default language) and `translationOf`
 * (the urlId of the page they translate). Each language becomes a site of
 * its own under its prefix, with navigation links mapped to translations.
 */
import type { CollectionContent, Json, NavigationLink, SiteContent } from './types.js';

export interface LanguageSite {
  tag: string;
  displayName: string;
  /** '' for the default language, else '/fr' style. */
  prefix: string;
  isDefault: boolean;
  content: SiteContent;
}

interface LanguageEntry {
  languageTag: string;
  displayName?: string;
  pathPrefix?: string;
  default?: boolean;
  homepage?: string;
  [key: string]: unknown;
}

const WEBSITE_OVERRIDES = ['siteTitle', 'siteTagLine', 'siteDescription', 'logoImageUrl'];
/** Site settings a language may give its own of (the header's announcement, the footer's text): its keys are laid over the default ones. */
const SETTINGS_OVERRIDES = ['announcementBarSettings', 'footerSettings'];

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function normalPrefix(p: unknown): string {
  if (typeof p !== 'string' || p === '' || p === '/') return '';
  return `/${p.replace(/^\/+|\/+$/g, '')}`;
}

export function splitByLanguage(content: SiteContent): LanguageSite[] {
  const entries = (Array.isArray(content.website.languages) ? content.website.languages : []).filter(
    (l): l is LanguageEntry => !!l && typeof (l as LanguageEntry).languageTag === 'string',
  );
  const defaultLanguage = typeof content.website.language === 'string' ? content.website.language : 'en-US';
  if (entries.length < 2) return [{ tag: entries[0]?.languageTag ?? defaultLanguage, displayName: entries[0]?.displayName ?? '', prefix: '', isDefault: true, content }];
  const def = entries.find((e) => e.default) ?? entries[0]!;
  return entries.map((e) => {
    const isDefault = e === def;
    const mine = (c: CollectionContent) => (typeof c.language === 'string' ? c.language === e.languageTag : isDefault);
    const collections = content.collections.filter(mine).map((c) => ({ ...c, homepage: e.homepage ? c.urlId === e.homepage : c.homepage }));
    // A navigation link names a page of the default language: use this language's translation of it.
    const translate = (urlId: string) => (isDefault ? urlId : collections.find((c) => c.translationOf === urlId)?.urlId ?? null);
    const navigations: Record<string, NavigationLink[]> = {};
    const suffix = `:${e.languageTag}`;
    for (const [id, links] of Object.entries(content.navigations)) {
      if (id.includes(':')) continue;
      // A navigation written for this language (`mainNav:fr-FR`) wins over the translated default one.
      const own = content.navigations[`${id}${suffix}`];
      if (own) {
        navigations[id] = own;
        continue;
      }
      navigations[id] = links.flatMap((l): NavigationLink[] => {
        if ('externalLink' in l) return [l];
        const urlId = translate('folder' in l ? l.folder : l.collection);
        if (urlId === null) return [];
        return ['folder' in l ? { folder: urlId } : { collection: urlId }];
      });
    }
    const blockFields: SiteContent['blockFields'] = {};
    for (const [id, field] of Object.entries(content.blockFields)) {
      if (!id.includes(':')) blockFields[id] = content.blockFields[`${id}${suffix}`] ?? field;
    }
    const website: Json = { ...content.website, language: e.languageTag };
    for (const key of WEBSITE_OVERRIDES) if (e[key] !== undefined) website[key] = e[key];
    const websiteSettings: Json = { ...content.websiteSettings };
    for (const key of SETTINGS_OVERRIDES) {
      const own = e[key];
      if (isJson(own)) websiteSettings[key] = { ...(isJson(websiteSettings[key]) ? websiteSettings[key] : {}), ...own };
    }
    const strings = content.localizedStrings[e.languageTag];
    const localizedStrings = strings && typeof strings === 'object' ? (strings as Json) : isDefault ? content.localizedStrings : {};
    return {
      tag: e.languageTag,
      displayName: e.displayName ?? e.languageTag,
      prefix: isDefault ? normalPrefix(e.pathPrefix) : normalPrefix(e.pathPrefix ?? e.languageTag.split('-')[0]),
      isDefault,
      content: { ...content, website, websiteSettings, collections, navigations, blockFields, localizedStrings },
    };
  });
}

/** The language whose prefix starts the path (longest first), and the path inside it. */
export function languageOf(sites: LanguageSite[], path: string): { site: LanguageSite; path: string } {
  const match = sites
    .filter((s) => s.prefix && (path === s.prefix || path.startsWith(`${s.prefix}/`)))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (match) return { site: match, path: path.slice(match.prefix.length) || '/' };
  return { site: sites.find((s) => s.isDefault) ?? sites[0]!, path };
}
