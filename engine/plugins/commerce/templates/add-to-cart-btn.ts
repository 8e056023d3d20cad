/**
 * The add-to-cart button. Data: id, collectionId, productType, useCustom,
 * isSubscribable (raw values, printed as given), label, form (the
 * additional-fields form when it has an id), subscriptionOptionId.
 * The leading blank lines reproduce the platform's output byte for byte
 * (product-checkout concatenates this after the variants select).
 */
export const ADD_TO_CART_BTN = `{##
  Add-to-cart button: the client island takes it over
  (idle, adding, added, error; SPEC section 4).
  Data prepared by the add-to-cart-btn formatter:
    id, collectionId   item and collection ids
    productType        structuredContent.productType as given
    useCustom          structuredContent.useCustomAddButtonText as given
    isSubscribable     structuredContent.isSubscribable as given
    label              the button text
    form               the additional-fields form, when it has an id
    subscriptionOptionId  the first subscription option of a subscribable item
##}












<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary {.section form}use-form{.end}" role="button" tabindex="0" data-dynamic-strings data-collection-id="{collectionId}" data-item-id="{id}" data-product-type="{productType}" data-use-custom-label="{useCustom}" {.if isSubscribable}data-is-subscription="{isSubscribable}" {.end}data-original-label="{label|htmlattr}" {.section form}data-form="{@|json|htmlattr}"{.end}{.section subscriptionOptionId}data-subscription-option-id="{@}"{.end}>
    <div class="sqs-add-to-cart-button-inner">{label|htmltag}</div>
  </div>
</div>`;
