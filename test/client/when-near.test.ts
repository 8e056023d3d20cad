// A product card's islands wait until they near the viewport or are touched
// (client/islands/when-near.ts): their module is not asked for before, a
// press on the server's markup is held and replayed on the widget's control,
// focus follows to it; islands elsewhere mount with the page as before. And
// the added-to-cart popover's module waits for the first add (onFirstOpen).
import t from 'tap';
import { $, attr, page } from './helpers.js';
import { MOUNTED_ATTR, mountWith } from '../../client/islands/mount-islands.js';
import { mountsWhenNear } from '../../client/islands/when-near.js';
import type { IslandModule } from '../../client/islands/island.js';
import { cartStore } from '../../client/state/cart-store.js';
import { closeAddedPopover, onFirstOpen, openAddedPopover } from '../../client/state/popover-store.js';

/** A stand-in for the browser's IntersectionObserver: the test says when an element nears the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  disconnect() {
    this.observed.clear();
  }
  static near(el: Element) {
    for (const o of FakeObserver.all) if (o.observed.has(el)) o.callback([{ isIntersecting: true, target: el }]);
  }
}

const g = globalThis as Record<string, unknown>;
t.beforeEach(() => {
  FakeObserver.all = [];
  g.IntersectionObserver = FakeObserver;
});
t.afterEach(() => {
  delete g.IntersectionObserver;
});

/** A widget whose control replaces the server's (a button where the server has a link), and what happened to it. */
function cardWidget() {
  const asked: string[] = [];
  const pressed: string[] = [];
  const module: IslandModule = {
    mount(host, props) {
      const id = (props as { id: string }).id;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'card-control';
      button.textContent = `widget ${id}`;
      button.addEventListener('click', () => pressed.push(id));
      host.replaceChildren(button);
      return { unmount: () => void host.replaceChildren() };
    },
  };
  // As the page's script: the module arrives after the island was claimed (islands/lazy.ts).
  const source = (name: string) => {
    asked.push(name);
    return name === 'quick-view' ? Promise.resolve(module) : undefined;
  };
  return { asked, pressed, source };
}

const card = (id: string) =>
  `<article class="product-card"><div id="${id}" data-widget="quick-view" data-props="${attr({ id })}"><a class="card-control" href="/shop/${id}">Quick View</a></div></article>`;

/** Waits (a condition, not a time) for `ok`. */
async function until(ok: () => boolean): Promise<void> {
  const end = Date.now() + 10_000;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
}

t.test("a card's island waits until it nears the viewport; its module is not asked for before", async (t) => {
  await page(card('a') + card('b'));
  const w = cardWidget();
  const islands = mountWith(w.source, document);
  t.equal(islands.length, 2, 'both claimed');
  t.same(w.asked, [], 'no module asked for');
  t.equal(mountWith(w.source, document).length, 0, 'a second pass mounts nothing');
  t.equal($('#a a')?.textContent, 'Quick View', 'the server markup stays');
  FakeObserver.near($('#a')!);
  t.same(w.asked, ['quick-view'], 'the one near is asked for');
  await until(() => $('#a')!.hasAttribute(MOUNTED_ATTR));
  t.ok($('#a')!.hasAttribute(MOUNTED_ATTR), 'and drawn');
  t.notOk($('#b')!.hasAttribute(MOUNTED_ATTR), 'the other still waits');
  islands.forEach((i) => i.unmount());
  FakeObserver.near($('#b')!);
  t.notOk($('#b')!.hasAttribute(MOUNTED_ATTR), 'unmounted before it neared: never mounted');
});

