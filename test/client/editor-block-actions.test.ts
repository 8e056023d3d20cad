// The page editor's block actions and rendered blocks (client/editor/blocks/):
// Duplicate block duplicates the selected block and selects the copy; Copy
// block keeps the block (without its id) in local storage, and Paste block
// adds it at the end with a new id, on any page; with nothing copied it
// says so. The canvas takes each block's content from the page the live
// preview rendered, without its scripts.
import './dom.js';
import t from 'tap';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Data, PuckAction } from '@puckeditor/core';
import { BLOCK_CLIPBOARD_KEY, BlockActions } from '../../client/editor/blocks/block-actions.js';
import { renderedBlocksOf, sameBlocks } from '../../client/editor/blocks/rendered-blocks.js';

const ZONE = 'root:default-zone';
const data = { root: { props: {} }, content: [{ type: 'ProductsGrid', props: { id: 'ProductsGrid-1', collection: 'shop', count: 3, span: 12 } }, { type: 'Quote', props: { id: 'Quote-1', text: 'Hi', source: '', span: 6 } }] } as unknown as Data;

async function mount(at: number | null) {
  document.body.innerHTML = '<div id="host"></div>';
  const actions: PuckAction[] = [];
  const root = createRoot(document.getElementById('host')!);
  await act(async () => root.render(createElement(BlockActions, { at, zone: ZONE, data, dispatch: (a: PuckAction) => actions.push(a), known: (type: string) => ['ProductsGrid', 'Quote'].includes(type) })));
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
  const click = async (name: string) => act(async () => button(name).dispatchEvent(new window.MouseEvent('click', { bubbles: true })));
  const status = () => document.querySelector('[role="status"]')!.textContent;
  return { actions, button, click, status, unmount: () => act(async () => root.unmount()) };
}

t.test('duplicate: the selected block, the copy selected after it', async (t) => {
  const m = await mount(0);
  await m.click('Duplicate block');
  t.same(m.actions, [
    { type: 'duplicate', sourceIndex: 0, sourceZone: ZONE },
    { type: 'setUi', ui: { itemSelector: { index: 1, zone: ZONE } } },
  ]);
  await m.unmount();
  const none = await mount(null);
  t.equal(none.button('Duplicate block').disabled, true, 'nothing selected: nothing to duplicate');
  t.equal(none.button('Copy block').disabled, true);
  t.equal(none.button('Paste block').disabled, false, 'paste needs no selection');
  await none.unmount();
});

t.test('copy, then paste on another page: the block at the end with a new id', async (t) => {
  localStorage.clear();
  const empty = await mount(null);
  await empty.click('Paste block');
  t.same(empty.actions, [], 'nothing copied: nothing pasted');
  t.equal(empty.status(), 'No block copied yet.');
  await empty.unmount();

  const a = await mount(0);
  await a.click('Copy block');
  t.same(JSON.parse(localStorage.getItem(BLOCK_CLIPBOARD_KEY)!), { type: 'ProductsGrid', props: { collection: 'shop', count: 3, span: 12 } }, 'kept without its id');
  t.match(a.status(), 'Block copied');
  await a.unmount();

  const b = await mount(null);
  await b.click('Paste block');
  const [insert, replace, select] = b.actions as [Extract<PuckAction, { type: 'insert' }>, Extract<PuckAction, { type: 'replace' }>, PuckAction];
  t.match(insert, { type: 'insert', componentType: 'ProductsGrid', destinationIndex: 2, destinationZone: ZONE });
  t.match(insert.id, /^ProductsGrid-[0-9a-f-]{36}$/, 'a new id');
  t.same(replace, { type: 'replace', destinationIndex: 2, destinationZone: ZONE, data: { type: 'ProductsGrid', props: { collection: 'shop', count: 3, span: 12, id: insert.id } } }, 'with the copied settings');
  t.same(select, { type: 'setUi', ui: { itemSelector: { index: 2, zone: ZONE } } }, 'and selected');
  t.equal(b.status(), 'Block pasted at the end of the page.');
  await b.unmount();

  localStorage.setItem(BLOCK_CLIPBOARD_KEY, JSON.stringify({ type: 'Bogus', props: {} }));
  const c = await mount(null);
  await c.click('Paste block');
  t.same(c.actions, [], 'a block kind this editor lacks is not pasted');
  await c.unmount();
});

t.test("the canvas's blocks from the preview's page, by id, without scripts", async (t) => {
  const html = `<html><body><main><div class="sqs-layout" data-type="block-field" id="page-x"><div class="row sqs-row"><div class="col">
    <div class="sqs-block products-block sqs-block-products" data-block-type="55" id="block-g1"><div class="sqs-block-content"><ul><li>Apron</li></ul><script>alert(1)</script></div></div>
    <div class="sqs-block quote-block sqs-block-quote" data-block-type="31" id="block-q1"><div class="sqs-block-content"><figure>Hi</figure></div></div>
  </div></div></div></main><div class="sqs-block" id="block-outside"><div class="sqs-block-content">no</div></div></body></html>`;
  const blocks = renderedBlocksOf(html);
  t.same([...blocks.keys()], ['g1', 'q1'], "only the page's own blocks");
  t.equal(blocks.get('g1'), '<ul><li>Apron</li></ul>');
  t.equal(blocks.get('q1'), '<figure>Hi</figure>');
  t.ok(sameBlocks(blocks, renderedBlocksOf(html)));
  t.notOk(sameBlocks(blocks, new Map([['g1', 'x']])));
});
