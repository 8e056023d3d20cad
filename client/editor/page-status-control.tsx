/**
 * The page's status in the page editor: Published, or one of the SPEC's
 * labels (Scheduled with its publish time, Needs Review, Draft, Private).
 * Saved on its own (PUT /api/editor/pages/:id/status), apart from the
 * layout; the server refuses a schedule in the past with its message.
 */
import { useState } from 'react';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { PAGE_STATUSES, type PageStatus } from '../../editor/page-status.js';
import { EditorApiError, send } from './api.js';

/** A `datetime-local` value in the browser's time zone, and back. */
const toLocal = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const fromLocal = (v: string) => new Date(v).getTime();

export function PageStatusControl({ pageId, status, publishOn }: { pageId: string; status: PageStatus; publishOn?: number | undefined }) {
  const [value, setValue] = useState<PageStatus>(status);
  const [at, setAt] = useState(publishOn ? toLocal(publishOn) : '');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const save = () => {
    setNote(null);
    const body = value === 'scheduled' ? { status: value, publishOn: fromLocal(at) } : { status: value };
    send('PUT', `/api/editor/pages/${encodeURIComponent(pageId)}/status`, body).then(
      () => setNote({ ok: true, text: T.statusSaved }),
      (e: unknown) => setNote({ ok: false, text: e instanceof EditorApiError ? e.message : T.somethingWrong }),
    );
  };
  return (
    <div className="vitrine-page-status" role="group" aria-label={T.status}>
      <label>
        {T.status}{' '}
        <select value={value} onChange={(e) => setValue(e.target.value as PageStatus)}>
          {PAGE_STATUSES.map((s) => <option key={s} value={s}>{T.statuses[s]}</option>)}
        </select>
      </label>{' '}
      {value === 'scheduled' ? <label>{T.publishOn} <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} /></label> : null}{' '}
      <button type="button" onClick={save}>{T.saveStatus}</button>{' '}
      {note ? <span role={note.ok ? 'status' : 'alert'}>{note.text}</span> : null}
    </div>
  );
}