t.test("a press on the server's markup is held, then replayed on the widget's control, which takes the focus", async (t) => {
  await page(card('a') + '<button id="elsewhere">elsewhere</button>');
  cartStore.set((s) => ({ ...s, ready: true }));
  const w = cardWidget();
  mountWith(w.source, document);
  const link = $('#a a') as HTMLAnchorElement;
  link.focus();
  const press = new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(press);
  t.ok(press.defaultPrevented, 'the link does not navigate');
  t.same(w.asked, ['quick-view'], 'the press mounts the island');
  await until(() => w.pressed.length > 0);
  t.same(w.pressed, ['a'], "the widget's control was pressed once");
  t.equal(document.activeElement, $('#a button'), 'focus on the control that replaced the link');
  // Once drawn, presses are the widget's own.
  ($('#a button') as HTMLButtonElement).click();
  t.same(w.pressed, ['a', 'a']);
});

t.test('a press held while the cart loads is replayed once the cart is known; a modified click is left to the browser', async (t) => {
  await page(card('a') + card('b'));
  const w = cardWidget();
  mountWith(w.source, document);
  const withCtrl = new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  $('#b a')!.dispatchEvent(withCtrl);
  t.notOk(withCtrl.defaultPrevented, 'Ctrl+click opens the link as before');
  $('#a a')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  await new Promise((r) => setTimeout(r, 20));
  t.same(w.pressed, [], 'not while the cart is unknown');
  cartStore.set((s) => ({ ...s, ready: true }));
  await until(() => w.pressed.length > 0);
  t.same(w.pressed, ['a']);
});

t.test('Enter on a role="button" of the server markup is a press; focus alone moves to the widget', async (t) => {
  await page(`<div class="product-card"><div id="a" data-widget="quick-view" data-props="${attr({ id: 'a' })}"><div role="button" tabindex="0">Add</div></div></div>`);
  cartStore.set((s) => ({ ...s, ready: true }));
  const w = cardWidget();
  mountWith(w.source, document);
  const enter = new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  $('#a [role="button"]')!.dispatchEvent(enter);
  t.ok(enter.defaultPrevented);
  await until(() => w.pressed.length > 0);
  t.same(w.pressed, ['a']);

  await page(card('b'));
  cartStore.set((s) => ({ ...s, ready: true }));
  const v = cardWidget();
  mountWith(v.source, document);
  ($('#b a') as HTMLAnchorElement).focus();
  await until(() => document.activeElement === $('#b button'));
  t.equal(document.activeElement, $('#b button'), 'Tab onto the server markup: focus on the widget once drawn');
  t.same(v.pressed, [], 'and nothing pressed');
});

t.test('a press begun on the server markup and ended after the widget drew is the press of the same control', async (t) => {
  await page(card('a'));
  cartStore.set((s) => ({ ...s, ready: true }));
  const w = cardWidget();
  mountWith(w.source, document);
  $('#a a')!.dispatchEvent(new window.MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  await until(() => $('#a')!.hasAttribute(MOUNTED_ATTR));
  // The link it went down on is gone: the browser sends the click to the island's element.
  $('#a')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  t.same(w.pressed, ['a']);
});

t.test('only the widgets of a product card outside a dialog wait, and only where the browser can observe', async (t) => {
  await page(`<div class="product-card"><div id="a"></div><div role="dialog"><div id="b"></div></div></div><div class="product-detail"><div id="c"></div></div>`);
  t.ok(mountsWhenNear('add-to-cart', $('#a')!));
  t.ok(mountsWhenNear('quick-view', $('#a')!));
  t.notOk(mountsWhenNear('cart-pill', $('#a')!), 'not another widget');
  t.notOk(mountsWhenNear('add-to-cart', $('#b')!), "not Quick View's dialog");
  t.notOk(mountsWhenNear('add-to-cart', $('#c')!), "not the page's own product");
  delete g.IntersectionObserver;
  t.notOk(mountsWhenNear('add-to-cart', $('#a')!), 'without IntersectionObserver everything mounts at once');
});

t.test("the popover's module waits for the first add", async (t) => {
  await page('');
  let loads = 0;
  onFirstOpen(() => loads++);
  t.equal(loads, 0, 'not before an add');
  openAddedPopover('Mug');
  t.equal(loads, 1, 'on the first');
  closeAddedPopover();
  openAddedPopover('Mug');
  t.equal(loads, 1, 'once');
  closeAddedPopover();
});
