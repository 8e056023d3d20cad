/**
 * One page of an owner's listing, newest first: rows keyed by
 * (created_at, id), after the opaque cursor of the page before (cursor.ts).
 * The comments, reviews and donations screens page their rows this way.
 */
import type { SelectQueryBuilder } from 'kysely';
import { decodeCursor, encodeCursor, type Page } from './cursor.js';

interface KeyedRow {
  created_at: string;
  id: string;
}

/** `query` selects the rows (filters applied); `toItem` makes each row the answer's item, keyed by createdOn and id. */
export async function newestFirstPage<Row extends KeyedRow, Item extends { createdOn: string; id: string }>(
  // The tables differ; only their created_at and id columns are read here.
  query: SelectQueryBuilder<any, any, Row>,
  cursor: string | undefined,
  limit: number,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const after = decodeCursor(cursor);
  let q = query as SelectQueryBuilder<Record<'t', KeyedRow>, 't', Row>;
  if (after) {
    const [at = '', id = ''] = after;
    q = q.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
  }
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const items = rows.slice(0, limit).map(toItem);
  const hasNextPage = rows.length > limit;
  const last = items[items.length - 1];
  return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.createdOn, last.id]) : null };
}
