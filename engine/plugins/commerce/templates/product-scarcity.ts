/**
 * Low-stock messages, one per scarcity view; a view for some variant
 * attributes stays hidden until the shopper picks that variant. Data:
 * views, each with attributes (optional) and text (the filled-in message).
 */
export const PRODUCT_SCARCITY = `{.repeated section views}
  <div class="product-scarcity"{.section attributes} data-variant-attributes="{@|json|htmltag}" hidden{.end}>
    {text|htmltag}
  </div>
{.end}`;
