/**
 * Discounts: the coupon codes (the content file's to start with), each
 * with its kind and value, its minimum order, whether it combines and is
 * once per customer, whether it is switched off, and how many orders used
 * it. Create, edit, switch off or on, and delete (confirmed) for a role
 * allowed to change prices. Codes are normalised as the checkout does; the
 * server refuses a code already in use.
 */
import { useCallback, useEffect, useState } from 'react';
import { PRICING_TEXTS as T } from '../../../editor/pricing-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { COUPON_CODE_MAX_INPUT, normalCouponCode } from '../../../editor/store-pricing.js';
import { Badge, Button, Checkbox, EmptyState, formatCount, formatMoney, PageHeader, Select, Table, TextField, useConfirm, useToast, type Column } from '../../admin-ui/index.js';
import { getMe } from '../commerce/api.js';
import { centsOf, centsText, deleteCoupon, listCoupons, listShipping, messageOf, saveCoupon, type Coupon, type CouponBody } from './api.js';
import { EntryDialog, useEntryDialog, useFormErrors } from './entry-form.js';

const bodyOf = (c: Coupon): CouponBody => ({
  code: c.code,
  kind: c.percentOff > 0 ? 'percent' : 'amount',
  value: c.percentOff > 0 ? c.percentOff : c.amountOffCents,
  minimumSubtotalCents: c.minimumSubtotalCents,
  combinable: c.combinable,
  oncePerCustomer: c.oncePerCustomer,
  disabled: c.disabled,
});

