/**
 * The site header/footer panel (SPEC sections 2, 5, 7): the site title and
 * the announcement bar's text the header shows, and the footer's text;
 * saved with PUT /api/site-header-footer. A site without a main navigation
 * shows the SPEC's 'Unable to find site main navigation'.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_MAX_LENGTH, FOOTER_TEXT_MAX_LENGTH, SITE_TITLE_MAX_LENGTH } from '../../editor/limits.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';

interface HeaderFooter {
  header: { siteTitle: string; announcement: string };
  footer: { text: string };
}

export function HeaderFooterPanel() {
  const [value, setValue] = useState<HeaderFooter | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    get<HeaderFooter>('/api/site-header-footer').then(setValue, () => setError(T.loadFailed));
  }, []);

  const change = (next: (v: HeaderFooter) => HeaderFooter) => {
    setStatus('');
    setValue((v) => (v ? next(v) : v));
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    setError(null);
    setStatus(T.saving);
    send<HeaderFooter>('PUT', '/api/site-header-footer', { header: value.header, footer: value.footer }).then(
      (saved) => (setValue({ header: saved.header, footer: saved.footer }), setStatus(T.saved)),
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };

  return (
    <section aria-labelledby="header-footer-heading">
      <h2 id="header-footer-heading">{T.headerFooterPanel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {value === null ? null : (
        <form onSubmit={save} className="vitrine-editor-header-footer">
          <fieldset>
            <legend>{T.header}</legend>
            <p>
              <label>
                {T.siteTitle}{' '}
                <input value={value.header.siteTitle} required maxLength={SITE_TITLE_MAX_LENGTH} onChange={(e) => change((v) => ({ ...v, header: { ...v.header, siteTitle: e.target.value } }))} />
              </label>
            </p>
            <p>
              <label>
                {T.announcement}{' '}
                <input value={value.header.announcement} maxLength={ANNOUNCEMENT_MAX_LENGTH} onChange={(e) => change((v) => ({ ...v, header: { ...v.header, announcement: e.target.value } }))} />
              </label>
            </p>
          </fieldset>
          <fieldset>
            <legend>{T.footer}</legend>
            <label>
              {T.footerText}{' '}
              <textarea value={value.footer.text} maxLength={FOOTER_TEXT_MAX_LENGTH} rows={3} onChange={(e) => change((v) => ({ ...v, footer: { text: e.target.value } }))} />
            </label>
          </fieldset>
          <p>
            <button type="submit">{T.saveHeaderFooter}</button>{' '}
            <span role="status" id="header-footer-status">
              {status}
            </span>
          </p>
        </form>
      )}
    </section>
  );
}
