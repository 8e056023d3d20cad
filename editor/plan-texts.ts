/**
 * The texts of the admin's plan screen (client/admin/plan/). The caption of
 * a capability the plan lacks is the SPEC's ('Unavailable', section 5);
 * the rest are Vitrine's. French in plan-texts-fr.ts, swapped in by
 * editor/catalogue.ts.
 */
export const PLAN_TEXTS = {
  nav: 'Plan',
  description: 'What your site’s plan includes. The plan is set where the site is hosted (VITRINE_PLAN), not billed here.',
  planName: 'Plan',
  included: 'Included',
  unavailable: 'Unavailable',
  counts: '{on} of {all} capabilities included',
  caption: 'Capabilities',
  columns: { id: 'Number', capability: 'Capability', status: 'Status' },
  numbered: 'Capability {id}',
  /** The capabilities the SPEC numbers without a name: summed up under the table, not a row each. */
  unnamed: 'Capabilities without a name (numbers {min} to {max}): {on} of {all} included.',
  unnamedOff: 'Unavailable: {list}.',
  named: {
    commerce: 'Commerce',
    giftCards: 'Gift cards',
    subscriptions: 'Subscriptions',
    instalmentPayments: 'Instalment payments',
    nativeReviews: 'Native reviews',
    importedReviews: 'Imported reviews',
    pointOfSale: 'Point of sale',
    prioritySupport: 'Priority support',
  },
  integrationSources: 'Integration sources are numbered {min} to {max}.',
  howToChange: 'To change the plan, set VITRINE_PLAN (personal, business, commerce-basic or commerce-advanced) or VITRINE_PLAN_CAPABILITIES and restart the service.',
};
