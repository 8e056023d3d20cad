/**
 * The accordion block's items (a Puck custom field): a title and a text
 * each, moved up or down, removed, or added at the end, with plain
 * buttons, so the keyboard does all of it. The items' texts are given per
 * language (accordionField marks the field translatable): while another
 * language is edited only the texts change (the items are the default
 * language's), and the field says when some still show the default's.
 */
import { useContext } from 'react';
import type { CustomField } from '@puckeditor/core';
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';
import type { AccordionItem } from '../../../editor/blocks/index.js';
import { markTranslatable, TranslationContext, TranslationNote } from '../translatable-field.js';

const F = BLOCK_TEXTS.fields;

/** The accordion's items field, translatable. */
export function accordionField(label: string): CustomField<AccordionItem[]> {
  return markTranslatable<CustomField<AccordionItem[]>>({
    type: 'custom',
    label,
    render: ({ id, name, value, onChange }) => <AccordionField id={id} name={name} value={Array.isArray(value) ? value : []} onChange={onChange} />,
  });
}

export function AccordionField({ id, name = 'accordion', value, onChange }: { id: string; name?: string; value: AccordionItem[]; onChange: (v: AccordionItem[]) => void }) {
  const translating = useContext(TranslationContext).language !== null;
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
            {translating ? null : (
              <>
                <button type="button" onClick={() => move(i, -1)} disabled={i === 0}>{F.moveItemUp}</button>{' '}
                <button type="button" onClick={() => move(i, 1)} disabled={i === value.length - 1}>{F.moveItemDown}</button>{' '}
                <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))}>{F.removeItem}</button>
              </>
            )}
          </li>
        ))}
      </ol>
      {translating ? null : <button type="button" onClick={() => onChange([...value, { title: '', body: '' }])}>{F.addItem}</button>}
      <TranslationNote prop={name} id={`${id}-translation`} />
    </fieldset>
  );
}
