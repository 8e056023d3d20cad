/**
 * The colours panel: each colour the theme offers, checked as it is typed
 * with the SPEC's colour rule (editor/colour.ts, the server's own), every
 * message shown; Save sends it and shows what the server answers.
 */
import { useState } from 'react';
import { checkColour } from '../../editor/colour.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { DESIGN_TEXTS as D } from '../../editor/design-texts.js';
import { EditorApiError, get, send } from './api.js';
import { FetchView } from './fetch-view.js';
import { useFetch } from './use-fetch.js';
import { inEditorLanguage } from './language.js';

interface Colour {
  key: string;
  title: string;
  value: string;
}

function ColourField({ colour }: { colour: Colour }) {
  const [value, setValue] = useState(colour.value);
  const [saved, setSaved] = useState(colour.value);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const checked = checkColour(value);
  const messages = checked.ok ? serverMessages : checked.messages.map(inEditorLanguage);
  const id = `colour-${colour.key}`;

  const save = () => {
    if (!checked.ok) return;
    setStatus(T.saving);
    send<{ value: string }>('PUT', '/api/editor/design/colours', { key: colour.key, value }).then(
      (r) => {
        setSaved(r.value);
        setValue(r.value);
        setServerMessages([]);
        setStatus(T.colourSaved);
      },
      (e: unknown) => {
        setStatus('');
        setServerMessages(e instanceof EditorApiError ? e.messages : [T.somethingWrong]);
      },
    );
  };

  return (
    <li>
      <label htmlFor={id}>{colour.title}</label>{' '}
      <span aria-hidden="true" style={{ display: 'inline-block', width: 20, height: 20, verticalAlign: 'middle', border: '1px solid #888', background: saved }} />{' '}
      <input
        id={id}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setStatus('');
          setServerMessages([]);
        }}
        aria-invalid={!checked.ok}
        aria-describedby={`${id}-messages`}
      />{' '}
      <button type="button" className="adm-button--primary" onClick={save} disabled={!checked.ok} aria-label={`${T.saveColour}: ${colour.title}`}>
        {T.saveColour}
      </button>
      <span role="status">{status}</span>
      {/* The live region wraps the list: role="alert" on the list itself would hide its items' list semantics. */}
      <div role="alert">
        <ul id={`${id}-messages`} className="vitrine-editor-messages">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function ColourPanel() {
  const colours = useFetch(() => get<{ colours: Colour[] }>('/api/editor/design/colours').then((r) => r.colours));
  return (
    <section aria-labelledby="colours-heading">
      <h2 id="colours-heading">{T.coloursPanel}</h2>
      <FetchView state={colours} empty={D.noColours} isEmpty={(list) => list.length === 0}>
        {(list) => <ul className="vitrine-editor-colours">{list.map((c) => <ColourField key={c.key} colour={c} />)}</ul>}
      </FetchView>
    </section>
  );
}
