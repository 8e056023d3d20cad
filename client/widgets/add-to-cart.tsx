/**
 * The add-to-cart button (SPEC sections 4, 5, 8): idle, 'Adding…', 'Added!'
 * after 1 s, idle 2 s later; on error the alert and idle after 1 s; clicks
 * ignored unless idle. On a listing: 'Select Option' disabled for 2 s,
 * 'Sold out' disabled, 'Added' with a checkmark. Express checkout,
 * subscriptions and gift cards lead to their pages.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addEntry, cartOf, subscriptionCart } from '../api/cart-api.js';
import { failureMessage } from '../failure.js';
import { checkoutUrl, giftCardUrl, navigate, subscriptionUrl } from '../navigation.js';
import { pageConfig, pageLocale } from '../page-config.js';
import { labelled } from '../../engine/i18n/label-value.js';
import { checkAdd, chosenVariant, isGiftCard, soldOutText, subscribable, variantStock, type ProductProps } from '../product.js';
import { cartStore, quantityInCart, setCart, subtotalCents } from '../state/cart-store.js';
import type { AddedDetails } from '../state/popover-store.js';
import type { CartEntry, ShoppingCart } from '../api/cart-api.js';
import { openAddedPopover } from '../state/popover-store.js';
import { productStore } from '../state/product-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT } from '../texts.js';
import { ADDED_LABEL_DELAY_MS, ADDED_RESET_MS, ERROR_RESET_MS, SELECT_OPTION_MS } from '../timings.js';
import { AdditionalFieldsLightbox } from './additional-fields.js';
import { keepAnswers } from './additional-answers.js';
import { textsOf } from './form-texts.js';
import { Alert, type AlertMessage } from './alert.js';
import { useTimeouts } from './use-timeouts.js';

export type ButtonState = 'idle' | 'adding' | 'added' | 'error' | 'select-option';

export interface AddToCartProps {
  props: ProductProps;
  /** The label the server rendered (data-original-label): custom labels live there. */
  serverLabel?: string | undefined;
  /** On a product listing (grid) rather than a product page. */
  listing?: boolean;
}

