/**
 * The form texts of the site language a request names, so every message
 * the forms server sends (API failures, per-field checks, the pages after
 * a post without JavaScript) is in the visitor's language. The site's
 * theme strings (`formTexts` per language) are given once the site is
 * loaded (`FormsServices.useSiteStrings`); until then, and for a language
 * without them, the English of the catalogue.
 */
import type { FastifyRequest } from 'fastify';
import { formTexts, type FormTexts } from '../../engine/forms/texts.js';

/** Where the visitor was: the page path, else a language tag (`fr-FR`). */
export interface TextsPlace {
  path?: string | undefined;
  language?: string | undefined;
}

/** The theme strings (localizedStrings) of the language of a place. */
export type SiteStrings = (where: TextsPlace) => Record<string, unknown> | undefined;

export class SiteTexts {
  private strings: SiteStrings | undefined;

  use(strings: SiteStrings): void {
    this.strings = strings;
  }

  of(where: TextsPlace): FormTexts {
    return formTexts(this.strings?.(where)?.formTexts);
  }

  /** A shopper widgets' text (`widgetTexts` of the theme strings, keys of client/texts.ts) of a place's language, when it has one. */
  widgetText(where: TextsPlace, key: string): string | undefined {
    const texts = this.strings?.(where)?.widgetTexts;
    const v = texts && typeof texts === 'object' ? (texts as Record<string, unknown>)[key] : undefined;
    return typeof v === 'string' && v !== '' ? v : undefined;
  }

  /** The texts of a request: its body's (or query's) pagePath, else its language. */
  ofRequest(request: FastifyRequest): FormTexts {
    const read = (source: unknown, name: string): string | undefined => {
      const v = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
      return typeof v === 'string' ? v : undefined;
    };
    const path = read(request.body, 'pagePath') ?? read(request.query, 'pagePath');
    const language = read(request.body, 'language') ?? read(request.query, 'language');
    return this.of({ path, language });
  }
}
