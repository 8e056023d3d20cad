/** The donation receipt and the review request mail texts, in the donor's or buyer's language. */
const EN = {
  receiptSubject: 'Receipt for your gift to {site}',
  receiptGreeting: 'Dear {name},',
  receiptBody: 'Thank you for your gift of {amount} to {site}, received on {date}.',
  receiptNumber: 'Receipt number: {number}',
  receiptCard: 'Paid by card ending in {last4}.',
  receiptNoTax: 'A donation carries no tax and no shipping.',
  receiptTest: 'This was a test payment: no real money moved.',
};
export type MailTexts = typeof EN;
const FR: MailTexts = {
  receiptSubject: 'Reçu de votre don à {site}',
  receiptGreeting: 'Bonjour {name},',
  receiptBody: 'Merci pour votre don de {amount} à {site}, reçu le {date}.',
  receiptNumber: 'Numéro de reçu\u00a0: {number}',
  receiptCard: 'Payé par la carte se terminant par {last4}.',
  receiptNoTax: 'Un don ne porte ni taxe ni frais de port.',
  receiptTest: 'C’était un paiement de test\u00a0: aucun argent réel n’a circulé.',
};
export const MAIL_LANGUAGES = { en: EN, fr: FR } as const;
export const mailTexts = (languageTag: string | undefined): MailTexts => ((languageTag ?? '').toLowerCase().startsWith('fr') ? FR : EN);
