/**
 * The rich text block's field (a Puck custom field): its headings and
 * paragraphs in order, each with its kind and text, moved up or down,
 * removed, or added at the end. Plain buttons and labelled controls (Puck's
 * own array field nests buttons in a draggable button).
 */
import { RICH_TAGS, type RichElement, type RichTag } from '../../editor/rich-text.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { TranslationNote } from './translatable-field.js';

export function RichTextField({ id, value, onChange }: { id: string; value: RichElement[]; onChange: (v: RichElement[]) => void }) {
  const set = (i: number, e: Partial<RichElement>) => onChange(value.map((x, j) => (j === i ? { ...x, ...e } : x)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <fieldset className="vitrine-editor-rich-text">
      <legend>{T.fields.rich}</legend>
      <TranslationNote prop="rich" id={`${id}-translation`} />
      <ol>
        {value.map((e, i) => (
          <li key={i}>
            <label>
              {T.fields.element}{' '}
              <select value={e.tag} onChange={(ev) => set(i, { tag: ev.target.value as RichTag })} aria-label={`${T.fields.element} ${i + 1}`}>
                {RICH_TAGS.map((t) => <option key={t} value={t}>{T.richTags[t]}</option>)}
              </select>
            </label>
            <label>
              {T.fields.text}{' '}
              <textarea id={`${id}-${i}`} value={e.text} rows={e.tag === 'p' ? 4 : 2} onChange={(ev) => set(i, { text: ev.target.value })} aria-label={`${T.fields.text} ${i + 1}`} />
            </label>
            <button type="button" onClick={() => move(i, -1)} disabled={i === 0}>{T.richUp}</button>{' '}
            <button type="button" onClick={() => move(i, 1)} disabled={i === value.length - 1}>{T.richDown}</button>{' '}
            <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))}>{T.richRemove}</button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...value, { tag: 'p', text: '' }])}>{T.addItem}</button>
    </fieldset>
  );
}
