/**
 * Live checkout totals. Without JavaScript the shopper presses "Update
 * totals" or "Apply" and the server answers with the page again; with it,
 * a change of the shipping option, the country or region, or a coupon
 * saves the form as JSON (the same names and the same server code as the
 * form post) and then swaps in the regions the server re-rendered from the
 * page itself (summary, shipping methods, coupons). The server computes
 * every amount; nothing is priced here.
 */
import { requestJson } from '../api/http.js';

/** The page's parts whose content depends on the totals; each is replaced by the server's new rendering. */
export const LIVE_REGIONS = ['.vitrine-checkout-summary', '.vitrine-checkout-methods', '.vitrine-checkout-coupons'] as const;
/** Fields whose change reprices the order: shipping option, where the goods go (tax and options), which address counts for tax. */
export const REPRICING_FIELDS = /^(shippingOptionId|shippingCountry|shippingRegion|billingCountry|billingRegion|billingSame)$/;
/** Never sent by a live update: the card (only placing the order sends it) and the gift-card code (its own button posts it). */
const NOT_LIVE: readonly string[] = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName', 'giftCardCode'];
/**
 * The form's first submit button, hidden: Enter in a field submits the form
 * with it (the default button), an update like "Update totals", never the
 * first visible button (a saved address's "Use this address").
 */
export const DEFAULT_BUTTON_CLASS = 'vitrine-checkout-default';
/** The form's class while the live totals run: the no-JavaScript "Update totals" button is then hidden. */
export const LIVE_CLASS = 'vitrine-checkout-form--live';

export interface LiveTotalsHooks {
  /** An update started (the summary is marked busy). */
  onStart?(): void;
  /** The regions were swapped in. */
  onUpdated?(): void;
}

type Fields = Record<string, string>;

/** The form's fields as the update sends them: everything but the card, as `action=update`. */
export function updateBody(form: HTMLFormElement, extra: Fields = {}): Fields {
  const body: Fields = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || NOT_LIVE.includes(name) || name === 'action') continue;
    body[name] = value;
  }
  return { ...body, ...extra, action: 'update' };
}

/** The submit buttons a live update replaces: those of the shipping methods and the coupons, never placing the order. */
function isLiveSubmit(button: HTMLElement | null): button is HTMLButtonElement {
  if (!(button instanceof HTMLButtonElement) || button.value === 'place') return false;
  return button.closest('.vitrine-checkout-methods, .vitrine-checkout-coupons') !== null || button.classList.contains(DEFAULT_BUTTON_CLASS);
}

/** Replaces the live regions of `doc` with those of the page `html`; false when the page's shape changed (a reload shows it whole). */
export function swapRegions(doc: Document, html: string): boolean {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const pairs = LIVE_REGIONS.map((s) => [doc.querySelector(s), next.querySelector(s)] as const);
  if (pairs.some(([now, then]) => (now === null) !== (then === null))) return false;
  const focused = doc.activeElement?.id;
  for (const [now, then] of pairs) if (now && then) now.replaceWith(doc.adoptNode(then));
  const totals = next.querySelector('form[data-totals]')?.getAttribute('data-totals');
  if (totals) doc.querySelector('form[data-totals]')?.setAttribute('data-totals', totals);
  // A radio or button the shopper was on was replaced: the focus goes to its new copy.
  if (focused && doc.activeElement?.id !== focused) doc.getElementById(focused)?.focus();
  return true;
}

/** Starts the live totals on a checkout form; returns the function that stops them. */
export function startLiveTotals(form: HTMLFormElement, hooks: LiveTotalsHooks = {}): () => void {
  const doc = form.ownerDocument;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  // The page is going away (a plain post, placing the order): an update in flight must not reload or post over it.
  let leaving = false;
  const idle = () => stopped || leaving;

  /** Without the live path (an expired crumb, the network): the plain form post does the same update. */
  const fallback = (extra: Fields) => {
    for (const [name, value] of Object.entries({ ...extra, action: 'update' })) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    form.submit();
  };

  const update = async (extra: Fields) => {
    if (idle()) return;
    hooks.onStart?.();
    // getAttribute: `form.action` would be the buttons named "action".
    const saved = await requestJson<{ ok: boolean; redirect: string }>('POST', form.getAttribute('action') ?? '', updateBody(form, extra));
    if (idle()) return;
    if (!saved.ok) return fallback(extra);
    const here = `${location.pathname}${location.search}`;
    // The cart was bought meanwhile (another tab): the server sends the order page.
    if (saved.data.redirect && saved.data.redirect.split('?')[0] !== location.pathname) return location.assign(saved.data.redirect);
    let html: string;
    try {
      const res = await fetch(here, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      if (!res.ok) return idle() ? undefined : location.reload();
      html = await res.text();
    } catch {
      return idle() ? undefined : location.reload();
    }
    if (idle()) return;
    if (!swapRegions(doc, html)) return location.reload();
    hooks.onUpdated?.();
  };
  // One update at a time, in order: each reads the form when it starts.
  const schedule = (extra: Fields = {}) => {
    queue = queue.then(() => update(extra)).catch(() => undefined);
  };

  const onChange = (event: Event) => {
    const target = event.target as HTMLInputElement | null;
    if (target?.name && REPRICING_FIELDS.test(target.name)) schedule();
  };
  const onSubmit = (event: SubmitEvent) => {
    const button = event.submitter as HTMLElement | null;
    if (!isLiveSubmit(button)) {
      leaving = true;
      return;
    }
    event.preventDefault();
    schedule(button.name === 'removeCoupon' ? { removeCoupon: button.value } : {});
  };
  const onHide = () => {
    leaving = true;
  };
  // Back through the history into a kept page: it is live again.
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) leaving = false;
  };
  const win = doc.defaultView;
  form.classList.add(LIVE_CLASS);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  win?.addEventListener('pagehide', onHide);
  win?.addEventListener('pageshow', onShow);
  return () => {
    stopped = true;
    form.classList.remove(LIVE_CLASS);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
    win?.removeEventListener('pagehide', onHide);
    win?.removeEventListener('pageshow', onShow);
  };
}
