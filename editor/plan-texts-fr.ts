/** The French texts of the plan screen (plan-texts.ts). */
import type { Translation } from './catalogue.js';
import type { PLAN_TEXTS } from './plan-texts.js';

export const FR_PLAN_TEXTS: Translation<typeof PLAN_TEXTS> = {
  nav: 'Forfait',
  description: 'Ce que comprend le forfait de votre site. Le forfait se règle là où le site est hébergé (VITRINE_PLAN), il n’est pas facturé ici.',
  planName: 'Forfait',
  included: 'Inclus',
  unavailable: 'Indisponible',
  counts: '{on} fonctionnalités incluses sur {all}',
  caption: 'Fonctionnalités',
  columns: { id: 'Numéro', capability: 'Fonctionnalité', status: 'Statut' },
  numbered: 'Fonctionnalité {id}',
  unnamed: 'Fonctionnalités sans nom (numéros {min} à {max})\u00a0: {on} incluses sur {all}.',
  unnamedOff: 'Indisponibles\u00a0: {list}.',
  named: {
    commerce: 'Commerce',
    giftCards: 'Cartes cadeaux',
    subscriptions: 'Abonnements',
    instalmentPayments: 'Paiement en plusieurs fois',
    nativeReviews: 'Avis du site',
    importedReviews: 'Avis importés',
    pointOfSale: 'Point de vente',
    prioritySupport: 'Assistance prioritaire',
  },
  integrationSources: 'Les sources d’intégration sont numérotées de {min} à {max}.',
  howToChange: 'Pour changer de forfait, définissez VITRINE_PLAN (personal, business, commerce-basic ou commerce-advanced) ou VITRINE_PLAN_CAPABILITIES, puis redémarrez le service.',
};
