/** Donations: the gifts made on the donate page, newest first with cursor paging, and their totals. */
import { useState } from 'react';
import { CONTRIBUTIONS_TEXTS as C } from '../../../editor/contributions-texts.js';
import { Badge, EmptyState, PageHeader, Pager, Table, fill, formatDate, formatMoney, useCursorList, type Column } from '../../admin-ui/index.js';
import { donationsPage, type DonationsPage, type OwnerDonation } from './contributions-api.js';

export default function DonationsScreen() {
  const [totals, setTotals] = useState<DonationsPage['totals']>([]);
  const list = useCursorList((cursor) => donationsPage(cursor).then((p) => (setTotals(p.totals), p)), []);
  const columns: Column<OwnerDonation>[] = [
    { key: 'date', header: C.donationColumns.date, cell: (d) => formatDate(d.createdOn, { time: true }) },
    { key: 'receipt', header: C.donationColumns.receipt, rowHeader: true, cell: (d) => <>{d.number}{d.testMode ? <> <Badge tone="neutral">{C.testPayment}</Badge></> : null}</> },
    { key: 'donor', header: C.donationColumns.donor, cell: (d) => <><strong>{d.donorName}</strong><br /><span className="adm-muted">{d.donorEmail}</span></> },
    { key: 'amount', header: C.donationColumns.amount, cell: (d) => formatMoney(d.amountCents, d.currency) },
    { key: 'status', header: C.donationColumns.status, cell: (d) => <Badge tone={d.status === 'paid' ? 'success' : 'warning'}>{C.donationStatus[d.status]}</Badge> },
  ];
  return (
    <>
      <PageHeader title={C.donationsNav} description={C.donationsDescription} />
      {totals.map((x) => (
        <p key={x.currency} className="adm-muted" data-donation-total>
          {fill(C.donationsTotal, { count: String(x.count), amount: formatMoney(x.amountCents, x.currency) })}
        </p>
      ))}
      <Table caption={C.donationsCaption} hideCaption columns={columns} rows={list.items} failed={list.failed} rowKey={(d) => d.id} empty={<EmptyState title={C.noDonations}>{C.noDonationsBody}</EmptyState>} />
      <Pager list={list} label={C.donationsPages} />
    </>
  );
}
