/**
 * The editor's language: its catalogue of screen texts (texts.ts and
 * design-texts.ts, in English) and of messages (the rules' and the API's),
 * with the French catalogue in catalogue-fr.ts.
 *
 * Screen texts are looked up by key. Messages are looked up by their
 * English text, gettext-style, because the same rule (editor/colour.ts,
 * form-builder.ts...) runs in the app and on the server and returns English:
 * `translateMessage` finds the message's template (placeholders such as
 * {val} match any text and are carried over) and fills the French one.
 */
import { DESIGN_TEXTS, IMAGE_FIELDS } from './design-texts.js';
import { EDITOR_TEXTS } from './texts.js';
import { FR_DESIGN_TEXTS, FR_EDITOR_TEXTS, FR_IMAGE_FIELDS, FR_MESSAGES } from './catalogue-fr.js';
import { ADMIN_TEXTS } from './admin-texts.js';
import { FR_ADMIN_TEXTS } from './admin-texts-fr.js';
import { COMMENTS_TEXTS } from './comments-texts.js';
import { FR_COMMENTS_TEXTS } from './comments-texts-fr.js';
import { CONTRIBUTIONS_TEXTS } from './contributions-texts.js';
import { FR_CONTRIBUTIONS_TEXTS } from './contributions-texts-fr.js';
import { PLAN_TEXTS } from './plan-texts.js';
import { FR_PLAN_TEXTS } from './plan-texts-fr.js';
import { ORDERS_TEXTS } from './orders-texts.js';
import { PRICING_TEXTS } from './pricing-texts.js';
import { FR_PRICING_TEXTS } from './pricing-texts-fr.js';
import { FR_ORDERS_TEXTS } from './orders-texts-fr.js';
import { BLOCK_TEXTS } from './blocks/block-texts.js';
import { FR_BLOCK_TEXTS } from './blocks/block-texts-fr.js';
import { FR_BLOCK_MESSAGES } from './blocks/block-messages-fr.js';
import { MEDIA_TEXTS } from './media-collections-texts.js';
import { FR_MEDIA_MESSAGES, FR_MEDIA_TEXTS } from './media-collections-texts-fr.js';
import { PREVIEW_TEXTS } from './preview-texts.js';
import { MAIL_TEXTS } from './mail-texts.js';
import { LIST_TEXTS } from './mailing-list-texts.js';
import { FR_LIST_MESSAGES, FR_LIST_TEXTS } from './mailing-list-texts-fr.js';
import { FR_MAIL_TEXTS } from './mail-texts-fr.js';
import { FR_PREVIEW_TEXTS } from './preview-texts-fr.js';
import { TAXONOMY_TEXTS } from './taxonomy-texts.js';
import { FR_TAXONOMY_MESSAGES, FR_TAXONOMY_TEXTS } from './taxonomy-texts-fr.js';
import { TIME_ZONE_TEXTS } from './time-zone-texts.js';
import { FR_TIME_ZONE_TEXTS } from './time-zone-texts-fr.js';

export const EDITOR_LANGUAGES = ['en', 'fr'] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];
export const DEFAULT_EDITOR_LANGUAGE: EditorLanguage = 'en';
/** The cookie the editor's language switch sets (a language of EDITOR_LANGUAGES). */
export const EDITOR_LANGUAGE_COOKIE = 'vitrine-editor-language';
/** At most this many Accept-Language entries are read (the header is the browser's, its length the client's). */
const MAX_ACCEPT_LANGUAGE_ENTRIES = 20;

/** A catalogue of the same shape as `T` with any strings (the English one's literal types widened). */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

export function isEditorLanguage(value: unknown): value is EditorLanguage {
  return typeof value === 'string' && (EDITOR_LANGUAGES as readonly string[]).includes(value);
}

/** The editor language of a language tag (`fr-CA` is French), or null when the editor has none for it. */
export function languageOfTag(tag: string | null | undefined): EditorLanguage | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isEditorLanguage(primary) ? primary : null;
}

/** The first language of an Accept-Language header (by quality) the editor has, or null. */
export function languageOfAcceptHeader(header: string | null | undefined): EditorLanguage | null {
  const entries = (header ?? '')
    .split(',')
    .slice(0, MAX_ACCEPT_LANGUAGE_ENTRIES)
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, i };
    })
    .filter((e) => e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.i - b.i);
  for (const e of entries) {
    const found = languageOfTag(e.tag);
    if (found) return found;
  }
  return null;
}

/** The owner's editor language: the editor's switch, else the account's language, else the browser's, else English. */
export function chooseEditorLanguage(choice: { cookie?: string | null | undefined; account?: string | null | undefined; acceptLanguage?: string | null | undefined }): EditorLanguage {
  if (isEditorLanguage(choice.cookie)) return choice.cookie;
  return languageOfTag(choice.account) ?? languageOfAcceptHeader(choice.acceptLanguage) ?? DEFAULT_EDITOR_LANGUAGE;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  pattern: RegExp;
  names: string[];
  french: string;
}

