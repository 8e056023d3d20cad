/**
 * Mounts every island of the page: each `[data-widget]` element whose
 * widget is known gets a React root rendering it with its `data-props`.
 * The server's markup stays until the island's first render replaces it
 * (createRoot, not hydrateRoot: the markup comes from templates, and the
 * islands render their own), so pages work without JavaScript as far as
 * they can. Then the cart loads (SPEC section 4).
 */
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { ProductProps } from './product.js';
import { pageConfig } from './page-config.js';
import { seedCart, startCartLoad } from './state/cart-store.js';
import { chooseLanguage } from './texts.js';
import { AddedPopover } from './widgets/added-popover.js';
import { AddToCart } from './widgets/add-to-cart.js';
import { CartPage, type CartPageProps } from './widgets/cart-page.js';
import { CartPill, type CartPillProps } from './widgets/cart-pill.js';
import { CheckoutForm, type CheckoutFormProps } from './widgets/checkout-form.js';
import { MiniCart } from './widgets/mini-cart.js';
import { PurchaseEvent } from './widgets/purchase-event.js';
import { QuantityInput, type QuantityInputProps } from './widgets/quantity-input.js';
import { AccountPage, type AccountPageProps } from './widgets/account-page.js';
import { PasswordReset } from './widgets/password-reset.js';
import { syncAccountLocale } from './account-locale.js';
import { FormBlock, type FormBlockProps } from './widgets/form-block.js';
import { Restock, type RestockProps } from './widgets/restock.js';
import { PopupOverlay, type PopupOverlayProps } from './widgets/popup-overlay.js';
import { InstalmentPill } from './widgets/instalment-pill.js';
import { ProductPrice } from './widgets/product-price.js';
import { ProductScarcity } from './widgets/product-scarcity.js';
import { QuickView, type QuickViewProps } from './widgets/quick-view.js';
import { SlideshowControls, type SlideshowControlsProps } from './widgets/slideshow-controls.js';
import { restoreVariantFromUrl, VariantSelect } from './widgets/variant-select.js';
import { Comments, type CommentsProps } from './widgets/comments.js';
import { startImageLightbox } from './widgets/image-lightbox.js';
import { startSlideshowThumbs } from './widgets/slideshow-thumbs.js';

type Factory = (props: unknown, host: HTMLElement) => ReactNode;

/** A product card (listing) rather than a product page. */
const LISTING_SELECTOR = '.product-card, .product-grid, [data-listing]';

/** The page's own product (not a card, not Quick View): its variant lives in the URL. */
const ownsUrl = (host: Element) => host.closest('.product-detail') !== null && host.closest('[role="dialog"]') === null;

export const WIDGETS: Record<string, Factory> = {
  'add-to-cart': (props, host) => (
    <AddToCart
      props={props as ProductProps}
      serverLabel={host.querySelector('[data-original-label]')?.getAttribute('data-original-label') ?? undefined}
      listing={host.closest(LISTING_SELECTOR) !== null}
      host={host}
    />
  ),
  'variant-select': (props, host) => {
    const syncUrl = ownsUrl(host);
    if (syncUrl) restoreVariantFromUrl(props as ProductProps);
    return <VariantSelect props={props as ProductProps} host={host} syncUrl={syncUrl} />;
  },
  'product-price': (props, host) => <ProductPrice props={props as ProductProps} serverHtml={host.innerHTML} />,
  'product-scarcity': (props) => <ProductScarcity props={props as ProductProps} />,
  'instalment-pill': (props) => <InstalmentPill props={props as ProductProps} />,
  'slideshow-controls': (props, host) => <SlideshowControls host={host} props={props as SlideshowControlsProps | null} />,
  'quick-view': (props) => <QuickView props={props as QuickViewProps} mount={mountIslands} />,
  'quantity-input': (props) => <QuantityInput props={props as QuantityInputProps} />,
  'cart-pill': (props, host) => <CartPill props={props as CartPillProps} host={host} />,
  'mini-cart': (props) => <MiniCart props={(props ?? {}) as { currency?: string }} />,
  'cart-page': (props) => <CartPage props={props as CartPageProps} />,
  account: (props) => <AccountPage props={props as AccountPageProps | null} />,
  'password-reset': (props) => <PasswordReset props={props as { homeUrl?: string } | null} />,
  'checkout-form': (props, host) => <CheckoutForm props={props as CheckoutFormProps | null} host={host} />,
  'purchase-event': (props) => <PurchaseEvent order={props} />,
  form: (props, host) => <FormBlock props={props as FormBlockProps} host={host} />,
  restock: (props, host) => <Restock props={props as RestockProps} host={host} />,
  'popup-overlay': (props, host) => <PopupOverlay props={props as PopupOverlayProps} host={host} />,
  comments: (props, host) => <Comments props={props as CommentsProps} host={host} />,
};

export const MOUNTED_ATTR = 'data-island-mounted';
const POPOVER_ID = 'vitrine-added-popover';

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

/** Mounts the known islands under `root` once each; returns their roots. */
export function mountIslands(root: ParentNode = document): Root[] {
  const roots: Root[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-widget]')) {
    if (el.hasAttribute(MOUNTED_ATTR)) continue;
    const factory = WIDGETS[el.getAttribute('data-widget') ?? ''];
    if (!factory) continue;
    const props = readProps(el);
    if (!props.ok) continue;
    if (el.getAttribute('data-widget') === 'cart-pill') seedPill(props.value);
    const node = factory(props.value, el);
    el.setAttribute(MOUNTED_ATTR, '');
    const r = createRoot(el);
    r.render(node);
    roots.push(r);
  }
  return roots;
}

/** The server's cart summary (the pill's props) until the cart loads. */
function seedPill(props: unknown): void {
  const p = (props ?? {}) as CartPillProps;
  if (typeof p.totalQuantity === 'number' || typeof p.subtotalCents === 'number') {
    seedCart({ totalQuantity: p.totalQuantity ?? 0, subtotalCents: p.subtotalCents ?? 0 });
  }
}

/** The popover's own root at the end of the body. */
export function mountPopover(doc: Document = document): Root {
  let host = doc.getElementById(POPOVER_ID);
  if (!host) {
    host = doc.createElement('div');
    host.id = POPOVER_ID;
    doc.body.appendChild(host);
  }
  const r = createRoot(host);
  r.render(<AddedPopover />);
  return r;
}

/** Everything a page needs: its islands, the popover, the cart load; resolves with the roots once the cart is known. */
export async function start(doc: Document = document): Promise<Root[]> {
  chooseLanguage(pageConfig().texts);
  const roots = [...mountIslands(doc), mountPopover(doc)];
  startImageLightbox(doc);
  startSlideshowThumbs(doc);
  void syncAccountLocale();
  await startCartLoad();
  return roots;
}
