/**
 * Tags and categories (issue 42): /config/tags lists the tags and the
 * categories of one blog, store or events page with how many items carry
 * each; Rename opens a field in that row (Enter saves, Escape cancels) and
 * Delete asks first, then takes the name from every item. One name is
 * edited at a time: Rename on another row while one is open says so (SPEC
 * section 5, 'You may only edit one {tagType} at a time') and leaves the
 * open one as it is. A rename onto another name of the list is refused by
 * the server ('This {tagType} already exists'), shown under the field.
 */
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { TAXONOMY_TEXTS as X } from '../../../editor/taxonomy-texts.js';
import { TAG_LIST_KEY, TAG_NAME_MAX, TAG_TYPES, TAXONOMY_MESSAGES, type TagCount, type TagType, type TaxonomyCollection } from '../../../editor/taxonomy.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Button, EmptyState, PageHeader, Select, Table, TextField, fill, useConfirm, useToast, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { inEditorLanguage } from '../../editor/language.js';
import type { ScreenProps } from '../screen-types.js';
import { listTaxonomies, removeTag, renameTag } from './tags-api.js';
import './tags-screen.css';

const errorText = (e: unknown) => (e instanceof EditorApiError ? e.message : A.ui.somethingWrong);

interface Editing {
  tagType: TagType;
  name: string;
  value: string;
  error: string | null;
  busy: boolean;
}

/** A row's Rename button's id, for the focus to come back to it. */
const renameId = (tagType: TagType, i: number) => `adm-tags-rename-${tagType}-${i}`;

export default function TagsScreen(_props: ScreenProps) {
  const [collections, setCollections] = useState<TaxonomyCollection[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState('');
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const load = useCallback(() => {
    setFailed(null);
    listTaxonomies().then(
      (r) => (setCollections(r.collections), setSelected((s) => (r.collections.some((c) => c.id === s) ? s : (r.collections[0]?.id ?? '')))),
      (e: unknown) => setFailed(errorText(e)),
    );
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    if (focusNext) document.getElementById(focusNext)?.focus();
  }, [focusNext, collections]);

  const current = collections?.find((c) => c.id === selected) ?? null;
  const replace = (c: TaxonomyCollection) => setCollections((all) => (all ?? []).map((x) => (x.id === c.id ? c : x)));

  const startEditing = (tagType: TagType, name: string) => {
    if (editing && !(editing.tagType === tagType && editing.name === name)) {
      setNotice(inEditorLanguage(TAXONOMY_MESSAGES.oneAtATime(editing.tagType)));
      return;
    }
    setNotice('');
    setEditing({ tagType, name, value: name, error: null, busy: false });
  };
  const stopEditing = (index: number | null) => {
    if (editing && index !== null) setFocusNext(renameId(editing.tagType, index));
    setEditing(null);
    setNotice('');
  };
  const save = (index: number) => {
    if (!editing || !current) return;
    const { tagType, name, value } = editing;
    setEditing({ ...editing, busy: true, error: null });
    renameTag(current.id, tagType, name, value).then(
      (r) => {
        replace(r.collection);
        toast(fill(X.renamed, { old: name, name: value.trim() }));
        setEditing(null);
        setNotice('');
        setFocusNext(renameId(tagType, index));
      },
      (e: unknown) => setEditing((s) => (s ? { ...s, busy: false, error: errorText(e) } : s)),
    );
  };
  const remove = (tagType: TagType, t: TagCount) => {
    if (!current) return;
    confirm({
      title: X.removeTitle[tagType],
      consequence: fill(X.removeConsequence[tagType], { name: t.name, count: t.count }),
      confirmLabel: X.remove,
      run: () =>
        removeTag(current.id, tagType, t.name).then((r) => {
          replace(r.collection);
          toast(fill(X.removed, { name: t.name }));
        }),
    });
  };

  const columns = (tagType: TagType, rows: TagCount[]): Column<TagCount>[] => [
    {
      key: 'name',
      header: X.columns.name,
      rowHeader: true,
      cell: (t) => {
        const index = rows.indexOf(t);
        if (editing?.tagType !== tagType || editing.name !== t.name) return <span className="adm-tags-name">{t.name}</span>;
        const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Escape') (e.preventDefault(), stopEditing(index));
        };
        return (
          <form className="adm-tags-rename" onSubmit={(e) => (e.preventDefault(), save(index))}>
            <TextField
              label={fill(X.newName, { name: t.name })}
              value={editing.value}
              maxLength={TAG_NAME_MAX[tagType] * 2}
              error={editing.error}
              autoFocus
              onKeyDown={onKeyDown}
              onChange={(e) => setEditing({ ...editing, value: e.target.value, error: null })}
            />
            <Button type="submit" variant="primary" busy={editing.busy}>{X.save}</Button>
            <Button type="button" onClick={() => stopEditing(index)}>{X.cancel}</Button>
          </form>
        );
      },
    },
    { key: 'count', header: X.columns.count, numeric: true, cell: (t) => String(t.count) },
    {
      key: 'actions',
      header: X.columns.actions,
      cell: (t) => {
        const index = rows.indexOf(t);
        return (
          <div className="adm-tags-actions">
            <Button id={renameId(tagType, index)} aria-label={fill(X.renameNamed, { name: t.name })} onClick={() => startEditing(tagType, t.name)}>{X.rename}</Button>
            <Button variant="danger" aria-label={fill(X.removeNamed, { name: t.name })} onClick={() => remove(tagType, t)}>{X.remove}</Button>
          </div>
        );
      },
    },
  ];

  const optionLabel = (c: TaxonomyCollection) => fill(c.language ? X.collectionOptionLanguage : X.collectionOption, { title: c.title, type: X.types[c.typeName] ?? c.typeName, language: c.language ?? '' });
  return (
    <>
      <PageHeader title={X.nav} description={X.description} />
      {collections && collections.length === 0 ? (
        <EmptyState title={X.noCollections}>{X.noCollectionsBody}</EmptyState>
      ) : (
        <>
          {collections ? (
            <Select
              label={X.collection}
              value={selected}
              onChange={(e) => (setSelected(e.target.value), setEditing(null), setNotice(''))}
              options={collections.map((c) => ({ value: c.id, label: optionLabel(c) }))}
            />
          ) : null}
          <p role="alert" className="adm-form-alert">{notice}</p>
          {TAG_TYPES.map((tagType) => {
            const rows = current ? current[TAG_LIST_KEY[tagType]] : null;
            return (
              <section key={tagType} aria-labelledby={`adm-tags-${tagType}`}>
                <h2 id={`adm-tags-${tagType}`}>{X.lists[tagType]}</h2>
                <Table
                  caption={fill(X.caption[tagType], { title: current?.title ?? '' })}
                  hideCaption
                  stack
                  columns={columns(tagType, rows ?? [])}
                  rows={failed ? [] : rows}
                  rowKey={(t) => t.name}
                  failed={failed ? { message: failed, retry: load } : null}
                  empty={<EmptyState title={X.empty[tagType]} />}
                />
              </section>
            );
          })}
        </>
      )}
      {dialog}
    </>
  );
}
