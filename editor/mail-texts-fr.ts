/** The French texts of Settings → Mail (mail-texts.ts). */
import type { Translation } from './catalogue.js';
import type { MAIL_TEXTS } from './mail-texts.js';

export const FR_MAIL_TEXTS: Translation<typeof MAIL_TEXTS> = {
  nav: 'E-mails',
  description: 'Où mènent les liens de vos e-mails, qui les envoie, et chaque e-mail envoyé à vos clients.',
  settingsTitle: 'Adresse et expéditeur',
  publicUrl: 'Adresse publique du site',
  publicUrlHint: 'L’adresse par laquelle commencent les liens des e-mails, par exemple https://boutique.exemple.fr. Vide\u00a0: l’adresse fixée au démarrage du serveur.',
  senderName: 'Nom de l’expéditeur',
  senderNameHint: 'Le nom que voient vos clients, celui de votre boutique par exemple.',
  senderAddress: 'Adresse e-mail de l’expéditeur',
  senderAddressHint: 'Vide\u00a0: l’adresse fixée au démarrage du serveur.',
  inEffect: (url: string, from: string) => `En ce moment\u00a0: les liens commencent par ${url} ; les e-mails viennent de ${from}.`,
  save: 'Enregistrer les réglages d’e-mail',
  saved: 'Réglages d’e-mail enregistrés',
  fixErrors: 'Vérifiez les champs signalés.',
  errors: {
    notText: 'Saisissez du texte.',
    invalidUrl: 'Saisissez une adresse commençant par https:// ou http://, sans ? ni #.',
    tooLong: 'C’est trop long.',
    invalidEmail: 'Saisissez une adresse e-mail valide, comme boutique@exemple.fr.',
    invalidName: 'Le nom ne peut contenir ni guillemets, ni chevrons, ni barres obliques inverses.',
    nameWithoutAddress: 'Un nom d’expéditeur demande une adresse d’expéditeur.',
  },
  outboxTitle: 'E-mails envoyés',
  outboxCaption: 'E-mails envoyés aux clients, du plus récent au plus ancien',
  pagesLabel: 'Pages des e-mails envoyés',
  columns: { date: 'Date', to: 'Destinataire', subject: 'Objet', kind: 'Type', state: 'État', preview: 'Aperçu' },
  state: { kept: 'Conservé (pas de serveur de mail)', pending: 'En cours d’envoi', sent: 'Envoyé', failed: 'Échec' },
  open: (subject: string) => `Aperçu\u00a0: ${subject}`,
  previewTitle: (subject: string) => `E-mail\u00a0: ${subject}`,
  from: 'De',
  hidden: 'Cet e-mail contient un lien à usage unique vers le compte du client\u00a0: son texte n’est pas affiché.',
  close: 'Fermer',
  emptyTitle: 'Aucun e-mail envoyé pour l’instant',
  emptyBody: 'Les confirmations de commande, avis d’expédition et autres e-mails apparaissent ici dès leur envoi.',
};
