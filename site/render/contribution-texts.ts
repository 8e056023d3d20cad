/**
 * The texts of the two forms on the special pages that take something from
 * the visitor: the donate page's gift and card (203, then 204), and the
 * review of a bought product (209). The server answers its refusals with
 * the same texts (server/donations/, server/reviews/), keyed by the field
 * check's key or the API's error code. {min}, {max}, {count} are filled in.
 */
const EN = {
  // The donate form.
  amountLegend: 'Amount',
  otherAmount: 'Other amount',
  otherAmountLabel: 'Other amount ({currency})',
  amountHint: 'From {min} to {max}.',
  donorName: 'Name',
  donorEmail: 'Email',
  donorEmailHint: 'Your receipt is sent here.',
  cardLegend: 'Card',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code',
  give: 'Give',
  giving: 'Sending…',
  noTax: 'Donations carry no tax and no shipping: the whole amount goes to {site}.',
  testGateway: 'Test payments: no real money moves. Card 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined; any future expiry and 3 digits.',
  // The thank-you page with the donation's amount.
  receivedAmount: 'We received your gift of {amount}. A receipt is on its way to {email}.',
  receiptNumber: 'Receipt number: {number}',
  // The review form.
  ratingLegend: 'Rating',
  ratingStars: '{count} out of 5 stars',
  reviewTitle: 'Headline (optional)',
  reviewBody: 'Your review',
  reviewBodyHint: 'From {min} to {max} characters.',
  reviewName: 'Name shown with your review',
  submitReview: 'Send review',
  sendingReview: 'Sending…',
  reviewThanks: 'Thank you! Your review will appear on the product page once the shop approves it.',
  reviewAlready: 'You have already reviewed this purchase. Thank you!',
  reviewLink: 'Review {product}',
  reviewsInvite: 'Review what you bought:',
  reviewNeedsLink: 'Open this page from the link in your order email or on your order page to review what you bought.',
  errors: {
    required: 'Required',
    emailInvalid: 'Email is invalid',
    nameTooLong: 'Use at most {max} characters.',
    amountRequired: 'Choose an amount, or type one.',
    amountInvalid: 'Type an amount in numbers, like 25 or 25.50.',
    amountTooSmall: 'The smallest gift is {min}.',
    amountTooLarge: 'The largest gift online is {max}. Write to us for a larger one.',
    cardNumberInvalid: 'Enter the card number.',
    cardNumberLuhn: 'This card number is not valid: check its digits.',
    cardExpiryInvalid: 'Enter the expiry as MM/YY.',
    cardExpired: 'This card has expired.',
    cardCvcInvalid: 'The security code has 3 or 4 digits.',
    ratingInvalid: 'Choose from 1 to 5 stars.',
    bodyTooShort: 'Write at least {min} characters.',
    bodyTooLong: 'Use at most {max} characters.',
    titleTooLong: 'Use at most {max} characters.',
    FIELDS_INVALID: 'Check the fields marked below.',
    CARD_DECLINED: 'Your card was declined. Try another card.',
    PAYMENT_FAILED: 'The payment could not be processed. Nothing was charged: try again in a few minutes.',
    CRUMB_FAIL: 'Your session has expired. Reload the page and try again.',
    RATE_LIMITED: 'Too many tries from your address. Wait a minute and try again.',
    REVIEW_LINK_INVALID: 'This review link is not valid. Open it from your order email or your order page.',
    NOT_BOUGHT: 'This product is not in that order.',
    ALREADY_REVIEWED: 'You have already reviewed this purchase. Thank you!',
  },
};

export type ContributionTexts = typeof EN;