export function AddToCart({ props, serverLabel, listing = false, host }: AddToCartProps & { host?: HTMLElement }) {
  const choiceStore = productStore(props.itemId);
  const choice = useStore(choiceStore);
  const { ready } = useStore(cartStore);
  const [state, setState] = useState<ButtonState>('idle');
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const later = useTimeouts();
  const wrapper = useRef<HTMLDivElement>(null);

  const giftCard = isGiftCard(props);
  const subscription = subscribable(props);
  const express = props.expressCheckout ?? pageConfig().expressCheckout ?? false;
  const idleLabel = props.label ?? serverLabel ?? (subscription ? TEXT.subscribe : TEXT.addToCart);
  const chosen = (props.variants ?? []).length > 1 ? chosenVariant(props, choice.selection) : undefined;
  // The whole product, or the variant chosen, cannot be bought: the button says so and does nothing.
  const soldOut = props.soldOut === true || (chosen !== undefined && variantStock(props, chosen) <= 0);
  const alertTitle = giftCard ? TEXT.titleGiftCard : express || subscription ? TEXT.titlePurchase : TEXT.titleAdd;

  const fail = (message: string) => {
    setAlert({ title: alertTitle, message });
    setState('error');
    later.after(ERROR_RESET_MS, () => setState('idle'));
  };

  const check = () =>
    checkAdd(props, choice.selection, choice.quantity, (sku) => quantityInCart(cartStore.get().cart, props.itemId, sku));

  const add = async (additionalFields: string | null) => {
    const c = check();
    if (!c.ok) return fail(c.message);
    if (giftCard) return navigate(giftCardUrl(props.itemId, c.sku));
    setState('adding');
    if (subscription) {
      const res = await subscriptionCart({ itemId: props.itemId, sku: c.sku, qty: c.quantity, additionalFields });
      if (!res.ok) return fail(failureMessage(res));
      return navigate(subscriptionUrl(res.data.cartToken));
    }
    const res = await addEntry({ itemId: props.itemId, sku: c.sku, quantity: c.quantity, additionalFields });
    if (!res.ok) return fail(failureMessage(res));
    const cart = cartOf(res.data);
    if (cart) setCart(cart);
    // A success clears what an earlier failure said.
    setAlert(null);
    choiceStore.set((s) => (s.showMissing ? { ...s, showMissing: false } : s));
    if (express) return navigate(checkoutUrl());
    openAddedPopover(props.title ?? '', wrapper.current, addedDetails(props.itemId, c.sku, c.quantity, cart ?? null, res.data.newlyAdded));
    later.after(ADDED_LABEL_DELAY_MS, () => {
      setState('added');
      later.after(ADDED_RESET_MS, () => setState('idle'));
    });
  };

  const onActivate = () => {
    if (state !== 'idle' || soldOut) return;
    const c = check();
    if (!c.ok) {
      if (c.reason === 'options' || c.reason === 'denomination') choiceStore.set((s) => ({ ...s, showMissing: true }));
      if (listing && c.reason === 'options') {
        setState('select-option');
        later.after(SELECT_OPTION_MS, () => setState('idle'));
        return;
      }
      return fail(c.message);
    }
    if (props.additionalFieldsForm?.fields?.length) {
      setFormOpen(true);
      return;
    }
    void add(null);
  };

  // The product page's checkout is a plain form for browsers without JavaScript; here a submit (Enter in the quantity) adds through the island.
  const activate = useRef(onActivate);
  activate.current = onActivate;
  useEffect(() => {
    const form = host?.closest<HTMLFormElement>('form[data-add-form]');
    if (!form) return;
    const onSubmit = (e: Event) => {
      e.preventDefault();
      activate.current();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [host]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate();
    }
  };

  const disabled = soldOut || state !== 'idle';
  const label =
    soldOut ? soldOutText(props, TEXT.soldOut)
    : state === 'adding' ? TEXT.adding
    : state === 'added' ? (listing ? <><span className="vitrine-checkmark" aria-hidden="true">✓</span> {TEXT.listingAdded}</> : TEXT.added)
    : state === 'select-option' ? TEXT.selectOption
    : idleLabel;

  return (
    <div ref={wrapper} className="sqs-add-to-cart-button-wrapper" data-animation-role="button" style={ready ? undefined : { visibility: 'hidden' }}>
      <div
        className={`sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary${soldOut ? ' sold-out' : ''}${state === 'added' ? ' added' : ''}`}
        role="button"
        tabIndex={0}
        aria-disabled={disabled}
        data-state={soldOut ? 'sold-out' : state}
        data-item-id={props.itemId}
        onClick={onActivate}
        onKeyDown={onKeyDown}
      >
        <div className="sqs-add-to-cart-button-inner">{label}</div>
      </div>
      {alert && <Alert alert={alert} onClose={() => setAlert(null)} />}
      {formOpen && props.additionalFieldsForm && (
        <AdditionalFieldsLightbox
          form={props.additionalFieldsForm}
          texts={textsOf(host)}
          onClose={() => setFormOpen(false)}
          onSubmit={(answers) => {
            setFormOpen(false);
            void add(JSON.stringify(keepAnswers(props.additionalFieldsForm?.fields ?? [], answers)));
          }}
        />
      )}
    </div>
  );
}

/** What the popover says of an add, from the cart the server answered: the variant, the units added and their price, the cart's subtotal. */
function addedDetails(itemId: string, sku: string | null, quantity: number, cart: ShoppingCart | null, newlyAdded: unknown): AddedDetails {
  const added = (typeof newlyAdded === 'object' && newlyAdded !== null ? newlyAdded : undefined) as CartEntry | undefined;
  const entries = cart?.entries ?? [];
  const entry = entries.find((e) => added !== undefined && e.id === added.id) ?? added ?? entries.find((e) => e.itemId === itemId && (sku === null || e.chosenVariant?.sku === sku));
  const currency = (cart?.subtotalAmount as { currency?: unknown } | undefined)?.currency;
  return {
    variantText: Object.entries(entry?.chosenVariant?.attributes ?? {}).map(([k, v]) => labelled(k, String(v), pageLocale())).join(', '),
    quantity,
    lineCents: (Number(entry?.purchasePriceCents) || 0) * quantity,
    subtotalCents: subtotalCents(cart),
    currency: typeof currency === 'string' ? currency : undefined,
  };
}
