/**
 * Form submissions: pick a form (its name and id shown), its submissions
 * newest first with cursor paging and an Unread filter, each opened in a
 * dialog with its answers; reply by mail to the address the visitor gave,
 * mark read or unread, delete after the confirm dialog, export every submission as CSV.
 */
import { useEffect, useState } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import {
  Badge, Button, Card, Checkbox, Details, Dialog, EmptyState, ListToolbar, PageHeader, Pager, Select, Table,
  buttonClass, fill, formatCount, formatDate, useConfirm, useCursorList, useToast, type Column,
} from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, navigate } from '../router.js';
import type { ScreenProps } from '../screen-types.js';
import { allForms, csvHref, deleteSubmission, markRead, submissionsPage, type InboxForm, type InboxSubmission } from './inbox-api.js';

const S = A.submissions;
/** Answers shown in a row's summary. */
const SUMMARY_ANSWERS = 3;
const formName = (f: { name: string }) => f.name || S.unnamedForm;
const errorText = (e: unknown) => (e instanceof EditorApiError ? e.message : A.ui.somethingWrong);

/** Who sent it: the first answer that looks like an email, else the first answer. */
function sender(s: InboxSubmission): string {
  return s.answers.find((a) => /\S+@\S+\.\S+/.test(a.text))?.text ?? s.answers[0]?.text ?? '';
}

/** The address a reply goes to: the first answer that is an email address and nothing else. */
function replyAddress(s: InboxSubmission): string | null {
  return s.answers.map((a) => a.text.trim()).find((t) => /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(t)) ?? null;
}

