/**
 * Settings → Mail (/config/settings/mail): the site's public address (the
 * start of every link in mail) and the sender's name and address, checked
 * by the same rule as the server (editor/mail-settings.ts) and saved in
 * the store; then the mail customers were sent, newest first, each opened
 * in a dialog whose frame shows it sandboxed. Administrators change the
 * settings; a website manager reads them and the mail.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { MAIL_TEXTS as M } from '../../../editor/mail-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { checkMailSettings, EMPTY_MAIL_SETTINGS, type MailSettingField, type MailSettings } from '../../../editor/mail-settings.js';
import { Badge, Button, Card, Dialog, EmptyState, formatDate, PageHeader, Pager, Table, TextField, useCursorList, useToast, type Column, type Tone } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { getMe } from '../commerce/api.js';
import { getMailSettings, listOutbox, outboxMailHref, saveMailSettings, type MailSettingsView, type MailState, type OutboxEntry } from './api.js';
import '../commerce/commerce-screens.css';

const STATE_TONES: Record<MailState, Tone> = { kept: 'neutral', pending: 'info', sent: 'success', failed: 'danger' };

function SettingsForm() {
  const [view, setView] = useState<MailSettingsView | null>(null);
  const [draft, setDraft] = useState<MailSettings>(EMPTY_MAIL_SETTINGS);
  const [errors, setErrors] = useState<Partial<Record<MailSettingField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mayChange, setMayChange] = useState(false);
  const toast = useToast();
  useEffect(() => {
    getMailSettings().then(
      (v) => (setView(v), setDraft(v.settings)),
      () => setAlert(A.ui.loadFailed),
    );
    getMe().then((me) => setMayChange(me.can.grant), () => undefined);
  }, []);
  if (!view) return alert ? <p role="alert" className="adm-form-alert">{alert}</p> : <p role="status" className="adm-muted">{A.ui.loading}</p>;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const issues = checkMailSettings(draft as unknown as Record<string, unknown>);
    setErrors(Object.fromEntries(issues.map((i) => [i.field, M.errors[i.problem]])));
    if (issues.length) {
      setAlert(M.fixErrors);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.adm-mail-settings [aria-invalid="true"]')?.focus());
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const saved = await saveMailSettings(draft);
      setView(saved);
      setDraft(saved.settings);
      toast(M.saved);
    } catch (e) {
      const text = e instanceof EditorApiError ? e.message : A.ui.loadFailed;
      setAlert(text);
      toast(text, 'danger');
    } finally {
      setBusy(false);
    }
  };
  const field = (name: MailSettingField) => ({ value: draft[name], error: errors[name] ?? null, readOnly: !mayChange, onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [name]: e.target.value }) });
  return (
    <form className="adm-mail-settings" onSubmit={(e) => void save(e)} noValidate>
      {alert ? <p role="alert" className="adm-form-alert">{alert}</p> : null}
      <TextField label={M.publicUrl} hint={M.publicUrlHint} type="url" inputMode="url" autoComplete="off" {...field('publicUrl')} />
      <TextField label={M.senderName} hint={M.senderNameHint} autoComplete="off" {...field('senderName')} />
      <TextField label={M.senderAddress} hint={M.senderAddressHint} type="email" inputMode="email" autoComplete="off" {...field('senderAddress')} />
      <p className="adm-muted adm-mail-settings__effect" role="status">{M.inEffect(view.inEffect.publicUrl, view.inEffect.sender)}</p>
      {mayChange ? <Button type="submit" variant="primary" busy={busy}>{M.save}</Button> : null}
    </form>
  );
}

function Outbox() {
  const list = useCursorList((cursor) => listOutbox(cursor).then((r) => ({ items: r.mails, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor })), []);
  const [open, setOpen] = useState<OutboxEntry | null>(null);
  const columns: readonly Column<OutboxEntry>[] = [
    { key: 'subject', header: M.columns.subject, rowHeader: true, cell: (m) => m.subject },
    { key: 'to', header: M.columns.to, cell: (m) => m.to },
    { key: 'date', header: M.columns.date, cell: (m) => formatDate(m.createdAt) },
    { key: 'state', header: M.columns.state, cell: (m) => <Badge tone={STATE_TONES[m.state]}>{M.state[m.state]}</Badge> },
    { key: 'preview', header: M.columns.preview, cell: (m) => <Button size="small" onClick={() => setOpen(m)} aria-label={M.open(m.subject)}>{M.columns.preview}</Button> },
  ];
  return (
    <Card title={M.outboxTitle}>
      <Table caption={M.outboxCaption} hideCaption stack columns={columns} rows={list.items} rowKey={(m) => m.id} failed={list.failed} empty={<EmptyState title={M.emptyTitle}>{M.emptyBody}</EmptyState>} />
      <Pager list={list} label={M.pagesLabel} />
      {open ? (
        <Dialog open wide onOpenChange={(v) => !v && setOpen(null)} title={M.previewTitle(open.subject)} description={`${M.columns.to}: ${open.to}${open.from ? ` · ${M.from}: ${open.from}` : ''}`}>
          <iframe className="adm-mail-preview" title={M.previewTitle(open.subject)} src={outboxMailHref(open.id)} sandbox="" />
        </Dialog>
      ) : null}
    </Card>
  );
}

export default function MailScreen() {
  return (
    <>
      <PageHeader title={M.nav} description={M.description} />
      <Card title={M.settingsTitle}>
        <SettingsForm />
      </Card>
      <Outbox />
    </>
  );
}
