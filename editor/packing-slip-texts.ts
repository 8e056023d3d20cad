/**
 * The words printed on a packing slip (client/admin/commerce/
 * packing-slip.tsx). They follow the order's language, not the admin's:
 * the slip goes in the parcel to the customer. Both languages are here
 * because both are needed whatever the admin's language is.
 */
export interface PackingSlipWords {
  title: string;
  order: (number: string) => string;
  /** The order's date's label (joined to the date by engine/i18n/label-value.ts, French typography included). */
  date: string;
  shipTo: string;
  from: string;
  itemsCaption: string;
  item: string;
  sku: string;
  quantity: string;
  nothingToShip: string;
  noAddress: string;
}

export const PACKING_SLIP_WORDS: Record<'en' | 'fr', PackingSlipWords> = {
  en: {
    title: 'Packing slip',
    order: (number) => `Order #${number}`,
    date: 'Order date',
    shipTo: 'Ship to',
    from: 'From',
    itemsCaption: 'Items in this parcel',
    item: 'Item',
    sku: 'SKU',
    quantity: 'Quantity',
    nothingToShip: 'Nothing in this order ships.',
    noAddress: 'No shipping address',
  },
  fr: {
    title: 'Bordereau de colisage',
    order: (number) => `Commande n° ${number}`,
    date: 'Date de commande',
    shipTo: 'Livrer à',
    from: 'Expéditeur',
    itemsCaption: 'Articles de ce colis',
    item: 'Article',
    sku: 'Référence',
    quantity: 'Quantité',
    nothingToShip: 'Rien n’est à expédier dans cette commande.',
    noAddress: 'Pas d’adresse de livraison',
  },
};

/** The words of an order's language tag ('fr-FR' → French); English otherwise. */
export const packingSlipWords = (language: string): PackingSlipWords => (language.toLowerCase().startsWith('fr') ? PACKING_SLIP_WORDS.fr : PACKING_SLIP_WORDS.en);