/** A mail to the visitor, its subject the form's name: the owner answers from their own mail program. */
function replyHref(email: string, form: InboxForm): string {
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(fill(S.replySubject, { name: formName(form) }))}`;
}

function SubmissionDialog({ form, submission, onClose, onChanged, onDelete }: { form: InboxForm; submission: InboxSubmission; onClose(): void; onChanged(s: InboxSubmission): void; onDelete(s: InboxSubmission): void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const toggleRead = () => {
    setBusy(true);
    markRead(submission, !submission.read).then(
      (s) => (setBusy(false), onChanged(s), toast(s.read ? S.markedRead : S.markedUnread)),
      (e: unknown) => (setBusy(false), toast(errorText(e), 'danger')),
    );
  };
  const date = formatDate(submission.submittedOn);
  const email = replyAddress(submission);
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={fill(S.detailTitle, { date })}
      description={`${formName(form)} · ${S.formId}: ${form.formId}`}
      actions={
        <>
          <Button variant="danger" onClick={() => onDelete(submission)}>{S.delete}</Button>
          <Button busy={busy} onClick={toggleRead}>{submission.read ? S.markUnread : S.markRead}</Button>
          {email ? <a className={buttonClass('secondary')} href={replyHref(email, form)}>{fill(S.reply, { email })}</a> : null}
          <Button variant="primary" onClick={onClose}>{A.ui.close}</Button>
        </>
      }
    >
      <Details
        items={[
          { key: 'status', term: S.status, value: <Badge tone={submission.read ? 'neutral' : 'info'}>{submission.read ? S.read : S.unread}</Badge> },
          ...(submission.pagePath ? [{ key: 'page', term: S.page, value: <a href={submission.pagePath}>{submission.pageTitle || submission.pagePath}</a> }] : []),
          ...submission.answers.map((a) => ({ key: a.fieldId, term: a.title, value: <span className="adm-pre">{a.text}</span> })),
        ]}
      />
    </Dialog>
  );
}

function Submissions({ form, unreadOnly, onCountsChanged }: { form: InboxForm; unreadOnly: boolean; onCountsChanged(): void }) {
  const list = useCursorList((cursor) => submissionsPage(form.formId, cursor, unreadOnly), [form.formId, unreadOnly]);
  const [open, setOpen] = useState<InboxSubmission | null>(null);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();

  const changed = (s: InboxSubmission) => {
    list.update((items) => items.map((x) => (x.id === s.id ? s : x)));
    setOpen((o) => (o?.id === s.id ? s : o));
    onCountsChanged();
  };
  const remove = (s: InboxSubmission) =>
    confirm({
      title: S.deleteTitle,
      consequence: fill(S.deleteConsequence, { date: formatDate(s.submittedOn), name: `${formName(form)} (${form.formId})` }),
      confirmLabel: S.delete,
      run: () =>
        deleteSubmission(s).then(
          () => {
            setOpen(null);
            list.update((items) => items.filter((x) => x.id !== s.id));
            onCountsChanged();
            toast(S.deleted);
          },
          (e: unknown) => Promise.reject(new Error(errorText(e))),
        ),
    });
  const quickRead = (s: InboxSubmission) => markRead(s, !s.read).then((x) => (changed(x), toast(x.read ? S.markedRead : S.markedUnread)), (e: unknown) => toast(errorText(e), 'danger'));

  const columns: Column<InboxSubmission>[] = [
    { key: 'date', header: S.submitted, cell: (s) => formatDate(s.submittedOn), rowHeader: true },
    { key: 'from', header: S.from, cell: (s) => sender(s) },
    { key: 'summary', header: S.summary, cell: (s) => <span className="adm-truncate">{s.answers.slice(0, SUMMARY_ANSWERS).map((a) => a.text).join(' · ')}</span> },
    { key: 'status', header: S.status, cell: (s) => <Badge tone={s.read ? 'neutral' : 'info'}>{s.read ? S.read : S.unread}</Badge> },
    {
      key: 'actions',
      header: S.actions,
      cell: (s) => (
        <span className="adm-row-actions">
          <Button size="small" onClick={() => setOpen(s)} aria-label={fill(S.viewLabel, { date: formatDate(s.submittedOn) })}>{S.view}</Button>
          <Button size="small" variant="ghost" onClick={() => void quickRead(s)}>{s.read ? S.markUnread : S.markRead}</Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <Table
        caption={fill(S.caption, { name: formName(form) })}
        hideCaption
        columns={columns}
        rows={list.items}
        failed={list.failed}
        rowKey={(s) => s.id}
        rowClass={(s) => (s.read ? undefined : 'adm-table__row--unread')}
        empty={unreadOnly ? <EmptyState title={S.noneUnread}>{S.noneUnreadBody}</EmptyState> : <EmptyState title={S.none}>{S.noneBody}</EmptyState>}
      />
      <Pager list={list} label={S.pagesLabel} />
      {open ? <SubmissionDialog form={form} submission={open} onClose={() => setOpen(null)} onChanged={changed} onDelete={remove} /> : null}
      {dialog}
    </>
  );
}

export function FormSubmissionsScreen({ query }: ScreenProps) {
  const [forms, setForms] = useState<InboxForm[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    allForms().then((f) => (setForms(f), setFailed(null)), (e: unknown) => setFailed(errorText(e)));
  }, [tick]);
  const unreadOnly = query.get('unread') === '1';
  const chosenId = query.get('form');
  const withSubmissions = forms?.find((f) => f.submissions > 0);
  const form = forms?.find((f) => f.formId === chosenId) ?? withSubmissions ?? forms?.[0] ?? null;
  const go = (changes: { form?: string; unread?: boolean }) =>
    navigate(adminHref('submissions/forms', { form: changes.form ?? form?.formId, unread: (changes.unread ?? unreadOnly) ? '1' : undefined }), { replace: true });

  return (
    <>
      <PageHeader
        title={A.nav.submissionsForms}
        description={A.descriptions.submissionsForms}
        actions={form?.onSite ? <a className={buttonClass('primary')} href={csvHref(form.formId)} download>{S.exportCsv}</a> : null}
      />
      {failed ? (
        <div role="alert" className="adm-card"><p>{failed}</p><Button onClick={() => setTick((n) => n + 1)}>{A.ui.retry}</Button></div>
      ) : forms === null ? (
        <p role="status" className="adm-muted">{A.ui.loading}</p>
      ) : forms.length === 0 || !form ? (
        <div className="adm-card"><EmptyState title={S.noForms}>{S.noFormsBody}</EmptyState></div>
      ) : (
        <>
          <ListToolbar>
            <Select
              label={S.form}
              value={form.formId}
              onChange={(e) => go({ form: e.target.value })}
              options={forms.map((f) => ({ value: f.formId, label: fill(S.formOption, { name: formName(f), id: f.formId }) }))}
            />
            <Checkbox label={S.unreadOnly} checked={unreadOnly} onCheckedChange={(v) => go({ unread: v })} />
          </ListToolbar>
          <Card>
            <Details
              items={[
                { key: 'name', term: S.formName, value: form.onSite ? formName(form) : <>{formName(form)} <Badge tone="warning">{S.notOnSite}</Badge></> },
                { key: 'id', term: S.formId, value: <code>{form.formId}</code> },
                { key: 'total', term: S.total, value: formatCount(form.submissions) },
                { key: 'unread', term: S.unread, value: formatCount(form.unread) },
                ...(form.lastSubmittedOn ? [{ key: 'last', term: S.lastSubmitted, value: formatDate(form.lastSubmittedOn) }] : []),
              ]}
            />
          </Card>
          <Submissions key={form.formId} form={form} unreadOnly={unreadOnly} onCountsChanged={() => setTick((n) => n + 1)} />
        </>
      )}
    </>
  );
}
