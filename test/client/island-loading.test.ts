// How the page's script mounts islands whose modules load on demand
// (client/islands/mount-islands.ts): claimed at once, the server's markup
// kept (and the island not marked mounted) until the module arrives, each mounted in a task of its own,
// cancelled by an early unmount. (lazy.ts itself is not imported here: its
// import() calls would reshape the tests' shared chunks so that React DOM
// loads before test/client/dom.ts; test/security/client-modules.test.ts
// runs it in Chromium.)
import t from 'tap';
import { act } from 'react';
import { $, attr, mockFetch, page, settle, text, track } from './helpers.js';
import { start } from '../../client/main.js';
import { addButtonHtml, product } from './fixtures.js';
import { MOUNTED_ATTR, mountWith } from '../../client/islands/mount-islands.js';
import type { IslandModule } from '../../client/islands/island.js';

/** A module that writes its props into its host, and a promise of it released by hand. */
function fakeModule() {
  const mounted: string[] = [];
  const module: IslandModule = {
    mount(host, props) {
      mounted.push(String((props as { id: string }).id));
      host.textContent = `mounted ${(props as { id: string }).id}`;
      return { unmount: () => void (host.textContent = 'unmounted') };
    },
  };
  let release: () => void = () => {};
  const arrival = new Promise<IslandModule>((r) => (release = () => r(module)));
  return { mounted, arrival, release };
}

const island = (id: string) => `<div id="${id}" data-widget="fake" data-props="${attr({ id })}">server ${id}</div>`;
/** Waits (a condition, not a time) for `ok`. */
async function until(ok: () => boolean): Promise<void> {
  const end = Date.now() + 10_000;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
}

t.test('claimed at once, the server markup kept until the module arrives, then mounted in order', async (t) => {
  await page(island('a') + island('b') + '<div data-widget="other">other</div>');
  const m = fakeModule();
  const islands = mountWith((name) => (name === 'fake' ? m.arrival : undefined), document);
  t.equal(islands.length, 2, 'the unknown widget is left alone');
  t.equal(mountWith((name) => (name === 'fake' ? m.arrival : undefined), document).length, 0, 'claimed at once: a second pass mounts nothing');
  t.equal(text('#a'), 'server a', 'the server markup stays');
  t.notOk($('#a')!.hasAttribute(MOUNTED_ATTR), 'and the island is not marked mounted while it shows');
  m.release();
  await until(() => m.mounted.length === 2);
  t.same(m.mounted, ['a', 'b'], 'in the page order');
  t.equal(text('#b'), 'mounted b');
  t.ok($('#a')!.hasAttribute(MOUNTED_ATTR) && $('#b')!.hasAttribute(MOUNTED_ATTR), 'marked once drawn');
});

t.test('each island mounts in a task of its own', async (t) => {
  await page(island('a') + island('b'));
  const m = fakeModule();
  // What is mounted when the work queued right after the first mount runs: in one task for all, the second would be too.
  let afterFirst: string[] = [];
  const source = () =>
    m.arrival.then((mod) => ({
      mount: (host: HTMLElement, props: unknown, ctx: Parameters<IslandModule['mount']>[2]) => {
        const island = mod.mount(host, props, ctx);
        if (m.mounted.length === 1) queueMicrotask(() => (afterFirst = [...m.mounted]));
        return island;
      },
    }));
  mountWith(source, document);
  m.release();
  await until(() => m.mounted.length === 2);
  t.same(afterFirst, ['a'], 'the second had not mounted yet');
  t.same(m.mounted, ['a', 'b']);
});

t.test('unmounted before its module arrives: never mounted', async (t) => {
  await page(island('a'));
  const m = fakeModule();
  const [a] = mountWith(() => m.arrival, document);
  a!.unmount();
  m.release();
  await m.arrival;
  await new Promise((r) => setTimeout(r, 0));
  await settle();
  t.same(m.mounted, []);
  t.equal(text('#a'), 'server a');
});

t.test('a module that fails to load leaves the server markup and says so', async (t) => {
  await page(island('a'));
  const errors: unknown[][] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  mountWith(() => Promise.reject(new Error('offline')), document);
  await until(() => errors.length > 0);
  console.error = error;
  t.equal(errors[0]![0], 'An island could not load');
  t.equal(text('#a'), 'server a');
});

t.test('the added-to-cart popover only where something can be added to cart', async (t) => {
  const pillHtml = `<a class="cart-pill" href="/cart" data-widget="cart-pill" data-props="${attr({ totalQuantity: 0 })}">Cart</a>`;
  mockFetch(() => ({ body: {} }));
  await page(pillHtml);
  await act(async () => void track(await start(document)));
  t.equal(document.getElementById('vitrine-added-popover'), null, 'a page with only the pill has none');
  await page(pillHtml + addButtonHtml(product()));
  await act(async () => void track(await start(document)));
  t.ok(document.getElementById('vitrine-added-popover'), 'a page with an add button has it');
});
