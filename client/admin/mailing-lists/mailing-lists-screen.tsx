/**
 * Submissions → Mailing lists (/config/submissions/lists): the site's lists
 * (create with a name the same rule as the server checks, rename, delete
 * after a question, choose the one restock sign-ups join) and each list's
 * subscribers in a dialog (newest first, where each came from, add one by
 * hand, remove one, export CSV). Both owner roles manage them
 * (editor/permissions.ts, area mailingLists).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { LIST_MESSAGES, LIST_TEXTS as L } from '../../../editor/mailing-list-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { listNameProblem, type ListNameProblem, type MailingList, type Subscriber } from '../../../editor/mailing-lists.js';
import { Badge, Button, buttonClass, Card, Dialog, EmptyState, formatCount, formatDate, PageHeader, Pager, Table, TextField, useConfirm, useCursorList, useToast, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { inEditorLanguage } from '../../editor/language.js';
import { addSubscriber, allLists, chooseForRestock, createList, deleteList, listCsvHref, removeSubscriber, renameList, subscribersPage } from './api.js';
import './mailing-lists.css';

const errorText = (e: unknown) => (e instanceof EditorApiError ? e.message : A.ui.somethingWrong);
const NAME_MESSAGES: Record<ListNameProblem, string> = { required: LIST_MESSAGES.nameRequired, tooLong: LIST_MESSAGES.nameTooLong, taken: LIST_MESSAGES.nameTaken };

/** A list name's field and its check: the rule first, then the server's answer. */
function NameForm({ id, lists, except, initial, submitLabel, onSaved }: { id: string; lists: MailingList[]; except: string | null; initial: string; submitLabel: string; onSaved(name: string): Promise<unknown> }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = listNameProblem(name, lists.filter((l) => l.id !== except).map((l) => l.name));
    if (problem) {
      setError(inEditorLanguage(NAME_MESSAGES[problem]));
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${id} [aria-invalid="true"]`)?.focus());
      return;
    }
    setBusy(true);
    try {
      await onSaved(name.trim());
      setError(null);
      if (except === null) setName('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form id={id} className="adm-list-name" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={L.name} hint={L.nameHint} value={name} error={error} autoComplete="off" required onChange={(e) => setName(e.target.value)} />
      <Button type="submit" variant="primary" busy={busy}>{submitLabel}</Button>
    </form>
  );
}

function SubscribersDialog({ list, onClose, onCount }: { list: MailingList; onClose(): void; onCount(change: number): void }) {
  const subscribers = useCursorList((cursor) => subscribersPage(list, cursor), [list.id]);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const s = await addSubscriber(list, email);
      subscribers.update((items) => [s, ...items]);
      onCount(1);
      setEmail('');
      setError(null);
      toast(L.added(s.email));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = (s: Subscriber) =>
    confirm({
      title: L.unsubscribeTitle(s.email),
      consequence: L.unsubscribeBody,
      confirmLabel: L.unsubscribe,
      run: () =>
        removeSubscriber(list, s).then(
          () => (subscribers.update((items) => items.filter((x) => x.email !== s.email)), onCount(-1), toast(L.unsubscribed(s.email))),
          (e: unknown) => Promise.reject(new Error(errorText(e))),
        ),
    });
  const columns: Column<Subscriber>[] = [
    { key: 'email', header: L.columns.email, cell: (s) => s.email, rowHeader: true },
    { key: 'source', header: L.columns.source, cell: (s) => <Badge tone={s.source === 'owner' ? 'neutral' : 'info'}>{L.sources[s.source]}</Badge> },
    { key: 'on', header: L.columns.subscribedOn, cell: (s) => formatDate(s.subscribedOn) },
    { key: 'actions', header: L.columns.actions, cell: (s) => <Button size="small" variant="danger" aria-label={L.unsubscribeLabel(s.email)} onClick={() => remove(s)}>{L.unsubscribe}</Button> },
  ];
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={L.openLabel(list.name)}
      actions={
        <>
          <a className={buttonClass('secondary')} href={listCsvHref(list)} download>{L.exportCsv}</a>
          <Button variant="primary" onClick={onClose}>{A.ui.close}</Button>
        </>
      }
    >
      <form className="adm-list-name" onSubmit={(e) => void add(e)} noValidate>
        <TextField label={L.email} type="email" inputMode="email" autoComplete="off" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" busy={busy}>{L.add}</Button>
      </form>
      <Table caption={L.subscribersCaption(list.name)} hideCaption stack columns={columns} rows={subscribers.items} failed={subscribers.failed} rowKey={(s) => s.email} empty={<EmptyState title={L.noSubscribersTitle}>{L.noSubscribersBody}</EmptyState>} />
      <Pager list={subscribers} label={L.subscribersPages} />
      {dialog}
    </Dialog>
  );
}

export default function MailingListsScreen() {
  const [lists, setLists] = useState<MailingList[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [renaming, setRenaming] = useState<MailingList | null>(null);
  const [open, setOpen] = useState<MailingList | null>(null);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const load = () => allLists().then((l) => (setLists(l), setFailed(false)), () => setFailed(true));
  useEffect(() => void load(), []);
  const replace = (list: MailingList) => setLists((ls) => (ls ?? []).map((l) => (l.id === list.id ? list : list.restock ? { ...l, restock: false } : l)));

  const remove = (list: MailingList) =>
    confirm({
      title: L.removeTitle(list.name),
      consequence: L.removeBody(formatCount(list.subscribers)),
      confirmLabel: L.remove,
      run: () =>
        deleteList(list).then(
          () => (setLists((ls) => (ls ?? []).filter((l) => l.id !== list.id)), toast(L.removed(list.name))),
          (e: unknown) => Promise.reject(new Error(errorText(e))),
        ),
    });
  const restock = (list: MailingList) => chooseForRestock(list).then((l) => (replace(l), toast(L.restockSet(l.name))), (e: unknown) => toast(errorText(e), 'danger'));

  const columns: Column<MailingList>[] = [
    { key: 'name', header: L.columns.name, cell: (l) => l.name, rowHeader: true },
    { key: 'subscribers', header: L.columns.subscribers, cell: (l) => formatCount(l.subscribers), numeric: true },
    {
      key: 'restock',
      header: L.columns.restock,
      cell: (l) => (l.restock ? <Badge tone="success">{L.restockList}</Badge> : <Button size="small" aria-label={L.useForRestockLabel(l.name)} onClick={() => void restock(l)}>{L.useForRestock}</Button>),
    },
    {
      key: 'actions',
      header: L.columns.actions,
      cell: (l) => (
        <span className="adm-row-actions">
          <Button size="small" variant="primary" aria-label={L.openLabel(l.name)} onClick={() => setOpen(l)}>{L.open}</Button>
          <Button size="small" aria-label={L.renameLabel(l.name)} onClick={() => setRenaming(l)}>{L.rename}</Button>
          <Button size="small" variant="danger" aria-label={L.removeLabel(l.name)} onClick={() => remove(l)}>{L.remove}</Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={L.nav} description={L.description} />
      <Card title={L.newTitle}>
        <NameForm id="adm-new-list" lists={lists ?? []} except={null} initial="" submitLabel={L.create} onSaved={(name) => createList(name).then((l) => (setLists((ls) => [...(ls ?? []), l]), toast(L.created(l.name))))} />
      </Card>
      {lists && lists.length > 0 && !lists.some((l) => l.restock) ? <p className="adm-muted">{L.restockNone}</p> : null}
      <Table
        caption={L.listsCaption}
        hideCaption
        stack
        columns={columns}
        rows={lists}
        rowKey={(l) => l.id}
        failed={failed ? { message: A.ui.loadFailed, retry: () => void load() } : null}
        empty={<EmptyState title={L.emptyTitle}>{L.emptyBody}</EmptyState>}
      />
      {renaming ? (
        <Dialog open onOpenChange={(v) => !v && setRenaming(null)} title={L.renameTitle(renaming.name)} actions={<Button onClick={() => setRenaming(null)}>{L.cancel}</Button>}>
          <NameForm
            id="adm-rename-list"
            lists={lists ?? []}
            except={renaming.id}
            initial={renaming.name}
            submitLabel={L.save}
            onSaved={(name) => renameList(renaming, name).then((l) => (replace(l), setRenaming(null), toast(L.renamed(l.name))))}
          />
        </Dialog>
      ) : null}
      {open ? <SubscribersDialog list={open} onClose={() => setOpen(null)} onCount={(n) => setLists((ls) => (ls ?? []).map((l) => (l.id === open.id ? { ...l, subscribers: l.subscribers + n } : l)))} /> : null}
      {dialog}
    </>
  );
}