export function CouponsScreen() {
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [mayChange, setMayChange] = useState(false);
  const { editing, open, edit, close } = useEntryDialog<Coupon>();
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const load = useCallback(() => {
    setFailed(null);
    // The store's currency comes with the shipping list (one currency per store).
    Promise.all([listCoupons(), listShipping()]).then(
      ([c, s]) => {
        setCurrency(s.currency);
        setCoupons(c.coupons);
      },
      (e: unknown) => setFailed(messageOf(e)),
    );
  }, []);
  useEffect(load, [load]);
  useEffect(() => void getMe().then((me) => setMayChange(me.can.pricing), () => undefined), []);
  const money = (cents: number) => formatMoney(cents, currency ?? 'USD');
  const replace = (old: string, saved: Coupon) => setCoupons((list) => (list ?? []).map((x) => (x.code === old ? saved : x)));
  const toggle = (c: Coupon) =>
    saveCoupon(c.code, { ...bodyOf(c), disabled: !c.disabled }).then(
      (r) => {
        replace(c.code, r.coupon);
        toast(r.coupon.disabled ? T.coupons.disabledToast(c.code) : T.coupons.enabledToast(c.code));
      },
      (e: unknown) => toast(messageOf(e), 'danger'),
    );

  const columns: Column<Coupon>[] = [
    {
      key: 'code',
      header: T.coupons.code,
      rowHeader: true,
      cell: (c) => (
        <>
          <span className="adm-orders__name">{c.code}</span>
          <span className="adm-orders__meta">{c.percentOff > 0 ? T.coupons.percentOff(c.percentOff) : T.coupons.amountOff(money(c.amountOffCents))}</span>
        </>
      ),
    },
    { key: 'kind', header: T.coupons.kind, cell: (c) => (c.percentOff > 0 ? T.coupons.percent : T.coupons.amount) },
    { key: 'minimum', header: T.coupons.minimum, numeric: true, cell: (c) => (c.minimumSubtotalCents > 0 ? money(c.minimumSubtotalCents) : T.coupons.none) },
    { key: 'combinable', header: T.coupons.combinable, cell: (c) => (c.combinable ? T.common.yes : T.common.no) },
    { key: 'once', header: T.coupons.oncePerCustomer, cell: (c) => (c.oncePerCustomer ? T.common.yes : T.common.no) },
    { key: 'uses', header: T.coupons.uses, numeric: true, cell: (c) => (c.uses === 0 ? formatCount(0) : T.coupons.usesCount(c.uses)) },
    { key: 'status', header: T.coupons.status, cell: (c) => (c.disabled ? <Badge tone="neutral">{T.coupons.disabled}</Badge> : <Badge tone="success">{T.coupons.enabled}</Badge>) },
  ];
  if (mayChange) {
    columns.push({
      key: 'actions',
      header: T.common.actions,
      cell: (c) => (
        <span className="adm-orders__row-actions">
          <Button size="small" aria-label={`${T.common.edit} ${c.code}`} onClick={() => edit(c)}>{T.common.edit}</Button>
          <Button size="small" aria-label={`${c.disabled ? T.coupons.enable : T.coupons.disable} ${c.code}`} onClick={() => void toggle(c)}>{c.disabled ? T.coupons.enable : T.coupons.disable}</Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`${T.common.delete} ${c.code}`}
            onClick={() =>
              confirm({
                title: T.coupons.deleteTitle(c.code),
                consequence: T.coupons.deleteConsequence,
                confirmLabel: T.common.delete,
                run: () => deleteCoupon(c.code).then(() => {
                  setCoupons((list) => (list ?? []).filter((x) => x.code !== c.code));
                  toast(T.common.deleted);
                }),
              })
            }
          >
            {T.common.delete}
          </Button>
        </span>
      ),
    });
  }
  return (
    <>
      <PageHeader title={A.nav.discounts} description={T.coupons.description} actions={mayChange ? <Button variant="primary" onClick={() => edit(null)}>{T.coupons.add}</Button> : null} />
      {!mayChange && coupons ? <p className="adm-orders__note">{T.common.readOnly}</p> : null}
      <Table
        caption={T.coupons.caption}
        hideCaption
        columns={columns}
        rows={coupons}
        rowKey={(c) => c.code}
        failed={failed === null ? null : { message: failed, retry: load }}
        empty={<EmptyState title={T.coupons.emptyTitle}>{T.coupons.emptyBody}</EmptyState>}
      />
      {editing ? (
        <CouponDialog
          key={editing.n}
          open={open}
          coupon={editing.entry}
          onClose={close}
          onSaved={(saved) => {
            if (editing.entry) replace(editing.entry.code, saved);
            else setCoupons((list) => [...(list ?? []), saved]);
            close();
            toast(T.common.saved);
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}

function CouponDialog({ open, coupon, onClose, onSaved }: { open: boolean; coupon: Coupon | null; onClose(): void; onSaved(c: Coupon): void }) {
  const start = coupon ? bodyOf(coupon) : null;
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState<'percent' | 'amount'>(start?.kind ?? 'percent');
  const [value, setValue] = useState(start ? (start.kind === 'percent' ? String(start.value) : centsText(start.value)) : '');
  const [minimum, setMinimum] = useState(coupon && coupon.minimumSubtotalCents > 0 ? centsText(coupon.minimumSubtotalCents) : '');
  const [combinable, setCombinable] = useState(coupon?.combinable ?? false);
  const [once, setOnce] = useState(coupon?.oncePerCustomer ?? false);
  const [busy, setBusy] = useState(false);
  const f = useFormErrors();
  const submit = () => {
    const percent = /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : null;
    const amount = centsOf(value, null);
    const min = centsOf(minimum, 0);
    const ok = f.check({
      value: kind === 'percent' ? (percent === null || percent < 1 || percent > 100 ? T.coupons.percentInvalid : null) : amount === null || amount === 'bad' ? T.common.moneyInvalid : null,
      amount: min === 'bad' ? T.common.moneyInvalid : null,
    });
    const v = kind === 'percent' ? percent : amount;
    if (!ok || v === null || v === 'bad' || min === 'bad' || min === null) return;
    setBusy(true);
    saveCoupon(coupon?.code ?? null, { code: normalCouponCode(code), kind, value: v, minimumSubtotalCents: min, combinable, oncePerCustomer: once, disabled: coupon?.disabled ?? false }).then(
      (r) => onSaved(r.coupon),
      (e: unknown) => {
        setBusy(false);
        f.refused(e);
      },
    );
  };
  return (
    <EntryDialog open={open} onOpenChange={(o) => !o && onClose()} title={coupon ? T.coupons.editTitle(coupon.code) : T.coupons.addTitle} formId="adm-coupon-form" busy={busy} submitLabel={T.common.save} onSubmit={submit} errors={f.errors}>
      <TextField label={T.coupons.code} hint={T.coupons.codeHint} value={code} maxLength={COUPON_CODE_MAX_INPUT} autoComplete="off" autoCapitalize="characters" spellCheck={false} required error={f.of('code')} onChange={(e) => setCode(e.target.value)} />
      <Select label={T.coupons.kind} value={kind} options={[{ value: 'percent', label: T.coupons.percent }, { value: 'amount', label: T.coupons.amount }]} onChange={(e) => setKind(e.target.value === 'amount' ? 'amount' : 'percent')} />
      <TextField label={kind === 'percent' ? T.coupons.percentValue : T.coupons.amountValue} suffix={kind === 'percent' ? '%' : undefined} inputMode="decimal" autoComplete="off" required value={value} error={f.of('value')} onChange={(e) => setValue(e.target.value)} />
      {/* The minimum's refusal (too large) comes back as the 'amount' field. */}
      <TextField label={T.coupons.minimum} hint={T.coupons.minimumHint} inputMode="decimal" autoComplete="off" value={minimum} error={f.of('amount')} onChange={(e) => setMinimum(e.target.value)} />
      <div className="adm-form__row">
        <Checkbox label={T.coupons.combinable} checked={combinable} onCheckedChange={setCombinable} />
      </div>
      <div className="adm-form__row">
        <Checkbox label={T.coupons.oncePerCustomer} checked={once} onCheckedChange={setOnce} />
      </div>
    </EntryDialog>
  );
}
