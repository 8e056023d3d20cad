/**
 * The owner commerce API's error catalogue: a stable code, the HTTP status
 * and the text of every failure of commerce/owner/, in English and French
 * (the owner's editor language). The SPEC states no texts for these rules;
 * the crumb's text is the SPEC's (section 8) and the refusals are the
 * shared owner check's (server/session/owner-access.ts).
 * A failure answers `{ status, code, message, crumbFail }` (api-failure.ts).
 */
import { failureBody, type ApiFailure } from '../../api-failure.js';
import { OWNER_REFUSALS } from '../../session/owner-access.js';
import type { EditorLanguage } from '../../../editor/catalogue.js';

export const OWNER_COMMERCE_ERRORS = {
  // SPEC section 8.
  CRUMB_FAIL: { status: 403, text: 'Your session has expired. Please reload the page and try again.', fr: 'Votre session a expiré. Rechargez la page et réessayez.' },
  NOT_SIGNED_IN: { ...OWNER_REFUSALS.NOT_SIGNED_IN, fr: 'Connectez-vous pour continuer.' },
  FORBIDDEN: { ...OWNER_REFUSALS.FORBIDDEN, fr: 'Seul le propriétaire du site peut faire cela.' },
  XSRF_FAIL: { ...OWNER_REFUSALS.XSRF_FAIL, fr: 'Votre session a expiré. Reconnectez-vous.' },
  ADMIN_ONLY: { ...OWNER_REFUSALS.ADMIN_ONLY, fr: 'Seul un administrateur du site peut faire cela.' },
  // Vitrine's texts.
  MONEY_NOT_GRANTED: { status: 403, text: 'Only an administrator, or a manager allowed to move money, can do that.', fr: 'Seul un administrateur, ou un gestionnaire autorisé à rembourser, peut faire cela.' },
  INVALID_REQUEST: { status: 400, text: 'Invalid request.', fr: 'Requête invalide.' },
  INVALID_CURSOR: { status: 400, text: 'The cursor is not one this API gave.', fr: 'Ce curseur ne vient pas de cette API.' },
  INVALID_DATE_RANGE: { status: 400, text: 'The start date must be on or before the end date.', fr: 'La date de début doit précéder la date de fin.' },
  ORDER_NOT_FOUND: { status: 404, text: 'No order has this number.', fr: 'Aucune commande ne porte ce numéro.' },
  MAIL_NOT_FOUND: { status: 404, text: 'This order has sent no confirmation email.', fr: 'Cette commande n’a envoyé aucun e-mail de confirmation.' },
  CUSTOMER_NOT_FOUND: { status: 404, text: 'No customer uses this email.', fr: 'Aucun client n’utilise cette adresse.' },
  MANAGER_NOT_FOUND: { status: 404, text: 'No website manager has this account.', fr: 'Aucun gestionnaire du site n’a ce compte.' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, text: 'No subscription has this id.', fr: 'Aucun abonnement ne porte cet identifiant.' },
  OUTBOX_MAIL_NOT_FOUND: { status: 404, text: 'No mail has this id.', fr: 'Aucun e-mail ne porte cet identifiant.' },
  MAIL_SETTINGS_INVALID: { status: 400, text: 'Some mail settings are not valid: see each field.', fr: 'Certains réglages d’e-mail ne sont pas valides\u00a0: voyez chaque champ.' },
  ALREADY_FULFILLED: { status: 409, text: 'This order is already fulfilled.', fr: 'Cette commande est déjà expédiée.' },
  NOTHING_TO_SHIP: { status: 409, text: 'This order has nothing to ship.', fr: 'Cette commande n’a rien à expédier.' },
  ORDER_CANCELED: { status: 409, text: 'This order is canceled.', fr: 'Cette commande est annulée.' },
  NOT_CANCELABLE: { status: 409, text: 'A fulfilled order cannot be canceled; refund it instead.', fr: 'Une commande expédiée ne peut pas être annulée ; remboursez-la.' },
  NOT_PAID: { status: 409, text: 'This order is not paid yet: there is nothing to refund.', fr: 'Cette commande n’est pas encore payée\u00a0: rien à rembourser.' },
  REFUND_TOO_LARGE: { status: 409, text: 'The refund is more than what is left to refund ({left}).', fr: 'Le remboursement dépasse ce qui reste à rembourser ({left}).' },
  REFUND_LINES: { status: 400, text: 'A refunded line must be a line of this order, with at most the units not yet refunded.', fr: 'Une ligne remboursée doit appartenir à la commande, sans dépasser les unités non encore remboursées.' },
  REFUND_FAILED: { status: 502, text: 'The payment provider refused the refund: {reason}. Nothing was refunded.', fr: 'Le prestataire de paiement a refusé le remboursement\u00a0: {reason}. Rien n’a été remboursé.' },
  REFUND_IN_PROGRESS: { status: 409, text: 'This refund is still being processed. Try again in a moment.', fr: 'Ce remboursement est en cours. Réessayez dans un instant.' },
  SUBSCRIPTION_STATE: { status: 409, text: 'This subscription is {status}: that change does not apply to it.', fr: 'Cet abonnement est {status}\u00a0: ce changement ne s’y applique pas.' },
  SUBSCRIPTION_BILLING: { status: 409, text: 'This subscription is being billed right now. Try again in a minute.', fr: 'Cet abonnement est en cours de facturation. Réessayez dans une minute.' },
  // Shipping, Taxes, Discounts and Gift cards (pricing-rules.ts; each belongs to a field: editor/store-pricing.ts).
  SHIPPING_NAME_REQUIRED: { status: 400, text: 'Enter a name for this shipping option in the site’s main language.', fr: 'Saisissez un nom pour cette option de livraison dans la langue principale du site.' },
  SHIPPING_FREE_OVER_INVALID: { status: 400, text: 'Enter an amount greater than 0, or leave it empty for never free.', fr: 'Saisissez un montant supérieur à 0, ou laissez vide pour jamais gratuit.' },
  COUNTRY_INVALID: { status: 400, text: 'Use two-letter country codes such as US or FR: {code} is not one.', fr: 'Utilisez des codes pays à deux lettres comme US ou FR\u00a0: {code} n’en est pas un.' },
  AMOUNT_TOO_LARGE: { status: 400, text: 'Enter an amount of at most {max}.', fr: 'Saisissez un montant d’au plus {max}.' },
  TAX_COUNTRY_INVALID: { status: 400, text: 'Enter a two-letter country code such as US or FR.', fr: 'Saisissez un code pays à deux lettres comme US ou FR.' },
  TAX_REGION_INVALID: { status: 400, text: 'Enter a region code of 1 to 3 letters or digits such as NY, or leave it empty for the whole country.', fr: 'Saisissez un code de région de 1 à 3 lettres ou chiffres comme NY, ou laissez vide pour tout le pays.' },
  TAX_RATE_INVALID: { status: 400, text: 'Enter a rate from 0 to 100 %, with at most two decimals.', fr: 'Saisissez un taux de 0 à 100 %, avec au plus deux décimales.' },
  TAX_NAME_REQUIRED: { status: 400, text: 'Enter a name for this tax rule.', fr: 'Saisissez un nom pour cette règle de taxe.' },
  TAX_RULE_DUPLICATE: { status: 409, text: 'A tax rule for {place} already exists: change that one.', fr: 'Une règle de taxe pour {place} existe déjà\u00a0: modifiez-la.' },
  COUPON_CODE_INVALID: { status: 400, text: 'A code has 3 to 30 letters, digits, dashes or underscores.', fr: 'Un code compte de 3 à 30 lettres, chiffres, tirets ou tirets bas.' },
  COUPON_DUPLICATE: { status: 409, text: 'The code {code} is already in use.', fr: 'Le code {code} est déjà utilisé.' },
  COUPON_PERCENT_INVALID: { status: 400, text: 'Enter a whole percentage from 1 to 100.', fr: 'Saisissez un pourcentage entier de 1 à 100.' },
  COUPON_AMOUNT_INVALID: { status: 400, text: 'Enter an amount off greater than 0.', fr: 'Saisissez une remise supérieure à 0.' },
  GIFT_CARD_AMOUNT_INVALID: { status: 400, text: 'Enter an amount from {min} to {max}.', fr: 'Saisissez un montant de {min} à {max}.' },
  GIFT_CARD_EMAIL_INVALID: { status: 400, text: 'Enter the recipient’s email address.', fr: 'Saisissez l’adresse e-mail du destinataire.' },
  GIFT_CARD_NAME_REQUIRED: { status: 400, text: 'Enter the recipient’s name.', fr: 'Saisissez le nom du destinataire.' },
  TOO_MANY_ENTRIES: { status: 409, text: 'The store already has {max} of these: delete one first.', fr: 'La boutique en compte déjà {max}\u00a0: supprimez-en un d’abord.' },
  SHIPPING_NOT_FOUND: { status: 404, text: 'No shipping option has this id.', fr: 'Aucune option de livraison ne porte cet identifiant.' },
  TAX_RULE_NOT_FOUND: { status: 404, text: 'No tax rule has this id.', fr: 'Aucune règle de taxe ne porte cet identifiant.' },
  COUPON_NOT_FOUND: { status: 404, text: 'No discount has this code.', fr: 'Aucune réduction ne porte ce code.' },
  GIFT_CARD_NOT_FOUND: { status: 404, text: 'No gift card has this id.', fr: 'Aucune carte cadeau ne porte cet identifiant.' },
  GIFT_CARD_VOIDED: { status: 409, text: 'This gift card is already void.', fr: 'Cette carte cadeau est déjà annulée.' },
  INTERNAL_ERROR: { status: 500, text: 'Something went wrong', fr: 'Une erreur est survenue' },
} as const satisfies Record<string, { status: number; text: string; fr: string }>;

export type OwnerCommerceErrorCode = keyof typeof OWNER_COMMERCE_ERRORS;

export class OwnerCommerceError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: OwnerCommerceErrorCode,
    readonly params: Record<string, string> = {},
  ) {
    super(fillText(OWNER_COMMERCE_ERRORS[code].text, params));
    this.name = 'OwnerCommerceError';
    this.statusCode = OWNER_COMMERCE_ERRORS[code].status;
  }

  toBody(language: EditorLanguage): ApiFailure<OwnerCommerceErrorCode> {
    const entry = OWNER_COMMERCE_ERRORS[this.code];
    return failureBody(this.statusCode, this.code, language === 'fr' ? fillText(entry.fr, this.params) : this.message);
  }
}

function fillText(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, k: string) => params[k] ?? all);
}

export function ownerCommerceError(code: OwnerCommerceErrorCode, params: Record<string, string> = {}): OwnerCommerceError {
  return new OwnerCommerceError(code, params);
}
