/**
 * The /cart page island: each entry with its quantity (changed on blur or
 * Enter) and a remove button, the subtotal, the minimum-subtotal text, and
 * the failure alerts of SPEC section 8.
 */
import { useEffect, useRef, useState } from 'react';
import { cartOf, removeEntry, updateEntryQuantity, type CartEntry, type ShoppingCart } from '../api/cart-api.js';
import { failureMessage } from '../failure.js';
import { formatCents } from '../money.js';
import type { MoneyTexts } from '../../editor/money-texts.js';
import { checkoutUrl } from '../navigation.js';
import { pageConfig, pageLocale } from '../page-config.js';
import { labelled } from '../../engine/i18n/label-value.js';
import { parseQuantity } from '../product.js';
import { cartStore, setCart, subtotalCents } from '../state/cart-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT } from '../texts.js';
import { Alert, type AlertMessage } from './alert.js';
import { EntryFields } from './entry-fields.js';
import { textsOf } from './form-texts.js';

/** Where a line links its product, and its image, by item id (server/site-http/site-routes.ts cartPageData). */
export type ProductLinks = Record<string, { url: string; imageUrl: string | null }>;

export type CartPageProps = (ShoppingCart & { minimumSubtotalCents?: number; currency?: string; products?: ProductLinks; moneyTexts?: MoneyTexts }) | null | '';

/** The cart's currency, as its amounts name it. */
export const currencyOf = (cart: ShoppingCart | null): string | undefined => {
  const c = cart?.currency ?? (cart?.subtotalAmount as { currency?: unknown } | undefined)?.currency;
  return typeof c === 'string' ? c : undefined;
};

export function CartPage({ props }: { props: CartPageProps }) {
  const { cart, synced } = useStore(cartStore);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (props && typeof props === 'object' && !cartStore.get().synced) setCart(props);
  }, [props]);

  const fromServer = props && typeof props === 'object' ? props : null;
  const links = fromServer?.products ?? {};
  const current = synced ? cart : (fromServer ?? cart);
  const entries = current?.entries ?? [];
  const currency = currencyOf(current);
  const minimum = (props && typeof props === 'object' ? props.minimumSubtotalCents : undefined) ?? pageConfig().minimumSubtotalCents;

  /** Runs one cart call; true when the cart took it. */
  const run = async (title: string, call: () => ReturnType<typeof removeEntry>, entryId?: string): Promise<boolean> => {
    setBusy(true);
    setPending(entryId ?? null);
    const res = await call();
    setBusy(false);
    setPending(null);
    if (!res.ok) {
      setAlert({ title, message: failureMessage(res) });
      return false;
    }
    const next = cartOf(res.data);
    if (next) setCart(next);
    return true;
  };

  const changeQuantity = async (entry: CartEntry, text: string): Promise<boolean> => {
    const q = parseQuantity(text);
    if (!q.ok) {
      setAlert({ title: TEXT.updateQuantityFailed, message: q.message });
      return false;
    }
    if (q.value === entry.quantity) return true;
    // 0 removes the line (as the cart page's form does); below it is refused like the checkout's quantities, never a removal.
    if (q.value === 0) return remove(entry);
    if (q.value < 0) {
      setAlert({ title: TEXT.updateQuantityFailed, message: TEXT.quantityOutOfRange });
      return false;
    }
    return run(TEXT.updateQuantityFailed, () => updateEntryQuantity(entry.id, q.value), entry.id);
  };

  /** Removes an entry; focus goes to the next row (or the previous, or the checkout), never to the body. */
  const remove = async (entry: CartEntry): Promise<boolean> => {
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('.vitrine-cart-entry') ?? [])];
    const at = rows.findIndex((r) => r.dataset.entryId === entry.id);
    const ok = await run(TEXT.removeItemFailed, () => removeEntry(entry.id), entry.id);
    if (ok) {
      const next = rows[at + 1] ?? rows[at - 1];
      const target = next?.isConnected ? next.querySelector<HTMLElement>('.vitrine-cart-entry__remove') : null;
      (target ?? document.querySelector<HTMLElement>('.vitrine-cart-checkout, .vitrine-cart-empty'))?.focus();
    }
    return ok;
  };

  if (entries.length === 0) {
    return <p className="vitrine-cart-empty" tabIndex={-1}>{TEXT.emptyCart}</p>;
  }
  const subtotal = subtotalCents(current);
  return (
    <div className="vitrine-cart-contents" aria-busy={busy}>
      <ul className="vitrine-cart-entries" ref={list}>
        {entries.map((e) => (
          // Keyed by entry alone: a row keeps its input (and the shopper's focus) across quantity changes.
          <EntryRow key={e.id} entry={e} link={links[e.itemId as string]} currency={currency} pending={pending === e.id} onQuantity={changeQuantity}
            onRemove={() => void remove(e)} />
        ))}
      </ul>
      <div className="vitrine-cart-subtotal" aria-live="polite" aria-atomic="true">
        <span>{TEXT.subtotal}</span> <span className="vitrine-cart-subtotal__amount">{formatCents(subtotal, currency)}</span>
      </div>
      {minimum !== undefined && subtotal < minimum && (
        <p className="vitrine-cart-minimum">{TEXT.cartMinimum(formatCents(minimum, currency))}</p>
      )}
      <a className="vitrine-cart-checkout sqs-button-element--primary" href={checkoutUrl()}
        aria-disabled={minimum !== undefined && subtotal < minimum ? true : undefined}>{TEXT.checkout}</a>
      {alert && <Alert alert={alert} onClose={() => setAlert(null)} />}
    </div>
  );
}

