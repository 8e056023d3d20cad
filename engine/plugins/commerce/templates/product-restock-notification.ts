/**
 * The back-in-stock sign-up form, one per restock view (variant). Data:
 * productId, views (variantId, hiddenByDefault), messages (CTAText,
 * placeholderText, buttonText, mailingListDescription),
 * mailingListSignUpEnabled, mailingListOptInByDefault, captchaSiteKey.
 * The leading blank lines reproduce the platform's output byte for byte.
 */
export const PRODUCT_RESTOCK_NOTIFICATION = `





{.repeated section views}
<div class="product-restock-notification" data-product-id="{productId}" data-variant-id="{variantId}"{.if hiddenByDefault} hidden{.end}>
  <span class="product-restock-cta">{messages.CTAText|htmltag}</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="{messages.placeholderText|htmlattr}">
    <input class="sqs-editable-button" type="submit" value="{messages.buttonText|htmlattr}">
  </form>
{.if mailingListSignUpEnabled}  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"{.if mailingListOptInByDefault} checked{.end}>{messages.mailingListDescription|htmltag}</label>{.end}
{.if captchaSiteKey}  <div class="captcha-container"></div>{.end}
</div>
{.end}`;
