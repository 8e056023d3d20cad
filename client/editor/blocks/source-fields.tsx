/**
 * The pickers of the product, products grid and summary blocks (Puck
 * custom fields): a store, a product of it, a blog or events page, from
 * the site's own collections; the newsletter block's mailing list. A
 * failed load says the SPEC's 'Unable to load collections'.
 */
import { useEffect, useId, useState } from 'react';
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';
import { BLOCK_MESSAGES } from '../../../editor/blocks/block-messages.js';
import { MAILING_LISTS_SCREEN_PATH } from '../../../editor/mailing-lists.js';
import { inEditorLanguage } from '../language.js';
import { loadBlockSources, type BlockSources } from './block-sources.js';

/** The sources; with `refreshOnFocus`, fetched again each time the window comes back (a list made in another tab shows). */
function useSources(refreshOnFocus = false): { sources: BlockSources | null; failed: boolean } {
  const [sources, setSources] = useState<BlockSources | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const load = (fresh: boolean) => loadBlockSources(fresh).then((s) => live && (setSources(s), setFailed(false)), () => live && setFailed(true));
    void load(false);
    const again = () => void load(true);
    if (refreshOnFocus) window.addEventListener('focus', again);
    return () => {
      live = false;
      window.removeEventListener('focus', again);
    };
  }, [refreshOnFocus]);
  return { sources, failed };
}

interface Option {
  value: string;
  label: string;
}

function Picker({ id, label, value, options, onChange, failed }: { id: string; label: string; value: string; options: Option[] | null; onChange: (v: string) => void; failed: boolean }) {
  if (failed) return <p role="alert">{BLOCK_TEXTS.sourcesFailed}</p>;
  return (
    <label className="vitrine-block-picker">
      {label}{' '}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={options === null}>
        <option value="">{BLOCK_TEXTS.fields.choose}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      {options !== null && options.length === 0 ? <small> {BLOCK_TEXTS.noSources}</small> : null}
    </label>
  );
}

export function StorePicker({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { sources, failed } = useSources();
  return <Picker id={id} label={BLOCK_TEXTS.fields.store} value={value} onChange={onChange} failed={failed} options={sources ? sources.stores.map((s) => ({ value: s.urlId, label: s.title })) : null} />;
}

export function FeedPicker({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { sources, failed } = useSources();
  return <Picker id={id} label={BLOCK_TEXTS.fields.feed} value={value} onChange={onChange} failed={failed} options={sources ? sources.feeds.map((s) => ({ value: s.urlId, label: s.title })) : null} />;
}

/** A product as one value: its store's url id and its item id (the block keeps both). */
export const productChoice = (collection: string, product: string): string => (collection && product ? `${collection} ${product}` : '');

export function ProductPicker({ id, value, onChange }: { id: string; value: string; onChange: (v: { collection: string; product: string }) => void }) {
  const { sources, failed } = useSources();
  if (failed) return <p role="alert">{BLOCK_TEXTS.sourcesFailed}</p>;
  return (
    <label className="vitrine-block-picker">
      {BLOCK_TEXTS.fields.product}{' '}
      <select
        id={id}
        value={value}
        disabled={sources === null}
        onChange={(e) => {
          const [collection = '', product = ''] = e.target.value.split(' ');
          onChange({ collection, product });
        }}
      >
        <option value="">{BLOCK_TEXTS.fields.choose}</option>
        {(sources?.stores ?? []).map((s) => (
          <optgroup key={s.urlId} label={s.title}>
            {s.products.map((p) => (
              <option key={p.id} value={productChoice(s.urlId, p.id)}>{p.title}</option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/**
 * The newsletter block's mailing list. With no list on the site it says the
 * SPEC's 'You don't have any mailing lists. Please create one before
 * continuing' and links to the Mailing lists screen (a new tab, so the page
 * being edited stays; the lists are read again when the window comes back).
 */
export function ListPicker({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { sources, failed } = useSources(true);
  const hintId = useId();
  if (failed) return <p role="alert">{BLOCK_TEXTS.sourcesFailed}</p>;
  const lists = sources?.lists ?? null;
  return (
    <div className="vitrine-block-picker">
      <label>
        {BLOCK_TEXTS.fields.mailingList}{' '}
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={lists === null || lists.length === 0} aria-describedby={lists?.length === 0 ? hintId : undefined} required>
          <option value="">{BLOCK_TEXTS.fields.choose}</option>
          {(lists ?? []).map((l) => (
            <option key={l.id} value={l.id}>{l.name}</option>
          ))}
        </select>
      </label>
      {lists !== null && lists.length === 0 ? (
        <p id={hintId} role="status">
          {inEditorLanguage(BLOCK_MESSAGES.listNone)}{' '}
          <a href={MAILING_LISTS_SCREEN_PATH} target="_blank" rel="noopener">{BLOCK_TEXTS.fields.manageLists}</a>
        </p>
      ) : null}
    </div>
  );
}
