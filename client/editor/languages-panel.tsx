/**
 * The languages panel (SPEC section 7, multilingual): the site's languages
 * with their display names and path prefixes and the default one; add,
 * remove, save (PUT /api/multilingual/languages, checked first with the
 * server's rule, editor/languages.ts, rather than with input patterns, which
 * Chromium compiles in its stricter v mode); disconnect (DELETE
 * /api/multilingual/connection) only after a confirmation dialog.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LANGUAGE_NAME_MAX_LENGTH, MAX_LANGUAGES } from '../../editor/limits.js';
import { languagesValid, type SiteLanguage } from '../../editor/languages.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';

interface Settings {
  enabled: boolean;
  defaultLanguage: string;
  languages: SiteLanguage[];
}
type Row = SiteLanguage & { key: number };

let nextKey = 1;
const rowsOf = (s: Settings): Row[] => s.languages.map((l) => ({ ...l, key: nextKey++ }));
const failure = (e: unknown) => (e instanceof EditorApiError ? e.message : T.somethingWrong);

/** Asks before disconnecting: a modal dialog (focus kept inside, Escape cancels, focus goes back to the button). */
function ConfirmDisconnect({ onConfirm }: { onConfirm: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        {T.disconnect}
      </button>
      <dialog ref={dialog} aria-labelledby="disconnect-title" aria-describedby="disconnect-body">
        <h3 id="disconnect-title">{T.disconnectTitle}</h3>
        <p id="disconnect-body">{T.disconnectBody}</p>
        <button type="button" onClick={() => (close(), onConfirm())}>
          {T.confirm}
        </button>{' '}
        <button type="button" onClick={close}>
          {T.cancel}
        </button>
      </dialog>
    </>
  );
}

export function LanguagesPanel() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [tag, setTag] = useState('');
  const [name, setName] = useState('');
  const [prefix, setPrefix] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const show = (s: Settings) => {
    setSettings(s);
    setRows(rowsOf(s));
  };
  useEffect(() => {
    get<Settings>('/api/multilingual/settings').then(show, () => setError(T.loadFailed));
  }, []);

  const edit = (key: number, change: Partial<Row>) => {
    setStatus('');
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };
  const makeDefault = (key: number) => {
    setStatus('');
    // The default language has no path prefix; the one it replaces needs one, typed by the owner.
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, default: true, pathPrefix: '' } : { ...r, default: false })));
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    setRows((rs) => [...rs, { key: nextKey++, languageTag: tag.trim(), displayName: name.trim(), pathPrefix: prefix.trim(), default: false }]);
    setTag('');
    setName('');
    setPrefix('');
  };
  const save = () => {
    const languages = rows.map(({ key: _key, ...l }) => ({ ...l, default: l.default === true }));
    if (!languagesValid(languages)) {
      setError(T.languagesInvalid);
      return;
    }
    setError(null);
    setStatus(T.saving);
    send<Settings>('PUT', '/api/multilingual/languages', { languages }).then(
      (s) => (show(s), setStatus(T.saved)),
      (e: unknown) => (setStatus(''), setError(failure(e))),
    );
  };
  const disconnect = () => {
    setError(null);
    setStatus(T.saving);
    send<Settings>('DELETE', '/api/multilingual/connection').then(
      (s) => (show(s), setStatus(T.disconnected)),
      (e: unknown) => (setStatus(''), setError(failure(e))),
    );
  };

  return (
    <section aria-labelledby="languages-heading">
      <h2 id="languages-heading">{T.languagesPanel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {settings === null ? null : (
        <>
          <p>{settings.enabled ? T.languagesConnected.replace('{count}', String(settings.languages.length)) : T.oneLanguage}</p>
          <fieldset>
            <legend>{T.languagesPanel}</legend>
            <ul className="vitrine-editor-languages">
              {rows.map((r) => (
                <li key={r.key}>
                  <label>
                    <input type="radio" name="default-language" checked={r.default === true} onChange={() => makeDefault(r.key)} /> {T.defaultLanguage}: {r.languageTag}
                  </label>{' '}
                  <label>
                    {T.languageName} ({r.languageTag}){' '}
                    <input value={r.displayName} onChange={(e) => edit(r.key, { displayName: e.target.value })} required maxLength={LANGUAGE_NAME_MAX_LENGTH} />
                  </label>{' '}
                  <label>
                    {T.pathPrefix} ({r.languageTag}){' '}
                    <input value={r.pathPrefix} onChange={(e) => edit(r.key, { pathPrefix: e.target.value })} disabled={r.default === true} />
                  </label>{' '}
                  <button type="button" disabled={r.default === true} onClick={() => (setStatus(''), setRows((rs) => rs.filter((x) => x.key !== r.key)))} aria-label={`${T.removeLanguage}: ${r.languageTag}`}>
                    {T.removeLanguage}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
          <form onSubmit={add}>
            <label>
              {T.languageTag} <input value={tag} onChange={(e) => setTag(e.target.value)} required placeholder="de-DE" />
            </label>{' '}
            <label>
              {T.languageName} <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={LANGUAGE_NAME_MAX_LENGTH} />
            </label>{' '}
            <label>
              {T.pathPrefix} <input value={prefix} onChange={(e) => setPrefix(e.target.value)} required placeholder="/de" />
            </label>{' '}
            <button type="submit" disabled={rows.length >= MAX_LANGUAGES}>
              {T.addLanguage}
            </button>
          </form>
          <p>
            <button type="button" className="adm-button--primary" onClick={save}>
              {T.saveLanguages}
            </button>{' '}
            {settings.enabled ? <ConfirmDisconnect onConfirm={disconnect} /> : null}{' '}
            <span role="status" id="languages-status">
              {status}
            </span>
          </p>
        </>
      )}
    </section>
  );
}