/** An English template with {placeholders} as a pattern that captures them. */
function compile(english: string, french: string): Template {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escapeRegExp(part);
      names.push(m[1]!);
      return '([\\s\\S]*?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names, french };
}

/** The French messages: the catalogue's, the content blocks' (editor/blocks/), the video and lesson collections', the tags and categories' (filled, found first) and the mailing lists'. */
const ALL_FR_MESSAGES: Readonly<Record<string, string>> = { ...FR_MESSAGES, ...FR_BLOCK_MESSAGES, ...FR_MEDIA_MESSAGES, ...FR_TAXONOMY_MESSAGES, ...FR_LIST_MESSAGES };
const TEMPLATES: Template[] = Object.entries(ALL_FR_MESSAGES).map(([en, fr]) => compile(en, fr));
const EXACT = new Map(Object.entries(ALL_FR_MESSAGES));

/** A message of the catalogue in `language`; null when the catalogue lacks it. */
export function findMessage(message: string, language: EditorLanguage): string | null {
  if (language === 'en') return message;
  const exact = EXACT.get(message);
  if (exact !== undefined) return exact;
  for (const t of TEMPLATES) {
    const m = t.pattern.exec(message);
    if (!m) continue;
    // A placeholder may come twice ('{host} or {host}'): each of the French's takes the next value of its name, in order.
    const values = new Map<string, string[]>();
    t.names.forEach((n, i) => values.set(n, [...(values.get(n) ?? []), m[i + 1] ?? '']));
    return t.french.replace(/\{(\w+)\}/g, (all, k: string) => {
      const queue = values.get(k);
      return queue === undefined ? all : queue.length > 1 ? queue.shift()! : (queue[0] ?? all);
    });
  }
  return null;
}

/** A message in `language`, or as it was when the catalogue lacks it. */
export const translateMessage = (message: string, language: EditorLanguage): string => findMessage(message, language) ?? message;

/** The screen-text catalogues of a language: the English objects the app imports, and their French counterparts. */
const SCREEN_CATALOGUES = [
  [EDITOR_TEXTS, FR_EDITOR_TEXTS],
  [DESIGN_TEXTS, FR_DESIGN_TEXTS],
  [IMAGE_FIELDS, FR_IMAGE_FIELDS],
  [ADMIN_TEXTS, FR_ADMIN_TEXTS],
  [ORDERS_TEXTS, FR_ORDERS_TEXTS],
  [PRICING_TEXTS, FR_PRICING_TEXTS],
  [COMMENTS_TEXTS, FR_COMMENTS_TEXTS],
  [CONTRIBUTIONS_TEXTS, FR_CONTRIBUTIONS_TEXTS],
  [PLAN_TEXTS, FR_PLAN_TEXTS],
  [BLOCK_TEXTS, FR_BLOCK_TEXTS],
  [MEDIA_TEXTS, FR_MEDIA_TEXTS],
  [PREVIEW_TEXTS, FR_PREVIEW_TEXTS],
  [MAIL_TEXTS, FR_MAIL_TEXTS],
  [TAXONOMY_TEXTS, FR_TAXONOMY_TEXTS],
  [LIST_TEXTS, FR_LIST_TEXTS],
  [TIME_ZONE_TEXTS, FR_TIME_ZONE_TEXTS],
] as const;

/** Writes `from` over `into`, key by key (nested objects and arrays too). */
function overwrite(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(from)) {
    const current = into[k];
    if (v !== null && typeof v === 'object' && current !== null && typeof current === 'object') overwrite(current as Record<string, unknown>, v as Record<string, unknown>);
    else into[k] = v;
  }
}

/**
 * Puts the app in `language` before its first render: the screen texts the
 * panels import are overwritten with the language's, and each message
 * object of the rules (their English strings and message functions) then
 * answers in it. Only the app calls this (one owner, one language, for the
 * page's life); the server translates each answer instead (never mutating
 * what every request shares).
 */
export function applyEditorLanguage(language: EditorLanguage, messageObjects: readonly Record<string, unknown>[] = []): void {
  if (language === 'en') return;
  for (const [english, translated] of SCREEN_CATALOGUES) overwrite(english as unknown as Record<string, unknown>, translated as unknown as Record<string, unknown>);
  for (const messages of messageObjects) {
    for (const [k, v] of Object.entries(messages)) {
      if (typeof v === 'string') messages[k] = translateMessage(v, language);
      else if (typeof v === 'function') messages[k] = (...args: unknown[]) => translateMessage(String((v as (...a: unknown[]) => unknown)(...args)), language);
    }
  }
}
