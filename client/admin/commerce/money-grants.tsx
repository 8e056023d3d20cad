/**
 * The money grant on the Permissions screen (administrators only): the
 * site's website managers, each with a switch that lets them refund and
 * cancel orders and pause or cancel subscriptions (the SPEC's
 * STORE_MANAGER role beside WEBSITE_MANAGER; server/commerce/owner/money-grants.ts).
 * The server applies a change on the manager's next request.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { Card, EmptyState, Switch, Table, useToast, type Column } from '../../admin-ui/index.js';
import { get, send } from '../../editor/api.js';
import { OWNER_API } from './api.js';

interface ManagerGrant {
  accountId: string;
  email: string;
  moneyGranted: boolean;
}

const failureText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `reloadKey` changes when the roles above change (a manager granted or revoked), so the list follows. */
export function MoneyGrants({ reloadKey = 0 }: { reloadKey?: number }) {
  const [managers, setManagers] = useState<ManagerGrant[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const describedBy = useId();

  const load = useCallback(() => {
    setFailed(null);
    get<{ managers: ManagerGrant[] }>(`${OWNER_API}/money-grants`).then((r) => setManagers(r.managers), (e: unknown) => setFailed(failureText(e)));
  }, []);
  useEffect(load, [load, reloadKey]);

  const change = async (m: ManagerGrant, granted: boolean) => {
    if (busy !== null) return;
    setBusy(m.accountId);
    try {
      const { manager } = await send<{ manager: ManagerGrant }>('PUT', `${OWNER_API}/money-grants/${encodeURIComponent(m.accountId)}`, { granted });
      setManagers((list) => (list ?? []).map((x) => (x.accountId === manager.accountId ? manager : x)));
      toast(granted ? T.grants.granted(m.email) : T.grants.revoked(m.email));
    } catch (e) {
      toast(failureText(e), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const columns: readonly Column<ManagerGrant>[] = [
    { key: 'email', header: T.grants.manager, rowHeader: true, cell: (m) => m.email },
    {
      key: 'money',
      header: T.grants.allowed,
      cell: (m) => (
        <Switch
          label={<span className="adm-visually-hidden">{T.grants.allow(m.email)}</span>}
          checked={m.moneyGranted}
          // Not disabled while it saves: a disabled switch would drop the keyboard's focus.
          describedBy={describedBy}
          onCheckedChange={(v) => void change(m, v)}
        />
      ),
    },
  ];

  return (
    <Card title={T.grants.title}>
      <p id={describedBy} className="adm-muted">{T.grants.description}</p>
      <Table
        caption={T.grants.caption}
        hideCaption
        columns={columns}
        rows={managers}
        rowKey={(m) => m.accountId}
        failed={failed === null ? null : { message: failed, retry: load }}
        empty={<EmptyState title={T.grants.emptyTitle}>{T.grants.emptyBody}</EmptyState>}
      />
    </Card>
  );
}
