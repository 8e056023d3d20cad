/** The texts of the account's orders and subscriptions page (/account/orders), per site language: en-US and fr-FR. */
import { labelColon } from '../../../engine/i18n/label-value.js';

const EN = {
  title: 'Your orders',
  ordersTitle: 'Orders',
  noOrders: 'No orders yet. Orders placed while signed in, or opened from their confirmation mail while signed in, are listed here.',
  order: 'Order',
  date: 'Date',
  status: 'Status',
  total: 'Total',
  olderOrders: 'Older orders',
  subscriptionsTitle: 'Subscriptions',
  noSubscriptions: 'No subscriptions.',
  nextCharge: 'Next charge',
  card: 'Card',
  /** Between a label and its value ("Status: Active"); French puts a no-break space before it. */
  colon: labelColon('en-US'),
  cancel: 'Cancel subscription',
  pause: 'Pause',
  resume: 'Resume',
  updateCard: 'Update card',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'CVC',
  backToAccount: 'Back to your account',
  statusActive: 'Active',
  statusPaused: 'Paused',
  statusCanceled: 'Canceled',
  statusCompleted: 'Completed',
  statusPastDue: 'Payment overdue',
  done: 'Your subscription was updated.',
  refused: 'That change is not possible now. Reload the page and try again.',
  cardRefused: 'This card was declined. Check its number, expiry and CVC.',
  cardSaved: 'The new card will be charged from the next renewal.',
  orderPaid: 'Paid',
  orderAwaiting: 'Awaiting payment',
};

export type AccountOrderTexts = typeof EN;

const FR: AccountOrderTexts = {
  title: 'Vos commandes',
  ordersTitle: 'Commandes',
  noOrders: 'Aucune commande pour l’instant. Les commandes passées en étant connecté, ou ouvertes depuis leur e-mail de confirmation en étant connecté, sont listées ici.',
  order: 'Commande',
  date: 'Date',
  status: 'Statut',
  total: 'Total',
  olderOrders: 'Commandes plus anciennes',
  subscriptionsTitle: 'Abonnements',
  noSubscriptions: 'Aucun abonnement.',
  nextCharge: 'Prochain prélèvement',
  card: 'Carte',
  colon: labelColon('fr-FR'),
  cancel: 'Résilier l’abonnement',
  pause: 'Suspendre',
  resume: 'Reprendre',
  updateCard: 'Changer de carte',
  cardNumber: 'Numéro de carte',
  cardExpiry: 'Expiration (MM/AA)',
  cardCvc: 'Cryptogramme',
  backToAccount: 'Retour à votre compte',
  statusActive: 'Actif',
  statusPaused: 'Suspendu',
  statusCanceled: 'Résilié',
  statusCompleted: 'Terminé',
  statusPastDue: 'Paiement en retard',
  done: 'Votre abonnement a été mis à jour.',
  refused: 'Ce changement n’est pas possible pour le moment. Rechargez la page et réessayez.',
  cardRefused: 'Cette carte a été refusée. Vérifiez son numéro, sa date d’expiration et son cryptogramme.',
  cardSaved: 'La nouvelle carte sera débitée dès le prochain renouvellement.',
  orderPaid: 'Payée',
  orderAwaiting: 'En attente de paiement',
};

export function accountOrderTexts(language: string): AccountOrderTexts {
  return language.replace('_', '-').split('-')[0] === 'fr' ? FR : EN;
}
