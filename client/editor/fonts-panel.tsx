/**
 * The fonts panel: each font tweak of the theme by family, size, weight and
 * letter spacing, checked while typing with the server's rule
 * (editor/design-fonts.ts), every message at its field; a preview in the
 * chosen font, which says when this browser lacks the family.
 */
import { useState } from 'react';
import { checkFont, fontDeclarations, FONT_FAMILIES, FONT_SIZE_MAX_PX, FONT_SIZE_MIN_PX, FONT_WEIGHTS, LETTER_SPACING_MAX_EM, LETTER_SPACING_MIN_EM, type FontField, type FontFamilyKey, type FontSetting } from '../../editor/design-fonts.js';
import { DESIGN_TEXTS as D } from '../../editor/design-texts.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';
import { FetchView } from './fetch-view.js';
import { firstFamily, hasFont } from './font-availability.js';
import { useFetch } from './use-fetch.js';
import { inEditorLanguage } from './language.js';

interface Font {
  key: string;
  title: string;
  value: FontSetting;
}

type Draft = Record<FontField, string>;
const draftOf = (f: FontSetting): Draft => ({ family: f.family, size: String(f.size), weight: String(f.weight), letterSpacing: String(f.letterSpacing) });
const FIELDS: FontField[] = ['family', 'size', 'weight', 'letterSpacing'];

function FontPreview({ setting, title }: { setting: FontSetting; title: string }) {
  const stack = FONT_FAMILIES[setting.family].stack;
  const decl = fontDeclarations(setting);
  const missing = stack !== '' && !hasFont(firstFamily(stack));
  return (
    <>
      <p className="vitrine-editor-font-preview" aria-label={`${title}: ${D.fontPreview}`} style={{ fontFamily: decl['font-family'], fontSize: decl['font-size'], fontWeight: Number(decl['font-weight']), letterSpacing: decl['letter-spacing'] }}>
        {D.fontPreview}
      </p>
      {missing ? <p className="vitrine-editor-font-missing">{D.fontPreviewFailed(FONT_FAMILIES[setting.family].label)}</p> : null}
    </>
  );
}

function FontEditor({ font }: { font: Font }) {
  const [draft, setDraft] = useState<Draft>(draftOf(font.value));
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const checked = checkFont(draft);
  const id = `font-${font.key}`;
  const messagesOf = (field: FontField) => (checked.ok ? [] : checked.problems.filter((p) => p.field === field).map((p) => inEditorLanguage(p.message)));
  const edit = (field: FontField, v: string) => {
    setDraft({ ...draft, [field]: v });
    setStatus('');
    setServerMessages([]);
  };

  const save = () => {
    if (!checked.ok) return;
    setStatus(T.saving);
    send<{ value: FontSetting }>('PUT', '/api/editor/design/fonts', { key: font.key, value: checked.value }).then(
      (r) => {
        setDraft(draftOf(r.value));
        setStatus(D.fontSaved);
      },
      (e: unknown) => {
        setStatus('');
        setServerMessages(e instanceof EditorApiError ? e.messages : [T.somethingWrong]);
      },
    );
  };

  const control = (field: FontField) => {
    const common = { id: `${id}-${field}`, 'aria-invalid': messagesOf(field).length > 0, 'aria-describedby': `${id}-${field}-messages` };
    switch (field) {
      case 'family':
        return (
          <select {...common} value={draft.family} onChange={(e) => edit('family', e.target.value)}>
            {(Object.keys(FONT_FAMILIES) as FontFamilyKey[]).map((k) => <option key={k} value={k}>{FONT_FAMILIES[k].label}</option>)}
          </select>
        );
      case 'weight':
        return (
          <select {...common} value={draft.weight} onChange={(e) => edit('weight', e.target.value)}>
            {FONT_WEIGHTS.map((w) => <option key={w} value={String(w)}>{w}</option>)}
          </select>
        );
      case 'size':
        return <input {...common} type="number" inputMode="numeric" min={FONT_SIZE_MIN_PX} max={FONT_SIZE_MAX_PX} step={1} value={draft.size} onChange={(e) => edit('size', e.target.value)} />;
      case 'letterSpacing':
        return <input {...common} type="number" min={LETTER_SPACING_MIN_EM} max={LETTER_SPACING_MAX_EM} step={0.01} value={draft.letterSpacing} onChange={(e) => edit('letterSpacing', e.target.value)} />;
    }
  };

  return (
    <fieldset>
      <legend>{font.title}</legend>
      {FIELDS.map((field) => (
        <span key={field}>
          <label htmlFor={`${id}-${field}`}>{D.fontFields[field]}</label> {control(field)}
          <ul id={`${id}-${field}-messages`} className="vitrine-editor-messages">
            {messagesOf(field).map((m) => <li key={m}>{m}</li>)}
          </ul>
        </span>
      ))}
      {checked.ok ? <FontPreview setting={checked.value} title={font.title} /> : null}
      <button type="button" className="adm-button--primary" onClick={save} disabled={!checked.ok} aria-label={`${D.saveFont}: ${font.title}`}>{D.saveFont}</button>{' '}
      <span role="status" id={`${id}-status`}>{status}</span>
      <div role="alert">
        <ul className="vitrine-editor-messages">
          {serverMessages.map((m) => <li key={m}>{m}</li>)}
        </ul>
      </div>
    </fieldset>
  );
}

export function FontsPanel() {
  const fonts = useFetch(() => get<{ fonts: Font[] }>('/api/editor/design/fonts').then((r) => r.fonts));
  return (
    <section aria-labelledby="fonts-heading" className="vitrine-editor-design">
      <h2 id="fonts-heading">{D.fontsPanel}</h2>
      <FetchView state={fonts} failed={D.fontsLoadFailed} empty={D.noFonts} isEmpty={(f) => f.length === 0}>
        {(list) => list.map((f) => <FontEditor key={f.key} font={f} />)}
      </FetchView>
    </section>
  );
}