const FR: ContributionTexts = {
  amountLegend: 'Montant',
  otherAmount: 'Autre montant',
  otherAmountLabel: 'Autre montant ({currency})',
  amountHint: 'De {min} à {max}.',
  donorName: 'Nom',
  donorEmail: 'E-mail',
  donorEmailHint: 'Votre reçu est envoyé à cette adresse.',
  cardLegend: 'Carte',
  cardNumber: 'Numéro de carte',
  cardExpiry: 'Expiration (MM/AA)',
  cardCvc: 'Cryptogramme',
  give: 'Donner',
  giving: 'Envoi…',
  noTax: 'Les dons ne portent ni taxe ni frais de port\u00a0: la totalité du montant va à {site}.',
  testGateway: 'Paiements de test\u00a0: aucun argent réel ne circule. La carte 4242 4242 4242 4242 est payée, la 4000 0000 0000 0002 est refusée ; toute expiration future et 3 chiffres.',
  receivedAmount: 'Nous avons bien reçu votre don de {amount}. Un reçu est en route vers {email}.',
  receiptNumber: 'Numéro de reçu\u00a0: {number}',
  ratingLegend: 'Note',
  ratingStars: '{count} étoiles sur 5',
  reviewTitle: 'Titre (facultatif)',
  reviewBody: 'Votre avis',
  reviewBodyHint: 'De {min} à {max} caractères.',
  reviewName: 'Nom affiché avec votre avis',
  submitReview: 'Envoyer l’avis',
  sendingReview: 'Envoi…',
  reviewThanks: 'Merci ! Votre avis apparaîtra sur la page du produit dès que la boutique l’aura approuvé.',
  reviewAlready: 'Vous avez déjà donné votre avis sur cet achat. Merci !',
  reviewLink: 'Donner votre avis sur {product}',
  reviewsInvite: 'Donnez votre avis sur vos achats\u00a0:',
  reviewNeedsLink: 'Ouvrez cette page depuis le lien de l’e-mail de votre commande ou de la page de votre commande pour donner votre avis sur vos achats.',
  errors: {
    required: 'Obligatoire',
    emailInvalid: 'L’adresse e-mail n’est pas valide',
    nameTooLong: 'Utilisez au plus {max} caractères.',
    amountRequired: 'Choisissez un montant, ou saisissez-en un.',
    amountInvalid: 'Saisissez un montant en chiffres, par exemple 25 ou 25,50.',
    amountTooSmall: 'Le plus petit don est de {min}.',
    amountTooLarge: 'Le plus gros don en ligne est de {max}. Écrivez-nous pour un don plus important.',
    cardNumberInvalid: 'Saisissez le numéro de carte.',
    cardNumberLuhn: 'Ce numéro de carte n’est pas valable\u00a0: vérifiez les chiffres.',
    cardExpiryInvalid: 'Saisissez l’expiration au format MM/AA.',
    cardExpired: 'Cette carte a expiré.',
    cardCvcInvalid: 'Le cryptogramme a 3 ou 4 chiffres.',
    ratingInvalid: 'Choisissez de 1 à 5 étoiles.',
    bodyTooShort: 'Écrivez au moins {min} caractères.',
    bodyTooLong: 'Utilisez au plus {max} caractères.',
    titleTooLong: 'Utilisez au plus {max} caractères.',
    FIELDS_INVALID: 'Vérifiez les champs signalés ci-dessous.',
    CARD_DECLINED: 'Votre carte a été refusée. Essayez une autre carte.',
    PAYMENT_FAILED: 'Le paiement n’a pas pu être traité. Rien n’a été débité\u00a0: réessayez dans quelques minutes.',
    CRUMB_FAIL: 'Votre session a expiré. Rechargez la page et réessayez.',
    RATE_LIMITED: 'Trop d’essais depuis votre adresse. Attendez une minute et réessayez.',
    REVIEW_LINK_INVALID: 'Ce lien d’avis n’est pas valable. Ouvrez-le depuis l’e-mail de votre commande ou la page de votre commande.',
    NOT_BOUGHT: 'Ce produit ne fait pas partie de cette commande.',
    ALREADY_REVIEWED: 'Vous avez déjà donné votre avis sur cet achat. Merci !',
  },
};

export const CONTRIBUTION_LANGUAGES = { en: EN, fr: FR } as const;

export function contributionTexts(languageTag: string | undefined): ContributionTexts {
  return (languageTag ?? '').toLowerCase().startsWith('fr') ? FR : EN;
}

export const fillText = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);
