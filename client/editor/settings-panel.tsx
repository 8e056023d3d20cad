/**
 * The buttons and animations panels: each setting the theme offers, a
 * choice (select) or a duration (number), checked with the server's rules
 * (editor/design-buttons.ts, editor/design-animations.ts) and saved one at
 * a time; the server's messages shown when it refuses.
 */
import { useState } from 'react';
import { checkChoice } from '../../editor/design-buttons.js';
import { checkDuration } from '../../editor/design-animations.js';
import { DESIGN_TEXTS as D } from '../../editor/design-texts.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';
import { FetchView } from './fetch-view.js';
import { useFetch } from './use-fetch.js';
import { inEditorLanguage } from './language.js';

export type Setting =
  | { key: string; title: string; options: string[]; default: string; value: string }
  | { key: string; title: string; min: number; max: number; default: number; value: number };

function SettingEditor({ setting, path }: { setting: Setting; path: string }) {
  const [value, setValue] = useState(String(setting.value));
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const checked = 'options' in setting ? checkChoice({ title: setting.title, options: setting.options, default: setting.default }, value) : checkDuration(value);
  const messages = checked.ok ? serverMessages : [inEditorLanguage(checked.message)];
  const id = `setting-${setting.key}`;
  const edit = (v: string) => {
    setValue(v);
    setStatus('');
    setServerMessages([]);
  };
  const save = () => {
    if (!checked.ok) return;
    setStatus(T.saving);
    send<{ value: string | number }>('PUT', path, { key: setting.key, value: checked.value }).then(
      (r) => {
        setValue(String(r.value));
        setStatus(D.settingSaved);
      },
      (e: unknown) => {
        setStatus('');
        setServerMessages(e instanceof EditorApiError ? e.messages : [T.somethingWrong]);
      },
    );
  };
  const common = { id, 'aria-invalid': !checked.ok, 'aria-describedby': `${id}-messages` };
  return (
    <li>
      <label htmlFor={id}>{setting.title}</label>{' '}
      {'options' in setting ? (
        <select {...common} value={value} onChange={(e) => edit(e.target.value)}>
          {setting.options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      ) : (
        <>
          <input {...common} type="number" inputMode="numeric" min={setting.min} max={setting.max} step={1} value={value} onChange={(e) => edit(e.target.value)} /> {D.durationUnit}
        </>
      )}{' '}
      <button type="button" className="adm-button--primary" onClick={save} disabled={!checked.ok} aria-label={`${D.saveSetting}: ${setting.title}`}>{D.saveSetting}</button>{' '}
      <span role="status" id={`${id}-status`}>{status}</span>
      {/* The live region wraps the list: role="alert" on the list itself would hide its items' list semantics. */}
      <div role="alert">
        <ul id={`${id}-messages`} className="vitrine-editor-messages">
          {messages.map((m) => <li key={m}>{m}</li>)}
        </ul>
      </div>
    </li>
  );
}

export function SettingsPanel({ heading, path }: { heading: string; path: string }) {
  const settings = useFetch(() => get<{ settings: Setting[] }>(path).then((r) => r.settings));
  const headingId = `${path.split('/').pop()}-heading`;
  return (
    <section aria-labelledby={headingId} className="vitrine-editor-design">
      <h2 id={headingId}>{heading}</h2>
      <FetchView state={settings} empty={D.noSettings} isEmpty={(s) => s.length === 0}>
        {(list) => <ul>{list.map((s) => <SettingEditor key={s.key} setting={s} path={path} />)}</ul>}
      </FetchView>
    </section>
  );
}
