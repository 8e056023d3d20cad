/**
 * The price block of a product (product-price) or of its subscription
 * pricing options (subscription-price). Data: cssClass, and the captions
 * already filled in by the formatter: fromText (varied prices, or
 * 'Unavailable'), else saleText with normalText (on sale), else normalText;
 * salePriceLabel and originalPriceLabel for screen readers.
 * The leading blank lines reproduce the platform's output byte for byte.
 */
export const PRODUCT_PRICE = `


<div class="{cssClass}">
{.if fromText}{fromText}
{.or}{.if saleText}<span class="visually-hidden v6-visually-hidden">{salePriceLabel|htmltag}</span>{saleText}{.space}<span class="visually-hidden v6-visually-hidden">{originalPriceLabel|htmltag}</span><span class="original-price">{normalText}</span>
{.or}{.if normalText}{normalText}{.end}{.end}{.end}
</div>`;
