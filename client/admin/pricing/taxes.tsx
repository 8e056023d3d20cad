/**
 * Settings → Taxes: the tax rules by country and region (the content
 * file's to start with), each with its rate and whether it is charged on
 * shipping too. Add, edit and delete (confirmed) for a role allowed to
 * change prices; the next checkout charges the change.
 */
import { useCallback, useEffect, useState } from 'react';
import { PRICING_TEXTS as T } from '../../../editor/pricing-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { rateBasisPoints, rateText, TAX_NAME_MAX_LENGTH } from '../../../editor/store-pricing.js';
import { Button, Checkbox, EmptyState, PageHeader, Table, TextField, useConfirm, useToast, type Column } from '../../admin-ui/index.js';
import { getMe } from '../commerce/api.js';
import { deleteTax, listTaxes, messageOf, saveTax, type TaxRule } from './api.js';
import { EntryDialog, useEntryDialog, useFormErrors } from './entry-form.js';

/** A rate in the admin's language: 8.88 % (fr: 8,88 %). */
const percent = (bp: number) => new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

export function TaxesScreen() {
  const [rules, setRules] = useState<TaxRule[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [mayChange, setMayChange] = useState(false);
  const { editing, open, edit, close } = useEntryDialog<TaxRule>();
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const load = useCallback(() => {
    setFailed(null);
    listTaxes().then((r) => setRules(r.rules), (e: unknown) => setFailed(messageOf(e)));
  }, []);
  useEffect(load, [load]);
  useEffect(() => void getMe().then((me) => setMayChange(me.can.pricing), () => undefined), []);

  const columns: Column<TaxRule>[] = [
    { key: 'name', header: T.taxes.name, rowHeader: true, cell: (r) => r.name },
    { key: 'country', header: T.taxes.country, cell: (r) => r.country },
    { key: 'region', header: T.taxes.region, cell: (r) => r.region || T.taxes.wholeCountry },
    { key: 'rate', header: T.taxes.rate, numeric: true, cell: (r) => percent(r.rateBasisPoints) },
    { key: 'shipping', header: T.taxes.shipping, cell: (r) => (r.appliesToShipping ? T.common.yes : T.common.no) },
  ];
  if (mayChange) {
    columns.push({
      key: 'actions',
      header: T.common.actions,
      cell: (r) => (
        <span className="adm-orders__row-actions">
          <Button size="small" aria-label={`${T.common.edit} ${r.name}`} onClick={() => edit(r)}>{T.common.edit}</Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`${T.common.delete} ${r.name}`}
            onClick={() =>
              confirm({
                title: T.taxes.deleteTitle(r.name),
                consequence: T.taxes.deleteConsequence,
                confirmLabel: T.common.delete,
                run: () => deleteTax(r.id).then(() => {
                  setRules((list) => (list ?? []).filter((x) => x.id !== r.id));
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
      <PageHeader title={A.nav.settingsTaxes} description={T.taxes.description} actions={mayChange ? <Button variant="primary" onClick={() => edit(null)}>{T.taxes.add}</Button> : null} />
      {!mayChange && rules ? <p className="adm-orders__note">{T.common.readOnly}</p> : null}
      <Table
        caption={T.taxes.caption}
        hideCaption
        columns={columns}
        rows={rules}
        rowKey={(r) => r.id}
        failed={failed === null ? null : { message: failed, retry: load }}
        empty={<EmptyState title={T.taxes.emptyTitle}>{T.taxes.emptyBody}</EmptyState>}
      />
      {editing ? (
        <TaxDialog
          key={editing.n}
          open={open}
          rule={editing.entry}
          onClose={close}
          onSaved={(saved) => {
            setRules((list) => ((list ?? []).some((x) => x.id === saved.id) ? (list ?? []).map((x) => (x.id === saved.id ? saved : x)) : [...(list ?? []), saved]));
            close();
            toast(T.common.saved);
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}

function TaxDialog({ open, rule, onClose, onSaved }: { open: boolean; rule: TaxRule | null; onClose(): void; onSaved(r: TaxRule): void }) {
  const [name, setName] = useState(rule?.name ?? '');
  const [country, setCountry] = useState(rule?.country ?? '');
  const [region, setRegion] = useState(rule?.region ?? '');
  const [rate, setRate] = useState(rule ? rateText(rule.rateBasisPoints) : '');
  const [onShipping, setOnShipping] = useState(rule?.appliesToShipping ?? false);
  const [busy, setBusy] = useState(false);
  const f = useFormErrors();
  const submit = () => {
    const bp = rateBasisPoints(rate);
    if (!f.check({ rate: bp === null ? T.taxes.rateInvalid : null }) || bp === null) return;
    setBusy(true);
    saveTax(rule?.id ?? null, { name, country, region, rateBasisPoints: bp, appliesToShipping: onShipping }).then(
      (r) => onSaved(r.rule),
      (e: unknown) => {
        setBusy(false);
        f.refused(e);
      },
    );
  };
  return (
    <EntryDialog open={open} onOpenChange={(o) => !o && onClose()} title={rule ? T.taxes.editTitle(rule.name) : T.taxes.addTitle} formId="adm-tax-form" busy={busy} submitLabel={T.common.save} onSubmit={submit} errors={f.errors}>
      <TextField label={T.taxes.name} value={name} maxLength={TAX_NAME_MAX_LENGTH} autoComplete="off" required error={f.of('name')} onChange={(e) => setName(e.target.value)} />
      <TextField label={T.taxes.country} hint={T.taxes.countryHint} value={country} maxLength={2} autoComplete="off" required error={f.of('country')} onChange={(e) => setCountry(e.target.value)} />
      <TextField label={T.taxes.region} hint={T.taxes.regionHint} value={region} maxLength={3} autoComplete="off" error={f.of('region')} onChange={(e) => setRegion(e.target.value)} />
      <TextField label={T.taxes.rate} hint={T.taxes.rateHint} suffix="%" inputMode="decimal" value={rate} autoComplete="off" required error={f.of('rate')} onChange={(e) => setRate(e.target.value)} />
      <div className="adm-form__row">
        <Checkbox label={T.taxes.appliesToShipping} checked={onShipping} onCheckedChange={setOnShipping} />
      </div>
    </EntryDialog>
  );
}
