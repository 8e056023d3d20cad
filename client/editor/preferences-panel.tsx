/**
 * The commerce preferences panel (SPEC sections 3, 5, 7, 8): one
 * namespace's settings as name and value rows, saved whole with PUT.
 * preferences.ts drops the answer's websiteId, skips a save that changes no
 * value (no request) and reports a failed fetch or save to the error
 * reporter; the panel shows the SPEC's texts for the failure.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { MAX_PREFERENCE_KEYS, PREFERENCE_NAMESPACE_MAX_LENGTH } from '../../editor/limits.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { createErrorReporter, type ErrorReporter } from '../report/error-reporter.js';
import { EditorApiError, get, send } from './api.js';
import { Preferences, type Prefs } from './preferences.js';

/** The namespace opened first; the SPEC names none, the store's settings are the likely ones. */
const FIRST_NAMESPACE = 'store';
const NAMESPACE = new RegExp(`^[a-zA-Z][a-zA-Z0-9_-]{0,${PREFERENCE_NAMESPACE_MAX_LENGTH - 1}}$`);

let reporter: ErrorReporter | null = null;
const preferences = new Preferences({ get: (url) => get<Prefs>(url), put: (url, body) => send<Prefs>('PUT', url, body) }, (e) => (reporter ??= createErrorReporter()).report(e));

interface Row {
  key: number;
  name: string;
  /** The value as stored; kept as it was until its text is edited. */
  value: unknown;
  text: string;
}

let nextKey = 1;
const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
/** Typed text as JSON where it parses (true, 12, {"cents": 500}), else as the text itself. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
const rowsOf = (prefs: Prefs): Row[] => Object.entries(prefs).map(([name, value]) => ({ key: nextKey++, name, value, text: shown(value) }));

export function PreferencesPanel() {
  const [draft, setDraft] = useState(FIRST_NAMESPACE);
  const [namespace, setNamespace] = useState(FIRST_NAMESPACE);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setRows(null);
    setError(null);
    setStatus('');
    preferences.load(namespace).then(
      (prefs) => setRows(rowsOf(prefs)),
      () => setError(T.loadFailed),
    );
  }, [namespace]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (NAMESPACE.test(draft)) setNamespace(draft);
    else setError(T.namespaceInvalid);
  };
  const edit = (key: number, change: Partial<Row>) => {
    setStatus('');
    setRows((rs) => rs?.map((r) => (r.key === key ? { ...r, ...change } : r)) ?? rs);
  };
  const save = () => {
    if (!rows) return;
    const names = rows.map((r) => r.name.trim());
    if (names.some((n) => n === '') || new Set(names).size !== names.length) {
      setError(T.settingsInvalid);
      return;
    }
    setError(null);
    setStatus(T.saving);
    preferences.save(namespace, Object.fromEntries(rows.map((r) => [r.name.trim(), r.value]))).then(
      (r) => {
        if (r.saved) setRows(rowsOf(r.prefs));
        setStatus(r.saved ? T.saved : T.nothingChanged);
      },
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };

  return (
    <section aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">{T.preferencesPanel}</h2>
      <form onSubmit={open}>
        <label>
          {T.namespace}{' '}
          <input value={draft} onChange={(e) => setDraft(e.target.value)} required maxLength={PREFERENCE_NAMESPACE_MAX_LENGTH} />
        </label>{' '}
        <button type="submit">{T.openNamespace}</button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {rows === null ? null : (
        <>
          <p id="preferences-hint">{T.settingHint}</p>
          {rows.length === 0 ? <p>{T.noSettings}</p> : null}
          <ul className="vitrine-editor-settings" aria-label={namespace}>
            {rows.map((r, i) => (
              <li key={r.key}>
                <label>
                  {T.settingKey} {i + 1}{' '}
                  <input value={r.name} onChange={(e) => edit(r.key, { name: e.target.value })} maxLength={PREFERENCE_NAMESPACE_MAX_LENGTH} />
                </label>{' '}
                <label>
                  {T.settingValue} {i + 1}{' '}
                  <input value={r.text} aria-describedby="preferences-hint" onChange={(e) => edit(r.key, { text: e.target.value, value: parsed(e.target.value) })} />
                </label>{' '}
                <button type="button" onClick={() => (setStatus(''), setRows((rs) => rs?.filter((x) => x.key !== r.key) ?? rs))} aria-label={`${T.removeSetting}: ${T.settingKey} ${i + 1}`}>
                  {T.removeSetting}
                </button>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" disabled={rows.length >= MAX_PREFERENCE_KEYS} onClick={() => setRows((rs) => [...(rs ?? []), { key: nextKey++, name: '', value: '', text: '' }])}>
              {T.addSetting}
            </button>{' '}
            <button type="button" className="adm-button--primary" onClick={save}>
              {T.savePreferences}
            </button>{' '}
            <span role="status" id="preferences-status">
              {status}
            </span>
          </p>
        </>
      )}
    </section>
  );
}
