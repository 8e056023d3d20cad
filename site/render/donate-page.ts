/**
 * The donate page (page type 203) as a form that takes the gift: preset
 * amounts and an other-amount field (engine/commerce/donation-rules.ts), the
 * donor's name and email, and the card, posted to DONATIONS_PATH (the
 * server's server/donations/ takes the payment through the checkout's
 * payment provider). Without JavaScript the form posts and comes back: a
 * refusal shows once (`formPost.donation`), with the amount, name and email
 * as typed (never the card); a gift lands on the contribution-confirmed
 * page (204), which then names its amount and receipt. The island
 * (client/widgets/donate-form.tsx) checks the fields and posts the same form.
 */
import type { Json } from '../content/types.js';
import { DONATION_DEFAULT_CENTS, DONATION_MAX_CENTS, DONATION_MIN_CENTS, DONATION_PRESETS_CENTS, DONOR_NAME_MAX_CHARS, DONATION_AMOUNT_MAX_CHARS, CUSTOM_AMOUNT } from '../../engine/commerce/donation-rules.js';
import { contributionTexts, fillText } from './contribution-texts.js';

/** Where the donate form posts. */
export const DONATIONS_PATH = '/api/donations';

/** What the server leaves for the page after a post without JavaScript (or before the island goes to the thank-you page). */
export interface DonationOutcome {
  succeeded?: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: { amount: string; customAmount: string; name: string; email: string };
  /** On success: the formatted amount, the receipt's email and number. */
  amountText?: string;
  email?: string;
  number?: string;
}

const ERROR = (field: string, id: string) => `{.if errors.${field}}<span class="vitrine-comment-form__error" id="${id}-error">{errors.${field}|html}</span>{.end}`;
const INVALID = (field: string, id: string, hint?: string) =>
  `{.if errors.${field}} aria-invalid="true" aria-describedby="${id}-error${hint ? ` ${hint}` : ''}"{.or}${hint ? ` aria-describedby="${hint}"` : ''}{.end}`;
const INPUT = (field: string, id: string, type: string, extra: string, value = true, hint?: string) =>
  `<p class="vitrine-special__field"><label for="${id}">{labels.${field}|html}</label>${hint ? `<span class="vitrine-comment-form__hint" id="${hint}">{labels.${field}Hint|html}</span>` : ''}<input type="${type}" id="${id}" name="${field}" ${extra}${value ? ` value="{values.${field}|htmlattr}"` : ''}${INVALID(field, id, hint)}>${ERROR(field, id)}</p>`;

export const DONATE_TEMPLATE = `<h1>{title|html}</h1><p>{intro|html}</p>
<form class="vitrine-special__form vitrine-donate" method="post" action="{action|htmlattr}" novalidate data-donate-form>
<div data-widget="donate-form" data-props="{props|htmlattr}" hidden></div>
<input type="hidden" name="crumb" value="{crumb|htmlattr}"><input type="hidden" name="pagePath" value="{pagePath|htmlattr}"><input type="hidden" name="language" value="{language|htmlattr}">
<p class="vitrine-comments__status{.if message} vitrine-comments__status--error{.end}" data-donate-status{.if message} role="alert"{.or} role="status"{.end} tabindex="-1">{.if message}{message|html}{.end}</p>
<fieldset class="vitrine-donate__amounts"{.if errors.amount} aria-describedby="donate-amount-error"{.end}><legend>{labels.amountLegend|html}</legend>
{.repeated section presets}<label class="vitrine-donate__preset"><input type="radio" name="amount" value="{value|htmlattr}"{.if checked} checked{.end}> {label|html}</label>{.end}
<label class="vitrine-donate__preset"><input type="radio" name="amount" value="${CUSTOM_AMOUNT}"{.if customChecked} checked{.end}> {labels.otherAmount|html}</label>
<p class="vitrine-special__field"><label for="donate-custom">{labels.customAmount|html}</label><span class="vitrine-comment-form__hint" id="donate-custom-hint">{labels.customAmountHint|html}</span><input type="text" inputmode="decimal" id="donate-custom" name="customAmount" maxlength="${DONATION_AMOUNT_MAX_CHARS}" value="{values.customAmount|htmlattr}"${INVALID('amount', 'donate-custom', 'donate-custom-hint')}></p>
${ERROR('amount', 'donate-amount')}</fieldset>
${INPUT('name', 'donate-name', 'text', `autocomplete="name" maxlength="${DONOR_NAME_MAX_CHARS}" required`)}
${INPUT('email', 'donate-email', 'email', 'autocomplete="email" required', true, 'donate-email-hint')}
<fieldset class="vitrine-donate__card"><legend>{labels.cardLegend|html}</legend>
${INPUT('cardNumber', 'donate-card-number', 'text', 'inputmode="numeric" autocomplete="cc-number" required', false)}
${INPUT('cardExpiry', 'donate-card-expiry', 'text', 'autocomplete="cc-exp" placeholder="MM/YY" required', false)}
${INPUT('cardCvc', 'donate-card-cvc', 'text', 'inputmode="numeric" autocomplete="cc-csc" required', false)}
{.if testGateway}<p class="vitrine-comment-form__hint">{testGateway|html}</p>{.end}</fieldset>
<p class="vitrine-comment-form__hint">{noTax|html}</p>
<p><button type="submit" class="button" data-donate-submit>{labels.give|html}</button></p></form>`;

