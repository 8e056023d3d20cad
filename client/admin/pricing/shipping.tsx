/**
 * Settings → Shipping: the store's shipping options (the content file's to
 * start with), each with its name in every site language, its flat rate,
 * the amount over which it is free and the countries it ships to. Add,
 * edit and delete (confirmed) for a role allowed to change prices; the
 * next checkout offers the change.
 */
import { useCallback, useEffect, useState } from 'react';
import { PRICING_TEXTS as T } from '../../../editor/pricing-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { countryList, SHIPPING_NAME_MAX_LENGTH } from '../../../editor/store-pricing.js';
import { Button, EmptyState, formatMoney, PageHeader, Table, TextField, useConfirm, useToast, type Column } from '../../admin-ui/index.js';
import { getMe } from '../commerce/api.js';
import { centsOf, centsText, deleteShipping, listShipping, messageOf, saveShipping, type ShippingList, type ShippingOption } from './api.js';
import { EntryDialog, useEntryDialog, useFormErrors } from './entry-form.js';

/** The language's name in the admin's language ("French"), else its tag. */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function ShippingScreen() {
  const [data, setData] = useState<ShippingList | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [mayChange, setMayChange] = useState(false);
  const { editing, open, edit, close } = useEntryDialog<ShippingOption>();
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const load = useCallback(() => {
    setFailed(null);
    listShipping().then(setData, (e: unknown) => setFailed(messageOf(e)));
  }, []);
  useEffect(load, [load]);
  useEffect(() => void getMe().then((me) => setMayChange(me.can.pricing), () => undefined), []);
  const money = (cents: number) => formatMoney(cents, data?.currency ?? 'USD');

  const columns: Column<ShippingOption>[] = [
    {
      key: 'name',
      header: T.shipping.name,
      rowHeader: true,
      cell: (o) => (
        <>
          <span className="adm-orders__name">{o.name}</span>
          {Object.entries(o.names).map(([tag, name]) => <span key={tag} className="adm-orders__meta" lang={tag}>{name}</span>)}
        </>
      ),
    },
    { key: 'rate', header: T.shipping.rate, numeric: true, cell: (o) => (o.rateCents === 0 ? T.shipping.free : money(o.rateCents)) },
    { key: 'free', header: T.shipping.freeOver, numeric: true, cell: (o) => (o.freeOverCents === null ? T.shipping.never : money(o.freeOverCents)) },
    { key: 'countries', header: T.shipping.countries, cell: (o) => (o.countries.length ? o.countries.join(', ') : T.common.everywhere) },
  ];
  if (mayChange) {
    columns.push({
      key: 'actions',
      header: T.common.actions,
      cell: (o) => (
        <span className="adm-orders__row-actions">
          <Button size="small" aria-label={`${T.common.edit} ${o.name}`} onClick={() => edit(o)}>{T.common.edit}</Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`${T.common.delete} ${o.name}`}
            onClick={() =>
              confirm({
                title: T.shipping.deleteTitle(o.name),
                consequence: T.shipping.deleteConsequence,
                confirmLabel: T.common.delete,
                run: () => deleteShipping(o.id).then(() => {
                  setData((d) => d && { ...d, options: d.options.filter((x) => x.id !== o.id) });
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
      <PageHeader title={A.nav.settingsShipping} description={T.shipping.description} actions={mayChange ? <Button variant="primary" onClick={() => edit(null)}>{T.shipping.add}</Button> : null} />
      {!mayChange && data ? <p className="adm-orders__note">{T.common.readOnly}</p> : null}
      <Table
        caption={T.shipping.caption}
        hideCaption
        columns={columns}
        rows={data?.options ?? null}
        rowKey={(o) => o.id}
        failed={failed === null ? null : { message: failed, retry: load }}
        empty={<EmptyState title={T.shipping.emptyTitle}>{T.shipping.emptyBody}</EmptyState>}
      />
      {data && editing ? (
        <ShippingDialog
          key={editing.n}
          open={open}
          option={editing.entry}
          languages={data.languages}
          onClose={close}
          onSaved={(saved) => {
            setData((d) => d && { ...d, options: d.options.some((x) => x.id === saved.id) ? d.options.map((x) => (x.id === saved.id ? saved : x)) : [...d.options, saved] });
            close();
            toast(T.common.saved);
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}

function ShippingDialog({ open, option, languages, onClose, onSaved }: { open: boolean; option: ShippingOption | null; languages: ShippingList['languages']; onClose(): void; onSaved(o: ShippingOption): void }) {
  const [names, setNames] = useState<Record<string, string>>(() => Object.fromEntries(languages.all.map((l) => [l, l === languages.main ? (option?.name ?? '') : (option?.names[l] ?? '')])));
  const [rate, setRate] = useState(centsText(option?.rateCents ?? null));
  const [freeOver, setFreeOver] = useState(centsText(option?.freeOverCents ?? null));
  const [countries, setCountries] = useState(option?.countries.join(', ') ?? '');
  const [busy, setBusy] = useState(false);
  const f = useFormErrors();
  const submit = () => {
    const rateCents = centsOf(rate, null);
    const freeOverCents = centsOf(freeOver, null);
    const ok = f.check({
      amount: rateCents === null || rateCents === 'bad' ? T.common.moneyInvalid : null,
      freeOver: freeOverCents === 'bad' ? T.common.moneyInvalid : null,
    });
    if (!ok || rateCents === null || rateCents === 'bad' || freeOverCents === 'bad') return;
    setBusy(true);
    saveShipping(option?.id ?? null, { names, rateCents, freeOverCents, countries: countryList(countries) }).then(
      (r) => onSaved(r.option),
      (e: unknown) => {
        setBusy(false);
        f.refused(e);
      },
    );
  };
  return (
    <EntryDialog open={open} onOpenChange={(o) => !o && onClose()} title={option ? T.shipping.editTitle(option.name) : T.shipping.addTitle} formId="adm-shipping-form" busy={busy} submitLabel={T.common.save} onSubmit={submit} errors={f.errors}>
      {languages.all.map((tag) => (
        <TextField
          key={tag}
          label={languages.all.length > 1 ? T.shipping.nameIn(languageName(tag)) : T.shipping.name}
          hint={tag === languages.main && languages.all.length > 1 ? T.shipping.nameHint : undefined}
          value={names[tag] ?? ''}
          maxLength={SHIPPING_NAME_MAX_LENGTH}
          autoComplete="off"
          required={tag === languages.main}
          // The main language's name is required: the server refuses an empty one with its text.
          error={tag === languages.main ? f.of('name') : null}
          onChange={(e) => setNames((n) => ({ ...n, [tag]: e.target.value }))}
        />
      ))}
      <TextField label={T.shipping.rate} inputMode="decimal" autoComplete="off" value={rate} error={f.of('amount')} onChange={(e) => setRate(e.target.value)} />
      <TextField label={T.shipping.freeOver} hint={T.shipping.freeOverHint} inputMode="decimal" autoComplete="off" value={freeOver} error={f.of('freeOver')} onChange={(e) => setFreeOver(e.target.value)} />
      <TextField label={T.shipping.countries} hint={T.shipping.countriesHint} autoComplete="off" value={countries} error={f.of('countries')} onChange={(e) => setCountries(e.target.value)} />
    </EntryDialog>
  );
}
