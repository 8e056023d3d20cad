/**
 * Mounts every island under a root: each `[data-widget]` element whose
 * widget is known, once, with its `data-props`. The server's markup stays
 * until the widget takes over, so pages work without JavaScript as far as
 * they can. Where a widget's module is still loading (lazy.ts), the island
 * is claimed at once and mounted when it arrives, each such island in a task
 * of its own (a page's islands together would block the main thread for
 * long); unmounting it before then cancels the mount. MOUNTED_ATTR is set
 * only once the widget has drawn the island, so styles (and tests) that
 * wait for it never see the server's markup under it. A product card's
 * widgets wait until they near the viewport (when-near.ts).
 */
import { seedCart } from '../state/cart-store.js';
import type { CartPillProps } from '../widgets/cart-pill-view.js';
import { MOUNTED_ATTR, type Island, type IslandContext, type IslandModule } from './island.js';
import { mountsWhenNear, whenNear } from './when-near.js';
import { warmForIsland } from './money-warm.js';

export { MOUNTED_ATTR };

/** Elements already taken by a widget (mounted, or waiting for their module): each is mounted once. */
const claimed = new WeakSet<Element>();

/** A widget's module by name: at hand, on its way, or unknown (undefined). */
export type IslandSource = (name: string) => IslandModule | Promise<IslandModule> | undefined;

function readProps(el: Element): { ok: true; value: unknown } | { ok: false } {
  const raw = el.getAttribute('data-props');
  if (raw === null || raw.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (e) {
    console.warn(`Island ${el.getAttribute('data-widget')}: data-props is not JSON`, e);
    return { ok: false };
  }
}

/** The server's cart summary (the pill's props) until the cart loads. */
function seedPill(props: unknown): void {
  const p = (props ?? {}) as CartPillProps;
  if (typeof p.totalQuantity === 'number' || typeof p.subtotalCents === 'number') {
    seedCart({ totalQuantity: p.totalQuantity ?? 0, subtotalCents: p.subtotalCents ?? 0 });
  }
}

/** Mounts waiting for their task, in the page's order. */
const queue: (() => void)[] = [];

/** Runs `fn` in a task of its own, after the ones queued before it. */
function inOwnTask(fn: () => void): void {
  queue.push(fn);
  if (queue.length === 1) nextTask(drain);
}

function drain(): void {
  const fn = queue.shift();
  try {
    fn?.();
  } finally {
    if (queue.length > 0) nextTask(drain);
  }
}

/** A new task soon: a message to ourselves (setTimeout may wait 4 ms and more). */
function nextTask(fn: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(fn, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

/** An island whose module is on its way. */
function pending(module: Promise<IslandModule>, mount: (m: IslandModule) => Island): Island {
  let island: Island | null = null;
  let cancelled = false;
  module.then(
    (m) =>
      inOwnTask(() => {
        if (!cancelled) island = mount(m);
      }),
    (e: unknown) => console.error('An island could not load', e),
  );
  return {
    unmount() {
      cancelled = true;
      island?.unmount();
    },
  };
}

/** Mounts the known islands under `root` once each, with the modules `source` gives; returns them. */
export function mountWith(source: IslandSource, root: ParentNode): Island[] {
  const ctx: IslandContext = { mountIslands: (r) => mountWith(source, r) };
  const islands: Island[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-widget]')) {
    if (claimed.has(el) || el.hasAttribute(MOUNTED_ATTR)) continue;
    const name = el.getAttribute('data-widget') ?? '';
    // ICU's currency data loads in a worker meanwhile, for the formats the shopper's actions make (money-warm.ts).
    warmForIsland(name);
    if (mountsWhenNear(name, el)) {
      // Its module is not even asked for until the island nears the viewport or is touched (when-near.ts).
      claimed.add(el);
      islands.push(whenNear(el, () => mountOne(source, el, name, ctx) ?? { unmount() {} }));
      continue;
    }
    const island = mountOne(source, el, name, ctx);
    if (island) islands.push(island);
  }
  return islands;
}

/** Mounts one island (or starts loading its module); null when its widget is unknown or its props are not JSON. */
function mountOne(source: IslandSource, el: HTMLElement, name: string, ctx: IslandContext): Island | null {
  const module = source(name);
  if (!module) return null;
  const props = readProps(el);
  if (!props.ok) return null;
  if (name === 'cart-pill') seedPill(props.value);
  claimed.add(el);
  const mount = (m: IslandModule) => {
    const island = m.mount(el, props.value, ctx);
    if (!island.marksItself) el.setAttribute(MOUNTED_ATTR, '');
    return island;
  };
  return module instanceof Promise ? pending(module, mount) : mount(module);
}
