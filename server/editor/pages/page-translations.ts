/**
 * A page in the site's other languages. Each language's page is a
 * collection of its own (`language`, `translationOf`: the way the site
 * splits a multilingual site, site/content/languages.ts), written from the
 * default page's layout with the translation's texts laid over it
 * (editor/translations.ts): every save of the page rewrites them, so a
 * text not translated follows the default one, and an editor page exists
 * in every language (its url id the default page's where the language's
 * site has it free). The translation itself is kept on the default page
 * (`editorTranslations`) so the editor reads back what the owner
 * translated apart from what falls back.
 */
import type { Json } from '../content-store.js';
import { blockFieldsOf, collectionsOf, newContentId, websiteOf, type DocCollection } from '../doc.js';
import { defaultOf, languagesOf } from '../routes/multilingual.js';
import { MAX_BLOCK_TEXT_CHARS, type PageLayout } from '../../../editor/layout.js';
import { MAX_RICH_ELEMENTS } from '../../../editor/rich-text.js';
import { emptyTranslation, prunedTranslation, translatedLayout, translationFromLayout, type PageTranslation, type PageTranslations } from '../../../editor/translations.js';
import { pageMarkup } from '../../../site/editor-layout/page-markup.js';
import { needsBlockField, pageBlockField, pageFieldId } from '../../../site/editor-layout/page-block-field.js';
import { layoutOfMarkup } from '../../../site/editor-layout/import-markup.js';
import { uniqueUrlId } from '../../../editor/url-id.js';
import { editorError } from '../errors.js';
import { checkedLayout } from './block-settings.js';

/** Characters of a translated title (a page title's limit). */
const MAX_TRANSLATED_TITLE_CHARS = 200;

const textValue = { type: 'string', maxLength: MAX_BLOCK_TEXT_CHARS } as const;
/** PUT /api/editor/pages/:id's `translations`: language tag -> title and block texts. */
export const translationsSchema = {
  type: 'object',
  maxProperties: 20,
  propertyNames: { pattern: '^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$' },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['blocks'],
    properties: {
      title: { type: 'string', minLength: 1, maxLength: MAX_TRANSLATED_TITLE_CHARS },
      blocks: {
        type: 'object',
        propertyNames: { pattern: '^[A-Za-z0-9_-]{1,64}$' },
        additionalProperties: {
          type: 'object',
          maxProperties: 16,
          propertyNames: { pattern: '^[a-zA-Z]{1,32}$' },
          // A text, or items (a rich text's elements, an accordion's items): the array first, since the
          // schema compiler's coercion would take a one-item array for the text branch and refuse it.
          additionalProperties: { anyOf: [{ type: 'array', maxItems: MAX_RICH_ELEMENTS, items: { type: 'object' } }, textValue] },
        },
      },
    },
  },
} as const;

export interface PageLanguage {
  tag: string;
  displayName: string;
  default: boolean;
}

/** The site's languages, the default first. */
export function pageLanguages(doc: Json): PageLanguage[] {
  const languages = languagesOf(websiteOf(doc));
  const def = defaultOf(languages);
  return [def, ...languages.filter((l) => l !== def)].map((l) => ({ tag: l.languageTag, displayName: l.displayName, default: l === def }));
}

/** The page's collection in a language: the one the editor wrote, else one translating it (the demo's Accueil). */
function translatedPageOf(doc: Json, page: DocCollection, tag: string): DocCollection | undefined {
  const all = collectionsOf(doc).filter((c) => c.language === tag && c !== page);
  return all.find((c) => c.editorTranslationOf === page.id) ?? all.find((c) => c.translationOf === page.urlId);
}

const storedTranslations = (page: DocCollection): PageTranslations =>
  typeof page.editorTranslations === 'object' && page.editorTranslations !== null ? (page.editorTranslations as PageTranslations) : {};

/** Every other language's translation of the page: kept, else read from a page already written in it, else none. */
export function readTranslations(doc: Json, page: DocCollection, layout: PageLayout): PageTranslations {
  const kept = storedTranslations(page);
  const out: PageTranslations = {};
  for (const l of pageLanguages(doc).filter((x) => !x.default)) {
    if (kept[l.tag]) {
      out[l.tag] = prunedTranslation(layout, kept[l.tag]!);
      continue;
    }
    const other = translatedPageOf(doc, page, l.tag);
    if (!other) {
      out[l.tag] = emptyTranslation();
      continue;
    }
    const theirs = typeof other.mainContent === 'string' ? layoutOfMarkup(other.urlId, other.mainContent) : null;
    out[l.tag] = translationFromLayout(typeof other.title === 'string' && other.title !== page.title ? other.title : undefined, layout, theirs);
  }
  return out;
}

/** Status fields a translated page takes from its page, so a draft is a draft in every language. */
const STATUS_KEYS = ['editorStatus', 'publishOn', 'enabled'] as const;

export function copyStatus(from: DocCollection, to: DocCollection): void {
  for (const key of STATUS_KEYS) {
    if (from[key] === undefined) delete to[key];
    else to[key] = from[key];
  }
}

/** Every translated page of a page the editor wrote. */
export const translatedPagesOf = (doc: Json, page: DocCollection): DocCollection[] => collectionsOf(doc).filter((c) => c.editorTranslationOf === page.id);

/**
 * Writes the page in every other language from its layout and the
 * translations sent (those not sent keep the stored ones). A translation
 * for a language the site lacks answers NOT_AN_OPTION; its texts pass the
 * same checks as the page's own (links, images, rich text).
 */
export function writeTranslations(doc: Json, page: DocCollection, layout: PageLayout, sent: PageTranslations | undefined, now: number): void {
  const languages = pageLanguages(doc).filter((l) => !l.default);
  for (const tag of Object.keys(sent ?? {})) if (!languages.some((l) => l.tag === tag)) throw editorError('NOT_AN_OPTION', { val: tag });
  const current = readTranslations(doc, page, layout);
  const kept: PageTranslations = {};
  for (const l of languages) {
    const translation: PageTranslation = prunedTranslation(layout, sent?.[l.tag] ?? current[l.tag] ?? emptyTranslation());
    kept[l.tag] = translation;
    const tl = checkedLayout(translatedLayout(layout, translation));
    let other = translatedPageOf(doc, page, l.tag);
    if (!other) {
      const taken = new Set(collectionsOf(doc).filter((c) => c.language === l.tag).map((c) => c.urlId));
      const urlId = taken.has(page.urlId) ? uniqueUrlId(page.urlId, page.urlId, taken) : page.urlId;
      other = { id: newContentId(), urlId, typeName: 'page', type: page.type ?? 10, language: l.tag, translationOf: page.urlId } as DocCollection;
      (doc.collections as unknown[]).push(other);
    }
    const title = translation.title ?? (typeof page.title === 'string' ? page.title : page.urlId);
    // Its block field is the page's own name in the language's form (`page-about:fr-FR`), which the language's site reads as `page-about`.
    const field = `${pageFieldId(page.urlId)}:${l.tag}`;
    Object.assign(other, { title, navigationTitle: title, editorTranslationOf: page.id, translationOf: page.urlId, mainContent: pageMarkup(other.urlId, tl) });
    copyStatus(page, other);
    if (needsBlockField(tl)) {
      other.editorBlockField = pageFieldId(page.urlId);
      blockFieldsOf(doc)[field] = pageBlockField(tl, now);
    } else {
      delete other.editorBlockField;
      delete blockFieldsOf(doc)[field];
    }
  }
  page.editorTranslations = kept as unknown as Json;
}
