/**
 * The colours panel: each colour the theme offers, checked as it is typed
 * with the SPEC's colour rule (editor/colour.ts, the server's own), every
 * message shown, or picked with the browser's colour picker; a text colour
 * under WCAG AA on its background is said before Save (editor/contrast.ts);
 * Save sends it and shows what the server answers.
 */
import { useCallback, useState } from 'react';
import { checkColour } from '../../editor/colour.js';
import { contrastProblems } from '../../editor/contrast.js';
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

/** The value for the browser's colour picker: a six-digit hex colour, or black when the value is another form. */
const pickerValue = (v: string): string => {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v.trim());
  if (!m) return '#000000';
  return m[1]!.length === 3 ? `#${[...m[1]!].map((c) => c + c).join('')}`.toLowerCase() : `#${m[1]!.toLowerCase()}`;
};

function ColourField({ colour, others, onSaved }: { colour: Colour; others: Readonly<Record<string, string>>; onSaved: (key: string, value: string) => void }) {
  const [value, setValue] = useState(colour.value);
  const [saved, setSaved] = useState(colour.value);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const checked = checkColour(value);
  // Text must stay readable on its background (WCAG AA 4.5:1): said before Save, which the server would refuse.
  const unreadable = checked.ok ? contrastProblems(colour.key, checked.value, others) : [];
  const messages = (checked.ok ? (unreadable.length ? unreadable : serverMessages) : checked.messages).map(inEditorLanguage);
  const savable = checked.ok && unreadable.length === 0;
  const id = `colour-${colour.key}`;

  const save = () => {
    if (!savable) return;
    setStatus(T.saving);
    send<{ value: string }>('PUT', '/api/editor/design/colours', { key: colour.key, value }).then(
      (r) => {
        setSaved(r.value);
        setValue(r.value);
        onSaved(colour.key, r.value);
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
        aria-invalid={!savable}
        aria-describedby={`${id}-messages`}
      />{' '}
      <input
        type="color"
        value={pickerValue(value)}
        onChange={(e) => {
          setValue(e.target.value);
          setStatus('');
          setServerMessages([]);
        }}
        aria-label={`${T.pickColour}: ${colour.title}`}
      />{' '}
      <button type="button" className="adm-button--primary" onClick={save} disabled={!savable} aria-label={`${T.saveColour}: ${colour.title}`}>
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

/** The fields, each knowing the others' saved values (the contrast pairs). */
function ColourList({ list }: { list: Colour[] }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(list.map((c) => [c.key, c.value])));
  const onSaved = useCallback((key: string, value: string) => setValues((v) => ({ ...v, [key]: value })), []);
  return <ul className="vitrine-editor-colours">{list.map((c) => <ColourField key={c.key} colour={c} others={values} onSaved={onSaved} />)}</ul>;
}

export function ColourPanel() {
  const colours = useFetch(() => get<{ colours: Colour[] }>('/api/editor/design/colours').then((r) => r.colours));
  return (
    <section aria-labelledby="colours-heading">
      <h2 id="colours-heading">{T.coloursPanel}</h2>
      <FetchView state={colours} empty={D.noColours} isEmpty={(list) => list.length === 0}>
        {(list) => <ColourList list={list} />}
      </FetchView>
    </section>
  );
}
