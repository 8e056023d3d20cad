/**
 * Videos and lessons (issue 42): the owner's video collections and courses
 * of lessons. /config/media lists them and makes new ones (drafts);
 * /config/media/:id edits one: its settings and gate, its items (added and
 * edited in a dialog, put in order with Move up and Move down, which keep
 * the focus on the moved item and announce its new place), each item's
 * access, and Publish.
 */
import { useCallback, useEffect, useId, useRef, useState, type TextareaHTMLAttributes } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { MEDIA_TEXTS as M } from '../../../editor/media-collections-texts.js';
import { moved, type CollectionGate, type ItemAccess, type ItemInput, type MediaKind, type MediaStatus } from '../../../editor/media-collections.js';
import { Badge, Button, Card, Checkbox, Dialog, EmptyState, PageHeader, Select, Table, TextField, fill, useConfirm, useToast, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, followLink, navigate } from '../router.js';
import type { ScreenProps } from '../screen-types.js';
import './media-screen.css';
import { followUploadJob } from '../../editor/upload-job.js';
import { addItem, createCollection, listCollections, orderItems, readCollection, removeItem, saveCollection, saveItem, uploadFile, type MediaCollection, type MediaItem, type MediaProduct, type SiteLanguage } from './media-api.js';

const errorText = (e: unknown) => (e instanceof EditorApiError ? e.message : A.ui.somethingWrong);
const errorLines = (e: unknown) => (e instanceof EditorApiError && e.messages.length ? e.messages : [errorText(e)]);

function TextArea({ label, hint, ...area }: { label: string; hint?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} aria-describedby={hint ? `${id}-hint` : undefined} {...area} />
      {hint ? <span id={`${id}-hint`} className="adm-field__hint">{hint}</span> : null}
    </div>
  );
}

function FormAlert({ lines }: { lines: string[] | null }) {
  if (!lines?.length) return null;
  return (
    <div className="adm-form-alert" role="alert">
      {lines.map((l) => <p key={l}>{l}</p>)}
    </div>
  );
}

export default function MediaScreen({ rest }: ScreenProps) {
  return rest[0] ? <CollectionScreen id={rest[0]} /> : <CollectionList />;
}

function CollectionList() {
  const [rows, setRows] = useState<MediaCollection[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [creating, setCreating] = useState<MediaKind | null>(null);
  const [languages, setLanguages] = useState<SiteLanguage[]>([]);
  const load = useCallback(() => {
    setFailed(null);
    listCollections().then((r) => (setRows(r.collections), setLanguages(r.languages)), (e: unknown) => setFailed(errorText(e)));
  }, []);
  useEffect(load, [load]);
  const columns: Column<MediaCollection>[] = [
    { key: 'title', header: M.columns.title, rowHeader: true, cell: (c) => <a href={adminHref(`media/${c.id}`)} onClick={followLink}>{c.title}</a> },
    { key: 'kind', header: M.columns.kind, cell: (c) => M.kind[c.kind] },
    { key: 'items', header: M.columns.items, numeric: true, cell: (c) => String(c.itemCount) },
    { key: 'status', header: M.columns.status, cell: (c) => <Badge tone={c.status === 'published' ? 'success' : 'neutral'}>{M.status[c.status]}</Badge> },
  ];
  return (
    <>
      <PageHeader
        title={M.nav}
        description={M.description}
        actions={
          <>
            <Button onClick={() => setCreating('video')}>{M.newVideos}</Button>
            <Button variant="primary" onClick={() => setCreating('lesson')}>{M.newLessons}</Button>
          </>
        }
      />
      <Table caption={M.caption} hideCaption columns={columns} rows={rows} rowKey={(c) => c.id} failed={failed ? { message: failed, retry: load } : null} empty={<EmptyState title={M.empty}>{M.emptyBody}</EmptyState>} />
      {creating ? <CreateDialog kind={creating} languages={languages} onClose={() => setCreating(null)} /> : null}
    </>
  );
}

function CreateDialog({ kind, languages, onClose }: { kind: MediaKind; languages: SiteLanguage[]; onClose(): void }) {
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState(languages.find((l) => l.default)?.tag ?? '');
  const [urlId, setUrlId] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);
  const toast = useToast();
  const create = () => {
    setBusy(true);
    createCollection({ kind, title, description, ...(urlId.trim() ? { urlId: urlId.trim() } : {}), ...(language ? { language } : {}) }).then(
      (r) => {
        toast(M.created);
        navigate(adminHref(`media/${r.collection.id}`));
      },
      (e: unknown) => (setBusy(false), setProblems(errorLines(e))),
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={kind === 'video' ? M.newVideos : M.newLessons}
      actions={
        <>
          <Button onClick={onClose}>{M.cancel}</Button>
          <Button variant="primary" busy={busy} onClick={create}>{M.create}</Button>
        </>
      }
    >
      <form onSubmit={(e) => (e.preventDefault(), create())}>
        <FormAlert lines={problems} />
        <TextField label={M.fields.title} value={title} onChange={(e) => setTitle(e.target.value)} required />
        <TextField label={M.fields.urlId} hint={M.fields.urlIdHint} value={urlId} onChange={(e) => setUrlId(e.target.value)} />
        <TextArea label={M.fields.description} value={description} onChange={(e) => setDescription(e.target.value)} />
        {languages.length > 1 ? <Select label={M.fields.language} value={language} onChange={(e) => setLanguage(e.target.value)} options={languages.map((l) => ({ value: l.tag, label: l.displayName }))} /> : null}
      </form>
    </Dialog>
  );
}

type Loaded = Awaited<ReturnType<typeof readCollection>>;

function CollectionScreen({ id }: { id: string }) {
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailed(null);
    readCollection(id).then(setData, (e: unknown) => setFailed(errorText(e)));
  }, [id]);
  useEffect(load, [load]);
  const back = { href: adminHref('media'), label: M.back, onClick: followLink };
  if (!data) {
    return (
      <>
        <PageHeader title={M.nav} back={back} />
        {failed ? <p role="alert">{failed} <Button onClick={load}>{A.ui.retry}</Button></p> : <p role="status">{A.ui.loading}</p>}
      </>
    );
  }
  return <CollectionEditor data={data} reload={load} setData={setData} back={back} />;
}

