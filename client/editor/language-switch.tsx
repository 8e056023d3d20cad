/** The editor's language switch (English, Français), in the header. */
import { EDITOR_LANGUAGES, type EditorLanguage } from '../../editor/catalogue.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EDITOR_LANGUAGE, switchEditorLanguage } from './language.js';

/** Each language by its own name, so an owner finds theirs whatever the screen's language. */
const LANGUAGE_NAMES: Record<EditorLanguage, string> = { en: 'English', fr: 'Français' };

export function LanguageSwitch() {
  return (
    <label className="vitrine-editor-language">
      {T.editorLanguage}{' '}
      <select value={EDITOR_LANGUAGE} onChange={(e) => switchEditorLanguage(e.target.value as EditorLanguage)}>
        {EDITOR_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>
        ))}
      </select>
    </label>
  );
}
