/**
 * The order actions' dialogs: mark fulfilled (carrier, tracking number,
 * the shopper's mail) and refund (units per line, the amount, back to
 * stock, a reason). Each makes its idempotency key when it opens, so a
 * double click or a retry after a network failure refunds once.
 */
import { useState, type FormEvent } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { EditorApiError } from '../../editor/api.js';
import { Button, Checkbox, Dialog, formatMoney, TextField } from '../../admin-ui/index.js';
import { priceCents } from '../../../editor/price-input.js';
import { fulfilOrder, newKey, refundOrder, type OrderDetail } from './api.js';

const messageOf = (e: unknown) => (e instanceof EditorApiError || e instanceof Error ? e.message : String(e));

interface DialogProps {
  order: OrderDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDone(order: OrderDetail, message: string): void;
}

export function FulfilDialog({ order, open, onOpenChange, onDone }: DialogProps) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(newKey);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    fulfilOrder(order.id, { carrier: carrier.trim(), trackingNumber: tracking.trim(), notify, idempotencyKey: key }).then(
      (r) => onDone(r.order, T.actions.fulfilled),
      (err: unknown) => {
        setBusy(false);
        setError(messageOf(err));
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={T.actions.fulfilTitle}
      description={T.actions.fulfilDescription}
      actions={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>{T.actions.close}</Button>
          <Button variant="primary" type="submit" form="adm-fulfil-form" busy={busy}>{T.actions.fulfilConfirm}</Button>
        </>
      }
    >
      <form id="adm-fulfil-form" className="adm-form" onSubmit={submit}>
        <TextField label={T.actions.carrier} value={carrier} maxLength={100} autoComplete="off" onChange={(e) => setCarrier(e.target.value)} />
        <TextField label={T.actions.trackingNumber} value={tracking} maxLength={100} autoComplete="off" onChange={(e) => setTracking(e.target.value)} />
        <div className="adm-form__row">
          <Checkbox label={T.actions.notify} checked={notify} onCheckedChange={(c) => setNotify(c === true)} />
        </div>
        {error ? <p role="alert" className="adm-field__error">{error}</p> : null}
      </form>
    </Dialog>
  );
}

/** Cents as the amount field shows them ("24.00"). */
const decimal = (cents: number) => (cents / 100).toFixed(2);

export function RefundDialog({ order, open, onOpenChange, onDone }: DialogProps) {
  const left = order.amounts.refundable;
  const refundable = order.lines.filter((l) => l.quantity > l.refundedQuantity);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(newKey);
  const linesCents = refundable.reduce((n, l) => n + (units[l.id] ?? 0) * l.unitPrice.cents, 0);
  const shown = amountTouched ? amount : linesCents > 0 ? decimal(Math.min(linesCents, left.cents)) : amount;
  const cents = priceCents(shown);
  const valid = cents !== null && cents > 0 && cents <= left.cents;
  const setUnit = (lineId: string, text: string, max: number) => {
    const n = Math.max(0, Math.min(max, Math.trunc(Number(text) || 0)));
    setUnits((u) => ({ ...u, [lineId]: n }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) {
      setError(T.actions.refundInvalid(formatMoney(left.cents, left.currency)));
      return;
    }
    setBusy(true);
    setError(null);
    const lines = refundable.filter((l) => (units[l.id] ?? 0) > 0).map((l) => ({ lineId: l.id, quantity: units[l.id]! }));
    refundOrder(order.id, { amountCents: cents, lines, restock, reason: reason.trim(), idempotencyKey: key }).then(
      (r) => onDone(r.order, T.actions.refunded(formatMoney(cents, left.currency))),
      (err: unknown) => {
        setBusy(false);
        setError(messageOf(err));
      },
    );
  };
  return (
    <Dialog
      open={open}
      wide
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={T.actions.refundTitle}
      description={T.actions.refundDescription(formatMoney(left.cents, left.currency))}
      actions={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>{T.actions.close}</Button>
          <Button variant="danger" type="submit" form="adm-refund-form" busy={busy}>
            {T.actions.refundConfirm(valid ? formatMoney(cents!, left.currency) : '')}
          </Button>
        </>
      }
    >
      <form id="adm-refund-form" className="adm-form" onSubmit={submit} noValidate>
        {refundable.length > 0 ? (
          <fieldset className="adm-fieldset">
            <legend>{T.actions.refundLines}</legend>
            {refundable.map((l) => {
              const max = l.quantity - l.refundedQuantity;
              return (
                <TextField
                  key={l.id}
                  label={T.actions.refundUnits(`${l.productName}${Object.keys(l.variant).length ? ` (${Object.values(l.variant).join(', ')})` : ''}`)}
                  hint={`${formatMoney(l.unitPrice.cents, l.unitPrice.currency)} × ${max}${l.giftCard ? ` · ${T.actions.refundVoidsCard}` : ''}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  value={String(units[l.id] ?? 0)}
                  onChange={(e) => setUnit(l.id, e.target.value, max)}
                />
              );
            })}
          </fieldset>
        ) : null}
        <TextField
          label={T.actions.refundAmount}
          hint={T.actions.refundAmountHint(left.currency)}
          inputMode="decimal"
          value={shown}
          onChange={(e) => {
            setAmountTouched(true);
            setAmount(e.target.value);
          }}
        />
        <div className="adm-form__row">
          <Checkbox label={T.actions.restock} checked={restock} onCheckedChange={(c) => setRestock(c === true)} />
        </div>
        <TextField label={T.actions.reason} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        {error ? <p role="alert" className="adm-field__error">{error}</p> : null}
      </form>
    </Dialog>
  );
}
