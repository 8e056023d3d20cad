/**
 * Comments: what visitors wrote under the posts, by status (waiting for
 * approval, approved, spam) newest first with cursor paging. Approve shows
 * a comment on its post; Mark spam hides it; Delete removes it after the
 * confirm dialog. Each action moves the row out of the list it was in.
 */
import { useState } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { COMMENTS_TEXTS as C } from '../../../editor/comments-texts.js';
import { Badge, Button, EmptyState, ListToolbar, PageHeader, Pager, Select, Table, fill, formatDate, useConfirm, useCursorList, useToast, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, navigate } from '../router.js';
import type { ScreenProps } from '../screen-types.js';
import { COMMENT_STATUSES, commentsPage, deleteComment, setStatus, type CommentStatus, type OwnerComment } from './comments-api.js';

const errorText = (e: unknown) => (e instanceof EditorApiError ? e.message : A.ui.somethingWrong);
const TONE = { pending: 'warning', approved: 'success', spam: 'neutral' } as const;
const EMPTY: Record<CommentStatus, [string, string]> = {
  pending: [C.emptyPending, C.emptyPendingBody],
  approved: [C.emptyApproved, C.emptyApprovedBody],
  spam: [C.emptySpam, C.emptySpamBody],
};
/** What each list offers besides Delete: the status a button moves a comment to. */
const MOVES: Record<CommentStatus, { to: CommentStatus; label: string; aria: string; done: string }[]> = {
  pending: [
    { to: 'approved', label: C.approve, aria: C.approveLabel, done: C.approved },
    { to: 'spam', label: C.markSpam, aria: C.markSpamLabel, done: C.markedSpam },
  ],
  approved: [
    { to: 'pending', label: C.unapprove, aria: C.unapproveLabel, done: C.backToPending },
    { to: 'spam', label: C.markSpam, aria: C.markSpamLabel, done: C.markedSpam },
  ],
  spam: [
    { to: 'pending', label: C.notSpam, aria: C.notSpamLabel, done: C.backToPending },
    { to: 'approved', label: C.approve, aria: C.approveLabel, done: C.approved },
  ],
};

const isStatus = (v: string | null): v is CommentStatus => v !== null && (COMMENT_STATUSES as readonly string[]).includes(v);

export default function CommentsScreen({ query }: ScreenProps) {
  const chosen = query.get('status');
  const status: CommentStatus = isStatus(chosen) ? chosen : 'pending';
  const [counts, setCounts] = useState<Record<CommentStatus, number> | null>(null);
  const list = useCursorList((cursor) => commentsPage(status, cursor).then((p) => (setCounts(p.counts), p)), [status]);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const moved = (c: OwnerComment, to: CommentStatus | null) => {
    list.update((items) => items.filter((x) => x.id !== c.id));
    setCounts((n) => (n ? { ...n, [c.status]: Math.max(0, n[c.status] - 1), ...(to ? { [to]: n[to] + 1 } : {}) } : n));
  };
  const move = (c: OwnerComment, to: CommentStatus, done: string) => {
    setBusy(`${c.id}:${to}`);
    setStatus(c, to).then(
      () => (setBusy(null), moved(c, to), toast(done)),
      (e: unknown) => (setBusy(null), toast(errorText(e), 'danger')),
    );
  };
  const remove = (c: OwnerComment) =>
    confirm({
      title: C.deleteTitle,
      consequence: fill(C.deleteConsequence, { name: c.authorName, post: c.itemTitle }),
      confirmLabel: C.delete,
      run: () => deleteComment(c).then(() => (moved(c, null), toast(C.deleted)), (e: unknown) => Promise.reject(new Error(errorText(e)))),
    });

  const columns: Column<OwnerComment>[] = [
    { key: 'date', header: C.columns.date, cell: (c) => formatDate(c.createdOn, { time: true }) },
    {
      key: 'author',
      header: C.columns.author,
      rowHeader: true,
      cell: (c) => (
        <>
          <strong>{c.authorName}</strong>
          <br />
          <span className="adm-muted">{c.authorEmail}</span>
          {c.signedIn ? <> <Badge tone="info">{C.signedIn}</Badge></> : null}
        </>
      ),
    },
    { key: 'post', header: C.columns.post, cell: (c) => <a href={`${c.pagePath}#comments`}>{c.itemTitle || c.pagePath}</a> },
    { key: 'comment', header: C.columns.comment, cell: (c) => <span className="adm-pre">{c.body}</span> },
    { key: 'status', header: C.columns.status, cell: (c) => <Badge tone={TONE[c.status]}>{C.status[c.status]}</Badge> },
    {
      key: 'actions',
      header: C.columns.actions,
      cell: (c) => (
        <span className="adm-row-actions">
          {MOVES[c.status].map((m) => (
            <Button key={m.to} size="small" variant={m.to === 'approved' ? 'primary' : 'secondary'} busy={busy === `${c.id}:${m.to}`} aria-label={fill(m.aria, { name: c.authorName })} onClick={() => move(c, m.to, m.done)}>
              {m.label}
            </Button>
          ))}
          <Button size="small" variant="danger" aria-label={fill(C.deleteLabel, { name: c.authorName })} onClick={() => remove(c)}>{C.delete}</Button>
        </span>
      ),
    },
  ];
  const [emptyTitle, emptyBody] = EMPTY[status];
  return (
    <>
      <PageHeader title={C.nav} description={C.description} />
      <ListToolbar>
        <Select
          label={C.statusFilter}
          value={status}
          onChange={(e) => navigate(adminHref('comments', { status: e.target.value === 'pending' ? undefined : e.target.value }), { replace: true })}
          options={COMMENT_STATUSES.map((s) => ({ value: s, label: counts ? fill(C.statusOption, { status: C.status[s], count: String(counts[s]) }) : C.status[s] }))}
        />
      </ListToolbar>
      <Table
        caption={`${C.caption}: ${C.status[status]}`}
        hideCaption
        columns={columns}
        rows={list.items}
        failed={list.failed}
        rowKey={(c) => c.id}
        empty={<EmptyState title={emptyTitle}>{emptyBody}</EmptyState>}
      />
      <Pager list={list} label={C.pagesLabel} />
      {dialog}
    </>
  );
}
