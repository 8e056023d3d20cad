/**
 * Reviews: what buyers wrote about the products they bought, waiting for
 * approval or approved, newest first. Approve shows a review on its product
 * page (with the rating summary); Hide takes it off again; Delete removes
 * it after the confirm dialog.
 */
import { useState } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { CONTRIBUTIONS_TEXTS as C } from '../../../editor/contributions-texts.js';
import { Badge, Button, EmptyState, ListToolbar, PageHeader, Pager, Select, Table, fill, formatDate, useConfirm, useCursorList, useToast, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, navigate } from '../router.js';
import type { ScreenProps } from '../screen-types.js';
import { deleteReview, REVIEW_STATUSES, reviewsPage, setReviewStatus, type OwnerReview, type ReviewStatus } from './contributions-api.js';

const errorText = (e: unknown) => (e instanceof EditorApiError ? e.message : A.ui.somethingWrong);
const isStatus = (v: string | null): v is ReviewStatus => v !== null && (REVIEW_STATUSES as readonly string[]).includes(v);
const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

export default function ReviewsScreen({ query }: ScreenProps) {
  const chosen = query.get('status');
  const status: ReviewStatus = isStatus(chosen) ? chosen : 'pending';
  const [counts, setCounts] = useState<Record<ReviewStatus, number> | null>(null);
  const list = useCursorList((cursor) => reviewsPage(status, cursor).then((p) => (setCounts(p.counts), p)), [status]);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const moved = (r: OwnerReview, to: ReviewStatus | null) => {
    list.update((items) => items.filter((x) => x.id !== r.id));
    setCounts((n) => (n ? { ...n, [r.status]: Math.max(0, n[r.status] - 1), ...(to ? { [to]: n[to] + 1 } : {}) } : n));
  };
  const move = (r: OwnerReview, to: ReviewStatus, done: string) => {
    setBusy(r.id);
    setReviewStatus(r, to).then(
      () => (setBusy(null), moved(r, to), toast(done)),
      (e: unknown) => (setBusy(null), toast(errorText(e), 'danger')),
    );
  };
  const remove = (r: OwnerReview) =>
    confirm({
      title: C.deleteTitle,
      consequence: fill(C.deleteConsequence, { name: r.authorName, product: r.productName }),
      confirmLabel: C.delete,
      run: () => deleteReview(r).then(() => (moved(r, null), toast(C.deleted)), (e: unknown) => Promise.reject(new Error(errorText(e)))),
    });

  const columns: Column<OwnerReview>[] = [
    { key: 'date', header: C.reviewColumns.date, cell: (r) => formatDate(r.createdOn, { time: true }) },
    { key: 'product', header: C.reviewColumns.product, rowHeader: true, cell: (r) => r.productName },
    { key: 'rating', header: C.reviewColumns.rating, cell: (r) => <span role="img" aria-label={fill(C.stars, { count: String(r.rating) })}>{stars(r.rating)}</span> },
    { key: 'review', header: C.reviewColumns.review, cell: (r) => <>{r.title ? <><strong>{r.title}</strong><br /></> : null}<span className="adm-pre">{r.body}</span></> },
    { key: 'author', header: C.reviewColumns.author, cell: (r) => <>{r.authorName}<br /><span className="adm-muted">{r.authorEmail}</span></> },
    {
      key: 'actions',
      header: C.reviewColumns.actions,
      cell: (r) => (
        <span className="adm-row-actions">
          {r.status === 'pending' ? (
            <Button size="small" variant="primary" busy={busy === r.id} aria-label={fill(C.approveLabel, { name: r.authorName })} onClick={() => move(r, 'approved', C.approved)}>{C.approve}</Button>
          ) : (
            <Button size="small" variant="secondary" busy={busy === r.id} aria-label={fill(C.hideLabel, { name: r.authorName })} onClick={() => move(r, 'pending', C.hidden)}>{C.hide}</Button>
          )}
          <Button size="small" variant="danger" aria-label={fill(C.deleteLabel, { name: r.authorName })} onClick={() => remove(r)}>{C.delete}</Button>
        </span>
      ),
    },
  ];
  const [emptyTitle, emptyBody] = status === 'pending' ? [C.emptyPending, C.emptyPendingBody] : [C.emptyApproved, C.emptyApprovedBody];
  return (
    <>
      <PageHeader title={C.reviewsNav} description={C.reviewsDescription} />
      <ListToolbar>
        <Select
          label={C.reviewsFilter}
          value={status}
          onChange={(e) => navigate(adminHref('reviews', { status: e.target.value === 'pending' ? undefined : e.target.value }), { replace: true })}
          options={REVIEW_STATUSES.map((s) => ({ value: s, label: counts ? fill(C.statusOption, { status: C.reviewStatus[s], count: String(counts[s]) }) : C.reviewStatus[s] }))}
        />
      </ListToolbar>
      <Table caption={`${C.reviewsCaption}: ${C.reviewStatus[status]}`} hideCaption columns={columns} rows={list.items} failed={list.failed} rowKey={(r) => r.id} empty={<EmptyState title={emptyTitle}>{emptyBody}</EmptyState>} />
      <Pager list={list} label={C.reviewsPages} />
      {dialog}
    </>
  );
}
