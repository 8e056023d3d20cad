/**
 * A data table: a caption (read by screen readers, shown or hidden),
 * column heads with scope, numeric columns right-aligned, and the three
 * states of a list: loading (skeleton rows, aria-busy), empty (an
 * EmptyState in the body) and failed (the message with a retry).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { Button } from './button.js';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  numeric?: boolean;
  /** The row's header cell (its name), read first by screen readers in each row. */
  rowHeader?: boolean;
}

export interface TableProps<T> {
  caption: string;
  hideCaption?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[] | null;
  rowKey(row: T): string;
  /** Shown when `rows` is empty. */
  empty: ReactNode;
  /** A load failed: its message, and what retries it. */
  failed?: { message: string; retry(): void } | null;
  /** Rows of skeleton while loading (rows === null). */
  loadingRows?: number;
  rowClass?(row: T): string | undefined;
}

/** Skeleton rows shown while a table loads. */
const DEFAULT_LOADING_ROWS = 3;

/** Whether the box scrolls sideways (a wide table on a narrow screen): then it takes focus, so keyboards can scroll it. */
function useScrolls(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls];
}

export function Table<T>({ caption, hideCaption, columns, rows, rowKey, empty, failed, loadingRows = DEFAULT_LOADING_ROWS, rowClass }: TableProps<T>) {
  const span = columns.length;
  const [box, scrolls] = useScrolls();
  let body: ReactNode;
  if (failed) {
    body = (
      <tr>
        <td colSpan={span} className="adm-table__state">
          <div role="alert">
            <p>{failed.message}</p>
            <Button onClick={failed.retry}>{A.ui.retry}</Button>
          </div>
        </td>
      </tr>
    );
  } else if (rows === null) {
    body = Array.from({ length: loadingRows }, (_, i) => (
      <tr key={`loading-${i}`} aria-hidden="true">
        {columns.map((c) => <td key={c.key}><span className="adm-skeleton" /></td>)}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={span}>{empty}</td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className={rowClass?.(row)}>
        {columns.map((c) =>
          c.rowHeader ? (
            <th key={c.key} scope="row" className={c.numeric ? 'adm-num' : undefined}>{c.cell(row)}</th>
          ) : (
            <td key={c.key} className={c.numeric ? 'adm-num' : undefined}>{c.cell(row)}</td>
          ),
        )}
      </tr>
    ));
  }
  return (
    <div className="adm-table-wrap" ref={box} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <table className="adm-table" aria-busy={rows === null && !failed ? true : undefined}>
        <caption className={hideCaption ? 'adm-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>{columns.map((c) => <th key={c.key} scope="col" className={c.numeric ? 'adm-num' : undefined}>{c.header}</th>)}</tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      {rows === null && !failed ? <p role="status" className="adm-visually-hidden">{A.ui.loading}</p> : null}
    </div>
  );
}
