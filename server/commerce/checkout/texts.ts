/**
 * Every text of the checkout and order pages and of the order mail, per
 * site language (en-US and fr-FR; other languages read en-US). Texts quoted
 * from the SPEC are marked `// SPEC`; the rest are Vitrine's. Error texts
 * are keyed by the commerce error code, so a JSON API answer and the page
 * say the same thing.
 */
import { englishText, type AnyErrorCode } from './errors.js';

const EN = {
  checkoutTitle: 'Checkout',
  subscriptionTitle: 'Subscribe',
  giftCardTitle: 'Buy a Gift Card',
  yourOrder: 'Your order',
  quantity: 'Quantity',
  remove: 'Remove',
  update: 'Update',
  subtotal: 'Subtotal', // SPEC
  shipping: 'Shipping',
  tax: 'Tax',
  discount: 'Discount',
  giftCard: 'Gift card',
  total: 'Total',
  amountDue: 'To pay by card',
  free: 'Free',
  contact: 'Contact',
  email: 'Email',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  billingSame: 'Billing address is the same as the shipping address',
  firstName: 'First name',
  lastName: 'Last name',
  line1: 'Address',
  line2: 'Apartment, suite (optional)',
  city: 'City',
  region: 'State or region',
  postalCode: 'Postal code',
  country: 'Country',
  shippingMethod: 'Shipping method',
  chooseCountryFirst: 'Shipping options depend on the country; update to see them.',
  noShippingOption: 'No shipping option reaches this country.',
  coupon: 'Coupon code',
  applyCoupon: 'Apply',
  couponApplied: 'Applied',
  couponInvalid: 'Not valid',
  giftCardCode: 'Gift card code',
  applyGiftCard: 'Use gift card',
  giftCardBalance: 'Balance used',
  payment: 'Payment',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code',
  cardName: 'Name on card',
  noCardNeeded: 'Your gift card covers the whole order: no card is needed.',
  testGateway: 'Test payments: no real money moves. Use these card numbers:',
  testCardSuccess: 'paid',
  testCardPending: 'awaiting payment',
  testCardDeclined: 'declined',
  testCardFailure: 'processing failure',
  placeOrder: 'Place order',
  subscribe: 'Subscribe', // SPEC
  buyGiftCard: 'Buy gift card',
  processing: 'Processing…',
  updateTotals: 'Update totals',
  denomination: 'Amount',
  selectDenomination: 'Select a denomination for the Gift Card.', // SPEC
  recipientEmail: 'Recipient email',
  giftMessage: 'Message (optional)',
  emptyCart: 'You have nothing in your shopping cart.', // SPEC
  backToShop: 'Continue shopping',
  cartMinimum: 'To check out, your order subtotal must be {subtotal} or more.', // SPEC
  required: 'Required', // SPEC
  emailInvalid: 'Email is not valid. Email addresses should follow the format {email}.', // SPEC
  emailExample: 'name@example.com',
  tooLong: 'This is too long.',
  countryInvalid: 'Choose a country from the list.',
  cardNumberInvalid: 'Enter the card number.',
  couponUnknown: 'This code is not valid.',
  couponMinimum: 'This code needs a subtotal of {subtotal} or more.',
  fixErrors: 'One or more fields is invalid, please check your entries.', // SPEC
  plan: 'Plan',
  unavailable: 'Unavailable', // SPEC
  orderConfirmedTitle: 'Thank you! Your order is confirmed.',
  orderReceivedTitle: 'Thank you! We received your order.',
  orderReceivedBody: 'Your payment is not settled yet: we will ship once it is.',
  subscriptionConfirmedTitle: 'Thank you! Your subscription is confirmed.',
  orderStatusTitle: 'Order status',
  orderNumber: 'Order',
  status: 'Status',
  statusPaid: 'Paid',
  statusAwaitingPayment: 'Awaiting payment',
  confirmationSent: 'A confirmation was sent to {email}.',
  viewOrderStatus: 'View your order status',
  nextBilling: 'Next billing date',
  billingCycles: 'Payments',
  indefinite: 'until you cancel',
  giftCardIssued: 'Gift card code',
  giftCardSentTo: 'We sent the gift card to {email}.',
  orderNotFound: 'This order link is not valid.',
  testOrder: 'Test order',
  paidWith: 'Paid with',
  card: 'Card ending in {last4}',
  mailSubject: 'Your order {order} is confirmed',
  mailGreeting: 'Thank you for your order.',
  mailStatusLink: 'Your order status: {url}',
  giftMailSubject: 'You received a gift card',
  giftMailBody: 'You received a gift card of {amount}. Use the code {code} at checkout.',
} as const;

