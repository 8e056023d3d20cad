/**
 * Restock waiting lists: per product and variant, how many wait and how
 * many were told, whether it is back in stock, the sign-ups (in a dialog),
 * and Notify now: disabled, with the reason beside it, while the variant
 * is still sold out, while no one waits, or for a role that may not send.
 * The server claims each sign-up once, so a second press sends nothing.
 */
import { useId, useState } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Badge, Button, Dialog, EmptyState, PageHeader, Pager, Table, fill, formatCount, formatDate, useCursorList, useToast, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { ownerRole } from '../../editor/owner-role.js';
import { notifyNow, restockPage, signUpsPage, type RestockGroup, type SignUp } from './inbox-api.js';

const R = A.restock;
const variantOf = (g: RestockGroup) => g.variantName || R.noVariant;

function SignUpsDialog({ group, onClose }: { group: RestockGroup; onClose(): void }) {
  const list = useCursorList((cursor) => signUpsPage(group, cursor), [group.productId, group.variantId]);
  const columns: Column<SignUp>[] = [
    { key: 'email', header: R.email, cell: (s) => s.siteVisitorEmail, rowHeader: true },
    { key: 'on', header: R.signedUp, cell: (s) => formatDate(s.createdOn) },
    { key: 'list', header: R.mailingList, cell: (s) => (s.isJoinMailingList ? R.yes : R.no) },
    { key: 'notified', header: R.notifiedOn, cell: (s) => (s.notifiedOn ? formatDate(s.notifiedOn) : <Badge tone="info">{R.notYet}</Badge>) },
  ];
  return (
    <Dialog open wide onOpenChange={(open) => !open && onClose()} title={fill(R.signUpsTitle, { product: group.productName })} description={variantOf(group)}>
      <Table caption={fill(R.signUpsLabel, { product: group.productName, variant: variantOf(group) })} hideCaption columns={columns} rows={list.items} failed={list.failed} rowKey={(s) => s.id} empty={<EmptyState title={R.none} />} />
      <Pager list={list} label={R.signUps} />
    </Dialog>
  );
}

/** Why Notify now cannot send for a group, or null when it can. */
function blocked(g: RestockGroup, admin: boolean): string | null {
  if (!admin) return R.adminOnly;
  if (g.inStock !== true) return R.stillSoldOut;
  if (g.pending === 0) return R.noneWaiting;
  return null;
}

function NotifyCell({ group, admin, onSent }: { group: RestockGroup; admin: boolean; onSent(g: RestockGroup, sent: number): void }) {
  const id = useId();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const reason = blocked(group, admin);
  const send = () => {
    setBusy(true);
    notifyNow(group).then(
      (sent) => (setBusy(false), onSent(group, sent), toast(fill(R.sent, { count: sent }))),
      (e: unknown) => (setBusy(false), toast(e instanceof EditorApiError ? e.message : A.ui.somethingWrong, 'danger')),
    );
  };
  return (
    <span className="adm-row-actions">
      <Button size="small" variant="primary" busy={busy} disabled={reason !== null} aria-describedby={reason ? id : undefined} aria-label={fill(R.notifyLabel, { product: group.productName, variant: variantOf(group) })} onClick={send}>
        {R.notifyNow}
      </Button>
      {reason ? <span id={id} className="adm-field__hint">{reason}</span> : null}
    </span>
  );
}

export function RestockScreen() {
  const admin = ownerRole() === 'ADMIN';
  const list = useCursorList(restockPage, []);
  const [open, setOpen] = useState<RestockGroup | null>(null);
  const sent = (g: RestockGroup, count: number) =>
    list.update((items) => items.map((x) => (x.productId === g.productId && x.variantId === g.variantId ? { ...x, pending: Math.max(0, x.pending - count), notified: x.notified + count } : x)));
  const stock = (g: RestockGroup) =>
    g.inStock === null ? <Badge>{R.unknown}</Badge> : g.inStock ? <Badge tone="success">{R.inStock}</Badge> : <Badge tone="warning">{R.soldOut}</Badge>;
  const columns: Column<RestockGroup>[] = [
    { key: 'product', header: R.product, cell: (g) => g.productName || g.productId, rowHeader: true },
    { key: 'variant', header: R.variant, cell: variantOf },
    { key: 'pending', header: R.pending, cell: (g) => formatCount(g.pending), numeric: true },
    { key: 'notified', header: R.notified, cell: (g) => formatCount(g.notified), numeric: true },
    { key: 'stock', header: R.stock, cell: stock },
    {
      key: 'actions',
      header: R.actions,
      cell: (g) => (
        <span className="adm-row-actions">
          <Button size="small" onClick={() => setOpen(g)} aria-label={fill(R.signUpsLabel, { product: g.productName, variant: variantOf(g) })}>{R.signUps}</Button>
          <NotifyCell group={g} admin={admin} onSent={sent} />
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={A.nav.submissionsRestock} description={A.descriptions.submissionsRestock} />
      <Table caption={R.caption} hideCaption columns={columns} rows={list.items} failed={list.failed} rowKey={(g) => `${g.productId}/${g.variantId}`} empty={<EmptyState title={R.none}>{R.noneBody}</EmptyState>} />
      <Pager list={list} label={R.pagesLabel} />
      {open ? <SignUpsDialog group={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
