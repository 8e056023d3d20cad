/** Fake clock, fetch mock and mounting helpers for the widget tests. */
import './dom.js';
import { act } from 'react';
import type { Island } from '../../client/islands/island.js';
import { mountIslands, mountPopover } from '../../client/main.js';
import { installNavigate } from '../../client/navigation.js';
import { resetPageConfig } from '../../client/page-config.js';
import { resetMoneyTexts } from '../../client/money.js';
import { cartStore } from '../../client/state/cart-store.js';
import { closeAddedPopover } from '../../client/state/popover-store.js';
import { resetProductStores } from '../../client/state/product-store.js';
import { installTimers, type Timers } from '../../client/timers.js';
import { setUrl } from './dom.js';

/** A clock that moves only when told; callbacks run inside act(). */
export class FakeClock implements Timers {
  now = 0;
  private seq = 0;
  private queue: { at: number; id: number; fn: () => void }[] = [];
  set(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.queue.push({ at: this.now + ms, id, fn });
    return id;
  }
  clear(h: unknown): void {
    this.queue = this.queue.filter((q) => q.id !== h);
  }
  get pending(): number {
    return this.queue.length;
  }
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    await act(async () => {
      for (;;) {
        this.queue.sort((a, b) => a.at - b.at || a.id - b.id);
        const next = this.queue[0];
        if (!next || next.at > end) break;
        this.queue.shift();
        this.now = next.at;
        next.fn();
      }
      this.now = end;
    });
  }
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export type FetchReply = { status?: number; body?: unknown } | 'network-error';

/** Replaces fetch; `reply` answers each call. Returns the list of calls. */
export function mockFetch(reply: (call: FetchCall) => FetchReply | Promise<FetchReply>): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: FetchCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const r = await reply(call);
    if (r === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(r.body === undefined ? '' : JSON.stringify(r.body), {
      status: r.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

/** Lets pending promises (fetch answers) settle, inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
  });
}

let roots: Island[] = [];
export let clock = new FakeClock();
export const navigations: string[] = [];

/** A fresh page: `html` in the body, every store reset, fake clock, recorded navigation. */
/** A fresh page; it has a crumb cookie unless `crumb: false`. */
export async function page(html: string, opts: { url?: string; cookies?: string[]; config?: object; crumb?: boolean } = {}): Promise<HTMLElement> {
  await act(async () => {
    for (const r of roots) r.unmount();
  });
  roots = [];
  setUrl(opts.url ?? 'https://shop.example/shop/linen-apron');
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const cookies = opts.crumb === false || (opts.cookies ?? []).some((c) => c.startsWith('crumb=')) ? (opts.cookies ?? []) : ['crumb=test-crumb', ...(opts.cookies ?? [])];
  for (const c of cookies) document.cookie = `${c}; path=/`;
  document.head.innerHTML = opts.config
    ? `<script type="application/json" id="vitrine-commerce">${JSON.stringify(opts.config)}</script>`
    : '';
  document.body.innerHTML = html;
  resetPageConfig();
  resetMoneyTexts();
  resetProductStores();
  closeAddedPopover();
  cartStore.set({ cart: null, loading: false, ready: false, synced: false });
  clock = new FakeClock();
  installTimers(clock);
  navigations.length = 0;
  installNavigate((url) => navigations.push(url));
  return document.body;
}

/** Roots mounted by a test itself, unmounted with the next page(). */
export function track(r: Island[]): Island[] {
  roots.push(...r);
  return r;
}

/** Mounts the page's islands and the popover, inside act(). */
export async function mount(): Promise<void> {
  await act(async () => {
    roots.push(...mountIslands(document), mountPopover(document));
  });
}

/** The JSON of `props` as a data-props attribute value. */
export const attr = (props: unknown) => JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export async function click(el: Element | null): Promise<void> {
  if (!el) throw new Error('no element to click');
  await act(async () => {
    (el as HTMLElement).click();
  });
  await settle();
}

/** Types `value` into an input or select as a user would (React sees the change). */
export async function type(el: Element | null, value: string): Promise<void> {
  if (!el) throw new Error('no element to type in');
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export const $ = (sel: string) => document.querySelector<HTMLElement>(sel);
export const $$ = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)];
export const text = (sel: string) => $(sel)?.textContent ?? null;
