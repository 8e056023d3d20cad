/**
 * The quantity input (SPEC section 5: numeric, min 1, max 9999, step 1,
 * default 1). Data: id, label, min, max. aria-label rather than
 * aria-labelledby: unique ids cannot be guaranteed on a page.
 */
export const QUANTITY_INPUT = `

{##  Shown only when the quantity-input formatter says so.  ##}
<div class="product-quantity-input" data-item-id="{id}" data-animation-role="content">
  <div class="quantity-label">{label|htmltag}:</div>
  <input aria-label="{label|htmlattr}" size="4" max="{max}" min="{min}" value="{min}" type="number" step="1"></input>
</div>`;
