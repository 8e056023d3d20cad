/**
 * The texts of digital delivery (the download links on the order pages and
 * in the mail, the page of a link that no longer works, the fresh-link
 * mail) per site language: en-US and fr-FR; other languages read en-US.
 */
const EN = {
  downloadsTitle: 'Your downloads',
  download: 'Download {name}',
  downloadTerms: 'The link works for {hours} hours and {count} downloads.',
  downloadAwaitingPayment: 'Your download will be available here once the payment is complete.',
  mailDownloads: 'Your downloads (each link works for a limited time and number of downloads; the order status page gives a fresh one):',
  linkExpiredTitle: 'This download link has expired',
  linkUsedUpTitle: 'This download link has been used up',
  linkInvalidTitle: 'This download link is not valid',
  linkRefusedBody: 'Download links work for a limited time and number of downloads. We can send a fresh link to the address of the order.',
  sendFreshLink: 'Email me a fresh link',
  freshLinkSent: 'A fresh link was sent to the address of the order.',
  freshLinkWait: 'A fresh link was sent a moment ago: check your inbox, or try again in a few minutes.',
  freshMailSubject: 'Your download: {name}',
  freshMailBody: 'Here is a fresh link to download {name}:\n{url}\n\nIt works for {hours} hours and {count} downloads.',
  fileMissing: 'This file is not available right now. Please contact the shop.',
};

export type DeliveryTexts = typeof EN;

const FR: DeliveryTexts = {
  downloadsTitle: 'Vos téléchargements',
  download: 'Télécharger {name}',
  downloadTerms: 'Le lien est valable {hours} heures et {count} téléchargements.',
  downloadAwaitingPayment: 'Votre téléchargement sera disponible ici dès que le paiement sera finalisé.',
  mailDownloads: 'Vos téléchargements (chaque lien est valable un temps et un nombre de téléchargements limités\u00a0; la page de suivi en donne un nouveau)\u00a0:',
  linkExpiredTitle: 'Ce lien de téléchargement a expiré',
  linkUsedUpTitle: 'Ce lien de téléchargement a été utilisé jusqu’au bout',
  linkInvalidTitle: 'Ce lien de téléchargement n’est pas valable',
  linkRefusedBody: 'Les liens de téléchargement sont valables un temps et un nombre de téléchargements limités. Nous pouvons envoyer un nouveau lien à l’adresse de la commande.',
  sendFreshLink: 'M’envoyer un nouveau lien',
  freshLinkSent: 'Un nouveau lien a été envoyé à l’adresse de la commande.',
  freshLinkWait: 'Un nouveau lien vient d’être envoyé\u00a0: consultez votre boîte de réception, ou réessayez dans quelques minutes.',
  freshMailSubject: 'Votre téléchargement\u00a0: {name}',
  freshMailBody: 'Voici un nouveau lien pour télécharger {name} :\n{url}\n\nIl est valable {hours} heures et {count} téléchargements.',
  fileMissing: 'Ce fichier n’est pas disponible pour le moment. Contactez la boutique.',
};

export function deliveryTexts(language: string): DeliveryTexts {
  return language.replace('_', '-').split('-')[0] === 'fr' ? FR : EN;
}
