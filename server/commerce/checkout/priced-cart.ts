/**
 * A cart with what checkout prices on it (SPEC section 3's shopping cart:
 * shipping options, the selected one and the shipping location, the tax
 * rules that apply, the coupons valid and not, and the cents of each),
 * from the checkout's state of the cart: its draft (address, shipping
 * choice, coupon codes) and the store's settings. Both the checkout API and
 * the cart API answer it.
 */
import type { CheckoutState } from './checkout-service.js';

export function pricedCart(st: CheckoutState) {
  const t = st.totals;
  return {
    ...st.view,
    shippingOptions: t.shippingOptions.map((o) => ({ id: o.id, name: o.name, costCents: o.costCents })),
    selectedShippingOption: t.selectedShippingOption ? { id: t.selectedShippingOption.id, name: t.selectedShippingOption.name, costCents: t.selectedShippingOption.costCents } : null,
    shippingLocation: st.requiresShipping && st.draft.form.shipping.country ? { country: st.draft.form.shipping.country, region: st.draft.form.shipping.region } : null,
    applicableTaxRules: t.applicableTaxRules.map((r) => ({ id: r.id, name: r.name, rateBasisPoints: r.rateBasisPoints, taxCents: r.taxCents })),
    coupons: st.draft.form.couponCodes,
    validCoupons: t.validCoupons,
    invalidCoupons: t.invalidCoupons,
    taxCents: t.taxCents,
    shippingCostCents: t.shippingCostCents,
    discountCents: t.discountCents,
    grandTotalCents: t.grandTotalCents,
    giftCardCents: t.giftCardCents,
    amountDueCents: t.amountDueCents,
  };
}
