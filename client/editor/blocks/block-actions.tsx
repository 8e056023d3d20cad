/**
 * Block actions of the page editor's header, from the keyboard as from
 * the mouse: duplicate the selected block (the copy follows it, selected),
 * copy it, and paste the copied block at the end of this or another page.
 * The copy is kept in the browser's local storage, so it outlives opening
 * another page; a pasted block gets a new id (a newsletter's form is then
 * a form of its own).
 */
import { useState } from 'react';
import type { Data, PuckAction } from '@puckeditor/core';
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';

/** Where the copied block is kept. */
export const BLOCK_CLIPBOARD_KEY = 'vitrine-editor-block-clipboard';
const A = BLOCK_TEXTS.actions;

interface Copied {
  type: string;
  props: Record<string, unknown>;
}

function readClipboard(): Copied | null {
  try {
    const v = JSON.parse(localStorage.getItem(BLOCK_CLIPBOARD_KEY) ?? 'null') as unknown;
    if (typeof v === 'object' && v !== null && typeof (v as Copied).type === 'string' && typeof (v as Copied).props === 'object') return v as Copied;
  } catch {
    // Storage off or an old value: nothing to paste.
  }
  return null;
}

const newId = (type: string): string => `${type}-${crypto.randomUUID()}`;

export function BlockActions({ at, zone, data, dispatch, known }: { at: number | null; zone: string; data: Data; dispatch: (a: PuckAction) => void; known: (type: string) => boolean }) {
  const [said, setSaid] = useState('');
  const duplicate = () => {
    if (at === null) return;
    dispatch({ type: 'duplicate', sourceIndex: at, sourceZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: at + 1, zone } } });
    setSaid('');
  };
  const copy = () => {
    const item = at === null ? undefined : data.content[at];
    if (!item) return;
    const { id: _id, ...props } = item.props as Record<string, unknown>;
    try {
      localStorage.setItem(BLOCK_CLIPBOARD_KEY, JSON.stringify({ type: item.type, props }));
      setSaid(A.copied);
    } catch {
      setSaid('');
    }
  };
  const paste = () => {
    const copied = readClipboard();
    if (!copied || !known(copied.type)) return setSaid(A.nothingToPaste);
    const index = data.content.length;
    const id = newId(copied.type);
    dispatch({ type: 'insert', componentType: copied.type, destinationIndex: index, destinationZone: zone, id });
    dispatch({ type: 'replace', destinationIndex: index, destinationZone: zone, data: { type: copied.type, props: { ...copied.props, id } } });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone } } });
    setSaid(A.pasted);
  };
  return (
    <>
      <button type="button" onClick={duplicate} disabled={at === null}>{A.duplicate}</button>
      <button type="button" onClick={copy} disabled={at === null}>{A.copy}</button>
      <button type="button" onClick={paste}>{A.paste}</button>
      <span role="status" className="vitrine-block-actions-status">{said}</span>
    </>
  );
}