export const CONTRIBUTION_TEMPLATE = `<h1>{title|html}</h1>{.if gift}<p role="status">{gift|html}</p>{.if receipt}<p>{receipt|html}</p>{.end}{.or}<p>{body|html}</p>{.end}<p><a class="vitrine-special__link" href="{homeUrl|htmlattr}">{backHome|html}</a></p>`;

export interface DonateInput {
  languageTag: string;
  path: string;
  crumb: string;
  siteTitle: string;
  currency: string;
  /** The checkout's provider moves no money (the test gateway): the page says so. */
  testMode: boolean;
  outcome: DonationOutcome | undefined;
}

export const money = (cents: number, currency: string, languageTag: string) => new Intl.NumberFormat(languageTag, { style: 'currency', currency }).format(cents / 100);

/** The donate form's data (`special.title` and `special.intro` come from the page's texts). */
export function donateContext(i: DonateInput): Json {
  const t = contributionTexts(i.languageTag);
  const o = i.outcome && !i.outcome.succeeded ? i.outcome : undefined;
  const chosen = o?.values?.amount ?? String(DONATION_DEFAULT_CENTS);
  const fmt = (cents: number) => money(cents, i.currency, i.languageTag);
  const currencyName = new Intl.NumberFormat(i.languageTag, { style: 'currency', currency: i.currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? i.currency;
  return {
    action: DONATIONS_PATH,
    crumb: i.crumb,
    pagePath: i.path,
    language: i.languageTag,
    props: JSON.stringify({ giving: t.giving, give: t.give, errors: t.errors, limits: { min: fmt(DONATION_MIN_CENTS), max: fmt(DONATION_MAX_CENTS) } }),
    presets: DONATION_PRESETS_CENTS.map((cents) => ({ value: String(cents), label: fmt(cents), checked: chosen === String(cents) })),
    customChecked: chosen === CUSTOM_AMOUNT,
    labels: {
      amountLegend: t.amountLegend,
      otherAmount: t.otherAmount,
      customAmount: fillText(t.otherAmountLabel, { currency: currencyName }),
      customAmountHint: fillText(t.amountHint, { min: fmt(DONATION_MIN_CENTS), max: fmt(DONATION_MAX_CENTS) }),
      name: t.donorName,
      email: t.donorEmail,
      emailHint: t.donorEmailHint,
      cardLegend: t.cardLegend,
      cardNumber: t.cardNumber,
      cardExpiry: t.cardExpiry,
      cardCvc: t.cardCvc,
      give: t.give,
    },
    values: { customAmount: o?.values?.customAmount ?? '', name: o?.values?.name ?? '', email: o?.values?.email ?? '' },
    errors: o?.errors ?? {},
    ...(o?.message ? { message: o.message } : {}),
    noTax: fillText(t.noTax, { site: i.siteTitle }),
    ...(i.testMode ? { testGateway: t.testGateway } : {}),
  };
}

/** The thank-you page's gift line, when it follows this visitor's donation. */
export function contributionExtras(languageTag: string, outcome: DonationOutcome | undefined): Json {
  if (!outcome?.succeeded || !outcome.amountText) return {};
  const t = contributionTexts(languageTag);
  return { gift: fillText(t.receivedAmount, { amount: outcome.amountText, email: outcome.email ?? '' }), ...(outcome.number ? { receipt: fillText(t.receiptNumber, { number: outcome.number }) } : {}) };
}
