/**
 * An order's packing slip (/config/orders/<id>/packing-slip): a page of
 * its own that prints on one sheet (commerce-screens.css's print rules
 * keep only the slip): the store's name and address, the order's number
 * and date, the ship-to address (address-lines.ts), and the lines that
 * ship with their quantities, variants and SKUs; no prices. The slip's
 * words follow the order's language (it goes to the customer); the page
 * around it, the admin's. Print is a button (window.print), so the
 * keyboard reaches it; the browser's own print (Ctrl+P) gives the same.
 */
import { useEffect, useState } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { packingSlipWords } from '../../../editor/packing-slip-texts.js';
import { Button, EmptyState, formatDate, PageHeader } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, followLink } from '../router.js';
import { getPackingSlip, type PackingSlip } from './api.js';
import { addressLines } from './address-lines.js';
import { labelled } from '../../../engine/i18n/label-value.js';

function Slip({ slip }: { slip: PackingSlip }) {
  const W = packingSlipWords(slip.language);
  const shipTo = slip.shipTo ? addressLines(slip.shipTo, slip.language) : [];
  return (
    <article className="adm-slip" lang={slip.language} aria-labelledby="adm-slip-title">
      <header className="adm-slip__head">
        <div>
          <h2 id="adm-slip-title" className="adm-slip__store">{slip.store.name}</h2>
          <address className="adm-orders__address">{slip.store.address.map((l, i) => <span key={i}>{l}</span>)}</address>
        </div>
        <div className="adm-slip__order">
          <p className="adm-slip__kind">{W.title}</p>
          <p className="adm-slip__number">{W.order(slip.number)}</p>
          <p>{labelled(W.date, formatDate(slip.createdAt, { time: false, locale: slip.language }), slip.language)}</p>
        </div>
      </header>
      <section className="adm-slip__to" aria-labelledby="adm-slip-to">
        <h3 id="adm-slip-to">{W.shipTo}</h3>
        {shipTo.length ? <address className="adm-orders__address">{shipTo.map((l, i) => <span key={i}>{l}</span>)}</address> : <p>{W.noAddress}</p>}
      </section>
      {slip.lines.length ? (
        <table className="adm-slip__lines">
          <caption className="adm-visually-hidden">{W.itemsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{W.item}</th>
              <th scope="col">{W.sku}</th>
              <th scope="col" className="adm-num">{W.quantity}</th>
            </tr>
          </thead>
          <tbody>
            {slip.lines.map((l) => (
              <tr key={l.id}>
                <th scope="row">
                  <span className="adm-orders__name">{l.productName}</span>
                  {Object.entries(l.variant).map(([k, v]) => <span key={k} className="adm-orders__meta">{labelled(k, v, slip.language)}</span>)}
                </th>
                <td>{l.sku}</td>
                <td className="adm-num">{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{W.nothingToShip}</p>
      )}
    </article>
  );
}

export function PackingSlipView({ orderId }: { orderId: string }) {
  const [slip, setSlip] = useState<PackingSlip | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = () => {
    setFailed(null);
    getPackingSlip(orderId).then((r) => setSlip(r.slip), (e: unknown) => setFailed(e instanceof EditorApiError && e.status === 404 ? T.order.notFound : e instanceof Error ? e.message : String(e)));
  };
  useEffect(load, [orderId]);
  const number = slip?.number ?? '';
  const back = { href: adminHref(`orders/${orderId}`), label: number ? T.slip.back(number) : T.order.back, onClick: followLink };
  if (failed !== null) {
    return (
      <>
        <PageHeader title={T.slip.title('')} back={back} />
        <div role="alert"><EmptyState title={failed} action={<Button onClick={load}>{A.ui.retry}</Button>} /></div>
      </>
    );
  }
  return (
    <div className="adm-slip-page">
      <div className="adm-slip-page__tools">
        <PageHeader title={T.slip.title(number || '…')} back={back} description={T.slip.description} actions={slip ? <Button variant="primary" onClick={() => window.print()}>{T.slip.print}</Button> : null} />
      </div>
      {slip ? <Slip slip={slip} /> : <p role="status" className="adm-muted">{A.ui.loading}</p>}
    </div>
  );
}
