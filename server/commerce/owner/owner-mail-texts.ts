/**
 * The texts of the mail the owner's actions send: to the shopper in the
 * order's language (fulfilment, refund, cancellation), and the new-order
 * mail to the owner's recipients (in English and French by the site's
 * default language). Vitrine's texts; the SPEC has none for them.
 */
const EN = {
  fulfilledSubject: 'Your order {order} is on its way',
  fulfilledBody: 'Good news: your order has shipped.',
  carrier: 'Carrier: {carrier}',
  tracking: 'Tracking number: {tracking}',
  refundSubject: 'Refund for your order {order}',
  refundBody: 'We have refunded {amount} for your order {order}.',
  refundToCard: 'It goes back to your card; your bank may take a few days to show it.',
  refundToGiftCard: '{amount} goes back onto your gift card.',
  refundedLines: 'Refunded items:',
  canceledSubject: 'Your order {order} is canceled',
  canceledBody: 'Your order {order} has been canceled.',
  canceledRefund: '{amount} is refunded.',
  canceledNothingCharged: 'You have not been charged.',
  canceledGiftCards: 'The gift cards of this order ({codes}) are canceled: they can no longer be used.',
  statusLink: 'Your order status: {url}',
  newOrderSubject: 'New order {order}: {total}',
  newOrderBody: 'A new order was placed on your store.',
  newOrderCustomer: 'Customer: {email}',
  newOrderTotal: 'Total: {total}',
  newOrderLink: 'See it in your admin: {url}',
  testOrder: 'test order',
};

export type OwnerMailTexts = typeof EN;

const FR: OwnerMailTexts = {
  fulfilledSubject: 'Votre commande {order} est en route',
  fulfilledBody: 'Bonne nouvelle\u00a0: votre commande a été expédiée.',
  carrier: 'Transporteur\u00a0: {carrier}',
  tracking: 'Numéro de suivi\u00a0: {tracking}',
  refundSubject: 'Remboursement de votre commande {order}',
  refundBody: 'Nous avons remboursé {amount} pour votre commande {order}.',
  refundToCard: 'Le montant revient sur votre carte\u00a0; votre banque peut mettre quelques jours à l’afficher.',
  refundToGiftCard: '{amount} revient sur votre carte cadeau.',
  refundedLines: 'Articles remboursés\u00a0:',
  canceledSubject: 'Votre commande {order} est annulée',
  canceledBody: 'Votre commande {order} a été annulée.',
  canceledRefund: '{amount} vous est remboursé.',
  canceledNothingCharged: 'Aucun montant ne vous a été débité.',
  canceledGiftCards: 'Les cartes cadeaux de cette commande ({codes}) sont annulées\u00a0: elles ne peuvent plus être utilisées.',
  statusLink: 'Suivi de votre commande\u00a0: {url}',
  newOrderSubject: 'Nouvelle commande {order}\u00a0: {total}',
  newOrderBody: 'Une nouvelle commande a été passée sur votre boutique.',
  newOrderCustomer: 'Client\u00a0: {email}',
  newOrderTotal: 'Total\u00a0: {total}',
  newOrderLink: 'Voir dans votre administration\u00a0: {url}',
  testOrder: 'commande de test',
};

export function ownerMailTexts(language: string): OwnerMailTexts {
  return language.toLowerCase().startsWith('fr') ? FR : EN;
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);
}
