/**
 * Gift cards: every card issued, newest first with cursor paging, searched
 * on the server by recipient email or the code's last 4 (?q=) — its
 * code masked but for the last four, initial and remaining balance,
 * recipient, status and the order that bought it. A role allowed to move
 * money issues one by hand (the recipient gets the gift-card mail, in the
 * language chosen) and voids one (confirmed, naming the balance lost).
 */
import { useEffect, useState } from 'react';
import { PRICING_TEXTS as T } from '../../../editor/pricing-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { EMAIL_MAX_LENGTH, GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_NAME_MAX_LENGTH } from '../../../editor/store-pricing.js';
import { Badge, Button, buttonClass, EmptyState, formatMoney, ListToolbar, PageHeader, Pager, Select, Table, TextField, useConfirm, useCursorList, useToast, type Column } from '../../admin-ui/index.js';
import type { ScreenProps } from '../screen-types.js';
import { adminHref, followLink, navigate } from '../router.js';
import { getMe, newKey } from '../commerce/api.js';
import { centsOf, issueGiftCard, listGiftCards, listShipping, voidGiftCard, type GiftCard } from './api.js';
import { EntryDialog, useEntryDialog, useFormErrors } from './entry-form.js';

const TONE = { active: 'success', spent: 'neutral', void: 'danger' } as const;

function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function GiftCardsScreen({ query }: Partial<ScreenProps>) {
  const q = query?.get('q') ?? '';
  const list = useCursorList((cursor) => listGiftCards(cursor, q).then((r) => ({ items: r.giftCards, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor })), [q]);
  const [mayChange, setMayChange] = useState(false);
  const { editing: issuing, open, edit, close } = useEntryDialog<null>();
  const [site, setSite] = useState<{ languages: { main: string; all: string[] }; currency: string } | null>(null);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  useEffect(() => void getMe().then((me) => setMayChange(me.can.giftCards), () => undefined), []);
  useEffect(() => void listShipping().then((s) => setSite({ languages: s.languages, currency: s.currency }), () => undefined), []);

  const columns: Column<GiftCard>[] = [
    { key: 'code', header: T.giftCards.code, rowHeader: true, cell: (c) => <span className="adm-orders__name">{c.code}</span> },
    { key: 'initial', header: T.giftCards.initial, numeric: true, cell: (c) => formatMoney(c.initial.cents, c.initial.currency) },
    { key: 'balance', header: T.giftCards.balance, numeric: true, cell: (c) => formatMoney(c.balance.cents, c.balance.currency) },
    {
      key: 'recipient',
      header: T.giftCards.recipient,
      cell: (c) => (
        <>
          {c.recipientName ? <span className="adm-orders__name">{c.recipientName}</span> : null}
          <span className="adm-orders__email">{c.recipientEmail}</span>
        </>
      ),
    },
    { key: 'status', header: T.giftCards.status, cell: (c) => <Badge tone={TONE[c.status]}>{T.giftCards.statuses[c.status]}</Badge> },
    {
      key: 'order',
      header: T.giftCards.order,
      cell: (c) => (c.order ? <a href={adminHref(`orders/${c.order.id}`)} onClick={followLink}>#{c.order.number}</a> : T.giftCards.byHand),
    },
  ];
  if (mayChange) {
    columns.push({
      key: 'actions',
      header: T.common.actions,
      cell: (c) =>
        c.status === 'void' ? null : (
          <Button
            size="small"
            variant="danger"
            aria-label={`${T.giftCards.void} ${c.code}`}
            onClick={() =>
              confirm({
                title: T.giftCards.voidTitle(c.code),
                consequence: T.giftCards.voidConsequence(formatMoney(c.balance.cents, c.balance.currency)),
                confirmLabel: T.giftCards.void,
                run: () => voidGiftCard(c.id).then((r) => {
                  list.update((items) => items.map((x) => (x.id === c.id ? r.giftCard : x)));
                  toast(T.giftCards.voided);
                }),
              })
            }
          >
            {T.giftCards.void}
          </Button>
        ),
    });
  }
  return (
    <>
      <PageHeader title={A.nav.giftCards} description={T.giftCards.description} actions={mayChange ? <Button variant="primary" onClick={() => edit(null)}>{T.giftCards.issue}</Button> : null} />
      <ListToolbar searchLabel={T.giftCards.searchLabel} search={q} onSearch={(s) => navigate(adminHref('gift-cards', { q: s }))} />
      <Table
        caption={T.giftCards.caption}
        hideCaption
        columns={columns}
        rows={list.items}
        rowKey={(c) => c.id}
        failed={list.failed}
        empty={
          q ? (
            <EmptyState title={T.giftCards.emptyFilteredTitle} action={<a className={buttonClass('secondary')} href={adminHref('gift-cards')} onClick={followLink}>{T.giftCards.showAll}</a>}>{T.giftCards.emptyFilteredBody(q)}</EmptyState>
          ) : (
            <EmptyState title={T.giftCards.emptyTitle}>{T.giftCards.emptyBody}</EmptyState>
          )
        }
      />
      <Pager list={list} label={T.giftCards.pagesLabel} />
      {issuing && site ? (
        <IssueDialog
          key={issuing.n}
          open={open}
          languages={site.languages}
          onClose={close}
          onIssued={(card) => {
            close();
            list.reload();
            toast(T.giftCards.issued(card.recipientEmail));
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}

function IssueDialog({ open, languages, onClose, onIssued }: { open: boolean; languages: { main: string; all: string[] }; onClose(): void; onIssued(card: GiftCard): void }) {
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [language, setLanguage] = useState(languages.main);
  const [busy, setBusy] = useState(false);
  // One key per dialog: a double click or a retry issues one card.
  const [key] = useState(newKey);
  const f = useFormErrors();
  const submit = () => {
    const cents = centsOf(amount, null);
    if (!f.check({ amount: cents === null || cents === 'bad' ? T.common.moneyInvalid : null }) || cents === null || cents === 'bad') return;
    setBusy(true);
    issueGiftCard({ amountCents: cents, recipientName: name, recipientEmail: email, message, language, idempotencyKey: key }).then(
      (r) => onIssued(r.giftCard),
      (e: unknown) => {
        setBusy(false);
        f.refused(e);
      },
    );
  };
  return (
    <EntryDialog open={open} onOpenChange={(o) => !o && onClose()} title={T.giftCards.issueTitle} description={T.giftCards.issueDescription} formId="adm-gift-card-form" busy={busy} submitLabel={T.giftCards.issue} onSubmit={submit} errors={f.errors}>
      <TextField label={T.giftCards.amount} inputMode="decimal" autoComplete="off" required value={amount} error={f.of('amount')} onChange={(e) => setAmount(e.target.value)} />
      <TextField label={T.giftCards.recipientName} autoComplete="off" maxLength={GIFT_CARD_NAME_MAX_LENGTH} required value={name} error={f.of('name')} onChange={(e) => setName(e.target.value)} />
      <TextField label={T.giftCards.recipientEmail} type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} required value={email} error={f.of('email')} onChange={(e) => setEmail(e.target.value)} />
      <TextField label={T.giftCards.message} hint={T.giftCards.messageHint} autoComplete="off" maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH} value={message} onChange={(e) => setMessage(e.target.value)} />
      {languages.all.length > 1 ? <Select label={T.giftCards.language} value={language} options={languages.all.map((l) => ({ value: l, label: languageName(l) }))} onChange={(e) => setLanguage(e.target.value)} /> : null}
    </EntryDialog>
  );
}