export type CheckoutTextKey = keyof typeof EN;
export type CheckoutTexts = Record<CheckoutTextKey, string>;

const FR: CheckoutTexts = {
  checkoutTitle: 'Paiement',
  subscriptionTitle: 'S’abonner',
  giftCardTitle: 'Acheter une carte cadeau',
  yourOrder: 'Votre commande',
  quantity: 'Quantité',
  remove: 'Retirer',
  update: 'Mettre à jour',
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  tax: 'Taxes',
  discount: 'Remise',
  giftCard: 'Carte cadeau',
  total: 'Total',
  amountDue: 'À payer par carte',
  free: 'Gratuite',
  contact: 'Contact',
  email: 'E-mail',
  shippingAddress: 'Adresse de livraison',
  billingAddress: 'Adresse de facturation',
  billingSame: 'L’adresse de facturation est celle de livraison',
  firstName: 'Prénom',
  lastName: 'Nom',
  line1: 'Adresse',
  line2: 'Appartement, bâtiment (facultatif)',
  city: 'Ville',
  region: 'État ou région',
  postalCode: 'Code postal',
  country: 'Pays',
  shippingMethod: 'Mode de livraison',
  chooseCountryFirst: 'Les modes de livraison dépendent du pays : mettez à jour pour les voir.',
  noShippingOption: 'Aucun mode de livraison ne dessert ce pays.',
  coupon: 'Code promo',
  applyCoupon: 'Appliquer',
  couponApplied: 'Appliqué',
  couponInvalid: 'Non valable',
  giftCardCode: 'Code de carte cadeau',
  applyGiftCard: 'Utiliser la carte cadeau',
  giftCardBalance: 'Solde utilisé',
  payment: 'Paiement',
  cardNumber: 'Numéro de carte',
  cardExpiry: 'Expiration (MM/AA)',
  cardCvc: 'Cryptogramme',
  cardName: 'Nom sur la carte',
  noCardNeeded: 'Votre carte cadeau couvre toute la commande : aucune carte bancaire n’est nécessaire.',
  testGateway: 'Paiements de test : aucun argent réel ne circule. Utilisez ces numéros de carte :',
  testCardSuccess: 'payé',
  testCardPending: 'paiement en attente',
  testCardDeclined: 'refusé',
  testCardFailure: 'échec du traitement',
  placeOrder: 'Passer la commande',
  subscribe: 'S’abonner',
  buyGiftCard: 'Acheter la carte cadeau',
  processing: 'Traitement…',
  updateTotals: 'Mettre à jour les totaux',
  denomination: 'Montant',
  selectDenomination: 'Choisissez un montant pour la carte cadeau.',
  recipientEmail: 'E-mail du destinataire',
  giftMessage: 'Message (facultatif)',
  emptyCart: 'Votre panier est vide.',
  backToShop: 'Continuer vos achats',
  cartMinimum: 'Pour passer commande, le sous-total doit être d’au moins {subtotal}.',
  required: 'Obligatoire',
  emailInvalid: 'E-mail non valable. Une adresse e-mail a la forme {email}.',
  emailExample: 'nom@exemple.fr',
  tooLong: 'Ce texte est trop long.',
  countryInvalid: 'Choisissez un pays de la liste.',
  cardNumberInvalid: 'Saisissez le numéro de carte.',
  couponUnknown: 'Ce code n’est pas valable.',
  couponMinimum: 'Ce code demande un sous-total d’au moins {subtotal}.',
  fixErrors: 'Un ou plusieurs champs ne sont pas valables, vérifiez votre saisie.',
  plan: 'Formule',
  unavailable: 'Indisponible',
  orderConfirmedTitle: 'Merci ! Votre commande est confirmée.',
  orderReceivedTitle: 'Merci ! Nous avons reçu votre commande.',
  orderReceivedBody: 'Votre paiement n’est pas encore réglé : nous expédierons dès qu’il le sera.',
  subscriptionConfirmedTitle: 'Merci ! Votre abonnement est confirmé.',
  orderStatusTitle: 'Suivi de commande',
  orderNumber: 'Commande',
  status: 'État',
  statusPaid: 'Payée',
  statusAwaitingPayment: 'En attente de paiement',
  confirmationSent: 'Une confirmation a été envoyée à {email}.',
  viewOrderStatus: 'Suivre votre commande',
  nextBilling: 'Prochain prélèvement',
  billingCycles: 'Paiements',
  indefinite: 'jusqu’à résiliation',
  giftCardIssued: 'Code de la carte cadeau',
  giftCardSentTo: 'Nous avons envoyé la carte cadeau à {email}.',
  orderNotFound: 'Ce lien de commande n’est pas valable.',
  testOrder: 'Commande de test',
  paidWith: 'Payé avec',
  card: 'Carte se terminant par {last4}',
  mailSubject: 'Votre commande {order} est confirmée',
  mailGreeting: 'Merci pour votre commande.',
  mailStatusLink: 'Suivi de votre commande : {url}',
  giftMailSubject: 'Vous avez reçu une carte cadeau',
  giftMailBody: 'Vous avez reçu une carte cadeau de {amount}. Utilisez le code {code} lors du paiement.',
};

