/**
 * Cursor paging for a list screen. The owner APIs answer a page as
 * `{ <items>, hasNextPage, nextPageCursor }`; `useCursorList` keeps the
 * cursors of the pages seen (so Previous works without an offset), reloads
 * from the first page when the query changes, and <Pager> shows the two
 * buttons.
 *
 *   const list = useCursorList((cursor) => get(`/api/x?${q}&cursor=${cursor ?? ''}`).then((r) => ({ items: r.things, ...r })), [q]);
 *   <Table rows={list.items} failed={list.failed} ... /> <Pager list={list} />
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { Button } from './button.js';

export interface CursorPage<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export interface CursorList<T> {
  /** null while a page loads. */
  items: T[] | null;
  failed: { message: string; retry(): void } | null;
  pageNumber: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next(): void;
  previous(): void;
  /** Loads the page again; the rows shown stay (and keep focus) until the new ones arrive. */
  reload(): void;
  /** Replaces the rows shown (after a change the server confirmed). */
  update(change: (items: T[]) => T[]): void;
}

export function useCursorList<T>(load: (cursor: string | null) => Promise<CursorPage<T>>, deps: readonly unknown[]): CursorList<T> {
  // cursors[i] is the cursor that loads page i (page 0: none).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<CursorPage<T> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const at = cursors.length - 1;
  // A reload keeps the rows on screen: a list refreshed under the owner's eyes (a new order arriving) must not flash empty or drop focus.
  const keepRows = useRef(false);

  useEffect(() => setCursors([null]), deps);
  useEffect(() => {
    let live = true;
    if (!keepRows.current) setPage(null);
    keepRows.current = false;
    setFailed(null);
    loadRef.current(cursors[at] ?? null).then(
      (p) => live && setPage(p),
      (e: unknown) => live && setFailed(e instanceof Error && e.message ? e.message : A.ui.loadFailed),
    );
    return () => void (live = false);
  }, [cursors, tick]);

  const reload = useCallback(() => {
    keepRows.current = true;
    setTick((n) => n + 1);
  }, []);
  return {
    items: page?.items ?? null,
    failed: failed === null ? null : { message: failed, retry: reload },
    pageNumber: at + 1,
    hasNext: page?.hasNextPage === true && page.nextPageCursor !== null,
    hasPrevious: at > 0,
    next: () => page?.nextPageCursor && setCursors((c) => [...c, page.nextPageCursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    reload,
    update: (change) => setPage((p) => (p ? { ...p, items: change(p.items) } : p)),
  };
}

/** Previous and Next under a list; nothing when the list fits one page. */
export function Pager<T>({ list, label }: { list: CursorList<T>; label: string }) {
  if (!list.hasNext && !list.hasPrevious) return null;
  return (
    <nav className="adm-pager" aria-label={label}>
      <Button size="small" onClick={list.previous} disabled={!list.hasPrevious}>{A.ui.previousPage}</Button>
      <Button size="small" onClick={list.next} disabled={!list.hasNext}>{A.ui.nextPage}</Button>
    </nav>
  );
}