function CollectionEditor({ data, reload, setData, back }: { data: Loaded; reload(): void; setData(d: Loaded): void; back: { href: string; label: string; onClick: typeof followLink } }) {
  const c = data.collection;
  const toast = useToast();
  const [title, setTitle] = useState(c.title);
  const [urlId, setUrlId] = useState(c.urlId);
  const [description, setDescription] = useState(c.description);
  const [gate, setGate] = useState<CollectionGate>(c.gate.kind);
  const [gateProducts, setGateProducts] = useState<string[]>(c.gate.productIds);
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<MediaItem | 'new' | null>(null);
  const [announce, setAnnounce] = useState('');
  const { confirm, dialog } = useConfirm();
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const [itemId, dir] = focusAfterMove.split(':') as [string, 'up' | 'down'];
    const wanted = moveButtons.current.get(`${itemId}:${dir}`);
    const other = moveButtons.current.get(`${itemId}:${dir === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, data]);

  const settings = (status?: 'draft' | 'published') => ({ title, urlId, description, gate: { kind: gate, productIds: gate === 'paywall' ? gateProducts : [] }, ...(status ? { status } : {}) });
  const save = (status?: 'draft' | 'published') => {
    setBusy(status ?? 'save');
    setProblems(null);
    saveCollection(c.id, settings(status)).then(
      (r) => {
        setBusy(null);
        setData({ ...data, collection: r.collection });
        toast(status === 'published' ? M.publishedToast : status === 'draft' ? M.draftToast : M.saved);
      },
      (e: unknown) => (setBusy(null), setProblems(errorLines(e))),
    );
  };

  const move = (index: number, dir: 'up' | 'down') => {
    const items = moved(c.items, index, dir === 'up' ? index - 1 : index + 1);
    const item = c.items[index]!;
    setData({ ...data, collection: { ...c, items } });
    setFocusAfterMove(`${item.id}:${dir}`);
    orderItems(c.id, items.map((i) => i.id)).then(
      () => setAnnounce(fill(M.movedAnnounce, { title: item.title, position: String(items.indexOf(item) + 1), count: String(items.length) })),
      (e: unknown) => (toast(errorText(e), 'danger'), reload()),
    );
  };

  const remove = (item: MediaItem) =>
    confirm({
      title: M.removeTitle,
      consequence: fill(M.removeConsequence, { title: item.title }),
      confirmLabel: M.remove,
      run: () => removeItem(c.id, item.id).then(() => (toast(M.removed), reload()), (e: unknown) => Promise.reject(new Error(errorText(e)))),
    });

  const productTitle = (pid: string | null) => data.products.find((p) => p.id === pid)?.title ?? pid ?? '';
  const badge = (item: MediaItem) => {
    if (item.access === 'free') return <Badge tone="success">{M.badge.free}</Badge>;
    if (item.access === 'product') return <Badge tone="warning">{fill(M.badge.product, { product: productTitle(item.productId) })}</Badge>;
    return <Badge tone="info">{c.gate.kind === 'paywall' ? M.badge.paywall : M.badge.members}</Badge>;
  };

  return (
    <>
      <PageHeader
        title={c.title}
        description={`${M.kind[c.kind]} · ${M.status[c.status]}`}
        back={back}
        actions={
          <>
            {c.status === 'published' ? <a className="adm-button adm-button--secondary" href={c.path}>{M.viewOnSite}</a> : null}
            {c.status === 'published' ? (
              <Button busy={busy === 'draft'} onClick={() => save('draft')}>{M.unpublish}</Button>
            ) : (
              <Button variant="primary" busy={busy === 'published'} onClick={() => save('published')}>{M.publish}</Button>
            )}
          </>
        }
      />
      <Card title={M.settings}>
        <form onSubmit={(e) => (e.preventDefault(), save())}>
          <FormAlert lines={problems} />
          <TextField label={M.fields.title} value={title} onChange={(e) => setTitle(e.target.value)} required />
          <TextField label={M.fields.urlId} hint={M.fields.urlIdHint} value={urlId} onChange={(e) => setUrlId(e.target.value)} />
          <TextArea label={M.fields.description} value={description} onChange={(e) => setDescription(e.target.value)} />
          <Select label={M.fields.gate} value={gate} onChange={(e) => setGate(e.target.value as CollectionGate)} options={(['members', 'paywall'] as const).map((g) => ({ value: g, label: M.gate[g] }))} />
          {gate === 'paywall' ? (
            <fieldset className="adm-media-form-group">
              <legend>{M.fields.gateProducts}</legend>
              {data.products.map((p) => (
                <div key={p.id}>
                  <Checkbox label={p.title} checked={gateProducts.includes(p.id)} onCheckedChange={(on) => setGateProducts((ids) => (on ? [...ids, p.id] : ids.filter((x) => x !== p.id)))} />
                </div>
              ))}
            </fieldset>
          ) : null}
          <Button type="submit" busy={busy === 'save'}>{M.save}</Button>
        </form>
      </Card>
      <Card title={M.items} actions={<Button variant="primary" onClick={() => setEditing('new')}>{c.kind === 'video' ? M.addVideo : M.addLesson}</Button>}>
        <p className="adm-muted" id="media-items-hint">{M.itemsHint}</p>
        <p role="status" className="adm-visually-hidden">{announce}</p>
        {c.items.length === 0 ? (
          <EmptyState title={M.noItems}>{M.noItemsBody}</EmptyState>
        ) : (
          <ol className="adm-media-items" aria-label={M.itemsCaption} aria-describedby="media-items-hint">
            {c.items.map((item, n) => (
              <li key={item.id} className="adm-media-item">
                <span className="adm-media-item__title">
                  <strong>{item.title}</strong> {badge(item)}{item.status === 'draft' ? <> <Badge tone="neutral">{M.badge.draft}</Badge></> : null}
                </span>
                <span className="adm-row-actions">
                  <Button size="small" ref={(b) => void moveButtons.current.set(`${item.id}:up`, b)} disabled={n === 0} aria-label={fill(M.moveUpLabel, { title: item.title })} onClick={() => move(n, 'up')}>{M.moveUp}</Button>
                  <Button size="small" ref={(b) => void moveButtons.current.set(`${item.id}:down`, b)} disabled={n === c.items.length - 1} aria-label={fill(M.moveDownLabel, { title: item.title })} onClick={() => move(n, 'down')}>{M.moveDown}</Button>
                  <Button size="small" aria-label={fill(M.editItemLabel, { title: item.title })} onClick={() => setEditing(item)}>{M.editItem}</Button>
                  <Button size="small" variant="danger" aria-label={fill(M.removeLabel, { title: item.title })} onClick={() => remove(item)}>{M.remove}</Button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {editing ? <ItemDialog kind={c.kind} collectionId={c.id} item={editing === 'new' ? null : editing} products={data.products} gateLabel={M.gate[c.gate.kind]} onClose={() => setEditing(null)} onSaved={() => (setEditing(null), toast(M.itemSaved), reload())} /> : null}
      {dialog}
    </>
  );
}

function ItemDialog({ kind, collectionId, item, products, gateLabel, onClose, onSaved }: { kind: MediaKind; collectionId: string; item: MediaItem | null; products: MediaProduct[]; gateLabel: string; onClose(): void; onSaved(): void }) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [urlId, setUrlId] = useState(item?.urlId ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const [videoUrl, setVideoUrl] = useState(item?.video?.url ?? '');
  const [duration, setDuration] = useState(item?.video?.durationSeconds != null ? String(item.video.durationSeconds) : '');
  const [posterId, setPosterId] = useState<string | null>(item?.posterId ?? null);
  const [access, setAccess] = useState<ItemAccess>(item?.access ?? 'collection');
  const [productId, setProductId] = useState(item?.productId ?? products[0]?.id ?? '');
  const [status, setStatus] = useState<MediaStatus>(item?.status ?? 'published');
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);

  const upload = (file: File | undefined, what: 'image' | 'video') => {
    if (!file) return;
    setBusy(what);
    uploadFile(file, what).then(
      (r) => {
        if (what === 'video' && r.file) setVideoUrl(r.file.assetUrl);
        if (what !== 'image' || !r.image) return setBusy(null);
        // A poster is taken once its processing job has stripped its location (upload-job.ts); otherwise the job's text.
        const image = r.image;
        void followUploadJob(image.id).then((outcome) => {
          setBusy(null);
          if (outcome.ok) setPosterId(image.id);
          else setProblems([outcome.message]);
        });
      },
      (e: unknown) => (setBusy(null), setProblems(errorLines(e))),
    );
  };
  const submit = () => {
    const seconds = duration.trim() === '' ? null : Number(duration);
    const input: ItemInput = {
      title,
      description,
      ...(urlId.trim() ? { urlId: urlId.trim() } : {}),
      ...(kind === 'lesson' ? { body } : {}),
      video: videoUrl.trim() ? { url: videoUrl.trim(), durationSeconds: seconds } : null,
      posterId,
      access,
      productId: access === 'product' ? productId : null,
      status,
    };
    setBusy('save');
    setProblems(null);
    (item ? saveItem(collectionId, item.id, input) : addItem(collectionId, input)).then(onSaved, (e: unknown) => (setBusy(null), setProblems(errorLines(e))));
  };
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? fill(M.editItemTitle, { title: item.title }) : M.newItemTitle[kind]}
      actions={
        <>
          <Button onClick={onClose}>{M.cancel}</Button>
          <Button variant="primary" busy={busy === 'save'} disabled={busy === 'image' || busy === 'video'} onClick={submit}>{M.save}</Button>
        </>
      }
    >
      <form onSubmit={(e) => (e.preventDefault(), submit())}>
        <FormAlert lines={problems} />
        <TextField label={M.fields.title} value={title} onChange={(e) => setTitle(e.target.value)} required />
        <TextField label={M.fields.urlId} hint={M.fields.urlIdHint} value={urlId} onChange={(e) => setUrlId(e.target.value)} />
        <TextArea label={M.fields.description} value={description} onChange={(e) => setDescription(e.target.value)} />
        {kind === 'lesson' ? <TextArea label={M.fields.body} hint={M.fields.bodyHint} rows={8} value={body} onChange={(e) => setBody(e.target.value)} required /> : null}
        <TextField label={M.fields.videoUrl} hint={M.fields.videoUrlHint} value={videoUrl} onChange={(e) => setVideoUrl(e.target.value)} />
        <TextField label={M.fields.videoFile} type="file" accept="video/*" onChange={(e) => upload(e.target.files?.[0], 'video')} hint={busy === 'video' ? M.uploading : undefined} />
        <TextField label={M.fields.duration} suffix={M.fields.durationUnit} inputMode="numeric" value={duration} onChange={(e) => setDuration(e.target.value)} />
        <TextField label={M.fields.poster} type="file" accept="image/*" onChange={(e) => upload(e.target.files?.[0], 'image')} hint={busy === 'image' ? M.uploading : posterId ? M.fields.posterSet : undefined} />
        <Select
          label={M.fields.access}
          value={access}
          onChange={(e) => setAccess(e.target.value as ItemAccess)}
          options={(['free', 'collection', 'product'] as const).map((a) => ({ value: a, label: a === 'collection' ? `${M.access.collection} (${gateLabel})` : M.access[a] }))}
        />
        <Select
          label={M.fields.itemStatus}
          hint={M.fields.itemStatusHint}
          value={status}
          onChange={(e) => setStatus(e.target.value as MediaStatus)}
          options={(['published', 'draft'] as const).map((v) => ({ value: v, label: M.itemStatus[v] }))}
        />
        {access === 'product' ? (
          products.length ? (
            <Select label={M.fields.product} value={productId} onChange={(e) => setProductId(e.target.value)} options={products.map((p) => ({ value: p.id, label: p.title }))} />
          ) : (
            <p className="adm-muted">{M.noProducts}</p>
          )
        ) : null}
      </form>
    </Dialog>
  );
}
