/**
 * The variant chooser: one select and one radio group per option. Data:
 * id, variants, subscribable, subscriptionPlan, options (each
 * with name, title, selectText and values). The blank lines after
 * {.if options} reproduce the platform's output byte for byte.
 */
export const VARIANTS_SELECT = `{.if options}\n  \n  \n  \n  \n
  <div class="product-variants" data-item-id="{id}" data-variants="{variants|json|htmltag}"{.if subscribable} data-is-subscribable="true" data-subscription-plan="{subscriptionPlan|json|htmltag}"{.end} data-animation-role="content">{.repeated section options}
    <div class="variant-option">
    <div class="variant-option-title">{title|htmltag}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="{selectText|htmlattr}" data-variant-option-name="{name|htmltag}">
        <option value="">{selectText|htmltag}</option>
        {.repeated section values}<option value="{@|htmltag}">{@|htmltag}</option>{.end}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="{name|htmltag}">{.repeated section values}
      <input type="radio" class="variant-radiobtn" value="{@|htmltag}" name="variant-option-{name|htmltag}" id="variant-option-{name|htmltag}-{@|htmltag}"/>
      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-{name|htmltag}-{@|htmltag}">{@|htmltag}</label>{.end}
    </div>
    </div>{.end}
  </div>
{.end}`;
