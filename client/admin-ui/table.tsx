/**
 * A data table: a caption (read by screen readers, shown or hidden),
 * column heads with scope, numeric columns right-aligned, and the three
 * states of a list: loading (skeleton rows, aria-busy), empty (an
 * EmptyState in the body) and failed (the message with a retry).
 *
 * `stack`: on a phone (admin-ui.css, below 641 px) each row becomes a card
 * of its cells, each named by its column's head, so nothing scrolls
 * sideways. The table keeps its roles (given explicitly: a table drawn as
 * blocks may lose them), so a screen reader still reads rows and columns.
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
  /** Rows as cards on a phone, each cell named by its column (see above). */
  stack?: boolean;
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

export function Table<T>({ caption, hideCaption, columns, rows, rowKey, empty, failed, loadingRows = DEFAULT_LOADING_ROWS, rowClass, stack }: TableProps<T>) {
  const span = columns.length;
  /** A stacked cell's name: its column's head, when that is text. */
  const label = (c: Column<T>) => (stack && typeof c.header === 'string' ? { 'data-label': c.header } : {});
  const role = (r: string) => (stack ? { role: r } : {});
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
      <tr key={rowKey(row)} className={rowClass?.(row)} {...role('row')}>
        {columns.map((c) =>
          c.rowHeader ? (
            <th key={c.key} scope="row" className={c.numeric ? 'adm-num' : undefined} {...role('rowheader')}>{c.cell(row)}</th>
          ) : (
            <td key={c.key} className={c.numeric ? 'adm-num' : undefined} {...role('cell')} {...label(c)}>{c.cell(row)}</td>
          ),
        )}
      </tr>
    ));
  }
  return (
    <div className="adm-table-wrap" ref={box} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <table className={stack ? 'adm-table adm-table--stack' : 'adm-table'} aria-busy={rows === null && !failed ? true : undefined} {...role('table')}>
        <caption className={hideCaption ? 'adm-visually-hidden' : undefined}>{caption}</caption>
        <thead {...role('rowgroup')}>
          <tr {...role('row')}>{columns.map((c) => <th key={c.key} scope="col" className={c.numeric ? 'adm-num' : undefined} {...role('columnheader')}>{c.header}</th>)}</tr>
        </thead>
        <tbody {...role('rowgroup')}>{body}</tbody>
      </table>
      {rows === null && !failed ? <p role="status" className="adm-visually-hidden">{A.ui.loading}</p> : null}
    </div>
  );
}
