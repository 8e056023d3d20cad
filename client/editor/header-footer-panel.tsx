/**
 * The site header/footer panel (SPEC sections 2, 5, 7): the site title and
 * the announcement bar's text the header shows, and the footer's text;
 * saved with PUT /api/site-header-footer. On a multilingual site the owner
 * picks the language: another language than the default edits that
 * language's own texts (`?language=TAG`), an empty one showing the default
 * language's (its text is the field's placeholder). A site without a main
 * navigation shows the SPEC's 'Unable to find site main navigation'.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_MAX_LENGTH, FOOTER_TEXT_MAX_LENGTH, SITE_TITLE_MAX_LENGTH } from '../../editor/limits.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { HEADER_FOOTER_TEXTS as H } from '../../editor/header-footer-texts.js';
import { EditorApiError, get, send } from './api.js';

interface Texts {
  header: { siteTitle: string; announcement: string };
  footer: { text: string };
}
/** A language's texts come with the default language's they fall back to. */
type HeaderFooter = Texts & { language?: string; fallback?: Texts };
interface Language {
  languageTag: string;
  displayName: string;
  default: boolean;
}

const URL = '/api/site-header-footer';
const urlOf = (language: Language | undefined) => (language && !language.default ? `${URL}?language=${encodeURIComponent(language.languageTag)}` : URL);

export function HeaderFooterPanel() {
  const [languages, setLanguages] = useState<Language[]>([]);
  const [tag, setTag] = useState<string | null>(null);
  const [value, setValue] = useState<HeaderFooter | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    get<{ languages: Language[] }>('/api/multilingual/languages').then(
      (r) => (setLanguages(r.languages), setTag(r.languages.find((l) => l.default)?.languageTag ?? r.languages[0]?.languageTag ?? '')),
      // Without the list, the site's own (default) texts are still edited.
      () => setTag(''),
    );
  }, []);

  const language = languages.find((l) => l.languageTag === tag);
  const defaultLanguage = languages.find((l) => l.default);
  const translation = language !== undefined && !language.default;

  useEffect(() => {
    if (tag === null) return;
    setValue(null);
    setStatus('');
    get<HeaderFooter>(urlOf(language)).then(setValue, () => setError(T.loadFailed));
  }, [tag]);

  const change = (next: (v: HeaderFooter) => HeaderFooter) => {
    setStatus('');
    setValue((v) => (v ? next(v) : v));
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    setError(null);
    setStatus(T.saving);
    send<HeaderFooter>('PUT', urlOf(language), { header: value.header, footer: value.footer }).then(
      (saved) => (setValue(saved), setStatus(T.saved)),
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };
  const fallback = translation ? value?.fallback : undefined;

  return (
    <section aria-labelledby="header-footer-heading">
      <h2 id="header-footer-heading">{T.headerFooterPanel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {languages.length > 1 ? (
        <p>
          <label htmlFor="header-footer-language">{H.language}</label>{' '}
          <select id="header-footer-language" value={tag ?? ''} onChange={(e) => setTag(e.target.value)}>
              {languages.map((l) => (
                <option key={l.languageTag} value={l.languageTag}>{l.default ? H.defaultLanguage(l.displayName) : l.displayName}</option>
              ))}
          </select>
        </p>
      ) : null}
      {translation && defaultLanguage ? <p id="header-footer-fallback">{H.fallbackHint(defaultLanguage.displayName)}</p> : null}
      {value === null ? null : (
        <form onSubmit={save} className="vitrine-editor-header-footer" lang={language?.languageTag}>
          <fieldset>
            <legend>{T.header}</legend>
            <p>
              <label>
                {T.siteTitle}{' '}
                <input value={value.header.siteTitle} required={!translation} placeholder={fallback?.header.siteTitle} maxLength={SITE_TITLE_MAX_LENGTH} onChange={(e) => change((v) => ({ ...v, header: { ...v.header, siteTitle: e.target.value } }))} />
              </label>
            </p>
            <p>
              <label>
                {T.announcement}{' '}
                <input value={value.header.announcement} placeholder={fallback?.header.announcement} maxLength={ANNOUNCEMENT_MAX_LENGTH} onChange={(e) => change((v) => ({ ...v, header: { ...v.header, announcement: e.target.value } }))} />
              </label>
            </p>
          </fieldset>
          <fieldset>
            <legend>{T.footer}</legend>
            <label>
              {T.footerText}{' '}
              <textarea value={value.footer.text} placeholder={fallback?.footer.text} maxLength={FOOTER_TEXT_MAX_LENGTH} rows={3} onChange={(e) => change((v) => ({ ...v, footer: { text: e.target.value } }))} />
            </label>
          </fieldset>
          <p>
            <button type="submit" className="adm-button--primary">{T.saveHeaderFooter}</button>{' '}
            <span role="status" id="header-footer-status">
              {status}
            </span>
          </p>
        </form>
      )}
    </section>
  );
}
