/**
 * Translatable texts in the page editor. A block's field made with
 * `translatableText` (or any custom field passed to `markTranslatable`) is
 * one the owner gives a value per site language: the page editor lists
 * those props (`translatablePropsOf`) to tell which texts of a page are not
 * translated yet, and, while another language is chosen, the field says
 * when it still shows the default language's text. Blocks declare their
 * texts this way and get translation with nothing else to do.
 */
import { createContext, useContext } from 'react';
import { createUsePuck, type Config, type CustomField } from '@puckeditor/core';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';

export interface TranslationView {
  /** The language being edited; null for the default one (no notes then). */
  language: string | null;
  /** The default language's name, for the notes. */
  defaultName: string;
  /** Whether a block's prop (blockId null: the page's) has a value in the language. */
  translated: (blockId: string | null, prop: string) => boolean;
}

export const TranslationContext = createContext<TranslationView>({ language: null, defaultName: '', translated: () => true });

const usePuck = createUsePuck();
const TRANSLATABLE = new WeakSet<object>();

/** Marks a field as holding text the owner translates. */
export function markTranslatable<F extends object>(field: F): F {
  TRANSLATABLE.add(field);
  return field;
}

/** The props of a component (or of the root, type null) whose fields are translatable. */
export function translatablePropsOf(config: Config, type: string | null): string[] {
  const fields = (type === null ? config.root?.fields : config.components[type]?.fields) ?? {};
  return Object.entries(fields).filter(([, f]) => TRANSLATABLE.has(f as object)).map(([name]) => name);
}

/** The note under a translatable field while another language is edited and the field has no value in it. */
export function TranslationNote({ prop, id }: { prop: string; id: string }) {
  const view = useContext(TranslationContext);
  const selected = usePuck((s) => s.selectedItem);
  const blockId = selected ? String((selected.props as { id?: unknown }).id ?? '') : null;
  if (view.language === null || view.translated(blockId, prop)) return null;
  return (
    <p className="vitrine-editor-untranslated" id={id}>
      {T.pageLanguage.notTranslated.replace('{language}', view.defaultName)}
    </p>
  );
}

function TranslatableInput({ id, name, label, value, multiline, onChange }: { id: string; name: string; label: string; value: string; multiline: boolean; onChange: (v: string) => void }) {
  const view = useContext(TranslationContext);
  const noteId = `${id}-translation`;
  const described = view.language !== null ? { 'aria-describedby': noteId } : {};
  return (
    <div className="vitrine-editor-translatable">
      {/* Labelled by wrapping, not by id: Puck renders the fields twice (one copy hidden), so ids repeat. */}
      <label>
        {label}{' '}
        {multiline ? (
          <textarea id={id} name={name} value={value} rows={4} onChange={(e) => onChange(e.target.value)} {...described} />
        ) : (
          <input id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} {...described} />
        )}
      </label>
      <TranslationNote prop={name} id={noteId} />
    </div>
  );
}

/** A text field (a textarea when multiline) whose value the owner gives per language. */
export function translatableText(label: string, multiline = false): CustomField<string> {
  return markTranslatable<CustomField<string>>({
    type: 'custom',
    label,
    render: ({ id, name, value, onChange }) => <TranslatableInput id={id} name={name} label={label} value={typeof value === 'string' ? value : ''} multiline={multiline} onChange={onChange} />,
  });
}
