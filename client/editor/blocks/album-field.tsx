/**
 * The album block's tracks (a Puck custom field): each a title and an
 * audio file (uploaded, picked from earlier audio uploads, or its address
 * typed), moved up or down, removed, or added at the end, with plain
 * buttons, so the keyboard does all of it. The 61st track is refused here
 * with the rule's message (MAX_ALBUM_TRACKS; the server refuses it too).
 * While another language is edited the tracks show as a list: the album's
 * title is translated, the tracks' titles are names and stay as given.
 */
import { useContext, useState } from 'react';
import type { CustomField } from '@puckeditor/core';
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';
import { BLOCK_MESSAGES, type AlbumTrack } from '../../../editor/blocks/index.js';
import { MAX_ALBUM_TRACKS } from '../../../editor/limits.js';
import { TranslationContext } from '../translatable-field.js';
import { MediaSourceField } from '../image-source-field.js';
import { inEditorLanguage } from '../language.js';

const F = BLOCK_TEXTS.fields;

/** The album's tracks field. */
export function albumField(label: string): CustomField<AlbumTrack[]> {
  return {
    type: 'custom',
    label,
    render: ({ id, value, onChange }) => <AlbumField id={id} value={Array.isArray(value) ? value : []} onChange={onChange} />,
  };
}

export function AlbumField({ id, value, onChange }: { id: string; value: AlbumTrack[]; onChange: (v: AlbumTrack[]) => void }) {
  const translating = useContext(TranslationContext).language !== null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (i: number, e: Partial<AlbumTrack>) => onChange(value.map((x, j) => (j === i ? { ...x, ...e } : x)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const add = () => {
    if (value.length >= MAX_ALBUM_TRACKS) return setRefusal(inEditorLanguage(BLOCK_MESSAGES.albumTooMany));
    setRefusal(null);
    onChange([...value, { url: '', title: '' }]);
  };
  const count = F.trackCount.replace('{count}', String(value.length)).replace('{max}', String(MAX_ALBUM_TRACKS));
  if (translating) {
    return (
      <fieldset className="vitrine-editor-album">
        <legend>{F.tracks}</legend>
        <ol>{value.map((t, i) => <li key={i}>{t.title}</li>)}</ol>
      </fieldset>
    );
  }
  return (
    <fieldset className="vitrine-editor-album">
      <legend>{F.tracks}</legend>
      <p>{count}</p>
      <ol>
        {value.map((track, i) => (
          <li key={i}>
            <label>
              {F.trackTitle} {i + 1} <input id={`${id}-title-${i}`} value={track.title} onChange={(e) => set(i, { title: e.target.value })} />
            </label>
            <MediaSourceField
              id={`${id}-file-${i}`}
              kind="audio"
              label={`${F.trackFile} ${i + 1}`}
              uploadLabel={F.uploadTrack.replace('{n}', String(i + 1))}
              pickLabel={F.pickTrack.replace('{n}', String(i + 1))}
              value={track.url}
              onChange={(url) => set(i, { url })}
            />
            <button type="button" onClick={() => move(i, -1)} disabled={i === 0}>{F.moveTrackUp} {i + 1}</button>{' '}
            <button type="button" onClick={() => move(i, 1)} disabled={i === value.length - 1}>{F.moveTrackDown} {i + 1}</button>{' '}
            <button type="button" onClick={() => (setRefusal(null), onChange(value.filter((_, j) => j !== i)))}>{F.removeTrack} {i + 1}</button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={add}>{F.addTrack}</button>
      <p role="alert" className="vitrine-editor-album-refusal">{refusal ?? ''}</p>
    </fieldset>
  );
}