/** Error texts in French, by commerce error code; a code missing here reads its English catalogue text. */
const FR_ERRORS: Partial<Record<AnyErrorCode, string>> = {
  NOT_ENOUGH_STOCK: 'Désolé, nous n’avons pas assez de cet article.',
  VARIANT_UNAVAILABLE: 'Désolé, cette variante n’est pas disponible. Choisissez-en une autre.',
  GIFT_CARD_DENOMINATION: 'Choisissez un montant pour la carte cadeau.',
  CRUMB_FAIL: 'Votre session a expiré. Rechargez la page et réessayez.',
  RATE_LIMITED: 'Réessayez dans quelques secondes.',
  QUANTITY_NOT_NUMBER: 'La quantité doit être un nombre.',
  QUANTITY_NOT_WHOLE: 'La quantité doit être un nombre entier.',
  QUANTITY_OUT_OF_RANGE: 'La quantité doit être comprise entre 1 et 9999.',
  CART_EMPTY: 'Votre panier est vide.',
  CART_MINIMUM: 'Pour passer commande, le sous-total doit être d’au moins {subtotal}.',
  CHECKOUT_INVALID: 'Un ou plusieurs champs ne sont pas valables, vérifiez votre saisie.',
  PAYMENT_DECLINED: 'Votre carte a été refusée. Votre panier est conservé : essayez une autre carte.',
  PAYMENT_FAILED: 'Le paiement n’a pas pu être traité. Votre panier est conservé : réessayez dans un instant.',
  CART_CHANGED: 'Votre panier a changé pendant le paiement. Vérifiez les totaux et réessayez.',
  GIFT_CARD_UNKNOWN: 'Ce code de carte cadeau n’est pas valable.',
  GIFT_CARD_BALANCE: 'Le solde de la carte cadeau a changé. Vérifiez les totaux et réessayez.',
  SUBSCRIPTION_TYPE: 'Seuls les produits physiques et les services peuvent faire l’objet d’un abonnement.',
  SUBSCRIPTION_PLAN: 'Cet abonnement est indisponible.',
  CHECKOUT_NOT_FOUND: 'Cette page de paiement n’existe plus.',
  ORDER_NOT_FOUND: 'Ce lien de commande n’est pas valable.',
};

const CATALOGUE: Record<string, CheckoutTexts> = { 'en-US': EN, 'fr-FR': FR };

/** The texts of a site language (`fr-FR`, `fr_FR` or `fr`), else English. */
export function checkoutTexts(language: string): CheckoutTexts {
  const tag = language.replace('_', '-');
  return CATALOGUE[tag] ?? Object.values(CATALOGUE).find((_, i) => Object.keys(CATALOGUE)[i]!.split('-')[0] === tag.split('-')[0]) ?? EN;
}

/** The shopper's text of an error code in a language. */
export function errorText(code: AnyErrorCode, language: string, values: Record<string, string> = {}): string {
  const french = checkoutTexts(language) === FR;
  return fill((french ? FR_ERRORS[code] : undefined) ?? englishText(code), values);
}

/** Fills {name} placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

export const CHECKOUT_LANGUAGES = Object.keys(CATALOGUE);
