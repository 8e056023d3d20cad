// The admin's cursor-paged lists (client/admin-ui/cursor-list.tsx): a reload
// (the Orders list's poll finding a new order) keeps the rows on screen and
// the owner's focus on their row until the new page arrives; moving to
// another page shows the loading state.
import '../dom.js';
import t from 'tap';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useCursorList, type CursorList, type CursorPage } from '../../../client/admin-ui/cursor-list.js';

interface Row { id: string }

/** Pages answered by hand: each load waits until the test resolves it. */
const pending: ((p: CursorPage<Row>) => void)[] = [];
const load = () => new Promise<CursorPage<Row>>((resolve) => pending.push(resolve));
/** Answers every load waiting (a mount may start one that its own effects then drop). */
const answer = (p: CursorPage<Row>) => act(async () => pending.splice(0).forEach((resolve) => resolve(p)));
const page = (ids: string[], next: string | null = null): CursorPage<Row> => ({ items: ids.map((id) => ({ id })), hasNextPage: next !== null, nextPageCursor: next });

let list: CursorList<Row> | null = null;
function Rows() {
  list = useCursorList(load, []);
  return list.items === null
    ? createElement('p', { id: 'loading' }, 'Loading')
    : createElement('ul', null, list.items.map((r) => createElement('li', { key: r.id }, createElement('a', { href: `#${r.id}`, id: r.id }, r.id))));
}

t.test('a reload keeps the rows and the focus until the new page arrives', async (t) => {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  t.teardown(() => act(() => root.unmount()));
  await act(async () => root.render(createElement(Rows)));
  t.ok(document.getElementById('loading'), 'the first load shows the loading state');
  await answer(page(['b', 'a'], 'c1'));
  document.getElementById('b')!.focus();

  await act(async () => list!.reload());
  t.equal(document.getElementById('loading'), null, 'no loading state during a reload');
  t.equal(document.activeElement?.id, 'b', 'focus stays on the row');
  await answer(page(['c', 'b', 'a'], 'c1'));
  t.same([...host.querySelectorAll('a')].map((a) => a.id), ['c', 'b', 'a'], 'the new order is listed');
  t.equal(document.activeElement?.id, 'b', 'and focus is still on the same row');

  await act(async () => list!.next());
  t.ok(document.getElementById('loading'), 'another page shows the loading state');
  await answer(page(['z']));
  t.same([...host.querySelectorAll('a')].map((a) => a.id), ['z']);
});
