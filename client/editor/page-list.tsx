/** The pages panel: the site's pages, each to edit or view, and a form to create one. */
import { useEffect, useState, type FormEvent } from 'react';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';
import type { PageStatus } from '../../editor/page-status.js';

export interface PageSummary {
  id: string;
  urlId: string;
  title: string;
  enabled: boolean;
  editable: boolean;
  /** editor/page-status.ts: the status, and its SPEC label while the page is not live. */
  status?: PageStatus;
  statusLabel?: string | null;
  publishOn?: number;
}

export function PageList({ onOpen }: { onOpen: (id: string) => void }) {
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    get<{ pages: PageSummary[] }>('/api/editor/pages').then(
      (r) => setPages(r.pages),
      () => setError(T.loadFailed),
    );
  }, []);

  const create = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    send<{ page: PageSummary }>('POST', '/api/editor/pages', { title }).then(
      (r) => onOpen(r.page.id),
      (e: unknown) => {
        setBusy(false);
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };

  return (
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading">{T.pagesPanel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      <form onSubmit={create} className="vitrine-editor-new-page">
        <label>
          {T.pageTitle} <input value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
        </label>
        <button type="submit" disabled={busy}>{T.createPage}</button>
      </form>
      {pages === null ? null : pages.length === 0 ? <p>{T.noPages}</p> : (
        <ul className="vitrine-editor-pages">
          {pages.map((p) => (
            <li key={p.id}>
              <span>{p.title}</span>{p.statusLabel ? <> <em className="vitrine-status-label">{p.statusLabel}</em></> : null} <a href={`/${p.urlId}`}>{T.viewPage}</a>{' '}
              {p.editable ? <button type="button" onClick={() => onOpen(p.id)} aria-label={`${T.editPage} ${p.title}`}>{T.editPage}</button> : <em>{T.notEditable}</em>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
