/**
 * The Products list across the site's stores (GET /api/editor/products):
 * search by title, filters by store, type and stock state (kept in the
 * address, so a filtered list can be bookmarked), price with its currency
 * and the units in stock, cursor paging and the empty states. A product's
 * title opens its editor (/config/products/<store>/<product>).
 */
import { useEffect, useState } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { EDITOR_TEXTS as T } from '../../../editor/texts.js';
import { Badge, Button, EmptyState, fill, formatCount, formatMoney, ListToolbar, Pager, Select, Table, useCursorList, type Column, type Tone } from '../../admin-ui/index.js';
import { get } from '../../editor/api.js';
import { STOCK_STATES, type ListedProductRow, type StockState } from '../../../editor/product-list-row.js';
import { adminHref, followLink, navigate } from '../router.js';

const P = () => A.productList;

/** The product types the list filters by (engine/commerce/model.ts ProductType). */
const TYPES = [
  ['1', 'PHYSICAL'],
  ['2', 'DIGITAL'],
  ['3', 'SERVICE'],
  ['4', 'GIFT_CARD'],
] as const;

/** A row as the server lists it. */
export type ProductRow = ListedProductRow;

interface Filter {
  q?: string;
  storeId?: string;
  type?: string;
  stock?: string;
}

const stateText = (s: StockState) => ({ 'in-stock': P().inStock, 'low-stock': P().lowStock, 'sold-out': P().soldOut, unlimited: P().unlimited })[s];
const stateTone = (s: StockState): Tone => ({ 'in-stock': 'success', 'low-stock': 'warning', 'sold-out': 'danger', unlimited: 'neutral' } as const)[s];
/** The catalogue's product-type name (a subscription says so, with the type it ships as). */
const typeText = (p: Pick<ProductRow, 'productType' | 'subscription'>) => {
  const name = (T.productTypes.names as Record<number, string>)[p.productType] ?? '';
  return p.subscription && name ? fill(P().subscriptionOf, { type: name }) : name;
};

function priceOf(p: ProductRow): string {
  if (p.minPriceCents === null || p.maxPriceCents === null) return P().noPrice;
  const low = formatMoney(p.minPriceCents, p.currency);
  return p.minPriceCents === p.maxPriceCents ? low : fill(P().from, { price: low });
}

export const productEditorHref = (p: Pick<ProductRow, 'storeId' | 'id'>) => adminHref(`products/${encodeURIComponent(p.storeId)}/${encodeURIComponent(p.id)}`);

const columns = (): readonly Column<ProductRow>[] => [
  {
    key: 'title',
    header: P().title,
    rowHeader: true,
    cell: (p) => (
      <a href={productEditorHref(p)} onClick={followLink}>
        {p.title}
      </a>
    ),
  },
  { key: 'store', header: P().store, cell: (p) => p.storeTitle },
  { key: 'type', header: P().type, cell: (p) => typeText(p) },
  { key: 'price', header: P().price, numeric: true, cell: priceOf },
  {
    key: 'stock',
    header: P().stock,
    cell: (p) => (
      <>
        <Badge tone={stateTone(p.stockState)}>{stateText(p.stockState)}</Badge>
        {p.stockUnits !== null && p.stockUnits > 0 ? <> {fill(P().units, { count: formatCount(p.stockUnits) })}</> : null}
      </>
    ),
  },
];

function filterOf(query: URLSearchParams): Filter {
  const f: Filter = {};
  for (const k of ['q', 'storeId', 'type', 'stock'] as const) {
    const v = query.get(k);
    if (v) f[k] = v;
  }
  return f;
}

function listProducts(filter: Filter, cursor: string | null) {
  const q = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  if (cursor) q.set('cursor', cursor);
  return get<{ items: ProductRow[]; hasNextPage: boolean; nextPageCursor: string | null }>(`/api/editor/products?${q}`);
}

export function ProductsList({ query }: { query: URLSearchParams }) {
  const filter = filterOf(query);
  const key = JSON.stringify(filter);
  const go = (change: Partial<Filter>) => navigate(adminHref('products', { ...filter, ...change }));
  const list = useCursorList((cursor) => listProducts(filter, cursor), [key]);
  const [stores, setStores] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    get<{ stores: { id: string; title: string }[] }>('/api/editor/stores').then(
      (r) => setStores(r.stores),
      () => undefined,
    );
  }, []);
  const filtered = Object.keys(filter).length > 0;
  return (
    <>
      <ListToolbar searchLabel={P().search} search={filter.q ?? ''} onSearch={(q) => go({ q })}>
        <Select label={P().store} value={filter.storeId ?? ''} options={[{ value: '', label: P().allStores }, ...stores.map((s) => ({ value: s.id, label: s.title }))]} onChange={(e) => go({ storeId: e.target.value })} />
        <Select label={P().type} value={filter.type ?? ''} options={[{ value: '', label: P().allTypes }, ...TYPES.map(([code, name]) => ({ value: code, label: P().types[name] }))]} onChange={(e) => go({ type: e.target.value })} />
        <Select label={P().state} value={filter.stock ?? ''} options={[{ value: '', label: P().allStates }, ...STOCK_STATES.map((s) => ({ value: s, label: stateText(s) }))]} onChange={(e) => go({ stock: e.target.value })} />
        {filtered ? <Button variant="ghost" onClick={() => navigate(adminHref('products'))}>{A.productList.clearFilters}</Button> : null}
      </ListToolbar>
      <Table
        caption={P().caption}
        hideCaption
        columns={columns()}
        rows={list.items}
        rowKey={(p) => p.id}
        failed={list.failed}
        empty={filtered ? <EmptyState title={P().noMatchTitle}>{P().noMatchBody}</EmptyState> : <EmptyState title={P().emptyTitle}>{P().emptyBody}</EmptyState>}
      />
      <Pager list={list} label={P().pages} />
    </>
  );
}