interface EntryRowProps {
  entry: CartEntry;
  /** The product page and image of the line, when the site has them. */
  link?: ProductLinks[string] | undefined;
  currency: string | undefined;
  onQuantity: (entry: CartEntry, text: string) => Promise<boolean>;
  onRemove: () => void;
  /** A call for this row is running. */
  pending?: boolean;
}

function EntryRow({ entry, link, currency, onQuantity, onRemove, pending = false }: EntryRowProps) {
  const [draft, setDraft] = useState(String(entry.quantity));
  const committed = useRef(String(entry.quantity));
  // The cart's answer is the truth: the row shows the quantity it holds.
  useEffect(() => {
    committed.current = String(entry.quantity);
    setDraft(String(entry.quantity));
  }, [entry.quantity]);
  const unit = Number(entry.purchasePriceCents) || 0;
  const line = typeof entry.subTotal === 'number' ? entry.subTotal : unit * entry.quantity;
  const attrs = Object.entries(entry.chosenVariant?.attributes ?? {});
  /** Sends the typed quantity once (Enter then blur sends it once); a refusal restores the old one. */
  const commit = () => {
    if (draft === committed.current) return;
    committed.current = draft;
    void onQuantity(entry, draft).then((ok) => {
      if (ok) return;
      committed.current = String(entry.quantity);
      setDraft(String(entry.quantity));
    });
  };
  return (
    <li className={`vitrine-cart-entry${pending ? ' is-pending' : ''}`} data-entry-id={entry.id} aria-busy={pending || undefined}>
      {link?.imageUrl && (
        // The title links the same page: the image is a second, pointer-only way there.
        <a className="vitrine-cart-entry__media" href={link.url} tabIndex={-1} aria-hidden="true">
          <img className="vitrine-cart-entry__image" src={`${link.imageUrl}?format=300w`} alt="" width={72} height={72} />
        </a>
      )}
      <span className="vitrine-cart-entry__title">{link ? <a href={link.url}>{entry.title}</a> : entry.title}</span>
      {attrs.length > 0 && <span className="vitrine-cart-entry__variant">{attrs.map(([k, v]) => labelled(k, String(v), pageLocale())).join(', ')}</span>}
      <EntryFields entry={entry} texts={textsOf(document.querySelector('[data-widget="cart-page"]'))} />
      <input
        className="vitrine-cart-entry__quantity"
        type="number" min={0} max={9999} step={1}
        aria-label={labelled(TEXT.quantity, entry.title ?? '', pageLocale())}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <span className="vitrine-cart-entry__price">{formatCents(line, currency)}</span>
      <button type="button" className="vitrine-cart-entry__remove" aria-label={labelled(TEXT.remove, entry.title ?? '', pageLocale())} onClick={onRemove}>{TEXT.remove}</button>
    </li>
  );
}
