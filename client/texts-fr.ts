/**
 * The widgets' texts in French: the same keys as the English catalogue of
 * texts.ts (the SPEC's texts), for the demo's /fr site and any French page.
 */
import type { Texts } from './texts.js';

export const TEXT_FR: Texts = {
  addToCart: 'Ajouter au panier',
  subscribe: 'S’abonner',
  adding: 'Ajout…',
  added: 'Ajouté !',
  listingAdded: 'Ajouté',
  selectOption: 'Choisir une option',
  soldOut: 'Épuisé',
  quantity: 'Quantité',
  selectValue: 'Choisir un montant',
  selectVariant: (name) => `Choisir : ${name}`,

  titleAdd: 'Impossible d’ajouter l’article',
  titlePurchase: 'Impossible d’acheter l’article',
  titleGiftCard: 'Impossible d’acheter la carte-cadeau',
  sessionExpired: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
  enableCookies: 'Veuillez activer les cookies de votre navigateur, recharger la page et réessayer.',
  tooManyRequests: 'Veuillez réessayer dans quelques secondes.',
  tryAgain: 'Veuillez réessayer.',
  checkConnection: 'Veuillez vérifier votre connexion internet.',

  selectOne: (option) => `Veuillez choisir l’option ${option}.`,
  selectTwo: (a, b) => `Veuillez choisir les options ${a} et ${b}.`,
  selectMany: (list, last) => `Veuillez choisir les options ${list} et ${last}.`,
  variantUnavailable: 'Désolé, cette variante n’est pas disponible. Veuillez en choisir une autre.',
  notEnoughStock: 'Désolé, nous n’avons pas assez de cet article en stock.',
  quantityNotNumber: 'La quantité doit être un nombre.',
  quantityNotWhole: 'La quantité doit être un nombre entier.',
  giftCardDenomination: 'Choisissez un montant pour la carte-cadeau.',
  required: 'Obligatoire',

  updateQuantityFailed: 'Impossible de modifier la quantité',
  removeItemFailed: 'Impossible de retirer l’article',
  emptyCart: 'Votre panier est vide.',
  cartMinimum: (subtotal) => `Pour passer commande, le sous-total doit être d’au moins ${subtotal}.`,
  moreThan100: 'Plus de 100 articles dans le panier',
  itemsInCart: (n) => `${n} ${n === 1 ? 'article' : 'articles'} dans le panier`,
  item: 'article',
  items: 'articles',
  cappedCount: '100+',
  zeroItems: '0 article',
  addedToCart: 'Ajouté au panier',
  viewCart: 'Voir le panier',
  close: 'Fermer',
  remove: 'Retirer',
  subtotal: 'Sous-total',
  checkout: 'Commander',
  ok: 'OK',

  sale: 'promo',
  soldOutMark: 'épuisé',
  salePrice: 'Prix promo :',
  originalPrice: 'Prix d’origine :',
  soldOutOption: (value) => `${value} (épuisé)`,

  instalmentPayments: (n, amount) => `${n} paiements sans intérêts de ${amount}`,
  instalmentOver: (amount) => `disponible pour les commandes de plus de ${amount}`,
  instalmentUpTo: (amount) => `disponible pour les commandes jusqu’à ${amount}`,
  instalmentWith: (brand) => `avec ${brand}`,
  instalmentInfo: (brand) => `À propos de ${brand}`,

  quickView: 'Aperçu rapide',
  quickViewLoading: 'Chargement…',
  quickViewFailed: 'Impossible de charger. Réessayez.',
  viewDetails: 'Voir tous les détails',
  dialogClose: 'Fermer',
};
