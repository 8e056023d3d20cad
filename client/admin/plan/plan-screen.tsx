/**
 * Plan: the site's plan as its operator configured it (server/plan-config.ts)
 * and each of the 70 plan capabilities, included or 'Unavailable'. Where the
 * platform's billing pages were (/settings/billing/...), this screen is.
 */
import { useEffect, useState } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PLAN_TEXTS as P } from '../../../editor/plan-texts.js';
import type { NamedCapability } from '../../../editor/plan.js';
import { Badge, Card, Details, PageHeader, Table, fill, formatCount, type Column } from '../../admin-ui/index.js';
import { EditorApiError, get } from '../../editor/api.js';

interface Capability {
  id: number;
  name: NamedCapability | null;
  enabled: boolean;
}

interface PlanAnswer {
  plan: { id: string; name: string };
  capabilities: Capability[];
  integrationSources: { min: number; max: number };
}

const nameOf = (c: Capability) => (c.name ? P.named[c.name] : fill(P.numbered, { id: String(c.id) }));

export default function PlanScreen() {
  const [answer, setAnswer] = useState<PlanAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    get<PlanAnswer>('/api/owner/plan').then((a) => (setAnswer(a), setFailed(null)), (e: unknown) => setFailed(e instanceof EditorApiError ? e.message : A.ui.loadFailed));
  }, [tick]);
  const columns: Column<Capability>[] = [
    { key: 'id', header: P.columns.id, cell: (c) => formatCount(c.id), numeric: true },
    { key: 'name', header: P.columns.capability, cell: nameOf, rowHeader: true },
    { key: 'status', header: P.columns.status, cell: (c) => (c.enabled ? <Badge tone="success">{P.included}</Badge> : <Badge tone="neutral">{P.unavailable}</Badge>) },
  ];
  const on = answer?.capabilities.filter((c) => c.enabled).length ?? 0;
  // Sixty-two of the seventy have only a number: a row each would tell the owner nothing.
  const named = answer?.capabilities.filter((c) => c.name !== null) ?? null;
  const unnamed = answer?.capabilities.filter((c) => c.name === null) ?? [];
  const unnamedOff = unnamed.filter((c) => !c.enabled).map((c) => formatCount(c.id));
  return (
    <>
      <PageHeader title={P.nav} description={P.description} />
      {answer ? (
        <Card>
          <Details
            items={[
              { key: 'plan', term: P.planName, value: <strong>{answer.plan.name}</strong> },
              { key: 'count', term: P.caption, value: fill(P.counts, { on: formatCount(on), all: formatCount(answer.capabilities.length) }) },
            ]}
          />
          {unnamed.length ? (
            <p className="adm-muted">
              {fill(P.unnamed, { min: formatCount(unnamed[0]!.id), max: formatCount(unnamed.at(-1)!.id), on: formatCount(unnamed.length - unnamedOff.length), all: formatCount(unnamed.length) })}
              {unnamedOff.length > 0 && unnamedOff.length < unnamed.length ? ` ${fill(P.unnamedOff, { list: unnamedOff.join(', ') })}` : null}
            </p>
          ) : null}
          <p className="adm-muted">{fill(P.integrationSources, { min: String(answer.integrationSources.min), max: String(answer.integrationSources.max) })}</p>
          <p className="adm-muted">{P.howToChange}</p>
        </Card>
      ) : null}
      <Table
        caption={P.caption}
        columns={columns}
        rows={named ?? (failed ? [] : null)}
        failed={failed ? { message: failed, retry: () => setTick((n) => n + 1) } : null}
        rowKey={(c) => String(c.id)}
        empty={<p>{A.ui.loadFailed}</p>}
      />
    </>
  );
}
