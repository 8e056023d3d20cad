/**
 * The pages panel: the site's pages, each to edit, view or delete (after
 * the confirm dialog), and a form to create one. The list loads in the
 * data-fetch states (loading, failed with a retry, empty).
 */
import { useRef, useState, type FormEvent } from 'react';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { DESIGN_TEXTS as D } from '../../editor/design-texts.js';
import { EditorApiError, get, send } from './api.js';
import type { PageStatus } from '../../editor/page-status.js';
import { useConfirmDialog } from './confirm-dialog.js';
import { FetchView } from './fetch-view.js';
import { useFetch } from './use-fetch.js';

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
  const pages = useFetch(() => get<{ pages: PageSummary[] }>('/api/editor/pages').then((r) => r.pages));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { ask, dialog } = useConfirmDialog(D.deleting);

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

  /** Deletes after the owner confirms; the dialog stays (busy) until the server answers. */
  const remove = async (page: PageSummary) => {
    const req = ask({ title: D.deletePageTitle, message: D.deletePageMessage(page.title), confirmLabel: D.confirmDelete, cancelLabel: D.cancel, autoClose: false });
    if (!(await req.result)) return;
    setError(null);
    try {
      await send('DELETE', `/api/editor/pages/${encodeURIComponent(page.id)}`);
      pages.set((pages.data ?? []).filter((p) => p.id !== page.id));
      setStatus(D.pageDeleted(page.title));
    } catch (e) {
      setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
    }
    req.close();
    // The page's Delete button is gone: focus the panel's heading rather than losing focus to the body.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) heading.current?.focus();
    });
  };

  return (
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading" ref={heading} tabIndex={-1}>{T.pagesPanel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      <p role="status" id="pages-status">{status}</p>
      <form onSubmit={create} className="vitrine-editor-new-page">
        <label>
          {T.pageTitle} <input value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
        </label>
        <button type="submit" className="adm-button--primary" disabled={busy}>{T.createPage}</button>
      </form>
      <FetchView state={pages} empty={T.noPages} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="vitrine-editor-pages">
            {list.map((p) => (
              <li key={p.id}>
                <span>{p.title}</span>{p.statusLabel ? <> <em className="vitrine-status-label">{p.statusLabel}</em></> : null} <a href={`/${p.urlId}`}>{T.viewPage}</a>{' '}
                {p.editable ? (
                  <>
                    <button type="button" onClick={() => onOpen(p.id)} aria-label={`${T.editPage} ${p.title}`}>{T.editPage}</button>{' '}
                    <button type="button" onClick={() => void remove(p)} aria-label={`${D.deletePage} ${p.title}`}>{D.deletePage}</button>
                  </>
                ) : <em>{T.notEditable}</em>}
              </li>
            ))}
          </ul>
        )}
      </FetchView>
      {dialog}
    </section>
  );
}
