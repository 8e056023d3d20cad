/**
 * The accordion block's items (a Puck custom field): a title and a text
 * each, moved up or down, removed, or added at the end, with plain
 * buttons, so the keyboard does all of it.
 */
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';
import type { AccordionItem } from '../../../editor/blocks/index.js';

const F = BLOCK_TEXTS.fields;

export function AccordionField({ id, value, onChange }: { id: string; value: AccordionItem[]; onChange: (v: AccordionItem[]) => void }) {
  const set = (i: number, e: Partial<AccordionItem>) => onChange(value.map((x, j) => (j === i ? { ...x, ...e } : x)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <fieldset className="vitrine-editor-accordion">
      <legend>{F.items}</legend>
      <ol>
        {value.map((item, i) => (
          <li key={i}>
            <label>
              {F.itemTitle} {i + 1} <input id={`${id}-title-${i}`} value={item.title} onChange={(e) => set(i, { title: e.target.value })} />
            </label>
            <label>
              {F.itemBody} {i + 1} <textarea id={`${id}-body-${i}`} value={item.body} rows={3} onChange={(e) => set(i, { body: e.target.value })} />
            </label>
            <button type="button" onClick={() => move(i, -1)} disabled={i === 0}>{F.moveItemUp}</button>{' '}
            <button type="button" onClick={() => move(i, 1)} disabled={i === value.length - 1}>{F.moveItemDown}</button>{' '}
            <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))}>{F.removeItem}</button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...value, { title: '', body: '' }])}>{F.addItem}</button>
    </fieldset>
  );
}
